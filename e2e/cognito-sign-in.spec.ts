import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { presetFor } from '../sandbox/real-platform-preset';
import { expect, fillSignIn, PASSWORD, test } from './fixtures';
import { recordRequests, storedUser } from './support/api';

/**
 * The real-platform preset of docs/deployment.md (docs/config.real-platform.json) against a provider
 * that answers as the platform's AWS Cognito: this spec starts its own sandbox with
 * SANDBOX_AUTH=cognito (no discovery document, confidential client through the token
 * mediator, Cognito-shaped tokens, Cognito's /logout), which serves the preset with its
 * addresses substituted, and signs in, renews and signs out with it. A second sandbox
 * answers as the platform's documentation shows it where that differs from Cognito: token
 * answers without an ID token (SANDBOX_COGNITO_ID_TOKEN=omit), and a /logout that does not
 * sign out (SANDBOX_COGNITO_LOGOUT=refuse).
 */

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = { api: 4050 + offset, idp: 4051 + offset, mediator: 4053 + offset, app: 4056 + offset };
const APP = `http://localhost:${ports.app}`;
const API = `http://localhost:${ports.api}`;
const IDP = `http://localhost:${ports.idp}`;
const MEDIATOR = `http://localhost:${ports.mediator}`;
const CLIENT_ID = 'contratos-web-mediado';
const ISSUER = `${IDP}/sa-east-1_SandboxCA`;
const SHORT = { email: 'sessao-curta@exemplo.com.br', password: PASSWORD };

test.describe.configure({ mode: 'serial' });

type Ports = typeof ports;
/** Starts a sandbox in the Cognito profile on `at`, with `env` on top; resolves once its API answers. */
async function startSandbox(at: Ports, env: Record<string, string> = {}): Promise<() => void> {
  let output = '';
  const sandbox: ChildProcess = spawn('npx', ['tsx', 'sandbox/start.ts', '--app', 'dist'], {
    env: {
      ...process.env,
      SANDBOX_AUTH: 'cognito',
      APP_PORT: String(at.app),
      SANDBOX_API_PORT: String(at.api),
      SANDBOX_IDP_PORT: String(at.idp),
      SANDBOX_MEDIATOR_PORT: String(at.mediator),
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  sandbox.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  sandbox.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 80_000;
  for (;;) {
    const ready = await fetch(`http://localhost:${at.api}/__sandbox/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (sandbox.exitCode !== null || Date.now() > deadline)
      throw new Error(`the Cognito sandbox did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => {
    if (sandbox.pid && sandbox.exitCode === null) process.kill(-sandbox.pid, 'SIGTERM');
  };
}

/** Every request of the page to the provider or the mediator. */
const recordAuthTraffic = (page: Page, idp = IDP, mediator = MEDIATOR) =>
  recordRequests(page, (url) => url.startsWith(idp) || url.startsWith(mediator));

async function signIn(page: Page, account = SHORT, app = APP) {
  await page.goto('/contratos');
  await fillSignIn(page, account);
  await page.waitForURL((url) => url.origin === app && !url.pathname.startsWith('/auth/'));
}

test.describe('AWS Cognito as it answers', () => {
  test.use({ baseURL: APP });
  let stop: (() => void) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    stop = await startSandbox(ports);
  });
  test.afterAll(() => stop?.());

  test('the sandbox serves the real-platform preset with its own addresses, and the provider has no discovery document', async ({
    request,
  }) => {
    const served = await (await request.get(`${APP}/config.json`)).json();
    expect(served).toEqual(presetFor({ signIn: IDP, api: API, mediator: MEDIATOR, clientId: CLIENT_ID }));
    expect(served.auth).toMatchObject({ discovery: false, logout: 'cognito' });

    expect((await request.get(`${IDP}/.well-known/openid-configuration`)).status()).toBe(404);
    expect((await request.get(`${IDP}/jwks`)).status()).toBe(404);
    const keys = (await (await request.get(`${ISSUER}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    // Cognito signs ID and access tokens with different keys.
    expect(new Set(keys.keys.map((k) => k.kid)).size).toBe(2);
  });

  test('signs in, renews through the mediator and signs out at Cognito’s /logout with the preset', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const traffic = recordAuthTraffic(page);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();

    // No discovery request; the code went to the mediator, never to the provider's token endpoint.
    expect(traffic.filter((r) => r.url.includes('/.well-known/'))).toEqual([]);
    expect(traffic.filter((r) => r.url.startsWith(`${IDP}/oauth2/token`))).toEqual([]);
    const exchanges = traffic.filter(
      (r) => r.url === `${MEDIATOR}/token` && r.body.includes('grant_type=authorization_code'),
    );
    expect(exchanges.map((r) => r.status)).toEqual([200]);

    // Cognito's tokens: an access token with client_id/token_use/scope/username and no aud; an
    // ID token with token_use id and aud = the client. The API takes the one and refuses the other.
    const first = await storedUser(page);
    const access = decodeJwt(first?.access_token ?? '');
    expect(access).toMatchObject({ iss: ISSUER, client_id: CLIENT_ID, token_use: 'access', username: SHORT.email });
    expect(String(access.scope).split(' ').sort()).toEqual(['aws.cognito.signin.user.admin', 'openid', 'profile']);
    expect(access.aud).toBeUndefined();
    expect(decodeJwt(first?.id_token ?? '')).toMatchObject({ iss: ISSUER, token_use: 'id', aud: CLIENT_ID });
    const withId = await request.get(`${API}/v1/conta-financeira`, {
      headers: { Authorization: `Bearer ${first?.id_token}` },
    });
    expect(withId.status()).toBe(401);
    // The platform's error envelope: the reason phrase in `error`, why in `message`.
    expect(await withId.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      message: 'Token de identidade (ID token) não é aceito: envie o token de acesso.',
      path: '/v1/conta-financeira',
    });
    // Cognito's userInfo (its spelling) answers for the access token only; the app does not call it.
    const info = await request.get(`${IDP}/oauth2/userInfo`, {
      headers: { Authorization: `Bearer ${first?.access_token}` },
    });
    expect(await info.json()).toMatchObject({ email: SHORT.email, username: SHORT.email });
    const infoWithId = await request.get(`${IDP}/oauth2/userInfo`, {
      headers: { Authorization: `Bearer ${first?.id_token}` },
    });
    expect(infoWithId.status()).toBe(401);

    // This account's access tokens live 20 s: the app renews with the refresh token, through
    // the mediator, and the API takes the new token.
    await expect
      .poll(
        () =>
          traffic.filter(
            (r) => r.url === `${MEDIATOR}/token` && r.body.includes('grant_type=refresh_token') && r.status === 200,
          ).length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    const renewed = await storedUser(page);
    expect(renewed?.access_token).not.toBe(first?.access_token);
    expect(renewed?.refresh_token).toBeTruthy();
    expect(decodeJwt(renewed?.access_token ?? '')).toMatchObject({ token_use: 'access', client_id: CLIENT_ID });
    await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Ativos' });
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();

    // Sign-out: the refresh token is revoked through the mediator, then Cognito's /logout
    // with client_id and logout_uri (not OpenID's parameters) ends the provider session.
    let atLogout: { url: string; replay: { status: number; error?: string } } | null = null;
    await page.route(
      (url) => url.href.startsWith(`${IDP}/logout`),
      async (route) => {
        if (!atLogout) {
          // The refresh token sign-out revoked (the current one): it must renew nothing now.
          const refreshToken =
            new URLSearchParams(traffic.find((r) => r.url === `${MEDIATOR}/revoke`)?.body).get('token') ?? '';
          const response = await page.request.post(`${MEDIATOR}/token`, {
            headers: { Origin: APP },
            form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID },
          });
          atLogout = {
            url: route.request().url(),
            replay: { status: response.status(), error: ((await response.json()) as { error?: string }).error },
          };
        }
        await route.continue();
      },
    );
    await page.getByRole('button', { name: /^Sair/ }).click();
    await expect(page.getByRole('heading', { name: 'Você saiu', exact: true })).toBeVisible();
    await expect(page.getByText('Sua sessão foi encerrada com segurança.')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(APP);
    const revocations = traffic.filter((r) => r.url === `${MEDIATOR}/revoke`);
    expect(revocations.map((r) => r.status)).toEqual([200]);
    expect(atLogout).not.toBeNull();
    const logout = new URL(atLogout!.url);
    expect([...logout.searchParams.keys()].sort()).toEqual(['client_id', 'logout_uri']);
    expect(logout.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(logout.searchParams.get('logout_uri')).toBe(`${APP}/auth/signed-out`);
    expect(atLogout!.replay).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);

    // The provider's session is gone too: entering again asks for the password.
    await page.getByRole('button', { name: 'Entrar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(IDP);
  });

  test('Cognito’s /logout refuses a logout_uri not registered for the client, and an unknown client', async ({
    request,
  }) => {
    const refused = await request.get(
      `${IDP}/logout?client_id=${CLIENT_ID}&logout_uri=${encodeURIComponent('https://evil.example/saiu')}`,
      {
        maxRedirects: 0,
      },
    );
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('logout_uri');
    const unknown = await request.get(
      `${IDP}/logout?client_id=outro&logout_uri=${encodeURIComponent(`${APP}/auth/signed-out`)}`,
      {
        maxRedirects: 0,
      },
    );
    expect(unknown.status()).toBe(400);
    const ok = await request.get(
      `${IDP}/logout?client_id=${CLIENT_ID}&logout_uri=${encodeURIComponent(`${APP}/auth/signed-out`)}`,
      {
        maxRedirects: 0,
      },
    );
    expect(ok.status()).toBe(302);
    expect(ok.headers().location).toBe(`${APP}/auth/signed-out`);
  });
});

test.describe('the platform as documented: no ID token, no sign-out at /logout', () => {
  const at = { api: 4060 + offset, idp: 4061 + offset, mediator: 4063 + offset, app: 4066 + offset };
  const app = `http://localhost:${at.app}`;
  const api = `http://localhost:${at.api}`;
  const idp = `http://localhost:${at.idp}`;
  const mediator = `http://localhost:${at.mediator}`;
  test.use({ baseURL: app });
  let stop: (() => void) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    stop = await startSandbox(at, { SANDBOX_COGNITO_ID_TOKEN: 'omit', SANDBOX_COGNITO_LOGOUT: 'refuse' });
  });
  test.afterAll(() => stop?.());

  test('signs in and renews without an ID token; the refused sign-out ends the session here and says so', async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    // The provider's refusal is an error page (400): the browser logs its status.
    allowConsoleErrors(/status of 400/);
    const traffic = recordAuthTraffic(page, idp, mediator);
    await signIn(page, SHORT, app);
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();

    // The code exchange answered access and refresh tokens only; the user is named from the access token.
    const first = await storedUser(page);
    expect(first.id_token).toBeUndefined();
    const access = decodeJwt(first.access_token);
    expect(access).toMatchObject({ token_use: 'access', client_id: CLIENT_ID, username: SHORT.email });
    expect(await page.evaluate(() => Object.values(sessionStorage).find((v) => v.includes('access_token')))).toContain(
      `"sub":"${String(access.sub)}"`,
    );
    await expect(page.getByRole('button', { name: `Sair (${SHORT.email})` })).toBeVisible();

    // 20-second tokens: renewed through the mediator, each time with a new refresh token.
    await expect
      .poll(
        () =>
          traffic.filter(
            (r) => r.url === `${mediator}/token` && r.body.includes('grant_type=refresh_token') && r.status === 200,
          ).length,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const renewed = await storedUser(page);
    expect(renewed.id_token).toBeUndefined();
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(first.refresh_token);
    await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Ativos' });
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
    const withRenewed = await page.request.get(`${api}/v1/conta-financeira`, {
      headers: { Authorization: `Bearer ${renewed.access_token}` },
    });
    expect(withRenewed.status()).toBe(200);

    // Sign-out: revoked and forgotten here, then the provider's /logout answers its error page.
    await page.getByRole('button', { name: /^Sair/ }).click();
    await expect(page.getByRole('heading', { name: 'Não foi possível sair' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(idp);
    expect(traffic.filter((r) => r.url === `${mediator}/revoke`).map((r) => r.status)).toEqual([200]);

    // Back in the app: no silent sign-in; the page says the provider did not confirm.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Você saiu deste navegador', exact: true })).toBeVisible();
    await expect(page.getByText('O provedor de identidade não confirmou a saída')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/auth/signed-out');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);
    // As it says: the provider's session is still open, entering again asks for no password.
    await page.getByRole('button', { name: 'Entrar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(app);
  });
});
