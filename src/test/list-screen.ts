import { screen, waitFor, type waitForOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../lib/vocabulary';
import { renderFailingOnceThenRetry } from './retry';
import type { SandboxHarness } from './sandbox';

/** A list's empty state: its title, and the filter that hid every row in the list's words. */
export async function expectNothingFound(title: string, narrowing: string, wait?: waitForOptions) {
  const heading = await screen.findByText(title, {}, wait);
  // The empty state's own words (the list's statement above the table names the filters too).
  expect(heading.parentElement).toHaveTextContent(narrowing);
}

/** A list whose first read fails shows the server's message, and "Tentar novamente" brings its first page. */
export async function expectListRecovers(
  sandbox: SandboxHarness,
  failure: { path: string; message: string },
  ui: ReactElement,
  route: string,
) {
  await renderFailingOnceThenRetry(sandbox, failure, ui, route);
  await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(DEFAULT_PAGE_SIZE));
}
