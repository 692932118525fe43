import type { Page } from '@playwright/test';

/** The app's main menu; it shows once the app has a signed-in user. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
