import type { Company } from '../companies';
import type * as z from 'zod/mini';
import { describeZodError } from '../../src/api/common.schema';
import '../../src/lib/zod-pt';
import { readAtMost } from '../../src/mediator/handler';
import type { SandboxStore } from './store';

/** Small routing and response helpers for the sandbox's fetch handler. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** HTTP reason phrases: the platform's `error` field carries only these. */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  return REASON_PHRASES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** The capture endpoints keep the `{ error }` body (docs/platform-contract.md; conta-azul-cli docs/referencia/captura.md). */
export const isCapturePath = (path: string): boolean => path === '/v1/captura' || path.startsWith('/v1/captura/');
/** The invoice endpoints answer `{ error }` too (conta-azul-cli docs/referencia/nota-fiscal.md). */
export const isInvoicePath = (path: string): boolean => /^\/v1\/notas-fiscais(-servico)?(\/|$)/.test(path);

/**
 * An error answer as the platform writes it. Outside capture the body is
 * `{ timestamp, status, error, message, path }`, `error` being only the reason phrase and
 * the Portuguese detail in `message` (conta-azul-cli docs/referencia/captura.md, observed
 * in production); the capture endpoints answer `{ error: message }` as published.
 */
export function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  path = '',
  extra: Record<string, unknown> = {},
): Response {
  if (isCapturePath(path) || isInvoicePath(path)) return json({ error: message, ...extra }, status, headers);
  const body = { timestamp: new Date().toISOString(), status, error: reasonPhrase(status), message, path, ...extra };
  return json(body, status, headers);
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  store: SandboxStore;
  /** The signed-in account's id (the access token's `sub`). */
  userId: string;
  /** The company the request is for (the token's; the demo company for the admin routes). */
  company: Company;
}

export type RouteHandler = (ctx: RouteContext) => Response | Promise<Response>;

export interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: RouteHandler;
}

/** `route('GET', '/v1/contratos/:id', fn)` */
export function route(method: string, path: string, handler: RouteHandler): Route {
  const keys: string[] = [];
  const source = path.replace(/:([a-zA-Z_]+)/g, (_m, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { method, pattern: new RegExp(`^${source}/?$`), keys, handler };
}

/** A path segment decoded; a malformed percent-encoding (`%E0%A4%A`) is the client's error. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Caminho com codificação percentual inválida.');
  }
}

export function matchRoute(
  routes: readonly Route[],
  method: string,
  pathname: string,
): { route: Route; params: Record<string, string> } | { allowed: string[] } | null {
  const allowed: string[] = [];
  for (const r of routes) {
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    if (r.method !== method) {
      allowed.push(r.method);
      continue;
    }
    const params: Record<string, string> = {};
    for (const [i, key] of r.keys.entries()) params[key] = decodePathSegment(m[i + 1] ?? '');
    return { route: r, params };
  }
  return allowed.length ? { allowed } : null;
}

/** Parses and validates with a shared schema; a violation is a 400 naming the field. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, describeZodError(result.error));
  return result.data;
}

/** The media type of a Content-Type header, lower-cased, without parameters ('' when absent). */
export function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Largest JSON body the API reads. */
export const MAX_JSON_BYTES = 1_000_000;

/**
 * The JSON body: `application/json` only (415 otherwise), never read past `maxBytes`
 * (413 as soon as the declared length or the bytes read pass it).
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  if (mediaType(request.headers.get('Content-Type')) !== 'application/json') {
    throw new HttpError(415, 'Envie o corpo como application/json.');
  }
  const tooLarge = () => new HttpError(413, 'Corpo da requisição grande demais.');
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) throw tooLarge();
  let bytes: Uint8Array | null;
  try {
    bytes = await readAtMost(request.body, maxBytes);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Não foi possível ler o corpo da requisição.');
  }
  if (bytes === null) throw tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'O corpo da requisição não é UTF-8 válido.');
  }
  if (!text.trim()) throw new HttpError(400, 'O corpo da requisição é obrigatório.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'O corpo da requisição não é um JSON válido.');
  }
}
