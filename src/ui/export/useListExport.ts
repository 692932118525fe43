import { useCallback, useEffect, useRef, useState } from 'react';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { collectAllPages, emptyCollectState, type CollectState, type ListPage } from '../../lib/paged-export';

/** Pages fetched one after another; a failure keeps what was fetched, to resume or download. */

export interface ListExportSpec<Row> {
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListPage<Row>>;
  pageSize: number;
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

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
    (rows: readonly Row[], partial: boolean) => {
      const { columns, fileName } = fixed;
      const name = `${fileName}${partial ? '-parcial' : ''}.csv`;
      downloadText(toCsv(rows, columns), name);
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
      onProgress: ({ fetched, total }) => {
        if (!controller.signal.aborted) setStatus({ phase: 'running', fetched, total });
      },
    });
    stopListening?.();
    if (controllerRef.current !== controller) return;
    controllerRef.current = null;
    stateRef.current = result.state;
    if (result.ok) {
      const fileName = save(result.state.rows, false);
      stateRef.current = emptyCollectState<Row>();
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

  const savePartial = useCallback(() => save(stateRef.current.rows, true), [save]);

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    stateRef.current = emptyCollectState<Row>();
    setStatus({ phase: 'idle' });
  }, []);

  return { status, start: run, resume: run, cancel, savePartial, reset };
}
