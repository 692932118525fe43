import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTokenVerifier } from '../api/auth';
import { createSandboxApi, type SandboxApi } from '../api/handler';

/**
 * In-process harness for the sandbox API: a real RS256 key pair, JWTs signed here and
 * verified by the sandbox's own verifier, and `Request`s handed straight to `api.handle`.
 */

export const ISSUER = 'http://localhost:4011';
export const APP_ORIGIN = 'http://localhost:5173';
export const BASE = 'http://localhost:4010';
export const TODAY = '2026-11-21';

export interface Keys {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function makeKeys(kid = 'test-key'): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, publicJwk };
}

/** The app's client id the harness's API accepts. */
export const CLIENT_ID = 'contratos-web';

export interface TokenOptions {
  sub?: string | undefined;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  kid?: string;
  /** Header `typ` (default `at+jwt`, an RFC 9068 access token); `null` leaves it out. */
  typ?: string | null;
  /**
   * Claims besides iss/sub/iat/exp (default: an access token of the app's client for the
   * API, `{ client_id, aud, scope }`); replaces the default set.
   */
  claims?: Record<string, unknown>;
}

export async function signToken(privateKey: CryptoKey, options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const typ = options.typ === undefined ? 'at+jwt' : options.typ;
  const jwt = new SignJWT(options.claims ?? { client_id: CLIENT_ID, aud: BASE, scope: 'sandbox.signin.admin' })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key', ...(typ === null ? {} : { typ }) })
    .setIssuer(options.issuer ?? ISSUER)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600));
  if (options.sub !== undefined) jwt.setSubject(options.sub);
  return jwt.sign(privateKey);
}

export interface Harness {
  api: SandboxApi;
  keys: Keys;
  /** A token for `sub` (cached). */
  tokenFor: (sub: string) => Promise<string>;
  /**
   * Calls the API as `sub`. Without `as`, each call uses a fresh subject, so the
   * per-account rate limit (10/s) never interferes with tests about something else;
   * the rate limit has its own tests with a fixed subject.
   */
  call: (path: string, init?: RequestInit & { as?: string; origin?: string }) => Promise<Response>;
  /** `call` + JSON body. */
  get: <T = any>(path: string, as?: string) => Promise<{ status: number; body: T; response: Response }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  admin: (path: string, init?: RequestInit) => Promise<Response>;
}

export async function makeHarness(): Promise<Harness> {
  const keys = await makeKeys();
  const verifyToken = createTokenVerifier({
    issuer: ISSUER,
    jwks: { keys: [keys.publicJwk] },
    clientIds: [CLIENT_ID],
    audience: BASE,
  });
  const api = createSandboxApi({ verifyToken, allowedOrigins: [APP_ORIGIN], today: TODAY });
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (sub: string) => {
    let token = tokens.get(sub);
    if (!token) {
      token = signToken(keys.privateKey, { sub });
      tokens.set(sub, token);
    }
    return token;
  };
  let n = 0;
  const call: Harness['call'] = async (path, init = {}) => {
    const { as, origin, headers, ...rest } = init;
    const h = new Headers(headers);
    h.set('Authorization', `Bearer ${await tokenFor(as ?? `tester-${++n}`)}`);
    if (origin) h.set('Origin', origin);
    if (rest.body !== undefined && !h.has('Content-Type')) h.set('Content-Type', 'application/json');
    return api.handle(new Request(`${BASE}${path}`, { ...rest, headers: h }));
  };
  const get: Harness['get'] = async (path, as) => {
    const response = await call(path, as ? { as } : {});
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, response };
  };
  const admin: Harness['admin'] = (path, init = {}) => {
    const h = new Headers(init.headers);
    if (init.body !== undefined) h.set('Content-Type', 'application/json');
    return api.handle(new Request(`${BASE}/__sandbox${path}`, { ...init, headers: h }));
  };
  return { api, keys, tokenFor, call, get, admin };
}

/** What `trustingSandbox().call` answers: the status, the raw text and the parsed body. */
export interface Answer<T> {
  status: number;
  text: string;
  body: T;
}

/**
 * The sandbox API with no signature check (every token is `sub`'s) and a rate limit no
 * test reaches, for tests about the routes' answers rather than the sign-in.
 */
export function trustingSandbox(options: { sub?: string; today?: string } = {}) {
  const api = createSandboxApi({
    verifyToken: async () => ({ sub: options.sub ?? 'tester' }),
    allowedOrigins: [],
    today: options.today ?? TODAY,
    rateLimit: 10_000,
  });
  /** Sends JSON (or a form) with a bearer token; an empty answer's body is `{}`. */
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const isForm = body instanceof FormData;
    const headers: Record<string, string> = { Authorization: 'Bearer t' };
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const response = await api.handle(
      new Request(`http://sandbox.test${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { status: response.status, text, body: (text ? JSON.parse(text) : {}) as T };
  };
  return { api, call };
}
