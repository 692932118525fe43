import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../test/sandbox';
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
  const figure = await client.fetchQuery(panelQueries.recurring());
  const paths = sandbox.requests.slice(before).map((r) => new URL(r.url).pathname);
  return { figure, details: paths.filter((p) => /^\/v1\/contratos\/[^/]+$/.test(p)).length, requests: paths.length };
}

describe('the recurring revenue', () => {
  it('reads each active contract’s detail once; the next reading asks only for the list', async () => {
    const active = [...sandbox.api.store.contracts.values()].filter((c) => c.status === 'ATIVO');
    expect(active.length).toBeGreaterThan(5);

    const first = await readRecurring();
    expect(first.details).toBe(active.length);
    expect(first.figure.counted + first.figure.leftOut.length).toBe(active.length);

    const second = await readRecurring();
    expect(second.details).toBe(0);
    expect(second.requests).toBe(1);
    expect(second.figure).toEqual(first.figure);
  });

  it('reads again a contract whose list record changed, and those kept too long', async () => {
    await readRecurring();
    const stored = JSON.parse(window.localStorage.getItem(RECURRING_TERMS_KEY) ?? '{}') as Record<
      string,
      { fingerprint: string; readAt: number }
    >;
    const [changed, old] = Object.keys(stored);
    stored[changed!]!.fingerprint = 'outro';
    stored[old!]!.readAt = Date.now() - 8 * 24 * 60 * 60_000;
    window.localStorage.setItem(RECURRING_TERMS_KEY, JSON.stringify(stored));

    const again = await readRecurring();
    expect(again.details).toBe(2);
  });
});
