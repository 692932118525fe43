import { anySignal } from './any-signal';

/** Every row of a paged list, resumable; de-duplicated by key, as records move between pages meanwhile. */

export interface ListPage<T> {
  items: readonly T[];
  total: number | null;
}

export interface CollectState<T> {
  rows: T[];
  /** 1-based. */
  nextPage: number;
  total: number | null;
  done: boolean;
}

export interface CollectProgress {
  fetched: number;
  total: number | null;
  page: number;
}

export interface CollectOptions<T> {
  fetchPage: (page: number, signal?: AbortSignal) => Promise<ListPage<T>>;
  pageSize: number;
  key: (row: T) => string;
  signal?: AbortSignal;
  onProgress?: (progress: CollectProgress) => void;
  /** Each page's rows not seen before, in page order. */
  onRows?: (rows: T[]) => void;
  resume?: CollectState<T>;
  maxPages?: number;
  /**
   * Pages asked at once (default 1). Only pages a total makes likely are asked ahead; the
   * rows still go in page order, and the read still ends on the first short page.
   */
  ahead?: number;
  /** The count shown before the first page (the list's own), so the first pages go out together. */
  expectedTotal?: number | null;
}

export type CollectResult<T> =
  { ok: true; state: CollectState<T> } | { ok: false; state: CollectState<T>; error: unknown; cancelled: boolean };

export function emptyCollectState<T>(): CollectState<T> {
  return { rows: [], nextPage: 1, total: null, done: false };
}

type Settled<T> = { ok: true; page: ListPage<T> } | { ok: false; error: unknown };

export async function collectAllPages<T>(options: CollectOptions<T>): Promise<CollectResult<T>> {
  const { fetchPage, pageSize, key, signal, onProgress, onRows, maxPages = 10_000, ahead = 1 } = options;
  const start = options.resume ?? emptyCollectState<T>();
  const rows = [...start.rows];
  const seen = new Set(rows.map(key));
  let page = start.nextPage;
  let total = start.total;
  const state = (done: boolean): CollectState<T> => ({ rows, nextPage: page, total, done });
  // Pages asked ahead are dropped (and their requests aborted) when the read stops before them.
  const stopAhead = new AbortController();
  const pageSignal = signal ? anySignal([signal, stopAhead.signal]) : stopAhead.signal;
  const asked = new Map<number, Promise<Settled<T>>>();
  let nextAsk = page;
  const ask = (n: number) =>
    asked.set(
      n,
      fetchPage(n, pageSignal).then(
        (result): Settled<T> => ({ ok: true, page: result }),
        (error: unknown): Settled<T> => ({ ok: false, error }),
      ),
    );
  const lastLikely = () => {
    const count = total ?? options.expectedTotal ?? null;
    return count === null ? page : Math.min(maxPages, Math.max(page, Math.ceil(count / pageSize)));
  };
  const finish = (result: CollectResult<T>): CollectResult<T> => {
    stopAhead.abort();
    return result;
  };

  while (page <= maxPages) {
    if (signal?.aborted) return finish({ ok: false, state: state(false), error: signal.reason, cancelled: true });
    nextAsk = Math.max(nextAsk, page);
    while (nextAsk <= lastLikely() && nextAsk < page + ahead) ask(nextAsk++);
    if (!asked.has(page)) ask(page);
    const settled = await (asked.get(page) as Promise<Settled<T>>);
    asked.delete(page);
    if (!settled.ok)
      return finish({ ok: false, state: state(false), error: settled.error, cancelled: !!signal?.aborted });
    const result = settled.page;
    if (result.total !== null && Number.isFinite(result.total)) total = result.total;
    const added = result.items.filter((item) => {
      const k = key(item);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    rows.push(...added);
    onRows?.(added);
    page += 1;
    onProgress?.({ fetched: rows.length, total, page: page - 1 });
    const lastPage = result.items.length < pageSize || (total !== null && (page - 1) * pageSize >= total);
    if (lastPage) return finish({ ok: true, state: state(true) });
  }
  return finish({ ok: true, state: state(true) });
}

/** Each row once by its `id`, without resuming: a failure or the signal is thrown. */
export async function readAllPages<T extends { id: string }>(
  options: Omit<CollectOptions<T>, 'key' | 'resume'>,
): Promise<T[]> {
  const result = await collectAllPages<T>({ ...options, key: (row) => row.id });
  if (!result.ok) throw result.error;
  return result.state.rows;
}
