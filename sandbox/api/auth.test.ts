import { describe, expect, it } from 'vitest';
import { BASE, CLIENT_ID, ISSUER, makeHarness, makeKeys, signToken } from '../test/api-harness';
import { createTokenVerifier } from './auth';

/**
 * The API accepts only access tokens of the app's clients, as the platform does: signature,
 * issuer and expiry, then token use, client and audience.
 * Tokens are signed here with a real RS256 key and verified through its JWKS.
 */

const h = await makeHarness();

const now = () => Math.floor(Date.now() / 1000);
const sign = (options: Parameters<typeof signToken>[1]) => signToken(h.keys.privateKey, { sub: 'someone', ...options });
const accounts = (token: string) =>
  h.api.handle(new Request(`${BASE}/v1/conta-financeira`, { headers: { Authorization: `Bearer ${token}` } }));

async function expect401(token: string, error: string | RegExp) {
  const response = await accounts(token);
  expect(response.status).toBe(401);
  expect(response.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"');
  // The platform's error envelope: the reason phrase in `error`, the detail in `message`.
  const body = (await response.json()) as { error: string; message: string; status: number; path: string };
  expect(body).toMatchObject({ status: 401, error: 'Unauthorized', path: '/v1/conta-financeira' });
  expect(body.message).toMatch(error);
}

/** An OpenID ID token as the sandbox's default provider issues it: `aud` is the client, no `client_id`. */
const oidcIdToken = () =>
  sign({ typ: null, claims: { aud: CLIENT_ID, azp: CLIENT_ID, nonce: 'n', at_hash: 'x', auth_time: now() } });
/** An ID token as AWS Cognito issues it. */
const cognitoIdToken = () =>
  sign({ typ: null, claims: { aud: CLIENT_ID, token_use: 'id', 'cognito:username': 'someone', auth_time: now() } });
/** An access token as AWS Cognito issues it: `client_id`, `token_use`, `scope`, `username`, no `aud`. */
const cognitoAccessToken = (clientId = CLIENT_ID) =>
  sign({
    typ: null,
    claims: {
      client_id: clientId,
      token_use: 'access',
      scope: 'openid profile aws.cognito.signin.user.admin',
      username: 'someone',
      auth_time: now(),
    },
  });

describe('the API accepts access tokens of the app only', () => {
  it('an ID token as Bearer on GET /v1/conta-financeira is a 401 { error }', async () => {
    await expect401(await oidcIdToken(), /envie o token de acesso/);
  });

  it("Cognito's ID token (token_use: id, aud = client) is a 401", async () => {
    await expect401(await cognitoIdToken(), 'Token de identidade (ID token) não é aceito: envie o token de acesso.');
  });

  it('an ID-token header (typ JWT) is a 401 even with a client_id', async () => {
    await expect401(await sign({ typ: 'JWT', claims: { client_id: CLIENT_ID, aud: BASE } }), /ID token/);
  });

  it('a token of another client is a 401 (its client_id, or its azp)', async () => {
    await expect401(
      await sign({ claims: { client_id: 'outro-aplicativo', aud: BASE } }),
      'Token emitido para outro aplicativo.',
    );
    await expect401(await cognitoAccessToken('outro-aplicativo'), 'Token emitido para outro aplicativo.');
    await expect401(
      await sign({ claims: { client_id: CLIENT_ID, azp: 'outro-aplicativo', aud: BASE } }),
      'Token emitido para outro aplicativo.',
    );
  });

  it('a token for another audience is a 401', async () => {
    await expect401(await sign({ claims: { client_id: CLIENT_ID, aud: 'https://outra-api.example' } }), /aud/);
  });

  it("an access token without aud (AWS Cognito's) passes, and so does the default provider's (aud = the API)", async () => {
    expect((await accounts(await cognitoAccessToken())).status).toBe(200);
    expect((await accounts(await sign({}))).status).toBe(200);
    expect(
      (await accounts(await sign({ claims: { client_id: CLIENT_ID, aud: [BASE, 'https://x.example'] } }))).status,
    ).toBe(200);
  });

  it('an expired token, a wrong issuer and another key stay 401 with the generic message', async () => {
    const generic = 'Token de acesso inválido ou expirado.';
    await expect401(await sign({ expiresIn: -60 }), generic);
    await expect401(await sign({ issuer: 'https://evil.example' }), generic);
    const other = await makeKeys();
    await expect401(await signToken(other.privateKey, { sub: 'someone' }), generic);
  });

  it('a token declared expired through /__sandbox/tokens/expire is answered as an expired one; others pass', async () => {
    const token = await sign({ claims: { client_id: CLIENT_ID, aud: BASE } });
    const other = await sign({ claims: { client_id: CLIENT_ID, aud: BASE, jti: 'other' } });
    expect((await accounts(token)).status).toBe(200);
    const expire = await h.admin('/tokens/expire', { method: 'POST', body: JSON.stringify({ token }) });
    expect(expire.status).toBe(204);
    await expect401(token, 'Token de acesso inválido ou expirado.');
    expect((await accounts(other)).status).toBe(200);
    expect((await h.admin('/tokens/expire', { method: 'POST', body: '{}' })).status).toBe(400);
  });

  it('the verifier alone resolves the subject of an accepted token and rejects the rest', async () => {
    const verify = createTokenVerifier({
      issuer: ISSUER,
      jwks: { keys: [h.keys.publicJwk] },
      clientIds: ['a', 'b'],
      audience: BASE,
    });
    await expect(verify(await sign({ claims: { client_id: 'b', token_use: 'access' }, typ: null }))).resolves.toEqual({
      sub: 'someone',
    });
    await expect(verify(await sign({ claims: { client_id: 'c', token_use: 'access' }, typ: null }))).rejects.toThrow(
      'outro aplicativo',
    );
    await expect(verify(await sign({ claims: { client_id: 'a', token_use: 'refresh' }, typ: null }))).rejects.toThrow(
      'ID token',
    );
    await expect(verify(await sign({ claims: { aud: 'a' }, typ: null }))).rejects.toThrow('client_id');
  });
});
