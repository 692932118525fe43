import * as z from 'zod/mini';

/**
 * The runtime configuration, read from `/config.json` at start. One build serves every
 * environment: nothing environment-specific is compiled into the bundle.
 */

const absoluteUrl = z.string({ error: 'é obrigatório' }).check(
  z.refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'deve ser um endereço absoluto (http:// ou https://)'),
);

const path = z.string().check(z.regex(/^\/[^\s]*$/, 'deve ser um caminho começando com "/"'));

export const appConfigSchema = z.object({
  /** API base address: absolute (`https://api.exemplo.com`) or same-origin path (`/api`). */
  apiBaseUrl: z.union([absoluteUrl, path], { error: 'deve ser um endereço absoluto ou um caminho como /api' }),
  auth: z.object({
    /** The identity provider's base address (its discovery document lives under it). */
    authority: absoluteUrl,
    clientId: z.string({ error: 'é obrigatório' }).check(z.minLength(1, 'é obrigatório')),
    /** Space-separated; must include `openid`. */
    scope: z
      .string({ error: 'é obrigatório' })
      .check(z.refine((s) => s.split(/\s+/).includes('openid'), 'deve incluir "openid"')),
    redirectPath: z._default(path, '/auth/callback'),
    postLogoutRedirectPath: z._default(path, '/auth/signed-out'),
    /** A token-mediating endpoint in front of a provider that requires a client secret. */
    tokenEndpoint: z.optional(absoluteUrl),
    /** Endpoints to use instead of (or where there is no) discovery document. */
    metadata: z.optional(
      z.object({
        issuer: z.optional(z.string()),
        authorization_endpoint: z.optional(absoluteUrl),
        token_endpoint: z.optional(absoluteUrl),
        end_session_endpoint: z.optional(absoluteUrl),
        revocation_endpoint: z.optional(absoluteUrl),
        jwks_uri: z.optional(absoluteUrl),
        userinfo_endpoint: z.optional(absoluteUrl),
      }),
    ),
  }, { error: 'é obrigatório' }),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}

export function parseConfig(raw: unknown): AppConfig {
  const result = appConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(raiz)'}: ${i.message}`);
    throw new ConfigError('A configuração do aplicativo (config.json) é inválida.', problems);
  }
  return result.data;
}

/** Loads `config.json` next to index.html, always revalidated (never a stale deploy). */
export async function loadConfig(baseUrl: string, fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}config.json`, { cache: 'no-cache' });
  } catch {
    throw new ConfigError('Não foi possível carregar a configuração do aplicativo (config.json).');
  }
  if (!response.ok) {
    throw new ConfigError(`A configuração do aplicativo (config.json) não foi encontrada (HTTP ${response.status}).`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('A configuração do aplicativo (config.json) não é um JSON válido.');
  }
  return parseConfig(raw);
}
