import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../node-adapter';
import { APP, browser, freePort, REDIRECT } from '../test/idp-browser';
import { ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { COGNITO_USER_POOL_ID, cognitoIssuesIdToken, cognitoLogoutRefused } from './cognito';
import { CONFIDENTIAL_CLIENT_ID, createIdp } from './provider';

/*
 * The Cognito profile's switches: token answers without an ID token, as the platform
 * documents them (docs/platform-contract.md, Authentication, steps 2 and 3), and a `/logout` that
 * refuses; by default, Cognito's own answers. Each provider runs on loopback and is
 * signed in to through its real pages (authorization code + PKCE, confidential client).
 */

const SECRET = 'segredo-de-teste';
const BASIC = `Basic ${Buffer.from(`${CONFIDENTIAL_CLIENT_ID}:${SECRET}`).toString('base64')}`;
const servers: Server[] = [];

async function startIdp(options: { cognitoIdToken?: boolean; cognitoRefusesLogout?: boolean }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const idp = await createIdp({
    issuer: `${base}/${COGNITO_USER_POOL_ID}`,
    cognito: true,
    apiResource: 'http://127.0.0.1:1',
    appOrigins: [APP],
    accessTokenTtlSeconds: 300,
    confidentialClientSecret: SECRET,
    ...options,
  });
  await listen(idp.server, port, '127.0.0.1');
  servers.push(idp.server);
  return { base, scopes: idp.scopes };
}

/** Signs in through the provider's pages; the tokens the code is exchanged for. */
async function signIn(base: string, scopes: string) {
  const go = browser(base);
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: CONFIDENTIAL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: scopes,
    state: 'estado-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  let response = await go(`/oauth2/authorize?${query}`);
  const interaction = response.headers.get('location') ?? '';
  expect(interaction).toMatch(/\/interaction\//);
  await go(interaction);
  const account = ACCOUNTS[0];
  response = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account?.email ?? '', password: DEMO_PASSWORD }).toString(),
  });
  // Back to the authorization endpoint, which then sends the code to the app.
  for (let i = 0; i < 5 && !(response.headers.get('location') ?? '').startsWith(REDIRECT); i++) {
    response = await go(response.headers.get('location') ?? '');
  }
  const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
  expect(code).not.toBe('');
  const tokens = await token(base, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  });
  return { tokens, go };
}

async function token(base: string, form: Record<string, string>) {
  const response = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: BASIC },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('SANDBOX_COGNITO_ID_TOKEN=omit: token answers as the platform documents them', () => {
  let idp: { base: string; scopes: string };
  beforeAll(async () => {
    idp = await startIdp({ cognitoIdToken: false });
  });

  it('the code exchange and every renewal answer access_token, expires_in, refresh_token, token_type; the refresh token rotates', async () => {
    const { tokens } = await signIn(idp.base, idp.scopes);
    expect(tokens.status).toBe(200);
    expect(Object.keys(tokens.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(decodeJwt(String(tokens.body.access_token))).toMatchObject({
      token_use: 'access',
      client_id: CONFIDENTIAL_CLIENT_ID,
      username: ACCOUNTS[0]?.email,
    });

    const renewed = await token(idp.base, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.body.refresh_token),
    });
    expect(renewed.status).toBe(200);
    expect(Object.keys(renewed.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(renewed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    // The used refresh token renews nothing any more.
    const replay = await token(idp.base, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.body.refresh_token),
    });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});

describe("the Cognito profile by default: Cognito's answers", () => {
  let idp: { base: string; scopes: string };
  beforeAll(async () => {
    idp = await startIdp({});
  });

  it('an ID token comes with the access token, and /logout signs out to a registered logout_uri', async () => {
    const { tokens, go } = await signIn(idp.base, idp.scopes);
    expect(decodeJwt(String(tokens.body.id_token))).toMatchObject({ token_use: 'id', aud: CONFIDENTIAL_CLIENT_ID });
    const out = await go(
      `/logout?client_id=${CONFIDENTIAL_CLIENT_ID}&logout_uri=${encodeURIComponent(`${APP}/auth/signed-out`)}`,
    );
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${APP}/auth/signed-out`);
  });
});

describe('SANDBOX_COGNITO_LOGOUT=refuse: no sign-out at /logout', () => {
  it('answers its error page even to a registered logout_uri, and the provider session stays', async () => {
    const idp = await startIdp({ cognitoRefusesLogout: true });
    const { go } = await signIn(idp.base, idp.scopes);
    const out = await go(
      `/logout?client_id=${CONFIDENTIAL_CLIENT_ID}&logout_uri=${encodeURIComponent(`${APP}/auth/signed-out`)}`,
    );
    expect(out.status).toBe(400);
    expect(out.headers.get('content-type')).toMatch(/text\/html/);
    expect(await out.text()).toContain('Não foi possível sair');
    // Signing in again asks for nothing: the provider's session was not ended.
    const again = await go(
      `/oauth2/authorize?${new URLSearchParams({
        client_id: CONFIDENTIAL_CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT,
        scope: idp.scopes,
        state: 'estado-2',
        code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
        code_challenge_method: 'S256',
      })}`,
    );
    expect(again.headers.get('location')).toMatch(new RegExp(`^${REDIRECT}\\?code=`));
  });
});

describe('the switches read from the environment', () => {
  it('accept their values and refuse anything else', () => {
    expect(cognitoIssuesIdToken(undefined)).toBe(true);
    expect(cognitoIssuesIdToken('issue')).toBe(true);
    expect(cognitoIssuesIdToken('omit')).toBe(false);
    expect(() => cognitoIssuesIdToken('nao')).toThrow(/SANDBOX_COGNITO_ID_TOKEN/);
    expect(cognitoLogoutRefused(undefined)).toBe(false);
    expect(cognitoLogoutRefused('refuse')).toBe(true);
    expect(() => cognitoLogoutRefused('sim')).toThrow(/SANDBOX_COGNITO_LOGOUT/);
  });
});
