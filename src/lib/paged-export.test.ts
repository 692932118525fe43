import { describe, expect, it, vi } from 'vitest';
import { collectAllPages, readAllPages, type CollectOptions, type ListPage } from './paged-export';

type Row = { id: string };
const rows = (from: number, to: number): Row[] => Array.from({ length: to - from }, (_, i) => ({ id: `r${from + i}` }));

function server(all: Row[], pageSize: number, options: { failOn?: Set<number>; withTotal?: boolean } = {}) {
  const calls: number[] = [];
  const fetchPage = vi.fn(async (page: number): Promise<ListPage<Row>> => {
    calls.push(page);
    if (options.failOn?.has(page)) {
      options.failOn.delete(page);
      throw new Error(`falha na página ${page}`);
    }
    return {
      items: all.slice((page - 1) * pageSize, page * pageSize),
      total: options.withTotal === false ? null : all.length,
    };
  });
  return { fetchPage, calls };
}

describe('collectAllPages', () => {
  it('fetches every page once and stops at the total, reporting progress', async () => {
    const all = rows(0, 250);
    const { fetchPage, calls } = server(all, 100);
    const progress: number[] = [];
    const result = await collectAllPages({
      fetchPage,
      pageSize: 100,
      key: (r) => r.id,
      onProgress: (p) => progress.push(p.fetched),
    });
    expect(result.ok).toBe(true);
    expect(result.state.rows).toEqual(all);
    expect(calls).toEqual([1, 2, 3]);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops on a short page when the endpoint gives no total, and on an exact multiple with a total', async () => {
    const noTotal = server(rows(0, 200), 100, { withTotal: false });
    const a = await collectAllPages({ fetchPage: noTotal.fetchPage, pageSize: 100, key: (r) => r.id });
    expect(a.state.rows).toHaveLength(200);
    expect(noTotal.calls).toEqual([1, 2, 3]);
    const exact = server(rows(0, 200), 100);
    await collectAllPages({ fetchPage: exact.fetchPage, pageSize: 100, key: (r) => r.id });
    expect(exact.calls).toEqual([1, 2]);
  });

  it('keeps what was fetched on a failure and resumes from the failed page without fetching a page twice', async () => {
    const all = rows(0, 350);
    const { fetchPage, calls } = server(all, 100, { failOn: new Set([3]) });
    const first = await collectAllPages({ fetchPage, pageSize: 100, key: (r) => r.id });
    expect(first.ok).toBe(false);
    if (first.ok) return;
    expect(first.cancelled).toBe(false);
    expect((first.error as Error).message).toBe('falha na página 3');
    expect(first.state.rows).toHaveLength(200);
    expect(first.state.nextPage).toBe(3);
    const second = await collectAllPages({ fetchPage, pageSize: 100, key: (r) => r.id, resume: first.state });
    expect(second.ok).toBe(true);
    expect(second.state.rows).toEqual(all);
    expect(calls).toEqual([1, 2, 3, 3, 4]);
  });

  it('stops when cancelled and says so', async () => {
    const controller = new AbortController();
    const { fetchPage, calls } = server(rows(0, 500), 100);
    const result = await collectAllPages({
      fetchPage,
      pageSize: 100,
      key: (r) => r.id,
      signal: controller.signal,
      onProgress: (p) => p.page === 2 && controller.abort(),
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.cancelled).toBe(true);
    expect(result.state.rows).toHaveLength(200);
    expect(calls).toEqual([1, 2]);
  });

  it('keeps a row once when it moves to the next page during the export', async () => {
    // Page 2 is read after a new record pushed r99 from page 1 onto page 2.
    const fetchPage = async (page: number): Promise<ListPage<Row>> =>
      page === 1
        ? { items: rows(0, 100), total: 201 }
        : page === 2
          ? { items: rows(99, 199), total: 201 }
          : { items: rows(199, 201), total: 201 };
    const result = await collectAllPages({ fetchPage, pageSize: 100, key: (r) => r.id });
    expect(result.state.rows.map((r) => r.id)).toEqual(rows(0, 201).map((r) => r.id));
  });
});

describe('collectAllPages, reading ahead', () => {
  /** A server whose pages answer only when released, so the test sees what is in flight. */
  function gatedServer(all: Row[], pageSize: number, total: number | null = all.length) {
    const asked: number[] = [];
    const aborted: number[] = [];
    const gates = new Map<number, { release: () => void; fail: (error: Error) => void }>();
    const fetchPage = (page: number, signal?: AbortSignal) =>
      new Promise<ListPage<Row>>((resolve, reject) => {
        asked.push(page);
        let settled = false;
        signal?.addEventListener('abort', () => {
          if (settled) return;
          aborted.push(page);
          reject(signal.reason);
        });
        gates.set(page, {
          release: () => {
            settled = true;
            resolve({ items: all.slice((page - 1) * pageSize, page * pageSize), total });
          },
          fail: (error) => {
            settled = true;
            reject(error);
          },
        });
      });
    const settle = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    /** Reads this server's pages of `pageSize` rows, keyed by id. */
    const read = (options: Omit<CollectOptions<Row>, 'fetchPage' | 'pageSize' | 'key'>) =>
      collectAllPages({ fetchPage, pageSize, key: (r) => r.id, ...options });
    return { asked, aborted, gates, settle, read };
  }

  it('asks the pages the shown count makes likely at once, and keeps the rows in page order', async () => {
    const all = rows(0, 450);
    const gated = gatedServer(all, 100);
    const progress: number[] = [];
    const reading = gated.read({
      ahead: 3,
      expectedTotal: 450,
      onProgress: (p) => progress.push(p.page),
    });
    await gated.settle();
    expect(gated.asked).toEqual([1, 2, 3]);
    gated.gates.get(3)?.release();
    gated.gates.get(2)?.release();
    await gated.settle();
    expect(progress).toEqual([]);
    gated.gates.get(1)?.release();
    await gated.settle();
    expect(progress).toEqual([1, 2, 3]);
    expect(gated.asked).toEqual([1, 2, 3, 4, 5]);
    gated.gates.get(5)?.release();
    gated.gates.get(4)?.release();
    const result = await reading;
    expect(result.state.rows).toEqual(all);
    expect(gated.aborted).toEqual([]);
  });

  it('reads on one page at a time past an undercounted total until a short page', async () => {
    const all = rows(0, 250);
    const { fetchPage, calls } = server(all, 100, { withTotal: false });
    const result = await collectAllPages({ fetchPage, pageSize: 100, key: (r) => r.id, ahead: 5, expectedTotal: 120 });
    expect(result.state.rows).toEqual(all);
    expect(calls).toEqual([1, 2, 3]);
  });

  it('ends on the first short page of an overcounted total and aborts the pages asked beyond it', async () => {
    const all = rows(0, 150);
    const gated = gatedServer(all, 100, null);
    const reading = gated.read({
      ahead: 4,
      expectedTotal: 400,
    });
    await gated.settle();
    expect(gated.asked).toEqual([1, 2, 3, 4]);
    gated.gates.get(1)?.release();
    gated.gates.get(2)?.release();
    const result = await reading;
    expect(result.ok && result.state.rows).toEqual(all);
    expect(gated.aborted).toEqual([3, 4]);
  });

  it('stops at the first failed page in page order, keeps the pages before it and resumes there', async () => {
    const all = rows(0, 400);
    const gated = gatedServer(all, 100);
    const reading = gated.read({
      ahead: 4,
      expectedTotal: 400,
    });
    await gated.settle();
    gated.gates.get(4)?.release();
    gated.gates.get(3)?.fail(new Error('falha na página 3'));
    gated.gates.get(1)?.release();
    gated.gates.get(2)?.release();
    const result = await reading;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect((result.error as Error).message).toBe('falha na página 3');
    expect(result.state.rows).toEqual(rows(0, 200));
    expect(result.state.nextPage).toBe(3);
    const again = server(all, 100);
    const resumed = await collectAllPages({
      fetchPage: again.fetchPage,
      pageSize: 100,
      key: (r) => r.id,
      ahead: 4,
      resume: result.state,
    });
    expect(resumed.state.rows).toEqual(all);
    expect(again.calls).toEqual([3, 4]);
  });

  it('aborts every page in flight when cancelled', async () => {
    const controller = new AbortController();
    const gated = gatedServer(rows(0, 300), 100);
    const reading = gated.read({
      ahead: 3,
      expectedTotal: 300,
      signal: controller.signal,
    });
    await gated.settle();
    controller.abort(new DOMException('Exportação cancelada.', 'AbortError'));
    const result = await reading;
    expect(!result.ok && result.cancelled).toBe(true);
    expect(gated.aborted.sort()).toEqual([1, 2, 3]);
    expect(result.state.rows).toEqual([]);
  });
});

describe('readAllPages', () => {
  it('answers every row once, or throws what stopped the read', async () => {
    const all = rows(0, 250);
    expect(await readAllPages({ fetchPage: server(all, 100).fetchPage, pageSize: 100 })).toEqual(all);
    const failing = server(all, 100, { failOn: new Set([2]) });
    await expect(readAllPages({ fetchPage: failing.fetchPage, pageSize: 100 })).rejects.toThrow('falha na página 2');
  });
});
