import { vi } from 'vitest';
import { configureHttp, resetPacing } from '../api/http';
import { emptyBudget, type BudgetStore } from '../api/rate-budget';

/**
 * A request budget that never makes a request wait: a screen's many reads do not queue
 * behind the app's request budget on the real clock. Pacing has its own tests.
 */
const unpaced: BudgetStore = {
  update: async (change) => change(emptyBudget()).result,
  updateNow: () => undefined,
  peek: emptyBudget,
};

/**
 * Points the app's HTTP client (`src/api/http.ts`) at an answer function instead of the
 * network: a signed-in token, `fetch` stubbed with `answer`, and a fresh request budget that
 * never waits (`pacing: true`: one that paces as in the browser). Returns every request that
 * reached `answer`, in order (clones: their bodies can still be read). Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubApi(
  answer: (request: Request) => Response | Promise<Response>,
  { baseUrl, token, pacing = false }: { baseUrl: string; token: string; pacing?: boolean },
): Request[] {
  const requests: Request[] = [];
  configureHttp({
    baseUrl,
    getAccessToken: () => token,
    renewAccessToken: async () => null,
    onSessionExpired: () => undefined,
  });
  resetPacing(pacing ? undefined : unpaced);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // As over a network, a request aborted before it left (StrictMode's check unmounting
    // what asked for it) never reaches the server: it neither counts nor takes a fault.
    await Promise.resolve();
    if (request.signal.aborted) throw request.signal.reason ?? new DOMException('Aborted', 'AbortError');
    requests.push(request.clone());
    return answer(request);
  });
  return requests;
}
