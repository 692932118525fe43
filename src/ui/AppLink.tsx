import { useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app ("/contratos/novo"), without the basename. */
  to: string;
}

/**
 * The address of an absolute in-app path ("/contratos/novo"): the router's basename and
 * the path, as `<a href>` and the history take it. Reads no location: it changes only
 * with the basename.
 */
export function useAppHref(): (path: string) => string {
  const { basename } = useContext(UNSAFE_NavigationContext);
  return useCallback((path: string) => `${basename.replace(/\/$/, '')}${path}`, [basename]);
}

/**
 * The address the router's history is at, basename included, read when asked (a handler,
 * a timer) rather than through `useLocation`, which re-renders on every change. Browser
 * and memory histories tell it; a history that does not gives undefined.
 */
export function historyLocation(navigator: Navigator): { pathname: string; search: string } | undefined {
  return (navigator as { location?: { pathname: string; search: string } }).location;
}

/**
 * An in-app link that does not read the address. React Router's `Link` reads the location
 * to resolve relative paths, so every change of the address re-renders every `Link` of the
 * page, and a list's every filter change is one (the shell's navigation, "Novo contrato").
 * This one takes absolute paths only: its `href` is the basename and the path, and a plain
 * click opens it in the app (a replace when it is the page already shown, as `Link` does);
 * a click with a modifier, another button or a `target` is the browser's.
 */
export function AppLink({ to, onClick, ...props }: AppLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const href = useAppHref()(to);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || props.target) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The history takes the whole path, the basename included (as useNavigate gives it).
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (here === href) navigator.replace(href);
    else navigator.push(href);
  };
  return <a {...props} href={href} onClick={open} />;
}
