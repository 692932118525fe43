import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/**
 * One click handler for every row of a table. Each row has one link marked
 * `data-row-link` (a plain `<a href>`, the app's basename included). A click anywhere on a
 * row, or on that link (Enter on the focused link included), opens it in the app; a click
 * with a modifier or another button is left to the browser, so the link opens in a new tab
 * or window as any link does. Rows carry nothing else: a new page of a list changes only
 * the link's `href` (docs/decisions/0008-list-filter-change-cost.md).
 */
export function useRowNavigation() {
  const navigate = useNavigate();
  // The basename ("" or "/admin"): stripped from the links' paths.
  const base = useHref('/').replace(/\/$/, '');
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    const clicked = target.closest('a');
    if (clicked && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || clicked.target)) return;
    const row = target.closest('tr');
    const link = row?.querySelector<HTMLAnchorElement>('a[data-row-link]');
    if (!row || !link || !event.currentTarget.contains(row)) return;
    // Another link or control inside the row keeps its own click.
    if (clicked ? clicked !== link : target.closest('button, input, select, textarea, label')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    const path = base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
    event.preventDefault();
    void navigate(`${path}${url.search}`);
  };
}
