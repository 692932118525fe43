import { afterEach, beforeEach, vi } from 'vitest';
import { toDetail } from '../../sandbox/api/contract-model';
import { createSandboxApi, type SandboxApi } from '../../sandbox/api/handler';
import { recurringRevenue, startsAfterThisMonth } from '../lib/recurring-revenue';
import { stubApi } from './api-stub';
import { shiftToday } from './shifted-today';
import { TEST_TODAY } from './test-today';

/**
 * Component tests talk to the real sandbox API handler, in process: `fetch` is routed to
 * it, so screens are exercised against the same rules (validation, filters, errors) as
 * end to end. Token checks are covered by the sandbox's own suite; here any request
 * carrying TEST_TOKEN is the signed-in tester.
 */

export const TEST_TOKEN = 'test-token';
export const TEST_USER_ID = '0190a5c8-0000-7000-8000-000000000101';
export { TEST_TODAY };
export const API_BASE = 'http://sandbox.test';

export interface SandboxHarness {
  api: SandboxApi;
  /** Every request the screen sent, in order. */
  requests: Request[];
}

export interface MountOptions {
  contractCount?: number;
  /**
   * `true`: the app's requests wait for the request budget (8 a second), as in the browser.
   * Off by default: a screen's tests are not about pacing, which has its own tests
   * (`src/api/http.test.ts`), and would otherwise wait on the real clock for every 9th request.
   */
  pacing?: boolean;
}

export function mountSandbox(options: MountOptions = {}): SandboxHarness {
  const { pacing = false, ...apiOptions } = options;
  // The code under test takes "today" from `Date`: the day the sandbox is seeded for.
  shiftToday(TEST_TODAY);
  const api = createSandboxApi({
    ...apiOptions,
    verifyToken: async (token) => {
      if (token !== TEST_TOKEN) throw new Error('invalid token');
      return { sub: TEST_USER_ID };
    },
    allowedOrigins: [],
    today: TEST_TODAY,
    rateLimit: 1000,
  });
  const requests = stubApi((request) => api.handle(request), { baseUrl: API_BASE, token: TEST_TOKEN, pacing });
  return { api, requests };
}

/**
 * A sandbox for every test of the calling file: before each test, runs `reset` (if given) and
 * mounts a fresh sandbox into the returned harness; after each, undoes the stubbed globals.
 */
export function sandboxForEachTest(options: MountOptions & { reset?: () => void } = {}): SandboxHarness {
  const { reset, ...mountOptions } = options;
  const harness = {} as SandboxHarness;
  beforeEach(() => {
    reset?.();
    Object.assign(harness, mountSandbox(mountOptions));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return harness;
}

/** The sandbox's active contracts. */
export const activeContracts = (sandbox: SandboxHarness) =>
  [...sandbox.api.store.contracts.values()].filter((c) => c.status === 'ATIVO');

/** The recurring revenue computed from every started active contract's detail, as the sandbox answers it. */
export function recurringFromDetails(sandbox: SandboxHarness) {
  const active = activeContracts(sandbox);
  const started = active.filter((c) => !startsAfterThisMonth(c.request.termos.data_inicio, TEST_TODAY));
  return recurringRevenue(
    started.map((c) => {
      const d = toDetail(sandbox.api.store, c);
      return {
        id: c.id,
        chargeValue: d.composicao_valor?.valor_liquido,
        frequency: d.termos?.tipo_frequencia,
        interval: d.termos?.intervalo_frequencia,
      };
    }),
    active.length - started.length,
  );
}

/** The next request of this method to a path matching `path` (a regular expression) fails once: this status, this message. */
export const failOnce = (sandbox: SandboxHarness, method: string, path: string, status: number, error: string) =>
  sandbox.api.faults.add({ method, path, status, error, times: 1 });

/** Reads (GET) of a path matching `path` (a regular expression) answer 500 with this message, `times` times. */
export const failReads = (sandbox: SandboxHarness, path: string, error: string, times: number) =>
  sandbox.api.faults.add({ method: 'GET', path, status: 500, error, times });

/** The next request of any method to a path matching `path` (a regular expression) fails once: this status, this message. */
export const failOnceAnyMethod = (sandbox: SandboxHarness, path: string, status: number, error: string) =>
  sandbox.api.faults.add({ path, status, error, times: 1 });

/** One request to the sandbox as the signed-in tester, outside the screen under test. */
export async function apiSend<T>(
  sandbox: SandboxHarness,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await sandbox.api.handle(
    new Request(`${API_BASE}${path}`, {
      method,
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
