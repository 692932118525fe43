import { describe, expect, it } from 'vitest';
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
