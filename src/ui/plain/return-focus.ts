import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

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

export function firstTabbable(container: ParentNode | null | undefined): HTMLElement | null {
  if (!container) return null;
  for (const element of container.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (usable(element)) return element;
  }
  return null;
}

/** The opener while usable, else the first control of its nearest container still on the page, else `fallback`. */
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

/** Up to the closest ancestor matching `scope`, included. */
function chainOf(element: HTMLElement, scope: string): HTMLElement[] {
  const chain: HTMLElement[] = [];
  const last = element.closest<HTMLElement>(scope);
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    chain.push(node);
    if (node === last || node === document.body) break;
  }
  return chain;
}

/** Back to a dialog's opener after the commit `restore()` causes, so a removed row is gone (decision 0902). */
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
