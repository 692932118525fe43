import { MediatorConfigError, validateMediatorOptions, type MediatorOptions } from './handler';
import { DEFAULT_NODE_LIMITS, type NodeLimits } from './limits';

/**
 * The mediator's options from its environment (Node's `process.env`, a Worker's `env`,
 * `Deno.env.toObject()`):
 *
 *   MEDIATOR_TOKEN_ENDPOINT       the provider's token endpoint (required)
 *   MEDIATOR_CLIENT_ID            the confidential client's id (required)
 *   MEDIATOR_CLIENT_SECRET        its secret (required; a secret binding on edge runtimes)
 *   MEDIATOR_ALLOWED_ORIGINS      the app's origins, comma-separated (required)
 *   MEDIATOR_REVOCATION_ENDPOINT  the provider's revocation endpoint (enables /revoke)
 *   MEDIATOR_BASE_PATH            path prefix, e.g. /oauth (default none: /token, /revoke)
 *   MEDIATOR_MAX_BODY_BYTES       largest request body (default 8192)
 *   MEDIATOR_TIMEOUT_MS           how long to wait for the provider (default 10000)
 *
 * The Node entry (node.ts) also reads, with `nodeLimitsFromEnv`:
 *   MEDIATOR_REQUEST_TIMEOUT_MS   the whole request must arrive within (default 10000)
 *   MEDIATOR_HEADERS_TIMEOUT_MS   its headers within (default 5000; at most the former)
 *   MEDIATOR_MAX_CONNECTIONS      open connections at most; more are closed (default 256)
 */
export const MEDIATOR_ENV = {
  tokenEndpoint: 'MEDIATOR_TOKEN_ENDPOINT',
  clientId: 'MEDIATOR_CLIENT_ID',
  clientSecret: 'MEDIATOR_CLIENT_SECRET',
  allowedOrigins: 'MEDIATOR_ALLOWED_ORIGINS',
  revocationEndpoint: 'MEDIATOR_REVOCATION_ENDPOINT',
  basePath: 'MEDIATOR_BASE_PATH',
  maxBodyBytes: 'MEDIATOR_MAX_BODY_BYTES',
  upstreamTimeoutMs: 'MEDIATOR_TIMEOUT_MS',
} as const;

type Env = Readonly<Record<string, unknown>>;

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function integer(env: Env, name: string, problems: string[]): number | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) problems.push(`${name} must be a positive integer`);
  return parsed;
}

/** Throws MediatorConfigError naming every missing or invalid variable (never a value). */
export function mediatorOptionsFromEnv(env: Env): MediatorOptions {
  const problems: string[] = [];
  const origins = (text(env, MEDIATOR_ENV.allowedOrigins) ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const options: MediatorOptions = {
    tokenEndpoint: text(env, MEDIATOR_ENV.tokenEndpoint) ?? '',
    clientId: text(env, MEDIATOR_ENV.clientId) ?? '',
    // The secret is taken as is (not trimmed): it is compared byte for byte upstream.
    clientSecret: typeof env[MEDIATOR_ENV.clientSecret] === 'string' ? (env[MEDIATOR_ENV.clientSecret] as string) : '',
    allowedOrigins: origins,
  };
  const revocation = text(env, MEDIATOR_ENV.revocationEndpoint);
  if (revocation) options.revocationEndpoint = revocation;
  const basePath = text(env, MEDIATOR_ENV.basePath);
  if (basePath) options.basePath = basePath;
  const maxBody = integer(env, MEDIATOR_ENV.maxBodyBytes, problems);
  if (maxBody !== undefined) options.maxBodyBytes = maxBody;
  const timeout = integer(env, MEDIATOR_ENV.upstreamTimeoutMs, problems);
  if (timeout !== undefined) options.upstreamTimeoutMs = timeout;

  // Name the variables, not the option fields, in what the operator reads.
  const byField = MEDIATOR_ENV as Record<string, string>;
  for (const problem of validateMediatorOptions(options)) {
    const field = problem.split(/[\s:]/)[0] ?? '';
    const variable = byField[field];
    if (variable && !problems.some((p) => p.startsWith(variable)))
      problems.push(variable + problem.slice(field.length));
  }
  if (problems.length) throw new MediatorConfigError(problems);
  return options;
}

/** The Node entry's deadlines and connection cap; throws MediatorConfigError naming the variable. */
export function nodeLimitsFromEnv(env: Env): NodeLimits {
  const problems: string[] = [];
  const limits: NodeLimits = {};
  const requestTimeoutMs = integer(env, 'MEDIATOR_REQUEST_TIMEOUT_MS', problems);
  const headersTimeoutMs = integer(env, 'MEDIATOR_HEADERS_TIMEOUT_MS', problems);
  const maxConnections = integer(env, 'MEDIATOR_MAX_CONNECTIONS', problems);
  if (requestTimeoutMs !== undefined) limits.requestTimeoutMs = requestTimeoutMs;
  if (headersTimeoutMs !== undefined) limits.headersTimeoutMs = headersTimeoutMs;
  if (maxConnections !== undefined) limits.maxConnections = maxConnections;
  if (
    !problems.length &&
    headersTimeoutMs !== undefined &&
    headersTimeoutMs > (requestTimeoutMs ?? DEFAULT_NODE_LIMITS.requestTimeoutMs)
  ) {
    problems.push('MEDIATOR_HEADERS_TIMEOUT_MS must not exceed MEDIATOR_REQUEST_TIMEOUT_MS');
  }
  if (problems.length) throw new MediatorConfigError(problems);
  return limits;
}
