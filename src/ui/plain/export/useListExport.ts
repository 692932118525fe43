import { useCallback, useEffect, useRef, useState } from 'react';
import { csvHeader, csvLines, type CsvColumn } from '../../../lib/csv';
import { collectAllPages, emptyCollectState, type CollectState, type ListPage } from '../../../lib/paged-export';

/** Pages fetched in order, a few at once; a failure keeps what was fetched, to resume or download. */

/** Pages asked at once: the background lane's share of a second (api/rate-budget), so none waits a second. */
const PAGES_AT_ONCE = 5;

export interface ListExportSpec<Row> {
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListPage<Row>>;
  pageSize: number;
  /** The count the list showed for these filters: the first pages are asked together. */
  expectedTotal?: number | null;
  key: (row: Row) => string;
  columns: ReadonlyArray<CsvColumn<Row>>;
  fileName: string;
  /** A 429's wait: the dialog says the export is paused, not stuck. */
  onPause?: (listener: (seconds: number) => void) => () => void;
}

export type ListExportStatus =
  | { phase: 'idle' }
  | { phase: 'running'; fetched: number; total: number | null; pausedSeconds?: number }
  | { phase: 'done'; rows: number; fileName: string }
  | { phase: 'failed'; fetched: number; total: number | null; message: string }
  | { phase: 'cancelled'; fetched: number; total: number | null };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Não foi possível buscar os registros.';
}

/** `text` whole or in parts (a file written a batch at a time). */
export function downloadText(
  text: string | readonly string[],
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [text] : [...text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useListExport<Row>(spec: ListExportSpec<Row>) {
  const [status, setStatus] = useState<ListExportStatus>({ phase: 'idle' });
  const stateRef = useRef<CollectState<Row>>(emptyCollectState<Row>());
  // The CSV lines of stateRef's rows, a page a part: written while the next page is on its way.
  const linesRef = useRef<string[]>([]);
  const controllerRef = useRef<AbortController | null>(null);
  // Taken once: an export runs on the filters of the moment it was asked for.
  const [fixed] = useState(spec);

  // Leaving stops the run; a remount (StrictMode's check) starts its own.
  useEffect(
    () => () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
    },
    [],
  );

  const save = useCallback(
    (lines: readonly string[], partial: boolean) => {
      const { columns, fileName } = fixed;
      const name = `${fileName}${partial ? '-parcial' : ''}.csv`;
      downloadText([csvHeader(columns), ...lines], name);
      return name;
    },
    [fixed],
  );

  const run = useCallback(async () => {
    if (controllerRef.current) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    const { fetchPage, pageSize, key } = fixed;
    const resume = stateRef.current;
    const lines = [...linesRef.current];
    setStatus({ phase: 'running', fetched: resume.rows.length, total: resume.total });
    const stopListening = fixed.onPause?.((seconds) => {
      if (controller.signal.aborted) return;
      setStatus((s) => (s.phase === 'running' ? { ...s, pausedSeconds: seconds } : s));
    });
    const result = await collectAllPages({
      fetchPage: (page, signal) => fetchPage(page, signal ?? controller.signal),
      pageSize,
      key,
      signal: controller.signal,
      resume,
      ahead: PAGES_AT_ONCE,
      onRows: (rows) => lines.push(csvLines(rows, fixed.columns)),
      expectedTotal: fixed.expectedTotal ?? null,
      onProgress: ({ fetched, total }) => {
        if (!controller.signal.aborted) setStatus({ phase: 'running', fetched, total });
      },
    });
    stopListening?.();
    if (controllerRef.current !== controller) return;
    controllerRef.current = null;
    stateRef.current = result.state;
    linesRef.current = lines;
    if (result.ok) {
      const fileName = save(lines, false);
      stateRef.current = emptyCollectState<Row>();
      linesRef.current = [];
      setStatus({ phase: 'done', rows: result.state.rows.length, fileName });
    } else if (result.cancelled) {
      setStatus({ phase: 'cancelled', fetched: result.state.rows.length, total: result.state.total });
    } else {
      setStatus({
        phase: 'failed',
        fetched: result.state.rows.length,
        total: result.state.total,
        message: messageOf(result.error),
      });
    }
  }, [fixed, save]);

  const cancel = useCallback(
    () => controllerRef.current?.abort(new DOMException('Exportação cancelada.', 'AbortError')),
    [],
  );

  const savePartial = useCallback(() => save(linesRef.current, true), [save]);

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    stateRef.current = emptyCollectState<Row>();
    linesRef.current = [];
    setStatus({ phase: 'idle' });
  }, []);

  return { status, start: run, resume: run, cancel, savePartial, reset };
}
