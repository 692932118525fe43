import { useContext, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { historyLocation } from './AppLink';

/** A click anywhere on a row opens its `data-row-link`; modifier clicks are the browser's (decisions 0003, 0015). */
export function useRowNavigation() {
  // The history itself, as AppLink: no router hook, so the table does not re-render on address changes.
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  /** Without the basename, as `useLocation` gives it. */
  const here = () => {
    const shown = historyLocation(navigator) ?? window.location;
    const base = basename.replace(/\/$/, '').toLowerCase();
    const path = shown.pathname.toLowerCase();
    const inBase = base !== '' && (path === base || path.startsWith(`${base}/`));
    return `${inBase ? shown.pathname.slice(base.length) || '/' : shown.pathname}${shown.search}`;
  };
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    const clicked = target.closest('a');
    if (clicked && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || clicked.target)) return;
    const row = target.closest('tr');
    if (!row || !event.currentTarget.contains(row)) return;
    let link: HTMLAnchorElement | null;
    if (clicked) {
      // Any other link keeps its own click.
      if (!clicked.matches('[data-row-link], [data-app-link]')) return;
      link = clicked;
    } else {
      // Another control inside the row keeps its own click.
      if (target.closest('button, input, select, textarea, label')) return;
      link = row.querySelector<HTMLAnchorElement>('a[data-row-link]');
    }
    if (!link) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigator.push(`${url.pathname}${url.search}`, link.hasAttribute('data-keep-from') ? { from: here() } : undefined);
  };
}
