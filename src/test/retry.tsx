import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { renderWithApp } from './render';
import { failOnceAnyMethod, type SandboxHarness } from './sandbox';

/**
 * Renders `ui` at `route` while the first request to `path` fails (500 with `message`),
 * checks that the screen shows the message, and presses "Tentar novamente".
 */
export async function renderFailingOnceThenRetry(
  sandbox: SandboxHarness,
  failure: { path: string; message: string },
  ui: ReactElement,
  route: string,
) {
  failOnceAnyMethod(sandbox, failure.path, 500, failure.message);
  const user = userEvent.setup();
  const view = renderWithApp(ui, { route });
  expect(await screen.findByText(failure.message)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  return { user, view };
}
