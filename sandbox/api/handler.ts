import { findAccountByEmail, findAccountById } from '../idp/accounts';
import { DEMO_COMPANY } from '../companies';
import { companyOfToken, CompanyStores } from './company-data';
import { TokenRejectedError, type TokenVerifier } from './auth';
import { faultSchema, Faults } from './faults';
import { MAX_CAPTURE_FILE_BYTES } from '../../src/lib/file-check';
import {
  errorResponse,
  HttpError,
  json,
  matchRoute,
  mediaType,
  noContent,
  readJson,
  route as routeOf,
  validate,
  type Route,
} from './http';
import { PLATFORM_RATE_LIMITS, RateLimiter, type RateLimits } from './rate-limit';
import { accountRoutes } from './routes/accounts';
import { closeFeedRoutes } from './routes/close-feeds';
import { companyRoutes } from './routes/company';
import { captureRoutes } from './routes/capture';
import { chargeRoutes } from './routes/charges';
import { contractRoutes } from './routes/contracts';
import { quoteRoutes } from './routes/quotes';
import { peopleRoutes } from './routes/people';
import { referenceRoutes } from './routes/reference';
import { salesRoutes } from './routes/sales';
import { invoiceRoutes } from './routes/invoices';
import { receivableRoutes } from './routes/receivables';
import { platformToday, SEED, seedStore, type SeedProfile } from './seed';
import { seedHostile } from './seed-hostile';
import type { SandboxStore } from './store';
import * as z from 'zod/mini';

/**
 * The sandbox API as one standard fetch handler (Request -> Response): served by Node
 * in `sandbox/start.ts`, mounted in-process by the component tests.
 */

export interface ApiOptions {
  verifyToken: TokenVerifier;
  /** Origins allowed by CORS (the app's). */
  allowedOrigins: readonly string[];
  /** Fixed platform date; default today in America/Sao_Paulo. */
  today?: string;
  /**
   * Requests per company: the platform's 20 a second and 500 a minute by default; a number
   * is a second's limit (and 60 times it a minute's), for tests.
   */
  rateLimit?: number | RateLimits;
  /** How many contracts the demo company's seed makes (default `CONTRACT_COUNT`). */
  contractCount?: number;
}

export interface SandboxApi {
  handle: (request: Request) => Promise<Response>;
  /** The demo company's data. */
  readonly store: SandboxStore;
  /** The datasets seeded since the start or the last reset (`demo`, company ids). */
  seeded: () => string[];
  faults: Faults;
  reset: () => void;
  /** The `/__sandbox/*` routes (the API's own are `routes`). */
  readonly adminRoutes: readonly Route[];
}

export const routes: Route[] = [
  ...contractRoutes,
  ...referenceRoutes,
  ...accountRoutes,
  ...closeFeedRoutes,
  // After the reference routes: `/v1/venda/vendedores` is not a sale id.
  ...salesRoutes,
  ...invoiceRoutes,
  ...quoteRoutes,
  ...receivableRoutes,
  ...chargeRoutes,
  ...captureRoutes,
  ...companyRoutes,
  ...peopleRoutes,
];

const ADMIN_PREFIX = '/__sandbox';
/**
 * A request of the e2e suite's own client (e2e/support/api.ts) carries this header: the platform's
 * limits are the app's to keep, and a test's setup and checks are not the app's traffic. A page
 * and its budget meet the limits alone, as in production.
 */
export const UNMETERED_HEADER = 'X-Sandbox-Unmetered';

/**
 * No route reads more than the capture upload (10 MB and its multipart overhead): any
 * body is cut there, whatever the route does with it (readJson's own bound is 1 MB).
 */
const MAX_BODY_BYTES = MAX_CAPTURE_FILE_BYTES + 256 * 1024;

const tooLarge = () => new HttpError(413, 'Corpo da requisição grande demais.');

/** The request with its body cut at `limit` bytes: reading past it fails with a 413. */
function boundBody(request: Request, limit: number): Request {
  if (!request.body) return request;
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) throw tooLarge();
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request, { body: counted, duplex: 'half' } as RequestInit);
}

const expireTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

/**
 * The admin switches (reset, faults, hostile records, token expiry) change what every user
 * sees, so a page on another site must not reach them (docs/decisions/0840): a request that
 * comes from a browser on another origin is refused, and a body must be application/json,
 * so a cross-site form or text/plain POST (no preflight) cannot carry one. Node and curl
 * send no Origin; the app's own origins may call them from the page.
 */
function adminRefusal(request: Request, allowedOrigins: readonly string[]): HttpError | null {
  const origin = request.headers.get('Origin');
  const site = request.headers.get('Sec-Fetch-Site');
  const fromApp = origin !== null && allowedOrigins.includes(origin);
  if ((origin !== null || site === 'cross-site' || site === 'same-site') && !fromApp) {
    return new HttpError(403, 'As rotas /__sandbox não aceitam requisições de outra origem.');
  }
  const type = request.headers.get('Content-Type');
  // Over Node every POST has a body stream, empty or not: what it declares tells.
  const hasBody = Number(request.headers.get('Content-Length') ?? 0) > 0 || request.headers.has('Transfer-Encoding');
  if ((type !== null || hasBody) && mediaType(type) !== 'application/json') {
    return new HttpError(415, 'As rotas /__sandbox aceitam só corpos application/json.');
  }
  return null;
}

export function createSandboxApi(options: ApiOptions): SandboxApi {
  const seed = (profile: SeedProfile) =>
    seedStore(options.today ?? platformToday(), SEED, options.contractCount, undefined, profile);
  const stores = new CompanyStores(seed);
  const faults = new Faults();
  const limits = options.rateLimit ?? PLATFORM_RATE_LIMITS;
  const limiter = new RateLimiter(typeof limits === 'number' ? { perSecond: limits, perMinute: limits * 60 } : limits);

  // Access tokens whose lifetime the tests declared over (`/__sandbox/tokens/expire`).
  const expiredTokens = new Set<string>();
  const reset = () => {
    stores.reset();
    faults.clear();
    limiter.reset();
    expiredTokens.clear();
  };

  function corsHeaders(origin: string | null): Record<string, string> {
    if (!origin || !options.allowedOrigins.includes(origin)) return {};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      'Access-Control-Expose-Headers': 'Retry-After',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
  }

  /** The admin switches, for QA and the tests; closed to other sites (adminRefusal). */
  const adminRoutes: Route[] = [
    routeOf('POST', `${ADMIN_PREFIX}/reset`, () => {
      reset();
      return noContent();
    }),
    // A fresh second and minute, the data kept: for every company (a measurement's phases start
    // even), or with `?user=<e-mail>` for that account's companies only (a test's fresh browser).
    routeOf('POST', `${ADMIN_PREFIX}/rate-limit/reset`, ({ url }) => {
      const email = url.searchParams.get('user');
      if (email === null) limiter.reset();
      else {
        const account = findAccountByEmail(email);
        if (!account) return errorResponse(404, 'Usuário não encontrado.', {}, '');
        limiter.reset([...account.companies, account.id]);
      }
      return noContent();
    }),
    routeOf('POST', `${ADMIN_PREFIX}/faults`, async ({ request }) => {
      const fault = faults.add(validate(faultSchema, await readJson(request)));
      return json({ id: fault.id }, 201);
    }),
    // A held fault's requests answer now (`hold`); 404 for a fault that is not there.
    routeOf('POST', `${ADMIN_PREFIX}/faults/:id/release`, ({ params }) =>
      faults.release(Number(params.id)) ? noContent() : errorResponse(404, 'Falha não encontrada.', {}, ''),
    ),
    routeOf('GET', `${ADMIN_PREFIX}/faults/:id/held`, ({ params }) =>
      json({ held: faults.holding(Number(params.id)) }),
    ),
    routeOf('DELETE', `${ADMIN_PREFIX}/faults`, ({ url }) => {
      faults.clear(url.searchParams.get('user') ?? undefined);
      return noContent();
    }),
    routeOf('GET', `${ADMIN_PREFIX}/faults`, () =>
      json(faults.all().map(({ pattern: _p, queryPattern: _q, ...f }) => f)),
    ),
    // One access token's lifetime is over: the API answers it as it answers an expired token,
    // without a test waiting out the lifetime and the clock tolerance.
    routeOf('POST', `${ADMIN_PREFIX}/tokens/expire`, async ({ request }) => {
      const { token } = validate(expireTokenSchema, await readJson(request));
      expiredTokens.add(token);
      return noContent();
    }),
    // Hostile names and descriptions for the fault suite (seed-hostile.ts), in every store
    // with the tests' rows; idempotent, and the same ids in each.
    routeOf('POST', `${ADMIN_PREFIX}/hostile`, () => json(stores.fixtures().map(seedHostile)[0], 201)),
    routeOf('GET', `${ADMIN_PREFIX}/health`, () =>
      json({ ok: true, today: stores.demo.today, contratos: stores.demo.contracts.size }),
    ),
  ];

  async function admin(request: Request, url: URL): Promise<Response> {
    const refusal = adminRefusal(request, options.allowedOrigins);
    if (refusal) throw refusal;
    const match = matchRoute(adminRoutes, request.method, url.pathname);
    if (!match) return errorResponse(404, 'Rota do sandbox desconhecida.', {}, url.pathname);
    if ('allowed' in match)
      return errorResponse(405, 'Método não permitido.', { Allow: match.allowed.join(', ') }, url.pathname);
    const context = { request, url, params: match.params, store: stores.demo, userId: '', company: DEMO_COMPANY };
    return match.route.handler(context);
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith(ADMIN_PREFIX)) return admin(request, url);

    const auth = request.headers.get('Authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(auth)?.[1];
    if (!token)
      return errorResponse(
        401,
        'Credencial ausente: envie o token de acesso.',
        { 'WWW-Authenticate': 'Bearer' },
        url.pathname,
      );
    let userId: string;
    let empresaId: string | undefined;
    try {
      if (expiredTokens.has(token)) throw new Error('token expired');
      ({ sub: userId, empresaId } = await options.verifyToken(token));
    } catch (error) {
      // A valid token that is not this app's access token says why (an ID token, another client).
      const message = error instanceof TokenRejectedError ? error.message : 'Token de acesso inválido ou expirado.';
      return errorResponse(401, message, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }, url.pathname);
    }

    const access = companyOfToken(userId, empresaId);
    if (!access) return errorResponse(403, 'Acesso negado: o usuário não tem acesso a esta empresa.', {}, url.pathname);

    const account = findAccountById(userId);
    const fault = faults.take(request.method, url.pathname, [userId, account?.email ?? ''], url.search.slice(1));
    if (fault) await faults.wait(fault);
    if (fault?.status) {
      // A 429 fault carries Retry-After unless it is `null` (no platform source documents the header).
      const headers: Record<string, string> =
        fault.status === 429 && fault.retryAfter !== null ? { 'Retry-After': String(fault.retryAfter ?? 1) } : {};
      return errorResponse(
        fault.status,
        fault.error ?? `Falha simulada (${fault.status}).`,
        headers,
        url.pathname,
        fault.statusConta ? { status_conta: fault.statusConta } : {},
      );
    }

    const wait = request.headers.get(UNMETERED_HEADER) === '1' ? 0 : limiter.take(access.rateKey);
    if (wait) {
      return errorResponse(
        429,
        'Limite de requisições excedido: no máximo 20 por segundo e 500 por minuto por empresa.',
        { 'Retry-After': String(wait) },
        url.pathname,
      );
    }

    const match = matchRoute(routes, request.method, url.pathname);
    if (!match) return errorResponse(404, 'Recurso não encontrado.', {}, url.pathname);
    if ('allowed' in match)
      return errorResponse(405, 'Método não permitido.', { Allow: match.allowed.join(', ') }, url.pathname);
    const store = stores.of(access.company, access.dataset);
    return match.route.handler({ request, url, params: match.params, store, userId, company: access.company });
  }

  async function handle(request: Request): Promise<Response> {
    const origin = request.headers.get('Origin');
    const cors = corsHeaders(origin);
    const path = new URL(request.url).pathname;
    if (request.method === 'OPTIONS') {
      // A preflight for the admin switches passes for the app's origins only (the CORS
      // headers above are already empty for any other).
      const admin = path.startsWith(ADMIN_PREFIX);
      if (admin && !Object.keys(cors).length && origin !== null) {
        return errorResponse(403, 'As rotas /__sandbox não aceitam requisições de outra origem.', {}, path);
      }
      return new Response(null, { status: 204, headers: cors });
    }
    let response: Response;
    try {
      response = await route(boundBody(request, MAX_BODY_BYTES));
    } catch (error) {
      if (error instanceof HttpError) {
        response = errorResponse(error.status, error.message, error.headers, path);
      } else {
        if (process.env.SANDBOX_DEBUG) console.error(error);
        response = errorResponse(500, 'Erro interno do sandbox.', {}, path);
      }
    }
    for (const [k, v] of Object.entries(cors)) response.headers.set(k, v);
    return response;
  }

  return {
    handle,
    get store() {
      return stores.demo;
    },
    seeded: () => stores.seeded(),
    faults,
    reset,
    adminRoutes,
  };
}
