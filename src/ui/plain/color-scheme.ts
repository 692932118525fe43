import { useSyncExternalStore } from 'react';

/* No MantineProvider on the first screen (decision 0009): the scheme lives here, under Mantine's key and attribute. */

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

/** 'auto' follows the system. */
export function colorSchemeChoice(): ColorSchemeChoice {
  choice ??= stored();
  return choice;
}

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

/** Before the first render; follows the system while 'auto', and other tabs. Call once. */
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
    // Storage refused: the choice lasts for this page only.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useComputedColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, computedColorScheme, () => 'light');
}

/** One per provider: Mantine's interface unsubscribes without saying whom. */
export function colorSchemeBridge() {
  let off: (() => void) | undefined;
  return {
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
