import * as z from 'zod/mini';

/** The runtime configuration from `/config.json`: one build serves every environment (docs/configuration.md). */

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

/** Endpoints needed without a discovery document; revocation is optional, the key set and userinfo are never read. */
const REQUIRED_WITHOUT_DISCOVERY = ['authorization_endpoint', 'token_endpoint', 'end_session_endpoint'] as const;

const authSchema = z
  .object(
    {
      authority: absoluteUrl,
      clientId: z.string({ error: 'é obrigatório' }).check(z.minLength(1, 'é obrigatório')),
      scope: z
        .string({ error: 'é obrigatório' })
        .check(z.refine((s) => s.split(/\s+/).includes('openid'), 'deve incluir "openid"')),
      redirectPath: z._default(path, '/auth/callback'),
      postLogoutRedirectPath: z._default(path, '/auth/signed-out'),
      tokenEndpoint: z.optional(absoluteUrl),
      discovery: z._default(z.boolean({ error: 'deve ser true ou false' }), true),
      /** `cognito`: AWS Cognito's `/logout` with `client_id` and `logout_uri` instead of OpenID RP-initiated logout. */
      logout: z._default(z.enum(['oidc', 'cognito'], { error: 'deve ser "oidc" ou "cognito"' }), 'oidc'),
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

/** Always revalidated, so a deploy is never read stale. */
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
  try {
    return parseConfig(raw);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Said again with the Portuguese messages, which the first screen does not carry (decision 0002).
    await import('../lib/zod-pt');
    return parseConfig(raw);
  }
}
