import { useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { historyLocation, useAppHref } from './AppLink';
import { useStableCallback } from './useStableCallback';

/** A path as the router matches it: the case of the basename and a trailing slash do not count. */
const comparable = (path: string) => path.replace(/\/$/, '').toLowerCase();

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
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const href = useAppHref();
  return useStableCallback(() => {
    const current = historyLocation(navigator)?.pathname;
    return current === undefined || comparable(current) === comparable(href(pathname));
  });
}
