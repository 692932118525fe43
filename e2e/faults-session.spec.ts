import type { APIRequestContext, Page } from '@playwright/test';
import { expect, IDP_URL, screenPathOf, test, type FaultSpec } from './fixtures';
import { expectQuoteKept, fillQuote, fillWizard } from './support/forms';
import {
  bearerOf,
  countRenewals,
  revokeRefreshToken,
  signInAgain,
  storedUser,
  uniqueContractNumber,
  type Counter,
} from './support/api';
import {
  counted,
  expectWizardContract,
  faultOn,
  nextPage,
  openList,
  page2,
  range,
  type Sent,
} from './support/fault-screens';
import { listCases, mutationCases, openMutation } from './support/fault-suite';

/**
 * Fault suite, "Sessão e rede" (docs/fault-suite.md), scenarios 1 and 2, on every screen
 * the table (support/fault-suite.ts) names:
 *  1. the access token expires while a form is being filled: submitting renews the session
 *     and succeeds, nothing typed is lost;
 *  2. the refresh token is revoked: the user signs in again and comes back to the same page
 *     with the draft intact.
 * The expiry is real in the wizard's test (an account whose tokens live 10 s, the provider
 * unreachable meanwhile so the app cannot renew ahead of time) and a 401 from the API
 * elsewhere, which is what an expired token gets. Outcomes are checked through the API.
 */

test.use({ startAt: '/captura' });

/** What the API answers a request carrying an expired access token. */
const expired = (sent: Sent): FaultSpec =>
  faultOn(sent, { status: 401, error: 'Token de acesso inválido ou expirado.', times: 1 });

const CREATE_CONTRACT: Sent = { method: 'POST', path: '^/v1/contratos$' };

/** The rejected request was renewed once and retried once, with the new token. */
async function expectRenewedAndRetried(requests: Counter, renewals: Counter, okStatus: number) {
  expect(requests.count).toBe(2);
  const [first, second] = requests.requests;
  expect((await first?.response())?.status()).toBe(401);
  expect((await second?.response())?.status()).toBe(okStatus);
  expect(bearerOf(second as never)).not.toBe(bearerOf(first as never));
  expect(renewals.count).toBe(1);
}

/**
 * The identity provider's token endpoint answers 503 (temporarily_unavailable) until
 * `restore()`: no renewal can happen meanwhile.
 */
async function providerDown(page: Page) {
  let down = true;
  const appOrigin = new URL(page.url()).origin;
  await page.route(`${IDP_URL}/oauth2/token`, (route) =>
    down
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': appOrigin },
          body: JSON.stringify({ error: 'temporarily_unavailable' }),
        })
      : route.fallback(),
  );
  return { restore: () => (down = false) };
}

test.describe('1. the access token expires while a form is being filled', () => {
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/status of 401 \(Unauthorized\)/));

  for (const { title, list } of listCases('expired')) {
    test(title, async ({ signedIn: page, sandbox }) => {
      await openList(page, list);
      await sandbox.fault(expired(list.read));
      const requests = counted(page, list.read);
      const renewals = countRenewals(page);
      await nextPage(page);
      await expect(range(page, 11, list.noun)).toBeVisible();
      expect(page.url()).toContain(list.url.split('?')[1] as string);
      expect(page2(requests)).toHaveLength(2);
      await expectRenewedAndRetried({ count: 2, requests: page2(requests), at: [] }, renewals, 200);
    });
  }

  for (const c of mutationCases('expired')) {
    test(c.title, async ({ signedIn: page, api, sandbox }) => {
      const sending = await openMutation(c, { page, api });
      await sandbox.fault(expired(sending.request));
      const requests = counted(page, sending.request);
      const renewals = countRenewals(page);
      await sending.send();
      await sending.done();
      await expectRenewedAndRetried(requests, renewals, sending.ok);
      await sending.doneOnServer();
    });
  }

  test.describe(() => {
    // Tokens of 10 s, and the provider unreachable while the user types: no renewal ahead
    // of time can happen, so the token the page holds expires (its lifetime ended at the API).
    test.use({ tokens: 'short', startAt: '/contratos/novo' });

    test('contract wizard: the token really expires; creating renews it, and everything typed is created', async ({
      signedIn: page,
      api,
      sandbox,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 503 \(Service Unavailable\)/);
      const provider = await providerDown(page);
      const numero = uniqueContractNumber();
      await fillWizard(page, numero);

      // The token's lifetime ends at the API; the API refuses it.
      await sandbox.expireToken((await storedUser(page)).access_token);
      expect((await api.get('/v1/contratos/proximo-numero')).status).toBe(401);
      await expect(page.getByText('Padaria Pão Dourado Ltda').first()).toBeVisible();

      // The provider is back; the user creates the contract.
      provider.restore();
      const posts = counted(page, CREATE_CONTRACT);
      await page.getByRole('button', { name: 'Criar contrato' }).click();
      await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
      await expect(page.getByText(`O contrato nº ${numero} foi criado.`)).toBeVisible();
      expect(posts.count).toBe(2);
      expect((await posts.requests[0]?.response())?.status()).toBe(401);
      expect((await posts.requests[1]?.response())?.status()).toBe(201);
      expect(bearerOf(posts.requests[1] as never)).not.toBe(bearerOf(posts.requests[0] as never));

      // Exactly one contract, with what was typed.
      await expectWizardContract(api, numero);
    });
  });

  test('a 401 while the identity provider is unreachable: still signed in, the form kept, sent again once', async ({
    signedIn: page,
    api,
    sandbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503 \(Service Unavailable\)/);
    await page.goto('/orcamentos/novo');
    const date = await api.freshQuoteDate();
    const tag = `Provedor fora ${Date.now()}`;
    await fillQuote(page, date, tag);
    const provider = await providerDown(page);
    const create: Sent = { method: 'POST', path: '^/v1/orcamentos$' };
    await sandbox.fault(expired(create));
    const posts = counted(page, create);
    const renewals = countRenewals(page);
    await page.getByRole('button', { name: 'Criar orçamento' }).click();

    // A network failure, not a sign-out: same page, same session, everything typed.
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível falar com o servidor' })).toBeVisible();
    expect(renewals.count).toBe(1);
    await expect(page).toHaveURL(/\/orcamentos\/novo$/);
    await expect(page.getByRole('button', { name: /^Sair/ })).toBeVisible();
    expect((await storedUser(page)).refresh_token).toBeTruthy();
    await expectQuoteKept(page, date, tag);
    expect(await api.quotesOn(date)).toEqual([]);

    provider.restore();
    await page.getByRole('button', { name: 'Criar orçamento' }).click();
    await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/);
    await expect(page.getByText(tag)).toBeVisible();
    expect(posts.count).toBe(2);
    expect((await posts.requests[0]?.response())?.status()).toBe(401);
    expect((await posts.requests[1]?.response())?.status()).toBe(201);
    expect((await api.quotesOn(date)).map((q) => q.descricao)).toEqual([tag]);
  });
});

test.describe('2. the refresh token is revoked', () => {
  // The API's 401 (the expired token) and the provider's 400 (the revoked refresh token).
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/status of 40[01] \((Unauthorized|Bad Request)\)/));

  /**
   * The session cannot be renewed any more: the refresh token is revoked at the provider,
   * the provider's own session is gone (cookies cleared: the password is asked again), and
   * the next request's token is refused by the API.
   */
  async function endSession(page: Page, request: APIRequestContext, fault: () => Promise<void>) {
    await revokeRefreshToken(page, request);
    await page.context().clearCookies();
    await fault();
  }

  for (const { title, list } of listCases('revoked')) {
    test(title, async ({ signedIn: page, request, sandbox, account }) => {
      await openList(page, list);
      await endSession(page, request, () => sandbox.fault(expired(list.read)));
      await nextPage(page);
      await signInAgain(page, account);
      await expect(range(page, 11, list.noun)).toBeVisible({ timeout: 20_000 });
      const url = new URL(page.url());
      expect(screenPathOf(url.href)).toBe(list.url.split('?')[0]);
      expect(url.searchParams.get('pagina')).toBe('2');
      for (const [key, value] of new URLSearchParams(list.url.split('?')[1]))
        expect(url.searchParams.get(key)).toBe(value);
    });
  }

  for (const c of mutationCases('revoked')) {
    test(c.title, async ({ signedIn: page, api, request, sandbox, account }) => {
      const sending = await openMutation(c, { page, api });
      const { restored } = sending;
      if (!restored) throw new Error(`${c.title}: the screen says nothing of a new sign-in`);
      const requests = counted(page, sending.request);
      await endSession(page, request, () => sandbox.fault(expired(sending.request)));
      await sending.send();

      await signInAgain(page, account);
      await expect(page).toHaveURL(sending.url);
      await restored();
      await sending.notDoneOnServer();

      await sending.resend();
      await sending.done();
      expect(requests.count).toBe(2);
      await sending.doneOnServer();
      await sending.draftCleared?.();
    });
  }
});
