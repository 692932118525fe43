import { chromium, type FullConfig } from '@playwright/test';

/**
 * Global setup of the development-server smoke (playwright.dev.config.ts): the server
 * answers before it is ready to serve the app quickly. On a fresh checkout Vite still
 * bundles the dependencies, then compiles the app's modules on their first request, and the
 * sign-in library is imported on demand: the first load can take longer than the sign-in's
 * wait. One load, until the app sends the browser to the identity provider, does it once.
 */
export default async function warmUp(config: FullConfig): Promise<void> {
  const { baseURL, launchOptions } = config.projects[0]?.use ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/`, { timeout: 90_000 });
    await page.getByRole('heading', { name: 'Entrar' }).waitFor({ timeout: 90_000 });
  } finally {
    await browser.close();
  }
}
