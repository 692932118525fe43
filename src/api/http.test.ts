import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  answerFlightsOfThisPage,
  ApiError,
  buildUrl,
  configureHttp,
  isApiError,
  MAX_RATE_LIMIT_RETRIES,
  MAX_BACKGROUND_PER_SECOND,
  MAX_REQUESTS_PER_SECOND,
  MAX_RETRY_AFTER_SECONDS,
  NETWORK_ERROR_MESSAGE,
  onRateLimited,
  request,
  resetPacing,
  STATUS_MESSAGES,
  TRIAL_ENDED_MESSAGE,
  retryAfterSeconds,
} from './http';
import { signalFor } from './company-signal';
import { readAllPages } from '../lib/paged-export';
import { sharedBudgetStore } from './rate-budget';

type Init = RequestInit & { headers: Record<string, string> };
type Answer = Response | Error | (() => Response);

const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let answers: Answer[];
let calls: Array<{ url: string; init: Init; at: number }>;
let token: string | null;
let renewAccessToken: ReturnType<typeof vi.fn<() => Promise<string | null>>>;
let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;

/** Each fetch takes the next answer; the last one repeats. */
const fetchStub = vi.fn(async (url: string, init: Init) => {
  calls.push({ url, init, at: Date.now() });
  const answer = answers.length > 1 ? answers.shift() : answers[0];
  if (answer === undefined) throw new Error('no answer queued');
  if (answer instanceof Error) throw answer;
  return typeof answer === 'function' ? answer() : answer.clone();
});

beforeEach(() => {
  resetPacing();
  answers = [jsonResponse({ ok: true })];
  calls = [];
  token = 'token-1';
  renewAccessToken = vi.fn(async () => null);
  onSessionExpired = vi.fn();
  fetchStub.mockClear();
  vi.stubGlobal('fetch', fetchStub);
  configureHttp({
    baseUrl: 'https://api.example.test/',
    getAccessToken: () => token,
    renewAccessToken,
    onSessionExpired,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('adds the bearer token and asks for JSON', async () => {
    await request('/v1/contratos');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer token-1', Accept: 'application/json' });
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends no Authorization header without a token', async () => {
    token = null;
    await request('/v1/contratos');
    expect(calls[0]?.init.headers.Authorization).toBeUndefined();
  });

  it('builds the URL from the base (trailing slash trimmed) and the query in repeated form', async () => {
    await request('/v1/contratos', { query: { cliente_id: ['a', 'b'], pagina: 2, busca_textual: '' } });
    expect(calls[0]?.url).toBe('https://api.example.test/v1/contratos?cliente_id=a&cliente_id=b&pagina=2');
  });

  it('accepts a same-origin base path', () => {
    configureHttp({ baseUrl: '/api', getAccessToken: () => null, renewAccessToken, onSessionExpired });
    expect(buildUrl('/v1/contratos', { pagina: 1 })).toBe('/api/v1/contratos?pagina=1');
  });

  it('sends a JSON body with its content type', async () => {
    await request('/v1/contratos', { method: 'POST', body: { id_cliente: 'x' } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"id_cliente":"x"}');
  });

  it('sends FormData as is, without forcing a content type', async () => {
    const form = new FormData();
    form.append('descricao', 'nota');
    await request('/v1/captura/documentos', { method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers['Content-Type']).toBeUndefined();
  });

  it('returns the JSON body', async () => {
    answers = [jsonResponse(1169)];
    await expect(request<number>('/v1/contratos/proximo-numero')).resolves.toBe(1169);
  });

  it('204 returns undefined', async () => {
    answers = [new Response(null, { status: 204 })];
    // As closeContract and removeContract call it: no schema for a bodiless answer.
    await expect(request('/v1/contratos/x/encerrar', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('validates and normalizes the response with the schema', async () => {
    answers = [jsonResponse({ n: '7', extra: true })];
    const schema = z.object({ n: z.string().transform(Number) });
    await expect(request('/x', { schema })).resolves.toEqual({ n: 7 });
  });

  it('a schema loaded on demand validates the answer; one that cannot load is the network message', async () => {
    answers = [jsonResponse({ n: '7' })];
    const schema = z.object({ n: z.string().transform(Number) });
    await expect(request('/x', { schema: () => Promise.resolve(schema) })).resolves.toEqual({ n: 7 });
    answers = [jsonResponse({ n: '7' })];
    const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await request('/x', { schema: failed }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('a response the schema refuses is an ApiError with status 0 and the raw body', async () => {
    answers = [jsonResponse({ n: 7 })];
    const error = await request('/x', { schema: z.object({ n: z.string() }) }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 0,
      message: 'O servidor enviou uma resposta em formato inesperado.',
      body: { n: 7 },
    });
  });
});

describe('errors', () => {
  it("a non-2xx answer becomes an ApiError with the status and the server's { error } message", async () => {
    const body = { error: 'termos.numero: o número 1001 já está em uso por outro contrato.' };
    answers = [jsonResponse(body, 400)];
    const error = await request('/v1/contratos', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, message: body.error, body });
  });

  it.each([
    [404, undefined, 'Registro não encontrado.'],
    [500, '', 'Erro interno no servidor. Tente novamente.'],
    [502, '<html>Bad gateway</html>', 'O servidor está indisponível no momento. Tente novamente.'],
    [400, { error: '   ' }, 'A requisição foi recusada pelo servidor.'],
    [409, { message: 'conflict' }, 'A operação conflita com o estado atual do registro.'],
    [418, { error: 42 }, 'O servidor respondeu com o erro 418.'],
  ])('status %s with body %j falls back to a Portuguese message', async (status, body, message) => {
    answers = [
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status }),
    ];
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status, message });
  });

  describe("the platform's error bodies (fixtures in src/api/fixtures/errors)", () => {
    const fixtures = import.meta.glob<{ status: number; payload: unknown; shown: string }>('./fixtures/errors/*.ts', {
      eager: true,
    });

    it('there are fixtures to read', () => {
      expect(Object.keys(fixtures).length).toBeGreaterThanOrEqual(5);
    });

    it.each(Object.entries(fixtures))('%s: shows its detail, never only the reason phrase', async (_name, fixture) => {
      answers = [jsonResponse(fixture.payload, fixture.status)];
      const error = await request('/x').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: fixture.status, message: fixture.shown, body: fixture.payload });
      expect((error as ApiError).message).not.toMatch(/^(Bad Request|Internal Server Error)$/);
    });
  });

  it.each([
    [
      { timestamp: 't', status: 400, error: 'Bad Request', message: 'Detalhe em português.', path: '/v1/x' },
      'Detalhe em português.',
    ],
    [{ error: 'Só o erro.', message: '  ' }, 'Só o erro.'],
    [{ error: 'Bad Request', message: 'Bad Request' }, 'A requisição foi recusada pelo servidor.'],
    [{ error: '400 BAD REQUEST' }, 'A requisição foi recusada pelo servidor.'],
    [{ error: 'Not Found', message: 7 }, 'A requisição foi recusada pelo servidor.'],
  ])('body %j at 400 shows %j', async (body, message) => {
    answers = [jsonResponse(body, 400)];
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message });
  });

  it.each([
    [500, 'Internal Server Error: java.lang.NullPointerException at br.com.erp.Service.search(Service.java:88)'],
    [500, 'Internal error: charge gateway timeout (PIX_PSP_504)'],
    [502, 'upstream connect error or disconnect/reset before headers'],
    [500, 'NullPointerException'],
    [503, 'Timeout waiting for connection from pool'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, '504 Gateway Timeout'],
  ])("a %s's developer text (%j) is not shown: the status's message is", async (status, text) => {
    answers = [jsonResponse({ status, error: 'Internal Server Error', message: text }, status)];
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status, message: STATUS_MESSAGES[status] });
    expect((error as ApiError).body).toMatchObject({ message: text });
  });

  it.each([
    [500, 'Não é possível encerrar um contrato com parcelas em aberto.'],
    [500, 'Falha simulada (500).'],
    [400, 'Erro de validação: o campo data_inicio é obrigatório.'],
  ])("a %s's message for people is shown as it came (%j)", async (status, text) => {
    answers = [jsonResponse({ message: text }, status)];
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status, message: text });
  });

  it('a 429 in the platform envelope that outlasts the retries keeps its message', async () => {
    vi.useFakeTimers();
    const body = {
      timestamp: 't',
      status: 429,
      error: 'Too Many Requests',
      message: 'Limite de requisições excedido.',
      path: '/x',
    };
    answers = [jsonResponse(body, 429, { 'Retry-After': '1' })];
    const pending = request('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ status: 429, message: 'Limite de requisições excedido.' });
    expect(calls).toHaveLength(MAX_RATE_LIMIT_RETRIES + 1);
  });

  it('a 429 without Retry-After waits 2, 4 then 8 seconds before asking again', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    answers = [
      jsonResponse({ message: 'Limite.' }, 429),
      jsonResponse({ message: 'Limite.' }, 429),
      jsonResponse({ message: 'Limite.' }, 429),
      jsonResponse({ ok: true }),
    ];
    const pending = request('/x');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toEqual({ ok: true });
    const gaps = calls.map((c) => c.at - start);
    expect(gaps[1]! - gaps[0]!).toBeGreaterThanOrEqual(2_000);
    expect(gaps[2]! - gaps[1]!).toBeGreaterThanOrEqual(4_000);
    expect(gaps[3]! - gaps[2]!).toBeGreaterThanOrEqual(8_000);
  });

  it('an account whose trial ended (403, status_conta END_TRIAL): its message plainly, else what it means', async () => {
    const message = 'O período de avaliação terminou. Assine um plano para continuar.';
    answers = [jsonResponse({ status_conta: 'END_TRIAL', message }, 403)];
    expect(await request('/x').catch((e: unknown) => e)).toMatchObject({ status: 403, message });
    answers = [jsonResponse({ status_conta: 'END_TRIAL', error: 'Forbidden' }, 403)];
    expect(await request('/x').catch((e: unknown) => e)).toMatchObject({ status: 403, message: TRIAL_ENDED_MESSAGE });
  });

  it('a 401 in the platform envelope still renews once and retries', async () => {
    const body = { timestamp: 't', status: 401, error: 'Unauthorized', message: 'Token expirado.', path: '/x' };
    answers = [jsonResponse(body, 401), jsonResponse({ ok: true })];
    renewAccessToken.mockResolvedValueOnce('token-2');
    await expect(request('/x')).resolves.toEqual({ ok: true });
    expect(calls[1]?.init.headers.Authorization).toBe('Bearer token-2');
  });

  it('a network failure is an ApiError with status 0', async () => {
    answers = [new TypeError('fetch failed')];
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('an aborted request rejects with the abort reason, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('cancelado', 'AbortError'));
    answers = [new DOMException('cancelado', 'AbortError')];
    const error = await request('/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('429: rate limited', () => {
  it('waits Retry-After seconds, notifies listeners, then retries', async () => {
    vi.useFakeTimers();
    const notices: number[] = [];
    const unsubscribe = onRateLimited((s) => notices.push(s));
    answers = [jsonResponse({ error: 'Limite' }, 429, { 'Retry-After': '2' }), jsonResponse({ ok: true })];

    const pending = request('/x');
    await vi.advanceTimersByTimeAsync(1990);
    expect(calls).toHaveLength(1);
    expect(notices).toEqual([2]);
    await vi.advanceTimersByTimeAsync(20);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(2000);
    unsubscribe();
  });

  it(`gives up after ${MAX_RATE_LIMIT_RETRIES} retries with the 429 as an ApiError`, async () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = onRateLimited(listener);
    answers = [jsonResponse({ error: 'Limite de requisições excedido.' }, 429, { 'Retry-After': '1' })];

    const pending = request('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error).toMatchObject({ status: 429, message: 'Limite de requisições excedido.' });
    expect(calls).toHaveLength(MAX_RATE_LIMIT_RETRIES + 1);
    expect(listener).toHaveBeenCalledTimes(MAX_RATE_LIMIT_RETRIES);
    unsubscribe();
  });

  it('an unsubscribed listener is not notified', async () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    onRateLimited(listener)();
    answers = [jsonResponse({}, 429, { 'Retry-After': '0' }), jsonResponse({ ok: true })];
    const pending = request('/x');
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it('retryAfterSeconds reads seconds or an HTTP date, bounded', () => {
    expect(retryAfterSeconds(null)).toBe(1);
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds('0')).toBe(0);
    expect(retryAfterSeconds('-5')).toBe(0);
    expect(retryAfterSeconds('3600')).toBe(MAX_RETRY_AFTER_SECONDS);
    expect(retryAfterSeconds('soon')).toBe(1);
    const inFive = new Date(Date.now() + 5000).toUTCString();
    expect(retryAfterSeconds(inFive)).toBeGreaterThan(3);
    expect(retryAfterSeconds(inFive)).toBeLessThanOrEqual(5);
  });
});

describe('401: session renewal', () => {
  it('renews once and retries once with the new token', async () => {
    answers = [jsonResponse({ error: 'Token expirado' }, 401), jsonResponse({ ok: true })];
    renewAccessToken.mockResolvedValue('token-2');
    await expect(request('/x')).resolves.toEqual({ ok: true });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.init.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a second 401 after renewal ends the session without renewing again', async () => {
    answers = [jsonResponse({ error: 'Token expirado' }, 401)];
    renewAccessToken.mockResolvedValue('token-2');
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('when renewal resolves null (the session is over): onSessionExpired and a 401 ApiError, no retry', async () => {
    answers = [jsonResponse({ error: 'Token expirado' }, 401)];
    renewAccessToken.mockResolvedValue(null);
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Sua sessão expirou. Entre novamente.' });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('when renewal rejects (provider unreachable): a network ApiError, the session kept, and sending again works', async () => {
    answers = [jsonResponse({ error: 'Token expirado' }, 401)];
    renewAccessToken.mockRejectedValueOnce(new Error('provider unreachable'));
    const error = await request('/x', { method: 'POST', body: { a: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();

    // The provider is back: the same request renews and goes through.
    answers = [jsonResponse({ error: 'Token expirado' }, 401), jsonResponse({ ok: true })];
    renewAccessToken.mockResolvedValueOnce('token-2');
    await expect(request('/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls.at(-1)?.init.headers.Authorization).toBe('Bearer token-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('other errors do not end the session', async () => {
    answers = [jsonResponse({ error: 'Proibido' }, 403)];
    await expect(request('/x')).rejects.toMatchObject({ status: 403, message: 'Proibido' });
    expect(renewAccessToken).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('pacing', () => {
  it(`spreads a burst over more than a second, at most ${MAX_REQUESTS_PER_SECOND} per second`, async () => {
    vi.useFakeTimers();
    const burst = 50;
    const all = Promise.all(Array.from({ length: burst }, (_, i) => request(`/x/${i}`)));
    await vi.advanceTimersByTimeAsync(5000);
    await all;
    expect(calls).toHaveLength(burst);
    const times = calls.map((c) => c.at).sort((a, b) => a - b);
    expect((times[burst - 1] ?? 0) - (times[0] ?? 0)).toBeGreaterThan(2000);
    // In any window of one second there are never more than MAX_REQUESTS_PER_SECOND requests.
    for (let i = 0; i + MAX_REQUESTS_PER_SECOND < times.length; i++) {
      expect((times[i + MAX_REQUESTS_PER_SECOND] ?? 0) - (times[i] ?? 0)).toBeGreaterThanOrEqual(1000);
    }
    expect(MAX_REQUESTS_PER_SECOND).toBeLessThanOrEqual(20); // the platform's limit
  });

  it(`keeps background work to ${MAX_BACKGROUND_PER_SECOND} per second and never in the way of the user's requests`, async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const background = Promise.all(
      Array.from({ length: 30 }, (_, i) => request(`/bg/${i}`, { priority: 'background' })),
    );
    await vi.advanceTimersByTimeAsync(2500);
    // The user opens a screen in the middle of the export: its requests go out at once.
    const opened = Date.now();
    const user = Promise.all(Array.from({ length: 3 }, (_, i) => request(`/tela/${i}`)));
    await vi.advanceTimersByTimeAsync(0);
    await user;
    await vi.advanceTimersByTimeAsync(10_000);
    await background;
    const userTimes = calls.filter((c) => c.url.includes('/tela/')).map((c) => c.at);
    expect(userTimes).toEqual([opened, opened, opened]);
    const bgTimes = calls.filter((c) => c.url.includes('/bg/')).map((c) => c.at - start);
    for (let i = 0; i + MAX_BACKGROUND_PER_SECOND < bgTimes.length; i++) {
      expect((bgTimes[i + MAX_BACKGROUND_PER_SECOND] ?? 0) - (bgTimes[i] ?? 0)).toBeGreaterThanOrEqual(1000);
    }
    // And all of it together stays under the platform's limit.
    const all = calls.map((c) => c.at).sort((a, b) => a - b);
    for (let i = 0; i + MAX_REQUESTS_PER_SECOND < all.length; i++) {
      expect((all[i + MAX_REQUESTS_PER_SECOND] ?? 0) - (all[i] ?? 0)).toBeGreaterThanOrEqual(1000);
    }
  });

  it('stops waiting for a slot when the request is cancelled', async () => {
    vi.useFakeTimers();
    await Promise.all(
      Array.from({ length: MAX_BACKGROUND_PER_SECOND }, () => request('/bg', { priority: 'background' })),
    );
    const controller = new AbortController();
    const waiting = request('/bg/late', { priority: 'background', signal: controller.signal });
    const outcome = waiting.then(
      () => 'sent',
      () => 'cancelled',
    );
    controller.abort();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await outcome).toBe('cancelled');
    expect(calls.some((c) => c.url.includes('/bg/late'))).toBe(false);
  });

  it("counts a request's second from its answer: a burst answered late holds the next one until a second after", async () => {
    vi.useFakeTimers();
    const start = Date.now();
    // The first 20 are answered 400 ms after they are sent (as a browser's six connections would).
    vi.stubGlobal('fetch', async (url: string, init: Init) => {
      calls.push({ url, init, at: Date.now() });
      if (url.includes('/slow/')) await new Promise((resolve) => setTimeout(resolve, 400));
      return jsonResponse({ ok: true });
    });
    const slow = Promise.all(Array.from({ length: MAX_REQUESTS_PER_SECOND }, (_, i) => request(`/slow/${i}`)));
    const next = request('/next');
    await vi.advanceTimersByTimeAsync(3_000);
    await Promise.all([slow, next]);
    const sentNext = calls.find((c) => c.url.includes('/next'))!.at - start;
    expect(sentNext).toBeGreaterThanOrEqual(400 + 1_000);
  });

  it('a page going away answers its requests in flight: the next page of the browser is not held by them', async () => {
    vi.useFakeTimers();
    // The browser's budget, shared by its tabs through storage under a lock.
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as Storage;
    const locks = { request: async (_name: string, callback: () => unknown) => callback() } as unknown as LockManager;
    resetPacing(sharedBudgetStore('budget', storage, locks));
    let hang = true;
    vi.stubGlobal('fetch', async (url: string, init: Init) => {
      calls.push({ url, init, at: Date.now() });
      return hang ? new Promise<Response>(() => undefined) : jsonResponse({ ok: true });
    });
    for (let i = 0; i < MAX_REQUESTS_PER_SECOND; i++) void request(`/hanging/${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(MAX_REQUESTS_PER_SECOND);
    // What `pagehide` runs.
    answerFlightsOfThisPage();
    await vi.advanceTimersByTimeAsync(1_100);
    hang = false;
    const sent = Date.now();
    await request('/after');
    expect(calls.at(-1)?.at).toBe(sent);
  });

  it('does not delay requests under the limit', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    await Promise.all(Array.from({ length: MAX_REQUESTS_PER_SECOND }, () => request('/x')));
    expect(calls.every((c) => c.at === start)).toBe(true);
  });
});

describe('requests of several companies', () => {
  const other = (company: string | null, accessToken = `token-${company}`) => ({
    company,
    getAccessToken: () => accessToken,
    renewAccessToken: vi.fn(async () => `${accessToken}-renewed`),
    onSessionExpired: vi.fn(),
  });
  const bearer = (i: number) => calls[i]?.init.headers.Authorization;

  it("a signal bound to a company sends that company's token on every page of a read, and renews with its session", async () => {
    const acme = other('acme');
    const signal = signalFor(acme);
    answers = [jsonResponse({}, 401), jsonResponse({ ok: true })];
    await request('/page/1', { signal });
    await request('/page/2', { signal });
    await request('/mine');
    expect([bearer(0), bearer(1), bearer(2), bearer(3)]).toEqual([
      'Bearer token-acme',
      'Bearer token-acme-renewed',
      'Bearer token-acme',
      'Bearer token-1',
    ]);
    expect(acme.renewAccessToken).toHaveBeenCalledWith('token-acme');
    expect(renewAccessToken).not.toHaveBeenCalled();
  });

  it("a read of several pages under a company's signal sends every page as that company, on a page of none", async () => {
    // The portfolio reads each company's sales page by page; the read combines the signal with its own.
    configureHttp({ baseUrl: 'https://api.example.test/', ...other(null) });
    answers = [
      jsonResponse({ itens: [{ id: 'a' }, { id: 'b' }], total: 3 }),
      jsonResponse({ itens: [{ id: 'c' }], total: 3 }),
    ];
    const rows = await readAllPages<{ id: string }>({
      pageSize: 2,
      ahead: 2,
      expectedTotal: 3,
      signal: signalFor(other('acme')),
      fetchPage: async (page, signal) => {
        const body = await request<{ itens: { id: string }[]; total: number }>(`/vendas?pagina=${page}`, { signal });
        return { items: body.itens, total: body.total };
      },
    });
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(calls.map((_, i) => bearer(i))).toEqual(['Bearer token-acme', 'Bearer token-acme']);
  });

  it('a bound signal is aborted with its parent', () => {
    const parent = new AbortController();
    const signal = signalFor(other('acme'), parent.signal);
    parent.abort();
    expect(signal.aborted).toBe(true);
  });

  it('a page of no company refuses a request that names none, before sending it', async () => {
    configureHttp({ baseUrl: 'https://api.example.test/', ...other(null) });
    await expect(request('/x')).rejects.toThrow('Pedido sem empresa');
    expect(calls).toHaveLength(0);
    await request('/x', { signal: signalFor(other('acme')) });
    expect(bearer(0)).toBe('Bearer token-acme');
  });

  it("what was sent before the page knew its company counts in that company's budget", async () => {
    vi.useFakeTimers();
    const start = Date.now();
    // The sign-in's read, on the page's connection of no company yet.
    await request('/conta-conectada');
    const acme = signalFor(other('acme'));
    const burst = Promise.all(
      Array.from({ length: MAX_REQUESTS_PER_SECOND }, (_, i) => request(`/x/${i}`, { signal: acme })),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.at === start)).toHaveLength(MAX_REQUESTS_PER_SECOND);
    await vi.advanceTimersByTimeAsync(1_100);
    await burst;
    expect(calls).toHaveLength(1 + MAX_REQUESTS_PER_SECOND);
    expect(calls.at(-1)!.at - start).toBeGreaterThanOrEqual(1_000);
  });

  it("paces each company under its own budget: one company's burst does not slow another's", async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const acme = signalFor(other('acme'));
    const beta = signalFor(other('beta'));
    const burst = (signal: AbortSignal) =>
      Promise.all(Array.from({ length: MAX_REQUESTS_PER_SECOND }, (_, i) => request(`/x/${i}`, { signal })));
    const both = Promise.all([burst(acme), burst(beta)]);
    await vi.advanceTimersByTimeAsync(0);
    await both;
    expect(calls).toHaveLength(2 * MAX_REQUESTS_PER_SECOND);
    expect(calls.every((c) => c.at === start)).toBe(true);
  });
});
