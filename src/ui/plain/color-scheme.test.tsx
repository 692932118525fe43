import { Button as MantineButton, useMantineColorScheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The color scheme without a root MantineProvider (decision 0009): stored under Mantine's
 * key, written on <html> before the first render, followed by every MantineScope.
 */

const KEY = 'mantine-color-scheme-value';
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

/** A fresh copy of the module: its choice is read once per page. */
const load = async () => {
  vi.resetModules();
  return import('./color-scheme');
};

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

/** A fresh store started on a page whose system prefers dark (or not), with `stored` under Mantine's key. */
async function startedStore(systemDark: boolean, stored?: string) {
  prefersDark(systemDark);
  if (stored !== undefined) localStorage.setItem(KEY, stored);
  const store = await load();
  store.startColorScheme();
  return store;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});
afterEach(() => vi.restoreAllMocks());

describe('color scheme store', () => {
  it('follows the system while nothing is chosen, and writes it on <html> at start', async () => {
    const store = await startedStore(true);
    expect(store.colorSchemeChoice()).toBe('auto');
    expect(scheme()).toBe('dark');
  });

  it('reads the choice Mantine stored, and stores a new one under the same key', async () => {
    const store = await startedStore(true, 'light');
    expect(scheme()).toBe('light');
    store.setColorSchemeChoice('dark');
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(scheme()).toBe('dark');
  });

  it("ignores a stored value that is not a scheme, and another tab's choice applies here", async () => {
    const store = await startedStore(false, 'purple');
    expect(store.colorSchemeChoice()).toBe('auto');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'dark' }));
    });
    expect(scheme()).toBe('dark');
  });

  it('a Mantine screen inside a scope sees the same scheme and changes it for the whole page', async () => {
    const store = await startedStore(false, 'dark');
    const { scoped } = await import('../mantine/MantineScope');
    function Toggle() {
      const { colorScheme, setColorScheme } = useMantineColorScheme();
      return (
        <MantineButton onClick={() => setColorScheme(colorScheme === 'dark' ? 'light' : 'dark')}>
          {`tema ${colorScheme}`}
        </MantineButton>
      );
    }
    const ScopedToggle = scoped(Toggle);
    // Two scopes on one page (a screen and a dialog, say): both follow one store.
    render(
      <>
        <ScopedToggle />
        <ScopedToggle />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'tema dark' })).toHaveLength(2);
    act(() => screen.getAllByRole('button')[0]?.click());
    expect(screen.getAllByRole('button', { name: 'tema light' })).toHaveLength(2);
    expect(localStorage.getItem(KEY)).toBe('light');
    expect(scheme()).toBe('light');
    // The plain shell's toggle goes through the store: the scopes follow.
    act(() => store.setColorSchemeChoice('dark'));
    expect(screen.getAllByRole('button', { name: 'tema dark' })).toHaveLength(2);
  });
});
