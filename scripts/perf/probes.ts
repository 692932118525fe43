/**
 * Code run inside the page (plain JavaScript strings: tsx's compiled functions may refer
 * to helpers that do not exist in the page). Installed before the page's own scripts on
 * every navigation of the app's origin and of the reference page's; exposes
 * `window.__perf`. Data rows are `tbody tr[data-row]` (the list kit's rows and the
 * reference's).
 *
 * - `rows50`: when the table first holds 50 data rows (`dom`, right after the
 *   commit that inserted them) and when that frame has been painted (`painted`: a task
 *   queued from the next animation frame runs after the paint). Milliseconds since the
 *   navigation started (performance.now()).
 * - `armFilter()`: the next key press, click or change on the page starts a measurement
 *   (`perf:input`, at the event's own timestamp); it ends when the table is no longer busy and shows other rows
 *   than before (`perf:rows`) and that frame is painted (`perf:painted`).
 */
export function probeScript(origins: string[]): string {
  return `(() => {
  if (!${JSON.stringify(origins)}.includes(location.origin)) return;
  const afterPaint = (cb) => requestAnimationFrame(() => setTimeout(cb, 0));
  const dataRows = () => document.querySelectorAll('tbody tr[data-row]');
  const perf = { rows50: null, filter: null };
  window.__perf = perf;

  const rowsObserver = new MutationObserver(() => {
    if (perf.rows50 || dataRows().length < 50) return;
    perf.rows50 = { dom: performance.now(), painted: null };
    performance.mark('perf:rows50');
    rowsObserver.disconnect();
    afterPaint(() => { perf.rows50.painted = performance.now(); performance.mark('perf:rows50-painted'); });
  });
  rowsObserver.observe(document, { childList: true, subtree: true });

  const signature = () => {
    const rows = [...dataRows()].map((r) => r.textContent).join('|');
    const statuses = [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent).join('|');
    return rows + '#' + statuses;
  };
  perf.armFilter = () => {
    const before = signature();
    const m = { input: null, rows: null, painted: null };
    perf.filter = m;
    // A key press (the select changed from the keyboard), a click (buttons, Mantine
    // selects) or a change (a native select changed by a script) starts it.
    const start = (e) => {
      if (m.input !== null) return;
      m.input = e.timeStamp;
      performance.mark('perf:input', { startTime: e.timeStamp });
      performance.mark('perf:input-handled');
    };
    document.addEventListener('keydown', start, { capture: true, once: true });
    document.addEventListener('click', start, { capture: true, once: true });
    document.addEventListener('change', start, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (m.input === null || m.rows !== null) return;
      const table = document.querySelector('table[aria-busy]');
      if (!table || table.getAttribute('aria-busy') !== 'false' || signature() === before) return;
      m.rows = performance.now();
      performance.mark('perf:rows');
      observer.disconnect();
      afterPaint(() => { m.painted = performance.now(); performance.mark('perf:painted'); });
    });
    // Nodes added or removed and aria-busy only: not every text change, so the page does
    // not queue a record per updated cell inside the window being measured (the app
    // clears aria-busy in the commit that shows the new rows).
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  };
})();`;
}

export interface Rows50 {
  dom: number;
  painted: number | null;
}

export interface FilterMeasure {
  input: number | null;
  rows: number | null;
  painted: number | null;
}
