/** Adds the client secret (HTTP Basic) to the app's token and revoke requests; the app never imports it. */

export interface MediatorOptions {
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  /** Exact origins the app is served from; no wildcard. */
  allowedOrigins: readonly string[];
  revocationEndpoint?: string;
  basePath?: string;
  maxBodyBytes?: number;
  upstreamTimeoutMs?: number;
  logger?: MediatorLogger;
  fetch?: typeof fetch;
}

/** Only these fields exist: none can carry a secret or a token. */
export interface MediatorLogEntry {
  level: 'info' | 'warn' | 'error';
  event: 'forwarded' | 'refused' | 'upstream_unreachable';
  method: string;
  path: string;
  origin?: string;
  endpoint?: string;
  grant_type?: string;
  status: number;
  error?: string;
  upstream_status?: number;
  duration_ms?: number;
}

export type MediatorLogger = (entry: MediatorLogEntry) => void;

export class MediatorConfigError extends Error {
  override readonly name = 'MediatorConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid token mediator configuration: ${problems.join('; ')}`);
  }
}

export const DEFAULT_MAX_BODY_BYTES = 8192;
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;
const MAX_UPSTREAM_BODY_BYTES = 256 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

const GRANTS = {
  authorization_code: { required: ['code', 'redirect_uri', 'code_verifier'], optional: ['client_id', 'resource'] },
  refresh_token: { required: ['refresh_token'], optional: ['client_id', 'scope', 'resource'] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;
type Grant = keyof typeof GRANTS;

const REVOKE = { required: ['token'], optional: ['token_type_hint', 'client_id'] } as const;
const TOKEN_TYPE_HINTS = ['refresh_token', 'access_token'];
const CLIENT_AUTH_PARAMS = ['client_secret', 'client_assertion', 'client_assertion_type'];
/** RFC 8707 allows `resource` more than once; every other parameter appears at most once. */
const REPEATABLE = new Set(['resource']);

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function isExactOrigin(origin: string): boolean {
  try {
    return new URL(origin).origin === origin;
  } catch {
    return false;
  }
}

/** Problems by field name; values are never echoed, one of them is the secret. */
export function validateMediatorOptions(options: MediatorOptions): string[] {
  const problems: string[] = [];
  const endpoint = (name: string, value: string | undefined, required: boolean) => {
    if (!value) {
      if (required) problems.push(`${name} is required`);
      return;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${name} must be an absolute URL`);
      return;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
      problems.push(`${name} must use https (http only on localhost)`);
    }
  };
  endpoint('tokenEndpoint', options.tokenEndpoint, true);
  endpoint('revocationEndpoint', options.revocationEndpoint, false);
  if (!options.clientId) problems.push('clientId is required');
  if (!options.clientSecret) problems.push('clientSecret is required');
  if (!options.allowedOrigins.length) problems.push('allowedOrigins needs at least one origin');
  for (const origin of options.allowedOrigins) {
    if (!isExactOrigin(origin))
      problems.push(`allowedOrigins: "${origin}" is not an exact origin like https://app.example.com`);
  }
  if (options.basePath && !/^\/[^\s?#]*[^/\s?#]$/.test(options.basePath)) {
    problems.push('basePath must start with "/" and not end with "/"');
  }
  for (const [name, value] of [
    ['maxBodyBytes', options.maxBodyBytes],
    ['upstreamTimeoutMs', options.upstreamTimeoutMs],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value > 0))
      problems.push(`${name} must be a positive integer`);
  }
  return problems;
}

export function basicAuthorization(clientId: string, clientSecret: string): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

const consoleLogger: MediatorLogger = (entry) => {
  const line = JSON.stringify({ service: 'token-mediator', ...entry });
  if (entry.level === 'error') console.error(line);
  else if (entry.level === 'warn') console.warn(line);
  else console.info(line);
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

/** The bytes, or null as soon as there are more than `limit`; a stalled stream rejects when `signal` aborts. */
export async function readAtMost(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  signal?: AbortSignal,
): Promise<Uint8Array | null> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  let onAbort = () => undefined as void;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal?.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await (signal ? Promise.race([reader.read(), aborted]) : reader.read());
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Reads at most `limit` bytes, whatever Content-Length says. */
async function readBody(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new Refusal(413, 'invalid_request', `The request body is larger than ${limit} bytes.`);
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limit) throw tooLarge();
  let bytes: Uint8Array | null;
  try {
    bytes = await readAtMost(request.body, limit);
  } catch {
    throw new Refusal(400, 'invalid_request', 'The request body could not be read.');
  }
  if (bytes === null) throw tooLarge();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal(400, 'invalid_request', 'The request body is not valid UTF-8.');
  }
}

function isJson(contentType: string | null, bytes: Uint8Array): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) return false;
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}

function upstreamErrorCode(bytes: Uint8Array): string | undefined {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { error?: unknown };
    return typeof parsed.error === 'string' && /^[a-z_]{1,64}$/.test(parsed.error) ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps only the endpoint's parameters; `client_id` is always the configured one. */
function upstreamForm(
  form: URLSearchParams,
  spec: { required: readonly string[]; optional: readonly string[] },
  clientId: string,
  first: [string, string] | null,
): URLSearchParams {
  const allowed = new Set<string>([...spec.required, ...spec.optional]);
  const seen = new Map<string, number>();
  for (const [key] of form) seen.set(key, (seen.get(key) ?? 0) + 1);
  for (const [key, count] of seen) {
    if (CLIENT_AUTH_PARAMS.includes(key)) {
      throw new Refusal(
        400,
        'invalid_request',
        `Parameter "${key}" is not accepted: the mediator authenticates the client.`,
      );
    }
    if (key === first?.[0]) continue;
    if (!allowed.has(key)) throw new Refusal(400, 'invalid_request', `Parameter "${key}" is not accepted.`);
    if (count > 1 && !REPEATABLE.has(key)) throw new Refusal(400, 'invalid_request', `Parameter "${key}" is repeated.`);
  }
  for (const key of spec.required) {
    if (!form.get(key)) throw new Refusal(400, 'invalid_request', `Parameter "${key}" is missing.`);
  }
  const sent = form.get('client_id');
  if (sent !== null && sent !== clientId) {
    throw new Refusal(400, 'invalid_request', 'Parameter "client_id" does not match the client this endpoint serves.');
  }
  const out = new URLSearchParams();
  if (first) out.set(first[0], first[1]);
  for (const key of [...spec.required, ...spec.optional]) {
    if (key === 'client_id') continue;
    for (const value of form.getAll(key)) out.append(key, value);
  }
  out.set('client_id', clientId);
  return out;
}

export function createMediator(options: MediatorOptions): (request: Request) => Promise<Response> {
  const problems = validateMediatorOptions(options);
  if (problems.length) throw new MediatorConfigError(problems);

  const base = options.basePath ?? '';
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const timeoutMs = options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const log = options.logger ?? consoleLogger;
  const upstreamFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const authorization = basicAuthorization(options.clientId, options.clientSecret);
  const origins = new Set(options.allowedOrigins);
  const endpoints: Record<string, { name: 'token' | 'revoke'; url: string }> = {
    [`${base}/token`]: { name: 'token', url: options.tokenEndpoint },
    ...(options.revocationEndpoint
      ? { [`${base}/revoke`]: { name: 'revoke' as const, url: options.revocationEndpoint } }
      : {}),
  };

  return async function mediate(request: Request): Promise<Response> {
    const started = Date.now();
    const url = new URL(request.url);
    const originHeader = request.headers.get('Origin');
    const origin = originHeader !== null && origins.has(originHeader) ? originHeader : null;
    const endpoint = endpoints[url.pathname];
    const entry: Omit<MediatorLogEntry, 'level' | 'event' | 'status'> = {
      method: request.method,
      path: url.pathname,
      ...(originHeader !== null ? { origin: originHeader.slice(0, 200) } : {}),
      ...(endpoint ? { endpoint: endpoint.name } : {}),
    };

    const headers = (extra: Record<string, string> = {}): Headers => {
      const h = new Headers({
        'Cache-Control': 'no-store',
        Pragma: 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        // Nothing it answers is a document: if one is ever opened, it runs and frames nothing.
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        Vary: 'Origin',
        ...extra,
      });
      if (origin) h.set('Access-Control-Allow-Origin', origin);
      return h;
    };
    const refuse = (refusal: Refusal): Response => {
      log({
        level: refusal.status >= 500 ? 'error' : 'warn',
        event: 'refused',
        ...entry,
        status: refusal.status,
        error: refusal.error,
        duration_ms: Date.now() - started,
      });
      return new Response(JSON.stringify({ error: refusal.error, error_description: refusal.description }), {
        status: refusal.status,
        headers: headers({ 'Content-Type': 'application/json; charset=utf-8', ...refusal.headers }),
      });
    };

    try {
      if (!endpoint) throw new Refusal(404, 'invalid_request', 'Unknown path.');

      if (request.method === 'OPTIONS') {
        if (!origin) throw new Refusal(403, 'access_denied', 'Origin not allowed.');
        return new Response(null, {
          status: 204,
          headers: headers({
            'Access-Control-Allow-Methods': 'POST',
            'Access-Control-Allow-Headers': 'Content-Type, Accept',
            'Access-Control-Max-Age': '600',
            Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
          }),
        });
      }
      if (request.method !== 'POST') {
        throw new Refusal(405, 'invalid_request', 'Only POST is accepted.', { Allow: 'POST, OPTIONS' });
      }
      if (!origin) throw new Refusal(403, 'access_denied', 'Origin not allowed.');

      const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (mediaType !== FORM_TYPE) {
        throw new Refusal(415, 'invalid_request', `The body must be ${FORM_TYPE}.`);
      }
      const form = new URLSearchParams(await readBody(request, maxBody));

      let body: URLSearchParams;
      if (endpoint.name === 'token') {
        const grantType = form.get('grant_type');
        if (!grantType) throw new Refusal(400, 'invalid_request', 'Parameter "grant_type" is missing.');
        if (!Object.hasOwn(GRANTS, grantType)) {
          throw new Refusal(
            400,
            'unsupported_grant_type',
            'Only the authorization_code and refresh_token grants are accepted.',
          );
        }
        entry.grant_type = grantType;
        if (form.getAll('grant_type').length > 1)
          throw new Refusal(400, 'invalid_request', 'Parameter "grant_type" is repeated.');
        body = upstreamForm(form, GRANTS[grantType as Grant], options.clientId, ['grant_type', grantType]);
        const redirectUri = body.get('redirect_uri');
        if (redirectUri !== null) {
          if (!origins.has(originOf(redirectUri))) {
            throw new Refusal(400, 'invalid_request', 'Parameter "redirect_uri" is not on an allowed origin.');
          }
        }
      } else {
        body = upstreamForm(form, REVOKE, options.clientId, null);
        const hint = body.get('token_type_hint');
        if (hint !== null && !TOKEN_TYPE_HINTS.includes(hint)) {
          throw new Refusal(400, 'unsupported_token_type', 'token_type_hint must be refresh_token or access_token.');
        }
      }

      // One deadline for the whole answer: a provider may stall after its headers.
      const deadline = AbortSignal.timeout(timeoutMs);
      let upstream: Response;
      let relayed: Uint8Array | null;
      try {
        upstream = await upstreamFetch(endpoint.url, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': FORM_TYPE, Accept: 'application/json' },
          body,
          redirect: 'manual',
          signal: deadline,
        });
        relayed = await readAtMost(upstream.body, MAX_UPSTREAM_BODY_BYTES, deadline);
      } catch (error) {
        const timedOut = deadline.aborted || (error instanceof Error && error.name === 'TimeoutError');
        log({
          level: 'error',
          event: 'upstream_unreachable',
          ...entry,
          status: timedOut ? 504 : 502,
          error: 'temporarily_unavailable',
          duration_ms: Date.now() - started,
        });
        return new Response(
          JSON.stringify({
            error: 'temporarily_unavailable',
            error_description: timedOut
              ? 'The identity provider did not answer in time.'
              : 'The identity provider could not be reached.',
          }),
          { status: timedOut ? 504 : 502, headers: headers({ 'Content-Type': 'application/json; charset=utf-8' }) },
        );
      }

      // Only JSON (or nothing) is relayed: a provider's or proxy's HTML never reaches the browser from this origin.
      const contentType = upstream.headers.get('Content-Type');
      if (
        relayed === null ||
        (upstream.status >= 300 && upstream.status < 400) ||
        (relayed.byteLength && !isJson(contentType, relayed))
      ) {
        const failing = upstream.status >= 500;
        const status = upstream.status === 503 || upstream.status === 504 ? upstream.status : 502;
        const error = failing ? 'temporarily_unavailable' : 'server_error';
        log({
          level: 'error',
          event: 'upstream_unreachable',
          ...entry,
          status,
          upstream_status: upstream.status,
          error,
          duration_ms: Date.now() - started,
        });
        return new Response(
          JSON.stringify({ error, error_description: 'Unexpected answer from the identity provider.' }),
          {
            status,
            headers: headers({ 'Content-Type': 'application/json; charset=utf-8' }),
          },
        );
      }
      const upstreamError = upstream.ok ? undefined : upstreamErrorCode(relayed);
      log({
        level: upstream.ok ? 'info' : upstream.status === 401 || upstream.status >= 500 ? 'error' : 'warn',
        event: 'forwarded',
        ...entry,
        status: upstream.status,
        upstream_status: upstream.status,
        ...(upstreamError ? { error: upstreamError } : {}),
        duration_ms: Date.now() - started,
      });
      // Other provider headers (cookies, a WWW-Authenticate that makes a browser prompt) stay here.
      return new Response(relayed.byteLength ? (relayed as BodyInit) : null, {
        status: upstream.status,
        headers: headers(contentType ? { 'Content-Type': contentType } : {}),
      });
    } catch (error) {
      if (error instanceof Refusal) return refuse(error);
      log({
        level: 'error',
        event: 'refused',
        ...entry,
        status: 500,
        error: 'server_error',
        duration_ms: Date.now() - started,
      });
      return new Response(JSON.stringify({ error: 'server_error', error_description: 'Internal error.' }), {
        status: 500,
        headers: headers({ 'Content-Type': 'application/json; charset=utf-8' }),
      });
    }
  };
}
