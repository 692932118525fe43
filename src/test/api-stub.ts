import { vi } from 'vitest';
import { configureHttp, resetPacing } from '../api/http';
import { emptyBudget, type BudgetStore } from '../api/rate-budget';

/**
 * A request budget that never makes a request wait, for a screen's tests that are not about
 * pacing (`resetPacing(unpaced)` after the API is stubbed): its many reads do not queue
 * behind the app's 8 requests a second. Pacing has its own tests.
 */
export const unpaced: BudgetStore = {
  update: async (change) => change(emptyBudget()).result,
};

/**
 * Points the app's HTTP client (`src/api/http.ts`) at an answer function instead of the
 * network: pacing reset, a signed-in token, and `fetch` stubbed with `answer`. Returns every
 * request that reached `answer`, in order (clones: their bodies can still be read). Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubApi(
  answer: (request: Request) => Response | Promise<Response>,
  { baseUrl, token }: { baseUrl: string; token: string },
): Request[] {
  const requests: Request[] = [];
  configureHttp({
    baseUrl,
    getAccessToken: () => token,
    renewAccessToken: async () => null,
    onSessionExpired: () => undefined,
  });
  resetPacing();
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
