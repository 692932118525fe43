import { findAccountById } from '../idp/accounts';
import type { TokenVerifier } from './auth';
import { faultSchema, Faults } from './faults';
import { errorResponse, HttpError, json, matchRoute, noContent, readJson, validate, type Route } from './http';
import { RateLimiter } from './rate-limit';
import { captureRoutes } from './routes/capture';
import { contractRoutes } from './routes/contracts';
import { quoteRoutes } from './routes/quotes';
import { referenceRoutes } from './routes/reference';
import { salesRoutes } from './routes/sales';
import { receivableRoutes } from './routes/receivables';
import { platformToday, SEED, seedStore } from './seed';
import { seedHostile } from './seed-hostile';
import type { SandboxStore } from './store';

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
  /** Requests per second per account (default 10, the platform's). */
  rateLimit?: number;
  /** How many contracts the seed makes (default `CONTRACT_COUNT`). */
  contractCount?: number;
}

export interface SandboxApi {
  handle: (request: Request) => Promise<Response>;
  readonly store: SandboxStore;
  faults: Faults;
  reset: () => void;
}

export const routes: Route[] = [
  ...contractRoutes,
  ...referenceRoutes,
  // After the reference routes: `/v1/venda/vendedores` is not a sale id.
  ...salesRoutes,
  ...quoteRoutes,
  ...receivableRoutes,
  ...captureRoutes,
];

const ADMIN_PREFIX = '/__sandbox';

export function createSandboxApi(options: ApiOptions): SandboxApi {
  const seed = () => seedStore(options.today ?? platformToday(), SEED, options.contractCount);
  let store = seed();
  const faults = new Faults();
  const limiter = new RateLimiter(options.rateLimit ?? 10);

  const reset = () => {
    store = seed();
    faults.clear();
    limiter.reset();
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

  async function admin(request: Request, path: string): Promise<Response> {
    if (path === '/reset' && request.method === 'POST') {
      reset();
      return noContent();
    }
    if (path === '/faults' && request.method === 'POST') {
      const fault = faults.add(validate(faultSchema, await readJson(request)));
      return json({ id: fault.id }, 201);
    }
    if (path === '/faults' && request.method === 'DELETE') {
      faults.clear(new URL(request.url).searchParams.get('user') ?? undefined);
      return noContent();
    }
    if (path === '/faults' && request.method === 'GET') {
      return json(faults.all().map(({ pattern: _p, ...f }) => f));
    }
    // Hostile names and descriptions for the fault suite (seed-hostile.ts); idempotent.
    if (path === '/hostile' && request.method === 'POST') return json(seedHostile(store), 201);
    if (path === '/health') return json({ ok: true, today: store.today, contratos: store.contracts.size });
    return errorResponse(404, 'Rota do sandbox desconhecida.', {}, `${ADMIN_PREFIX}${path}`);
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith(ADMIN_PREFIX)) return admin(request, url.pathname.slice(ADMIN_PREFIX.length));

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
    try {
      userId = (await options.verifyToken(token)).sub;
    } catch {
      return errorResponse(
        401,
        'Token de acesso inválido ou expirado.',
        { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
        url.pathname,
      );
    }

    const account = findAccountById(userId);
    const fault = faults.take(request.method, url.pathname, [userId, account?.email ?? '']);
    if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault?.status) {
      const headers: Record<string, string> =
        fault.status === 429 ? { 'Retry-After': String(fault.retryAfter ?? 1) } : {};
      return errorResponse(fault.status, fault.error ?? `Falha simulada (${fault.status}).`, headers, url.pathname);
    }

    const wait = limiter.take(userId);
    if (wait) {
      return errorResponse(
        429,
        'Limite de requisições excedido: no máximo 10 por segundo.',
        { 'Retry-After': String(wait) },
        url.pathname,
      );
    }

    const match = matchRoute(routes, request.method, url.pathname);
    if (!match) return errorResponse(404, 'Recurso não encontrado.', {}, url.pathname);
    if ('allowed' in match)
      return errorResponse(405, 'Método não permitido.', { Allow: match.allowed.join(', ') }, url.pathname);
    return match.route.handler({ request, url, params: match.params, store, userId });
  }

  async function handle(request: Request): Promise<Response> {
    const origin = request.headers.get('Origin');
    const cors = corsHeaders(origin);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    let response: Response;
    const path = new URL(request.url).pathname;
    try {
      response = await route(request);
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
      return store;
    },
    faults,
    reset,
  };
}
