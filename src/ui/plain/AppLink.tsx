import { useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Absolute, without the basename. */
  to: string;
  /** The history entry's state, read by the screen it opens (`useLocation().state`). */
  state?: unknown;
}

/** Reads no location: it changes only with the basename. */
export function useAppHref(): (path: string) => string {
  const { basename } = useContext(UNSAFE_NavigationContext);
  return useCallback((path: string) => `${basename.replace(/\/$/, '')}${path}`, [basename]);
}

/** Read when asked, not through `useLocation` (which re-renders on every change); undefined if untold. */
export function historyLocation(navigator: Navigator): { pathname: string; search: string } | undefined {
  return (navigator as { location?: { pathname: string; search: string } }).location;
}

/** Reads no location, so an address change does not re-render it; absolute paths only (decision 0003). */
export function AppLink({ to, state, onClick, ...props }: AppLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const href = useAppHref()(to);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || props.target) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The history takes the whole path, the basename included.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (here === href) navigator.replace(href, state);
    else navigator.push(href, state);
  };
  return <a {...props} href={href} onClick={open} />;
}
