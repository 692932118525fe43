import type * as z from 'zod/mini';
import { toSearchParams, type QueryValue } from '../lib/search-params';
import { carried } from '../lib/signals';
import { paceFor, waitForRequestSlot, type RequestPriority } from './http-pacing';
import { MAX_RATE_LIMIT_RETRIES, waitOutRateLimit } from './http-retry';
import { ApiError, messageFor, NETWORK_ERROR_MESSAGE, STATUS_MESSAGES } from './http-error';

/** The one fetch wrapper: token, JSON, `ApiError` for non-2xx, 429 waits, pacing, one renewal on 401. */

export * from './http-pacing';
export * from './http-retry';
export * from './http-error';

export interface Connection {
  /** Null on a page of no one company: each request must then name its company (`signalFor`). */
  company?: string | null;
  getAccessToken: () => string | null | undefined;
  /** Resolves to the new token, or null when the session is over; rejects if it could not be tried. */
  renewAccessToken: (rejectedToken: string | null) => Promise<string | null>;
  onSessionExpired: () => void;
}

export interface HttpSetup extends Connection {
  baseUrl: string;
}

let setup: HttpSetup | null = null;

export function configureHttp(next: HttpSetup): void {
  paceFor(next.baseUrl);
  setup = next;
}

function connectionOf(signal: AbortSignal | undefined): Connection {
  if (!setup) throw new Error('configureHttp() was not called');
  // Operations of a company other than the page's carry its connection (`signalFor`).
  const connection = (carried(signal) as Connection | undefined) ?? setup;
  if (connection.company === null) throw new Error('Pedido sem empresa: esta página lê cada empresa pela sua sessão.');
  return connection;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Omit for bodiless answers; a function loads the schema only when the answer arrives. */
  schema?: z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);
  signal?: AbortSignal;
  /** `bulk` for a run the user watches, `background` for work the user is not waiting on. */
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
  let renewedToken: string | null = null;
  let rateLimitRetries = 0;
  for (;;) {
    const answered = await waitForRequestSlot(priority, signal, via.company);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let response: Response;
    let token: string | null | undefined;
    try {
      token = renewedToken ?? via.getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    } finally {
      answered();
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

// For XMLHttpRequest uploads (`capture.upload.ts`), which need progress events fetch lacks.

export function currentAccessToken(signal?: AbortSignal): string | null {
  return connectionOf(signal).getAccessToken() ?? null;
}

export function companyOf(signal?: AbortSignal): string | null | undefined {
  return connectionOf(signal).company;
}

/** An unreachable identity provider keeps the session and fails as the network does. */
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
