import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../test/sandbox';
import { batches, deleteQuotesInBatches } from './quotes';

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
    sandbox.api.faults.add({
      path: '^/v1/orcamentos$',
      method: 'DELETE',
      status: 500,
      error: 'Falha simulada',
      times: 1,
    });
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
    const ids = [...someIds(2), '0190a5c8-0000-7000-8000-000000000999'];
    const result = await deleteQuotesInBatches(ids);
    expect(result.deleted).toEqual([]);
    expect(result.failed[0]?.status).toBe(404);
    expect(sandbox.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
  });
});
