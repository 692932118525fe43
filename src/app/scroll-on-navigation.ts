import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page reached by a link opens at its top, as a new document would; back and forward leave the
 * scroll where the browser restores it, and a change of the same page's address (a list's filters)
 * keeps it.
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
