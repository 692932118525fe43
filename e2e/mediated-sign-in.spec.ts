import type { Page } from '@playwright/test';
import { API_URL, expect, IDP_URL, MEDIATOR_URL, test } from './fixtures';
import { recordRequests, storedUser } from './support/api';

/**
 * Against a provider that requires a client secret (as the real platform's does): the
 * app uses the sandbox's confidential client and sends its token and revocation requests
 * to the token mediator (src/mediator, started by sandbox/start.ts), which adds the
 * secret. The app never talks to the provider's token endpoint itself.
 */

const CLIENT_ID = 'contratos-web-mediado';

/** config.json as a deployment against the real platform writes it (docs/platform-differences.md, "Using the real platform"). */
const MEDIATED_CONFIG = {
  apiBaseUrl: API_URL,
  auth: {
    authority: IDP_URL,
    clientId: CLIENT_ID,
    scope: 'openid profile sandbox.signin.admin',
    redirectPath: '/auth/callback',
    postLogoutRedirectPath: '/auth/signed-out',
    tokenEndpoint: `${MEDIATOR_URL}/token`,
    metadata: { revocation_endpoint: `${MEDIATOR_URL}/revoke` },
  },
};

/** Every request the page makes to a token or revocation endpoint, provider's or mediator's. */
const recordTokenTraffic = (page: Page) =>
  recordRequests(page, (url) => /\/(oauth2\/)?(token|revoke)$/.test(new URL(url).pathname));

test.describe('sign-in through the token mediator (confidential client)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: MEDIATED_CONFIG, headers: { 'Cache-Control': 'no-cache' } }),
    );
  });

  test('signs in, renews and signs out with every token request through the mediator', async ({
    page,
    signIn,
    sandbox,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 401/);
    const traffic = recordTokenTraffic(page);

    // Before the mediator redeems the app's code, redeem that very code directly at the
    // provider, without the secret: refused for this client (and the code stays usable).
    let direct: { status: number; body: { error?: string } } | null = null;
    await page.route(`${MEDIATOR_URL}/token`, async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      if (form.get('grant_type') === 'authorization_code') {
        const response = await page.request.post(`${IDP_URL}/oauth2/token`, {
          form: {
            grant_type: 'authorization_code',
            code: form.get('code') ?? '',
            client_id: CLIENT_ID,
            redirect_uri: form.get('redirect_uri') ?? '',
            code_verifier: form.get('code_verifier') ?? '',
          },
        });
        direct = { status: response.status(), body: await response.json() };
      }
      await route.continue();
    });

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    // The API accepts the tokens the mediator obtained: the list has data.
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
    expect(direct).toEqual({ status: 401, body: expect.objectContaining({ error: 'invalid_client' }) });

    // The code went to the mediator, never to the provider's token endpoint; no secret in the browser.
    expect(traffic.filter((r) => r.url.startsWith(IDP_URL))).toEqual([]);
    const codeExchanges = traffic.filter(
      (r) => r.url === `${MEDIATOR_URL}/token` && r.body.includes('grant_type=authorization_code'),
    );
    expect(codeExchanges).toHaveLength(1);
    expect(codeExchanges[0]?.status).toBe(200);
    expect(codeExchanges[0]?.body).toContain('code_verifier=');
    expect(traffic.map((r) => r.body).join('&')).not.toMatch(/client_secret|sandbox-segredo/);

    // The API rejects the access token once: the app renews with the refresh token, through
    // the mediator, and retries.
    const before = await storedUser(page);
    expect(before?.refresh_token).toBeTruthy();
    await sandbox.fault({ path: '^/v1/contratos$', method: 'GET', status: 401, error: 'Token expirado.', times: 1 });
    const renewed = page.waitForResponse(
      (r) => r.url() === `${MEDIATOR_URL}/token` && (r.request().postData() ?? '').includes('grant_type=refresh_token'),
    );
    const listed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v1/contratos' && r.request().method() === 'GET' && r.ok(),
    );
    await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Ativos' });
    expect((await renewed).status()).toBe(200);
    await listed;
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
    const renewals = traffic.filter(
      (r) => r.url === `${MEDIATOR_URL}/token` && r.body.includes('grant_type=refresh_token'),
    );
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.status).toBe(200);
    const after = await storedUser(page);
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    expect(traffic.filter((r) => r.url.startsWith(IDP_URL))).toEqual([]);

    // The current refresh token, posted to the provider without the secret: refused too.
    const directRefresh = await page.request.post(`${IDP_URL}/oauth2/token`, {
      form: { grant_type: 'refresh_token', refresh_token: after?.refresh_token ?? '', client_id: CLIENT_ID },
    });
    expect(directRefresh.status()).toBe(401);
    expect(await directRefresh.json()).toMatchObject({ error: 'invalid_client' });

    // Sign-out revokes the refresh token at the provider, through the mediator. Checked as
    // the app leaves for the provider's logout (which would end the grant by itself): the
    // revoked refresh token renews nothing any more, even with the secret added.
    let replay: { status: number; error?: string } | null = null;
    await page.route(
      (url) => url.href.startsWith(`${IDP_URL}/logout`),
      async (route) => {
        if (replay) return route.continue();
        const response = await page.request.post(`${MEDIATOR_URL}/token`, {
          headers: { Origin: new URL(String(baseURL)).origin },
          form: { grant_type: 'refresh_token', refresh_token: after?.refresh_token ?? '', client_id: CLIENT_ID },
        });
        replay = { status: response.status(), error: ((await response.json()) as { error?: string }).error };
        await route.continue();
      },
    );
    await page.getByRole('button', { name: /^Sair/ }).click();
    await expect(page.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
    const revocations = traffic.filter((r) => r.url === `${MEDIATOR_URL}/revoke`);
    expect(revocations).toHaveLength(1);
    expect(revocations[0]?.status).toBe(200);
    expect(new URLSearchParams(revocations[0]?.body).get('token_type_hint')).toBe('refresh_token');
    expect(replay).toEqual({ status: 400, error: 'invalid_grant' });
    expect(traffic.filter((r) => r.url.startsWith(IDP_URL))).toEqual([]);
  });

  test('the mediator refuses other origins and other grants', async ({ request, baseURL }) => {
    const appOrigin = new URL(String(baseURL)).origin;
    const other = await request.post(`${MEDIATOR_URL}/token`, {
      headers: { Origin: 'https://evil.example.com' },
      form: { grant_type: 'refresh_token', refresh_token: 'x' },
    });
    expect(other.status()).toBe(403);
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();

    const grant = await request.post(`${MEDIATOR_URL}/token`, {
      headers: { Origin: appOrigin },
      form: { grant_type: 'client_credentials' },
    });
    expect(grant.status()).toBe(400);
    expect(await grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    expect(grant.headers()['access-control-allow-origin']).toBe(appOrigin);
    expect(grant.headers()['cache-control']).toBe('no-store');

    // And the provider itself refuses this client without the right secret.
    const wrongSecret = await request.post(`${IDP_URL}/oauth2/token`, {
      headers: { Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:adivinhado`).toString('base64')}` },
      form: { grant_type: 'refresh_token', refresh_token: 'x' },
    });
    expect(wrongSecret.status()).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
  });
});
