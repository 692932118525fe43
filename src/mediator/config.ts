import { MediatorConfigError, validateMediatorOptions, type MediatorOptions } from './handler';
import { DEFAULT_NODE_LIMITS, type NodeLimits } from './limits';

/** The mediator's options from Node's, a Worker's or Deno's environment (variables: docs/token-mediator.md). */
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

/** Names every missing or invalid variable, never a value. */
export function mediatorOptionsFromEnv(env: Env): MediatorOptions {
  const problems: string[] = [];
  const origins = (text(env, MEDIATOR_ENV.allowedOrigins) ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const options: MediatorOptions = {
    tokenEndpoint: text(env, MEDIATOR_ENV.tokenEndpoint) ?? '',
    clientId: text(env, MEDIATOR_ENV.clientId) ?? '',
    // The secret is taken as is, not trimmed: it is compared byte for byte upstream.
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
