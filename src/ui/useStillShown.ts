import { useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { useStableCallback } from './useStableCallback';

/** `pathname` of the history without the router's basename (null: outside of it). */
export function withoutBasename(pathname: string, basename: string): string | null {
  if (basename === '/' || basename === '') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

/**
 * Whether the screen that calls it is still the one the address shows: a stable function
 * for what runs later (a debounced search, a timer). Leaving a screen for one whose code
 * still loads keeps the screen mounted, hidden behind the loader, and its timers run: a
 * list's pending search wrote its filters, pushing the list's address again over the one
 * just opened ("n" right after typing in the search stayed on the list). The history of
 * the router (BrowserRouter, MemoryRouter) knows the address before the screen does; a
 * router whose history does not tell says yes, as before.
 */
export function useStillShown(): () => boolean {
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  return useStableCallback(() => {
    const current = (navigator as { location?: { pathname?: unknown } }).location?.pathname;
    if (typeof current !== 'string') return true;
    return withoutBasename(current, basename) === pathname;
  });
}
