import { describe, expect, it } from 'vitest';
import { PRESET_PLACEHOLDERS, presetFor, readPreset } from './real-platform-preset';

describe('the real-platform preset pointed at other addresses', () => {
  const addresses = {
    signIn: 'http://localhost:4011',
    api: 'http://localhost:4010',
    mediator: 'http://localhost:4013',
    clientId: 'cliente-local',
  };

  it('replaces every placeholder origin and the client id, and nothing else', () => {
    const preset = readPreset() as { auth: Record<string, unknown> };
    const filled = presetFor(addresses) as {
      apiBaseUrl: string;
      auth: Record<string, unknown> & { metadata: Record<string, string> };
    };
    expect(filled.apiBaseUrl).toBe('http://localhost:4010');
    expect(filled.auth.authority).toBe('http://localhost:4011');
    expect(filled.auth.clientId).toBe('cliente-local');
    expect(filled.auth.metadata).toEqual({
      authorization_endpoint: 'http://localhost:4011/oauth2/authorize',
      token_endpoint: 'http://localhost:4013/token',
      revocation_endpoint: 'http://localhost:4013/revoke',
      end_session_endpoint: 'http://localhost:4011/logout',
    });
    expect(filled.auth.scope).toBe(preset.auth.scope);
    expect(JSON.stringify(filled)).not.toMatch(/contaazul|example\.com|<o client id/);
  });

  it('leaves a look-alike origin alone (only the placeholder origin itself, or a path under it)', () => {
    const filled = presetFor(addresses, {
      a: `${PRESET_PLACEHOLDERS.signIn}.evil.example/x`,
      b: [PRESET_PLACEHOLDERS.api],
      c: 3,
    });
    expect(filled).toEqual({ a: 'https://auth.contaazul.com.evil.example/x', b: ['http://localhost:4010'], c: 3 });
  });
});
