import { describe, expect, it, vi } from 'vitest';
import { apiErrorFrom, buildUrl, configureHttp, currentAccessToken, renewAfterUnauthorized } from './http';

describe('http helpers for other transports', () => {
  it('exposes the current token and the base URL', () => {
    configureHttp({
      baseUrl: 'https://api.test/',
      getAccessToken: () => 'tok',
      renewAccessToken: async () => null,
      onSessionExpired: () => undefined,
    });
    expect(currentAccessToken()).toBe('tok');
    expect(buildUrl('/v1/captura/documentos')).toBe('https://api.test/v1/captura/documentos');
  });

  it('maps a status and body to the same ApiError as request()', () => {
    const withMessage = apiErrorFrom(415, { error: 'arquivo: tipo não suportado.' });
    expect(withMessage).toMatchObject({ status: 415, message: 'arquivo: tipo não suportado.' });
    expect(apiErrorFrom(500, undefined).message).toBe('Erro interno no servidor. Tente novamente.');
  });

  it('renews after a 401, and ends the session when renewal fails', async () => {
    const onSessionExpired = vi.fn();
    configureHttp({
      baseUrl: '/api',
      getAccessToken: () => 'old',
      renewAccessToken: async () => 'new',
      onSessionExpired,
    });
    expect(await renewAfterUnauthorized('old')).toBe('new');
    expect(onSessionExpired).not.toHaveBeenCalled();
    configureHttp({
      baseUrl: '/api',
      getAccessToken: () => 'old',
      renewAccessToken: async () => null,
      onSessionExpired,
    });
    expect(await renewAfterUnauthorized('old')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});
