import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL, politely } from '../fixtures';

/** Helpers shared by the specs: the fault suite's (faults-*) and the screens' that read the API themselves. */

/** The signed-in page's access token (the app keeps its session in sessionStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null;
    }
    return null;
  });
  expect(token, 'signed-in access token').toBeTruthy();
  return token as string;
}

/**
 * The test's own API calls share the user's 10 requests per second with the page: spaced
 * out, they never push the page's requests into a 429.
 */
const pace = () => new Promise((resolve) => setTimeout(resolve, 150));

/** A GET on the API as the signed-in user (retried politely on 429); the JSON and status. */
export async function apiGet<T = unknown>(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; body: T }> {
  const token = await accessToken(page);
  await pace();
  const response = await politely(() =>
    request.get(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** A POST/DELETE on the API as the signed-in user; the JSON and status. */
export async function apiSend<T = unknown>(
  page: Page,
  request: APIRequestContext,
  method: 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await accessToken(page);
  await pace();
  const response = await politely(() =>
    request.fetch(`${API_URL}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    }),
  );
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** Counts the requests the page sends that match a method and a path pattern. */
export function countRequests(page: Page, method: string, path: RegExp): () => number {
  let count = 0;
  page.on('request', (r) => {
    if (r.method() === method && r.url().startsWith(API_URL) && path.test(new URL(r.url()).pathname)) count++;
  });
  return () => count;
}

/**
 * A picker whose code loads on first focus (src/ui/DeferredPicker.tsx): focuses it and
 * waits until the real picker has replaced the stand-in, so what is typed next searches.
 */
export async function loadPicker(input: Locator): Promise<Locator> {
  await input.focus();
  await expect(input).not.toHaveAttribute('data-deferred-picker', '');
  await expect(input).toHaveAttribute('aria-busy', 'false');
  return input;
}
