import type * as z from 'zod/mini';
import { toSearchParams, type QueryValue } from './query';
import { paceFor, waitForRequestSlot, type RequestPriority } from './http-pacing';
import { MAX_RATE_LIMIT_RETRIES, waitOutRateLimit } from './http-retry';
import { ApiError, messageFor, NETWORK_ERROR_MESSAGE, STATUS_MESSAGES } from './http-error';

/**
 * The one fetch wrapper. Adds the bearer token, speaks JSON, turns every non-2xx into an
 * `ApiError` carrying the server's message (http-error.ts), waits out 429s (http-retry.ts),
 * paces itself under the platform's limits with one budget for every tab (http-pacing.ts),
 * and on a 401 renews the session once and retries once.
 */

export * from './http-pacing';
export * from './http-retry';
export * from './http-error';

/** Whose requests: a company's token, its renewal, and its own rate budget. */
export interface Connection {
  /**
   * The company's key: its requests are paced under its own budget. Null on a page that
   * shows no company's data (the portfolio): there every request must name its company
   * (`signalFor`), and one that does not is refused before it is sent.
   */
  company?: string | null;
  getAccessToken: () => string | null | undefined;
  /**
   * Renews the session after `rejectedToken` got a 401: resolves to the new token, or null
   * when the session is over; rejects when the renewal could not be tried (the identity
   * provider unreachable), the session being kept: the request then fails as a network
   * failure, and the user can send it again.
   */
  renewAccessToken: (rejectedToken: string | null) => Promise<string | null>;
  /** Called when the session is gone for good (renewal resolved null after a 401). */
  onSessionExpired: () => void;
}

export interface HttpSetup extends Connection {
  /** Absolute URL or same-origin path (`/api`). */
  baseUrl: string;
}

let setup: HttpSetup | null = null;
/** Operations bound to a company other than the page's: their signal names it. */
const bound = new WeakMap<AbortSignal, Connection>();

export function configureHttp(next: HttpSetup): void {
  paceFor(next.baseUrl);
  setup = next;
}

/**
 * A signal whose requests go out as `connection`'s company: everything an API function
 * sends passes its signal on, so a read of several pages stays that company's from its
 * first request to its last, whatever the page shows meanwhile. Aborted with `parent`.
 */
export function signalFor(connection: Connection, parent?: AbortSignal): AbortSignal {
  const signal = parent ? AbortSignal.any([parent]) : new AbortController().signal;
  bound.set(signal, connection);
  return signal;
}

/** The connection a request with `signal` goes out on. */
function connectionOf(signal: AbortSignal | undefined): Connection {
  if (!setup) throw new Error('configureHttp() was not called');
  const connection = (signal && bound.get(signal)) ?? setup;
  if (connection.company === null) throw new Error('Pedido sem empresa: esta página lê cada empresa pela sua sessão.');
  return connection;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body (objects) or a FormData for uploads. */
  body?: unknown;
  /**
   * Validates and normalizes the response; omit for bodiless answers. A function loads it
   * when the answer arrives (a schema kept out of the first screen's bytes, decision 0007).
   */
  schema?: z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);
  signal?: AbortSignal;
  /** `background` for work the user is not waiting on (see `MAX_BACKGROUND_PER_SECOND`). */
  priority?: RequestPriority;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!setup) throw new Error('configureHttp() was not called');
  const base = setup.baseUrl.replace(/\/+$/, '');
  const qs = query ? toSearchParams(query).toString() : '';
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, schema, signal, priority } = options;
  const via = connectionOf(signal);
  const url = buildUrl(path, query);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;

  let renewed = false;
  /** The token renewal resolved to; used for the retry whatever getAccessToken says. */
  let renewedToken: string | null = null;
  let rateLimitRetries = 0;
  for (;;) {
    await waitForRequestSlot(priority, signal, via.company);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token: string | null | undefined = renewedToken ?? via.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }

    if (response.status === 401 && !renewed) {
      renewed = true;
      const fresh = await renewAfterUnauthorized(token ?? null, signal);
      if (fresh) {
        renewedToken = fresh;
        continue;
      }
      throw new ApiError(401, STATUS_MESSAGES[401] as string, await readBody(response));
    }
    if (response.status === 401) via.onSessionExpired();

    if (response.status === 429 && rateLimitRetries < MAX_RATE_LIMIT_RETRIES) {
      await waitOutRateLimit(++rateLimitRetries, response.headers.get('Retry-After'), signal);
      continue;
    }

    const data = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, messageFor(response.status, data), data);
    if (!schema) return data as T;
    // A schema loaded on demand whose code cannot be fetched (offline, a new deploy) fails as the network does.
    const validator =
      typeof schema === 'function'
        ? await schema().catch(() => Promise.reject(new ApiError(0, NETWORK_ERROR_MESSAGE)))
        : schema;
    const parsed = validator.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(0, 'O servidor enviou uma resposta em formato inesperado.', data);
    }
    return parsed.data;
  }
}

// --- other transports --------------------------------------------------------------------
// Uploads need progress events, which fetch does not give: `capture.upload.ts` sends them with
// XMLHttpRequest and uses these (and `waitForRequestSlot`, `apiErrorFrom`) to keep the same
// token, pacing, renewal and messages.

/** The access token `request()` would send now (with `signal`). */
export function currentAccessToken(signal?: AbortSignal): string | null {
  return connectionOf(signal).getAccessToken() ?? null;
}

/** The company whose budget a request with `signal` is paced under. */
export function companyOf(signal?: AbortSignal): string | null | undefined {
  return connectionOf(signal).company;
}

/**
 * After a 401: renews the session once; null (and the session ends) when the session is
 * over. A renewal that could not reach the identity provider keeps the session and throws
 * the network failure's `ApiError`, so what the user was sending can be sent again.
 */
export async function renewAfterUnauthorized(
  rejectedToken: string | null,
  signal?: AbortSignal,
): Promise<string | null> {
  const via = connectionOf(signal);
  let fresh: string | null;
  try {
    fresh = await via.renewAccessToken(rejectedToken);
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!fresh) via.onSessionExpired();
  return fresh;
}
