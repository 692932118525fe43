import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../idp/accounts';

/**
 * Drives the sandbox identity provider as a browser and an app would: its pages with a
 * cookie jar, the authorization request with PKCE, the code exchange.
 */

export const APP = 'http://localhost:5173';
export const REDIRECT = `${APP}/auth/callback`;

/** A loopback port nobody uses now (the provider must know its issuer before listening). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Browser = (path: string, init?: RequestInit) => Promise<Response>;

/** A browser's cookie jar, enough for the provider's interaction and session cookies. */
export function browser(base: string): Browser {
  const jar = new Map<string, string>();
  return async (path, init = {}) => {
    const response = await fetch(new URL(path, base), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

export const postForm = (go: Browser, path: string, form: Record<string, string>) =>
  go(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

/** An authorization request of `clientId` with PKCE: its query and the verifier. */
export function authorization(clientId: string, scope: string, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { path: `/oauth2/authorize?${query}`, verifier };
}

/** Follows the provider's redirects until the app's callback or one of its pages (the response). */
export async function follow(go: Browser, response: Response): Promise<Response> {
  for (let i = 0; i < 6; i++) {
    const location = response.headers.get('location') ?? '';
    if (!location || location.startsWith(REDIRECT)) return response;
    response = await go(location);
  }
  return response;
}

/** The sign-in page answered: the password form posted as `email`; then where it leads. */
export async function submitPassword(go: Browser, page: Response, email: string): Promise<Response> {
  const action = /action="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  return follow(go, await postForm(go, action, { username: email, password: DEMO_PASSWORD }));
}

/** The code of a response that redirected to the app's callback ('' if it did not). */
export const codeOf = (response: Response) =>
  new URL(response.headers.get('location') ?? 'http://x/').searchParams.get('code') ?? '';
