import { useContext, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { historyLocation } from './AppLink';

/**
 * One click handler for every row of a table. A row may have one link marked
 * `data-row-link` (a plain `<a href>`, the app's basename included): a click anywhere on
 * the row, or on that link (Enter on the focused link included), opens it in the app.
 * Other in-app links of a row are marked `data-app-link` and open in the app when
 * clicked; with `data-keep-from` the page opened gets the current address as router
 * state `from` (to return to this exact view). A click with a modifier or another button
 * is left to the browser, so a link opens in a new tab or window as any link does. Rows
 * carry nothing else: a new page of a list changes only the links' `href`
 * (docs/decisions/0008-list-filter-change-cost.md).
 */
export function useRowNavigation() {
  // The history itself, as AppLink: no router hook, so a table does not render again for a
  // change of the address (a list's every filter change is one), and nothing is resolved
  // per render. The links' paths are absolute and carry the basename, as the history takes them.
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  /** The address shown, as `useLocation` gives it (no basename): where the page opened returns. */
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
      // A link that is neither the row's nor an in-app one keeps its own click.
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
