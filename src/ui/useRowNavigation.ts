import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * One click handler for every row of a table (rows carry `data-to`, their in-app path):
 * a click anywhere on a row, or on its link (Enter on the focused link included), opens
 * the row in the app; a click with a modifier or another button is left to the browser, so
 * the link's real `href` opens in a new tab or window as with any link.
 */
export function useRowNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    const link = target.closest('a');
    if (link && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target)) return;
    const row = target.closest<HTMLElement>('tr[data-to]');
    const to = row?.dataset.to;
    if (!to || !event.currentTarget.contains(row)) return;
    // Another control inside the row (none today) keeps its own click.
    if (!link && target.closest('button, input, select, textarea, label')) return;
    event.preventDefault();
    void navigate(to);
  };
}
