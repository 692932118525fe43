import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failOnce, mountSandbox, type SandboxHarness } from '../test/sandbox';
import { payload as refusedOnly } from './fixtures/quotes/list/refused-only';
import { payload as refusedUncounted } from './fixtures/quotes/list/refused-uncounted';
import { batches, countQuotes, deleteQuotesInBatches, quoteListResponseSchema } from './quotes';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const someIds = (n: number) => [...sandbox.api.store.quotes.keys()].slice(0, n);
const deletes = () => sandbox.requests.filter((r) => r.method === 'DELETE');

describe('deleteQuotesInBatches', () => {
  it('splits into batches of at most 10', () => {
    expect(batches([...Array(23).keys()]).map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches([])).toEqual([]);
  });

  it('deletes 25 quotes in 3 requests and reports progress', async () => {
    const ids = someIds(25);
    const progress: string[] = [];
    const result = await deleteQuotesInBatches(ids, (p) => progress.push(`${p.done}/${p.total}`));
    expect(result).toEqual({ deleted: ids, failed: [] });
    expect(deletes()).toHaveLength(3);
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(ids.some((id) => sandbox.api.store.quotes.has(id))).toBe(false);
  });

  it('says exactly which were deleted when the second batch fails, and goes on with the third', async () => {
    const ids = someIds(25);
    sandbox.api.faults.add({ path: '^/v1/orcamentos$', method: 'DELETE', times: 1 });
    failOnce(sandbox, 'DELETE', '^/v1/orcamentos$', 500, 'Falha simulada');
    const result = await deleteQuotesInBatches(ids);
    expect(result.deleted).toEqual([...ids.slice(0, 10), ...ids.slice(20)]);
    expect(result.failed).toEqual([{ ids: ids.slice(10, 20), message: 'Falha simulada', status: 500 }]);
    expect(ids.slice(10, 20).every((id) => sandbox.api.store.quotes.has(id))).toBe(true);
  });

  it('counts as deleted what the platform did delete before answering 500', async () => {
    const ids = someIds(3);
    const handle = sandbox.api.handle;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const response = await handle(request);
      // Applied, but the answer is lost as a 500.
      return request.method === 'DELETE'
        ? new Response(JSON.stringify({ error: 'Tempo esgotado' }), { status: 500 })
        : response;
    });
    const result = await deleteQuotesInBatches(ids);
    expect(result).toEqual({ deleted: ids, failed: [] });
  });

  it('does not read back after a refusal (4xx): nothing of that batch was deleted', async () => {
    const ids = someIds(3);
    failOnce(sandbox, 'DELETE', '^/v1/orcamentos$', 400, 'Recusado');
    const result = await deleteQuotesInBatches(ids);
    expect(result.deleted).toEqual([]);
    expect(result.failed[0]?.status).toBe(400);
    expect(sandbox.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
  });

  it('a quote already gone is no error: the platform answers 204 and the batch counts as deleted', async () => {
    const ids = [...someIds(2), '0190a5c8-0000-7000-8000-000000000999'];
    const result = await deleteQuotesInBatches(ids);
    expect(result).toEqual({ deleted: ids, failed: [] });
    expect(ids.some((id) => sandbox.api.store.quotes.has(id))).toBe(false);
  });
});

describe('countQuotes', () => {
  const page = (n: number, total_itens: number) =>
    quoteListResponseSchema.parse({
      ...refusedUncounted,
      itens: Array(n).fill(refusedUncounted.itens[0]),
      total_itens,
    });

  it('a short page ends the list exactly, whatever the count says', () => {
    expect(countQuotes(quoteListResponseSchema.parse(refusedUncounted), 1, 10)).toEqual({ total: 3, readNext: false });
    expect(countQuotes(quoteListResponseSchema.parse(refusedOnly), 1, 10)).toEqual({ total: 1, readNext: false });
    expect(countQuotes(page(8, 49), 8, 10)).toEqual({ total: 78, readNext: false });
  });

  it('trusts the count while it is above what the pages showed', () => {
    expect(countQuotes(page(10, 49), 1, 10)).toEqual({ total: 49, readNext: false });
  });

  it('a full page at the count needs the next page: more follow when it has rows', () => {
    expect(countQuotes(page(10, 49), 5, 10)).toEqual({ total: 50, readNext: true });
    expect(countQuotes(page(10, 49), 5, 10, page(10, 49))).toEqual({ total: 60, readNext: true });
    expect(countQuotes(page(10, 49), 5, 10, page(0, 49))).toEqual({ total: 50, readNext: true });
  });

  it('an empty first page is an empty list', () => {
    expect(countQuotes(page(0, 0), 1, 10)).toEqual({ total: 0, readNext: false });
  });
});
