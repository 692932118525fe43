import { screen, type waitForOptions } from '@testing-library/react';
import { expect } from 'vitest';

/** A list's empty state: its title, and the filter that hid every row in the list's words. */
export async function expectNothingFound(title: string, narrowing: string, wait?: waitForOptions) {
  expect(await screen.findByText(title, {}, wait)).toBeInTheDocument();
  expect(screen.getByText(narrowing, { exact: false })).toBeInTheDocument();
}
