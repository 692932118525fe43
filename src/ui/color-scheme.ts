import { useSyncExternalStore } from 'react';

/*
 * The color scheme without Mantine's provider (docs/decisions/0009-first-screen-without-mantine.md):
 * the first screen has no MantineProvider, so the scheme lives here. It is stored where
 * Mantine's own manager stores it (same key, same values), written on <html> as
 * `data-mantine-color-scheme` (what Mantine's CSS reads), and every Mantine subtree
 * (MantineScope) follows it through `colorSchemeBridge()`.
 */

export type ColorSchemeChoice = 'light' | 'dark' | 'auto';

const KEY = 'mantine-color-scheme-value';
const listeners = new Set<() => void>();
let choice: ColorSchemeChoice | null = null;

const isChoice = (value: unknown): value is ColorSchemeChoice =>
  value === 'light' || value === 'dark' || value === 'auto';

function stored(): ColorSchemeChoice {
  try {
    const value = window.localStorage.getItem(KEY);
    return isChoice(value) ? value : 'auto';
  } catch {
    return 'auto';
  }
}

const prefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

/** The user's choice ('auto' follows the system). */
export function colorSchemeChoice(): ColorSchemeChoice {
  choice ??= stored();
  return choice;
}

/** The scheme in use: the choice, or the system's when 'auto'. */
export function computedColorScheme(): 'light' | 'dark' {
  const current = colorSchemeChoice();
  return current === 'auto' ? (prefersDark() ? 'dark' : 'light') : current;
}

function applyAttribute() {
  document.documentElement.setAttribute('data-mantine-color-scheme', computedColorScheme());
}

function notify() {
  applyAttribute();
  for (const listener of listeners) listener();
}

/**
 * Writes the scheme on <html> before the first render and follows the system's while the
 * choice is 'auto', and another tab's choice. Call once, at start.
 */
export function startColorScheme(): void {
  applyAttribute();
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
    if (colorSchemeChoice() === 'auto') notify();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    choice = isChoice(event.newValue) ? event.newValue : 'auto';
    notify();
  });
}

export function setColorSchemeChoice(next: ColorSchemeChoice): void {
  if (next === colorSchemeChoice()) return;
  choice = next;
  try {
    window.localStorage.setItem(KEY, next);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The scheme in use, re-rendering when it changes. */
export function useComputedColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, computedColorScheme, () => 'light');
}

/**
 * A Mantine color scheme manager over this store, one per provider: Mantine's interface
 * unsubscribes without saying whom, so each provider gets its own.
 */
export function colorSchemeBridge() {
  let off: (() => void) | undefined;
  return {
    // The store's own default is 'auto', the scopes' `defaultColorScheme`.
    get: () => colorSchemeChoice(),
    set: (value: ColorSchemeChoice) => setColorSchemeChoice(value),
    subscribe: (onUpdate: (value: ColorSchemeChoice) => void) => {
      off?.();
      off = subscribe(() => onUpdate(colorSchemeChoice()));
    },
    unsubscribe: () => {
      off?.();
      off = undefined;
    },
    clear: () => setColorSchemeChoice('auto'),
  };
}
