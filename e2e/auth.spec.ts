import { API_URL, expect, fillSignIn, IDP_URL, PASSWORD, test } from './fixtures';

test.describe('sign-in', () => {
  test('signs in through the provider and lands on the contracts list', async ({ page, signIn }) => {
    await signIn(page, { form: true });
    await expect(page).toHaveURL(/\/contratos$/);
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    // The callback removed code and state from the address bar.
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
    // Tokens are kept per tab, never in localStorage.
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).filter((k) => k.startsWith('oidc.')),
      session: Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')),
    }));
    expect(stored.local).toEqual([]);
    expect(stored.session).toHaveLength(1);
  });

  test('a wrong password shows an error and issues nothing', async ({ page, account, allowConsoleErrors }) => {
    allowConsoleErrors(/401/);
    await page.goto('/contratos');
    await fillSignIn(page, { email: account.email, password: 'senha-errada' });
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    expect(new URL(page.url()).origin).toBe(IDP_URL);
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    // And the right password still works from there.
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
  });

  test('returns to the page first asked for, with its filters', async ({ page, signIn }) => {
    await signIn(page, { path: '/contratos?status=INATIVO&tamanho_pagina=20' });
    await expect(page).toHaveURL(/\/contratos\?status=INATIVO&tamanho_pagina=20$/);
    await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveValue('INATIVO');
  });

  test('renews the session before the access token expires', async ({ page, signIn, sandbox }) => {
    const tokenRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/oauth2/token')) tokenRequests.push(r.postData() ?? '');
    });
    const current = () =>
      page.evaluate(
        () =>
          JSON.parse(
            sessionStorage.getItem(Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user')) ?? '') ?? '{}',
          ).access_token as string,
      );
    // This account's access tokens live 20 s; a token that short is renewed at half its life.
    await page.clock.install();
    await signIn(page, { account: { email: 'sessao-curta@exemplo.com.br', password: PASSWORD } });
    const first = await current();
    // The page's clock reaches the first token's half-life: the renewal is sent, and its token kept.
    await page.clock.fastForward(10_000);
    await expect
      .poll(() => tokenRequests.filter((b) => b.includes('grant_type=refresh_token')).length)
      .toBeGreaterThan(0);
    await expect.poll(current).not.toBe(first);
    // Still signed in once the first token's lifetime is over at the API (a 401 would fail the
    // test as a console error), with a new token that the API accepts.
    await sandbox.expireToken(first);
    await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Ativos' });
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
    expect(await current()).not.toBe(first);
  });

  test('a rejected token is renewed once and the request retried', async ({ page, signIn, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401/);
    await signIn(page);
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
    // Corrupt the stored access token: the API answers 401, the app renews and retries.
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user')) as string;
      const user = JSON.parse(sessionStorage.getItem(key) as string);
      user.access_token = 'invalido';
      sessionStorage.setItem(key, JSON.stringify(user));
    });
    await page.reload();
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
    await expect(page).toHaveURL(/\/contratos$/);
  });

  test('the API refuses the ID token as a bearer token, and takes the access token', async ({
    page,
    signIn,
    request,
  }) => {
    await signIn(page);
    const tokens = await page.evaluate(
      () =>
        JSON.parse(
          sessionStorage.getItem(Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user')) ?? '') ?? '{}',
        ) as {
          id_token: string;
          access_token: string;
        },
    );
    expect(tokens.id_token).toMatch(/^ey/);
    const withId = await request.get(`${API_URL}/v1/conta-financeira`, {
      headers: { Authorization: `Bearer ${tokens.id_token}` },
    });
    expect(withId.status()).toBe(401);
    // The platform's error envelope: the reason phrase in `error`, why in `message`.
    expect(await withId.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      message: expect.stringMatching(/ID token|token de ID|identidade/i),
    });
    const withAccess = await request.get(`${API_URL}/v1/conta-financeira`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(withAccess.status()).toBe(200);
  });

  test('signs out through the provider and stays signed out', async ({ page, signIn }) => {
    const revocations: string[] = [];
    page.on('request', (r) => {
      if (r.url() === `${IDP_URL}/oauth2/revoke`) revocations.push(r.postData() ?? '');
    });
    await signIn(page);
    const refreshToken = await page.evaluate(
      () =>
        JSON.parse(
          sessionStorage.getItem(Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user')) ?? '') ?? '{}',
        ).refresh_token as string,
    );
    // When the app leaves for the provider's logout, the refresh token is already revoked
    // (the provider's logout, which also ends the grant, has not run yet): it renews nothing.
    let replay: { status: number; error?: string } | null = null;
    await page.route(
      (url) => url.href.startsWith(`${IDP_URL}/logout`),
      async (route) => {
        if (replay) return route.continue();
        const response = await page.request.post(`${IDP_URL}/oauth2/token`, {
          form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'contratos-web' },
        });
        replay = { status: response.status(), error: ((await response.json()) as { error?: string }).error };
        await route.continue();
      },
    );
    await page.getByRole('button', { name: /^Sair/ }).click();
    await expect(page.getByRole('heading', { name: 'Você saiu' })).toBeVisible();
    expect(revocations).toHaveLength(1);
    expect(new URLSearchParams(revocations[0]).get('token_type_hint')).toBe('refresh_token');
    expect(replay).toEqual({ status: 400, error: 'invalid_grant' });
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);
    // The provider's session is gone too: entering again asks for the password.
    await page.getByRole('button', { name: 'Entrar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  });
});
