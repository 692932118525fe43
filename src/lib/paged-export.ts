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
  resume?: CollectState<T>;
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

/** Each row once by its `id`, without resuming: a failure or the signal is thrown. */
export async function readAllPages<T extends { id: string }>(
  options: Omit<CollectOptions<T>, 'key' | 'resume'>,
): Promise<T[]> {
  const result = await collectAllPages<T>({ ...options, key: (row) => row.id });
  if (!result.ok) throw result.error;
  return result.state.rows;
}
