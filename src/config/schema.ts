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

/**
 * Endpoints the app needs when the provider has no discovery document (`discovery: false`,
 * as AWS Cognito behind a custom domain): sign-in, token (or `tokenEndpoint`) and sign-out.
 * Revocation is optional (without it sign-out skips revoking the refresh token); the key set
 * and userinfo are never read by the app.
 */
const REQUIRED_WITHOUT_DISCOVERY = ['authorization_endpoint', 'token_endpoint', 'end_session_endpoint'] as const;

const authSchema = z
  .object(
    {
      /**
       * The identity provider's base address. Its discovery document lives under it, unless
       * `discovery` is false; it also names the session's storage key.
       */
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
      /**
       * Whether to read the provider's discovery document (`<authority>/.well-known/openid-configuration`).
       * `false` where there is none: `metadata` then lists every endpoint (checked here).
       */
      discovery: z._default(z.boolean({ error: 'deve ser true ou false' }), true),
      /**
       * How sign-out reaches the provider: `oidc`, OpenID RP-initiated logout at the end-session
       * endpoint (`id_token_hint`, `post_logout_redirect_uri`); `cognito`, AWS Cognito's `/logout`
       * (`client_id`, `logout_uri`).
       */
      logout: z._default(z.enum(['oidc', 'cognito'], { error: 'deve ser "oidc" ou "cognito"' }), 'oidc'),
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
    },
    { error: 'é obrigatório' },
  )
  .check(
    z.superRefine((auth, ctx) => {
      if (auth.discovery) return;
      for (const key of REQUIRED_WITHOUT_DISCOVERY) {
        const given =
          key === 'token_endpoint' ? (auth.metadata?.token_endpoint ?? auth.tokenEndpoint) : auth.metadata?.[key];
        if (given) continue;
        ctx.issues.push({
          code: 'custom',
          path: ['metadata', key],
          input: auth.metadata?.[key],
          message: `é obrigatório quando "discovery" é false (o provedor não tem documento de descoberta)${
            key === 'token_endpoint' ? ' (ou auth.tokenEndpoint)' : ''
          }`,
        });
      }
    }),
  );

export const appConfigSchema = z.object({
  /** API base address: absolute (`https://api.exemplo.com`) or same-origin path (`/api`). */
  apiBaseUrl: z.union([absoluteUrl, path], { error: 'deve ser um endereço absoluto ou um caminho como /api' }),
  auth: authSchema,
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
