/**
 * Collects every row of a paged list, page after page, for exports and figures that need
 * the whole filtered set. Sequential (the HTTP layer paces requests under the platform's
 * rate limit), cancellable, with progress, and resumable: a failure returns what was
 * fetched plus where to go on, so "tentar de novo" continues instead of starting over and
 * nothing is fetched twice. Rows are de-duplicated by key: a record that moves between
 * pages while the export runs (a new one pushes the others down) is kept once.
 */

export interface ListPage<T> {
  items: readonly T[];
  /** Total rows of the query, when the endpoint says it. */
  total: number | null;
}

export interface CollectState<T> {
  rows: T[];
  /** Next page number to fetch (1-based). */
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
  /** A previous, interrupted run to continue. */
  resume?: CollectState<T>;
  /** Safety stop against an endpoint that never ends its pages. */
  maxPages?: number;
}

export type CollectResult<T> =
  { ok: true; state: CollectState<T> } | { ok: false; state: CollectState<T>; error: unknown; cancelled: boolean };

export function emptyCollectState<T>(): CollectState<T> {
  return { rows: [], nextPage: 1, total: null, done: false };
}

export async function collectAllPages<T>(options: CollectOptions<T>): Promise<CollectResult<T>> {
  const { fetchPage, pageSize, key, signal, onProgress, maxPages = 10_000 } = options;
  const start = options.resume ?? emptyCollectState<T>();
  const rows = [...start.rows];
  const seen = new Set(rows.map(key));
  let page = start.nextPage;
  let total = start.total;
  const state = (done: boolean): CollectState<T> => ({ rows, nextPage: page, total, done });

  while (page <= maxPages) {
    if (signal?.aborted) return { ok: false, state: state(false), error: signal.reason, cancelled: true };
    let result: ListPage<T>;
    try {
      result = await fetchPage(page, signal);
    } catch (error) {
      return { ok: false, state: state(false), error, cancelled: !!signal?.aborted };
    }
    if (result.total !== null && Number.isFinite(result.total)) total = result.total;
    for (const item of result.items) {
      const k = key(item);
      if (seen.has(k)) continue;
      seen.add(k);
      rows.push(item);
    }
    page += 1;
    onProgress?.({ fetched: rows.length, total, page: page - 1 });
    const lastPage = result.items.length < pageSize || (total !== null && (page - 1) * pageSize >= total);
    if (lastPage) return { ok: true, state: state(true) };
  }
  return { ok: true, state: state(true) };
}

/**
 * Every row of a paged read, each once by its `id`, for figures that need the whole set
 * (no resuming): what stopped the read, a failure or the signal, is thrown.
 */
export async function readAllPages<T extends { id: string }>(
  options: Omit<CollectOptions<T>, 'key' | 'resume'>,
): Promise<T[]> {
  const result = await collectAllPages<T>({ ...options, key: (row) => row.id });
  if (!result.ok) throw result.error;
  return result.state.rows;
}
