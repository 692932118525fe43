import { keptKey } from '../test/company';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, recurringFromDetails, TEST_TODAY, type SandboxHarness } from '../test/sandbox';
import { panelQueries } from './panel';
import { RECURRING_TERMS_KEY } from './recurring-terms';

let sandbox: SandboxHarness;
beforeEach(() => {
  window.localStorage.clear();
  sandbox = mountSandbox({ contractCount: 30 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** One reading of the recurring revenue, as the panel's query runs it, in a fresh session. */
async function readRecurring() {
  const client = new QueryClient();
  const before = sandbox.requests.length;
  const figure = await client.fetchQuery(panelQueries.recurring(TEST_TODAY));
  const paths = sandbox.requests.slice(before).map((r) => new URL(r.url).pathname);
  return {
    figure,
    details: paths.filter((p) => /^\/v1\/contratos\/[^/]+$/.test(p)).length,
    sales: paths.filter((p) => p === '/v1/venda/busca').length,
    requests: paths.length,
  };
}

describe('the recurring revenue', () => {
  it('reads the scheduled sales, and the details only where they leave a doubt; the next reading asks only for the list', async () => {
    const active = [...sandbox.api.store.contracts.values()].filter((c) => c.status === 'ATIVO');
    expect(active.length).toBeGreaterThan(5);

    const first = await readRecurring();
    expect(first.sales).toBe(1);
    expect(first.details).toBeGreaterThan(0);
    expect(first.details).toBeLessThan(active.length / 2);
    // The same figure, group by group, as from every detail.
    expect(first.figure).toEqual(recurringFromDetails(sandbox));
    expect(first.figure.counted + first.figure.leftOut.length + first.figure.startingLater).toBe(active.length);

    const second = await readRecurring();
    expect(second.details).toBe(0);
    expect(second.requests).toBe(1);
    expect(second.figure).toEqual(first.figure);
  });

  it('reads again a contract whose list record changed, and those kept too long', async () => {
    await readRecurring();
    const stored = JSON.parse(window.localStorage.getItem(keptKey(RECURRING_TERMS_KEY)) ?? '{}') as Record<
      string,
      { fingerprint: string; readAt: number }
    >;
    const [changed, old] = Object.keys(stored);
    stored[changed!]!.fingerprint = 'outro';
    stored[old!]!.readAt = Date.now() - 8 * 24 * 60 * 60_000;
    window.localStorage.setItem(keptKey(RECURRING_TERMS_KEY), JSON.stringify(stored));

    const again = await readRecurring();
    // Two contracts: their details cost less than the sales' search.
    expect(again.details).toBe(2);
    expect(again.sales).toBe(0);
  });

  it('leaves out an active contract that starts after this month, without reading its terms', async () => {
    const active = [...sandbox.api.store.contracts.values()].filter((c) => c.status === 'ATIVO');
    const before = await readRecurring();
    const moved = active.find((c) => before.figure.contracts.some((x) => x.id === c.id && x.monthlyCents > 0))!;
    const [year, month] = TEST_TODAY.split('-').map(Number) as [number, number];
    moved.request.termos.data_inicio =
      month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    window.localStorage.clear();
    const sent = sandbox.requests.length;
    const after = await readRecurring();
    expect(after.figure.startingLater).toBe(before.figure.startingLater + 1);
    expect(after.figure.contracts.map((c) => c.id)).not.toContain(moved.id);
    const share = before.figure.contracts.find((c) => c.id === moved.id)!.monthlyCents;
    expect(after.figure.monthlyCents).toBe(before.figure.monthlyCents - share);
    const paths = sandbox.requests.slice(sent).map((r) => new URL(r.url).pathname);
    expect(paths).not.toContain(`/v1/contratos/${moved.id}`);
    expect(after.figure).toEqual(recurringFromDetails(sandbox));
  });

  it('reads the details instead when the sales search fails', async () => {
    sandbox.api.faults.add({ path: '^/v1/venda/busca$', method: 'GET', status: 400, error: 'Falha simulada.' });
    const active = [...sandbox.api.store.contracts.values()].filter((c) => c.status === 'ATIVO');
    const read = await readRecurring();
    expect(read.sales).toBe(1);
    // No detail read for a contract that starts after this month.
    expect(read.details).toBe(active.length - read.figure.startingLater);
    expect(read.figure).toEqual(recurringFromDetails(sandbox));
  });

  it('reads again from the details a contract whose sales changed value (the same figure as from its detail)', async () => {
    const active = [...sandbox.api.store.contracts.values()].filter((c) => c.status === 'ATIVO');
    const monthly = active.find(
      (c) =>
        c.request.termos.tipo_frequencia === 'MENSAL' &&
        c.request.termos.intervalo_frequencia === 1 &&
        (sandbox.api.store.salesByContract.get(c.id) ?? []).filter((s) => s.status === 'AGENDADA').length > 3,
    )!;
    const scheduled = (sandbox.api.store.salesByContract.get(monthly.id) ?? []).filter((s) => s.status === 'AGENDADA');
    // An adjustment under way: the last scheduled sales already carry the new value.
    for (const sale of scheduled.slice(2)) sale.valor += 10;
    const read = await readRecurring();
    expect(read.figure).toEqual(recurringFromDetails(sandbox));
    const paths = sandbox.requests.map((r) => new URL(r.url).pathname);
    expect(paths).toContain(`/v1/contratos/${monthly.id}`);
  });
});
