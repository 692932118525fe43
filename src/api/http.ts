import type * as z from 'zod/mini';
import { toSearchParams, type QueryValue } from './query';
import { browserBudgetStore, BUDGET, memoryBudgetStore, takeSlot, type BudgetStore } from './rate-budget';

/**
 * The one fetch wrapper. Adds the bearer token, speaks JSON, turns every non-2xx into an
 * `ApiError` carrying the server's message (`message`, else `error`), waits out 429s (honouring
 * `Retry-After`, bounded), paces itself under the platform's limits with one budget for
 * every tab (rate-budget.ts),
 * and on a 401 renews the session once and retries once.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached or answered nonsense. */
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface HttpSetup {
  /** Absolute URL or same-origin path (`/api`). */
  baseUrl: string;
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

let setup: HttpSetup | null = null;

export function configureHttp(next: HttpSetup): void {
  if (setup?.baseUrl !== next.baseUrl) budget = null;
  setup = next;
}

// --- rate pacing ---------------------------------------------------------------------

/**
 * At most this many requests a second leave this browser, all tabs together (rate-budget.ts:
 * the platform's 20 a second and 500 a minute per company, and an older 10 a second).
 */
export const MAX_REQUESTS_PER_SECOND = BUDGET.perSecond;
/**
 * Background work (the home panel's figures, exports, bulk settlements) uses at most this
 * many of those slots, and only while no request the user is waiting for is queued in any
 * tab: what the user opens always finds free slots, however long an export runs.
 */
export const MAX_BACKGROUND_PER_SECOND = BUDGET.backgroundPerSecond;
export type RequestPriority = 'user' | 'background';
let budget: BudgetStore | null = null;
const TAB = Math.random().toString(36).slice(2);
let userWaiting = 0;

/** The budget shared by the tabs that talk to this API (set by `configureHttp`). */
function currentBudget(): BudgetStore {
  budget ??= browserBudgetStore(`api-rate-budget:${setup?.baseUrl ?? ''}`);
  return budget;
}

async function pace(priority: RequestPriority = 'user', signal?: AbortSignal): Promise<void> {
  const background = priority === 'background';
  if (!background) userWaiting++;
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      let wait: number;
      if (background && userWaiting > 0) wait = 50;
      else {
        wait = await currentBudget().update((state) => {
          const taken = takeSlot(state, Date.now(), background, TAB);
          return { state: taken.state, result: taken.wait };
        });
      }
      if (wait === 0) return;
      // Asked again at least every second: another tab may have freed its share.
      await sleep(Math.min(wait, 1_000), signal);
    }
  } finally {
    if (!background) userWaiting--;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

// --- rate-limit notices ----------------------------------------------------------------

type RateLimitListener = (waitSeconds: number) => void;
const rateLimitListeners = new Set<RateLimitListener>();
/** Subscribes to "the platform asked us to wait" notices (for a calm message in the UI). */
export function onRateLimited(listener: RateLimitListener): () => void {
  rateLimitListeners.add(listener);
  return () => rateLimitListeners.delete(listener);
}

export const MAX_RATE_LIMIT_RETRIES = 3;
export const MAX_RETRY_AFTER_SECONDS = 30;

export function retryAfterSeconds(header: string | null): number {
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_SECONDS);
  const date = Date.parse(header);
  if (Number.isFinite(date)) return Math.min(Math.max((date - Date.now()) / 1000, 0), MAX_RETRY_AFTER_SECONDS);
  return 1;
}

// --- messages --------------------------------------------------------------------------

const STATUS_MESSAGES: Record<number, string> = {
  400: 'A requisição foi recusada pelo servidor.',
  401: 'Sua sessão expirou. Entre novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Registro não encontrado.',
  409: 'A operação conflita com o estado atual do registro.',
  413: 'O arquivo é grande demais.',
  415: 'Tipo de arquivo não suportado.',
  429: 'Muitas requisições em pouco tempo. Tente novamente em instantes.',
  500: 'Erro interno no servidor. Tente novamente.',
  502: 'O servidor está indisponível no momento. Tente novamente.',
  503: 'O servidor está indisponível no momento. Tente novamente.',
  504: 'O servidor demorou demais para responder. Tente novamente.',
};

/** A 403 with `status_conta: END_TRIAL` and no message of its own (the platform's words are shown when sent). */
export const TRIAL_ENDED_MESSAGE =
  'O período de teste desta conta na plataforma terminou. Contrate um plano para continuar usando o aplicativo.';

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** A text that is only an HTTP reason phrase ("Bad Request"), which says nothing to a user. */
const REASON_PHRASE =
  /^(?:[1-5]\d\d\s+)?(?:bad request|unauthorized|forbidden|not found|method not allowed|conflict|payload too large|request entity too large|unsupported media type|unprocessable (?:entity|content)|too many requests|internal server error|bad gateway|service unavailable|gateway timeout|error)\.?$/i;

function usable(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text && !REASON_PHRASE.test(text) ? text : null;
}

/**
 * The message to show for an error answer. The platform writes three bodies: `{ error }`
 * (api-spec.md, capture), `{ timestamp, status, error, message, path }` where `error` is
 * only the reason phrase and the detail is in `message` (the rest of the API, observed),
 * and `{ code, message }` (financial OpenAPI examples). `message` wins, then `error`; a bare
 * reason phrase is never shown: the status's own Portuguese message stands in, or, for an
 * account whose trial ended (403, `status_conta: END_TRIAL`), what that means.
 */
function messageFor(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, error, status_conta } = body as { message?: unknown; error?: unknown; status_conta?: unknown };
    const text = usable(message) ?? usable(error);
    if (text) return text;
    if (status_conta === 'END_TRIAL') return TRIAL_ENDED_MESSAGE;
  }
  return STATUS_MESSAGES[status] ?? `O servidor respondeu com o erro ${status}.`;
}

// --- requests --------------------------------------------------------------------------

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
  if (!setup) throw new Error('configureHttp() was not called');
  const { method = 'GET', query, body, schema, signal, priority } = options;
  const url = buildUrl(path, query);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;

  let renewed = false;
  /** The token renewal resolved to; used for the retry whatever getAccessToken says. */
  let renewedToken: string | null = null;
  let rateLimitRetries = 0;
  for (;;) {
    await pace(priority, signal);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token: string | null | undefined = renewedToken ?? setup.getAccessToken();
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
      const fresh = await renewAfterUnauthorized(token ?? null);
      if (fresh) {
        renewedToken = fresh;
        continue;
      }
      throw new ApiError(401, STATUS_MESSAGES[401] as string, await readBody(response));
    }
    if (response.status === 401) setup.onSessionExpired();

    if (response.status === 429 && rateLimitRetries < MAX_RATE_LIMIT_RETRIES) {
      rateLimitRetries++;
      // No platform source documents Retry-After: without it, 2, 4 then 8 seconds.
      const header = response.headers.get('Retry-After');
      const wait = header === null ? 2 ** rateLimitRetries : retryAfterSeconds(header);
      for (const listener of rateLimitListeners) listener(wait);
      await sleep(wait * 1000, signal);
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

/** Test hook: forget the pacing window (a budget of this tab's own, or `store`). */
export function resetPacing(store: BudgetStore = memoryBudgetStore()): void {
  budget = store;
  userWaiting = 0;
}

// --- other transports --------------------------------------------------------------------
// Uploads need progress events, which fetch does not give: `capture.ts` sends them with
// XMLHttpRequest and uses these to keep the same token, pacing, renewal and messages.

/** The access token `request()` would send now. */
export function currentAccessToken(): string | null {
  if (!setup) throw new Error('configureHttp() was not called');
  return setup.getAccessToken() ?? null;
}

/** Waits for a slot under the platform's request rate, as `request()` does. */
export const waitForRequestSlot = (priority?: RequestPriority, signal?: AbortSignal) => pace(priority, signal);

/** The `ApiError` `request()` would throw for this status and body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  return new ApiError(status, messageFor(status, body), body);
}

/**
 * After a 401: renews the session once; null (and the session ends) when the session is
 * over. A renewal that could not reach the identity provider keeps the session and throws
 * the network failure's `ApiError`, so what the user was sending can be sent again.
 */
export async function renewAfterUnauthorized(rejectedToken: string | null): Promise<string | null> {
  if (!setup) throw new Error('configureHttp() was not called');
  let fresh: string | null;
  try {
    fresh = await setup.renewAccessToken(rejectedToken);
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!fresh) setup.onSessionExpired();
  return fresh;
}
