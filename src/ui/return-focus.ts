import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What the keyboard reaches with Tab (enabled controls, links, positive or zero tabindex). */
const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const usable = (element: HTMLElement) =>
  element.isConnected && !element.matches(':disabled') && element.closest('[inert]') === null;

/** The first control inside `container` that Tab reaches, if any. */
export function firstTabbable(container: ParentNode | null | undefined): HTMLElement | null {
  if (!container) return null;
  for (const element of container.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (usable(element)) return element;
  }
  return null;
}

/**
 * Where focus goes back to: the control itself (`chain[0]`) while it is on the page and
 * enabled; else the first control of its nearest container still on the page (its row,
 * then its table: `chain` holds the control and its ancestors up to the scope); else
 * `fallback`.
 */
export function returnTarget(chain: readonly HTMLElement[], fallback?: HTMLElement | null): HTMLElement | null {
  const [opener, ...containers] = chain;
  if (opener && usable(opener)) return opener;
  for (const container of containers) {
    if (!container.isConnected) continue;
    const found = firstTabbable(container);
    if (found) return found;
  }
  return fallback && fallback.isConnected ? fallback : null;
}

/** The control and its ancestors up to the closest one matching `scope` (included). */
function chainOf(element: HTMLElement, scope: string): HTMLElement[] {
  const chain: HTMLElement[] = [];
  const last = element.closest<HTMLElement>(scope);
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    chain.push(node);
    if (node === last || node === document.body) break;
  }
  return chain;
}

/**
 * Gives focus back to the control that opened a dialog, once the dialog is closed and
 * what the change brought is on the page: `remember(opener)` when it opens, `restore()`
 * when it closes (after a cancel or after the action). When the action removed or
 * disabled the control, focus goes to the first control of its row or of its table
 * (`scope`), else to `fallback()` (a heading with `tabIndex={-1}`). Focus is moved after
 * the commit that `restore()` causes, so a row removed by the same change is already gone.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null | undefined) {
  const chain = useRef<HTMLElement[]>([]);
  const latestFallback = useRef(fallback);
  useLayoutEffect(() => {
    latestFallback.current = fallback;
  });
  const [request, setRequest] = useState(0);

  const remember = useCallback((opener?: Element | null, scope = 'table') => {
    const element = opener ?? document.activeElement;
    chain.current = element instanceof HTMLElement && element !== document.body ? chainOf(element, scope) : [];
  }, []);
  const restore = useCallback(() => setRequest((n) => n + 1), []);

  useEffect(() => {
    if (request === 0) return;
    const target = returnTarget(chain.current, latestFallback.current?.());
    target?.focus();
  }, [request]);

  return { remember, restore };
}
