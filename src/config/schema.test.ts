import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ConfigError, loadConfig, parseConfig } from './schema';

const valid = {
  apiBaseUrl: 'http://localhost:4010',
  auth: { authority: 'http://localhost:4011', clientId: 'contratos-web', scope: 'openid profile x' },
};

describe('runtime config', () => {
  it('accepts an absolute or same-origin API address and fills the default paths', () => {
    expect(parseConfig(valid).auth.redirectPath).toBe('/auth/callback');
    expect(parseConfig(valid).auth.postLogoutRedirectPath).toBe('/auth/signed-out');
    expect(parseConfig({ ...valid, apiBaseUrl: '/api' }).apiBaseUrl).toBe('/api');
  });

  it.each([
    ['apiBaseUrl', { ...valid, apiBaseUrl: 'api.example.com' }],
    ['auth.authority', { ...valid, auth: { ...valid.auth, authority: 'ftp://x' } }],
    ['auth.clientId', { ...valid, auth: { ...valid.auth, clientId: '' } }],
    ['auth.scope', { ...valid, auth: { ...valid.auth, scope: 'profile' } }],
    ['auth.tokenEndpoint', { ...valid, auth: { ...valid.auth, tokenEndpoint: 'token' } }],
    ['auth', { apiBaseUrl: '/api' }],
  ])('refuses a bad %s with a readable problem', (field, raw) => {
    try {
      parseConfig(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.some((p) => p.startsWith(`${field}:`))).toBe(true);
    }
  });

  it("describes a bad config in Portuguese on the first screen, which does not carry the forms' messages", async () => {
    // As the first screen starts: no error map yet, and no module has loaded it.
    z.config({ customError: undefined });
    vi.resetModules();
    const { loadConfig: load } = await import('./schema');
    const bad = { ...valid, auth: { ...valid.auth, metadata: { issuer: 5 } } };
    const answer = (async () => new Response(JSON.stringify(bad))) as typeof fetch;
    await expect(load('/', answer)).rejects.toMatchObject({ problems: ['auth.metadata.issuer: Valor inválido.'] });
  });

  it('explains a missing or malformed config.json', async () => {
    const missing = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    await expect(loadConfig('/', missing)).rejects.toThrow('não foi encontrada (HTTP 404)');
    const garbage = (async () => new Response('{oops', { status: 200 })) as typeof fetch;
    await expect(loadConfig('/', garbage)).rejects.toThrow('não é um JSON válido');
    const ok = (async (url: string) => {
      expect(url).toBe('/admin/config.json');
      return Response.json(valid);
    }) as unknown as typeof fetch;
    await expect(loadConfig('/admin/', ok)).resolves.toMatchObject({ apiBaseUrl: 'http://localhost:4010' });
  });
});

function problemsOf(raw: unknown): string[] {
  try {
    parseConfig(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}

describe('a provider without discovery document (AWS Cognito behind a custom domain)', () => {
  const metadata = {
    authorization_endpoint: 'https://auth.exemplo.com/oauth2/authorize',
    token_endpoint: 'https://mediador.exemplo.com/token',
    end_session_endpoint: 'https://auth.exemplo.com/logout',
  };
  const cognito = (auth: Record<string, unknown>) => ({ ...valid, auth: { ...valid.auth, discovery: false, ...auth } });

  it('defaults to discovery and OpenID sign-out', () => {
    expect(parseConfig(valid).auth).toMatchObject({ discovery: true, logout: 'oidc' });
  });

  it('accepts every endpoint listed, the token endpoint under metadata or as tokenEndpoint', () => {
    expect(parseConfig(cognito({ metadata, logout: 'cognito' })).auth).toMatchObject({
      discovery: false,
      logout: 'cognito',
      metadata,
    });
    const { token_endpoint: _t, ...rest } = metadata;
    expect(
      parseConfig(cognito({ metadata: rest, tokenEndpoint: 'https://mediador.exemplo.com/token' })).auth.discovery,
    ).toBe(false);
  });

  it('names each missing endpoint of an incomplete metadata', () => {
    expect(problemsOf(cognito({}))).toEqual([
      'auth.metadata.authorization_endpoint: é obrigatório quando "discovery" é false (o provedor não tem documento de descoberta)',
      'auth.metadata.token_endpoint: é obrigatório quando "discovery" é false (o provedor não tem documento de descoberta) (ou auth.tokenEndpoint)',
      'auth.metadata.end_session_endpoint: é obrigatório quando "discovery" é false (o provedor não tem documento de descoberta)',
    ]);
    const { end_session_endpoint: _e, ...withoutLogout } = metadata;
    expect(problemsOf(cognito({ metadata: withoutLogout }))).toEqual([
      expect.stringMatching(/^auth\.metadata\.end_session_endpoint: é obrigatório/),
    ]);
  });

  it('refuses an unknown sign-out style and a discovery that is not a boolean', () => {
    expect(problemsOf({ ...valid, auth: { ...valid.auth, logout: 'saml' } })).toEqual([
      'auth.logout: deve ser "oidc" ou "cognito"',
    ]);
    expect(problemsOf({ ...valid, auth: { ...valid.auth, discovery: 'no' } })).toEqual([
      'auth.discovery: deve ser true ou false',
    ]);
  });

  it('the real-platform preset (docs/config.real-platform.json) is valid and docs/deployment.md shows it as it is', () => {
    const file = readFileSync('docs/config.real-platform.json', 'utf8');
    const preset = parseConfig(JSON.parse(file));
    expect(preset.auth).toMatchObject({
      discovery: false,
      logout: 'cognito',
      scope: 'openid profile aws.cognito.signin.user.admin',
    });
    expect(Object.keys(preset.auth.metadata ?? {}).sort()).toEqual([
      'authorization_endpoint',
      'end_session_endpoint',
      'revocation_endpoint',
      'token_endpoint',
    ]);
    const page = readFileSync('docs/deployment.md', 'utf8');
    expect(page).toContain(`\`\`\`json\n${file.trim()}\n\`\`\``);
  });
});
