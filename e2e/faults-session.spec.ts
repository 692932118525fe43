import type { Page } from '@playwright/test';
import { expect, IDP_URL, PASSWORD, test, type FaultSpec } from './fixtures';
import {
  expectQuoteKept,
  expectSettlementKept,
  fillQuote,
  fillSettlement,
  fillWizard,
  wizardStep,
} from './support/forms';
import {
  Api,
  bearerOf,
  countRenewals,
  countRequests,
  revokeRefreshToken,
  signInAgain,
  storedUser,
  uniqueContractNumber,
  uniqueQuoteDate,
  type Counter,
} from './support/api';
import {
  confirmBulkDelete,
  confirmClose,
  confirmRemove,
  contractHeading,
  openBulkDelete,
  openClose,
  openNewContract,
  openPendingCapture,
  openRemove,
  quoteCheckbox,
  selectNewQuotes,
} from './support/screens';

/**
 * Fault suite, "Sessão e rede" (docs/fault-suite.md), scenarios 1 and 2:
 *  1. the access token expires while a form is being filled: submitting renews the session
 *     and succeeds, nothing typed is lost;
 *  2. the refresh token is revoked: the user signs in again and comes back to the same page
 *     with the draft intact.
 * The expiry is real in the wizard's test (an account whose tokens live 10 s, the provider
 * unreachable meanwhile so the app cannot renew ahead of time) and a 401 from the API
 * elsewhere, which is what an expired token gets. Outcomes are checked through the API.
 */

const RECEIVABLE_EXPIRED = 'Suíte de falhas: token expirado na baixa';
const RECEIVABLE_SIGNIN = 'Suíte de falhas: nova entrada na baixa';

/** What the API answers a request carrying an expired access token. */
const expired = (path: string, method: string): FaultSpec => ({
  path,
  method,
  status: 401,
  error: 'Token de acesso inválido ou expirado.',
  times: 1,
});

/** The rejected request was renewed once and retried once, with the new token. */
async function expectRenewedAndRetried(requests: Counter, renewals: Counter, okStatus: number) {
  expect(requests.count).toBe(2);
  const [first, second] = requests.requests;
  expect((await first?.response())?.status()).toBe(401);
  expect((await second?.response())?.status()).toBe(okStatus);
  expect(bearerOf(second as never)).not.toBe(bearerOf(first as never));
  expect(renewals.count).toBe(1);
}

/** The lists: a filtered first page, and the request that loads a page of it. */
const LISTS = [
  {
    name: 'contracts list',
    url: '/contratos?status=ATIVO',
    path: /^\/v1\/contratos$/,
    pathSource: '^/v1/contratos$',
    noun: 'contratos',
  },
  {
    name: 'receivables list',
    // One search (the period alone): the default also reads what is open from before it (decision 0110).
    url: '/recebiveis?abertos_anteriores=nao',
    path: /\/contas-a-receber\/buscar$/,
    pathSource: '/contas-a-receber/buscar$',
    noun: 'parcelas',
  },
  {
    name: 'quotes list',
    url: '/orcamentos?campo_ordenado_ascendente=NUMERO',
    path: /^\/v1\/orcamentos$/,
    pathSource: '^/v1/orcamentos$',
    noun: 'orçamentos',
  },
] as const;

const range = (page: Page, first: number, noun: string) =>
  page.getByText(new RegExp(`Mostrando ${first}–${first + 9} de [\\d.]+ ${noun}`));

interface ContractDetail {
  composicao_valor: { valor_bruto: number };
  condicao_pagamento: { dia_vencimento: number };
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

const draftRestored = (page: Page) => page.getByRole('status').filter({ hasText: 'Rascunho restaurado' });

test.describe('1. the access token expires while a form is being filled', () => {
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/status of 401 \(Unauthorized\)/));

  for (const list of LISTS) {
    test(`${list.name}: a 401 on the next page renews the session; the page loads, filters kept`, async ({
      page,
      signIn,
      sandbox,
    }) => {
      await signIn(page, { path: list.url });
      // The first load after signing in may be slow on a busy machine.
      await expect(range(page, 1, list.noun)).toBeVisible({ timeout: 20_000 });
      await sandbox.fault(expired(list.pathSource, 'GET'));
      const requests = countRequests(page, 'GET', list.path);
      const renewals = countRenewals(page);
      await page.getByRole('button', { name: 'Próxima página' }).click();
      await expect(range(page, 11, list.noun)).toBeVisible();
      expect(page.url()).toContain(list.url.split('?')[1] as string);
      const page2 = requests.requests.filter((r) => new URL(r.url()).searchParams.get('pagina') === '2');
      expect(page2).toHaveLength(2);
      await expectRenewedAndRetried({ count: 2, requests: page2, at: [] }, renewals, 200);
    });
  }

  test('contract wizard: the token really expires; creating renews it, and everything typed is created', async ({
    page,
    request,
    signIn,
    allowConsoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    allowConsoleErrors(/status of 503 \(Service Unavailable\)/);
    // Tokens of 10 s, and the provider unreachable while the user types: no renewal ahead
    // of time can happen, so the token the page holds expires for real.
    const account = { email: `curta${(testInfo.parallelIndex % 4) + 1}@exemplo.com.br`, password: PASSWORD };
    await signIn(page, { account, path: '/contratos/novo' });
    const provider = await providerDown(page);
    const numero = uniqueContractNumber();
    await fillWizard(page, numero);

    // Wait out the token's lifetime (and the API's 5 s of clock tolerance), then prove it
    // expired: the API refuses it.
    const token = (await storedUser(page)).access_token;
    const exp = (JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { exp: number }).exp;
    await page.waitForTimeout(Math.max(0, exp * 1000 + 6500 - Date.now()));
    const refused = await new Api(page, request).get('/v1/contratos/proximo-numero');
    expect(refused.status).toBe(401);
    await expect(page.getByText('Padaria Pão Dourado Ltda').first()).toBeVisible();

    // The provider is back; the user creates the contract.
    provider.restore();
    const posts = countRequests(page, 'POST', /^\/v1\/contratos$/);
    await page.getByRole('button', { name: 'Criar contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`O contrato nº ${numero} foi criado.`)).toBeVisible();
    expect(posts.count).toBe(2);
    expect((await posts.requests[0]?.response())?.status()).toBe(401);
    expect((await posts.requests[1]?.response())?.status()).toBe(201);
    expect(bearerOf(posts.requests[1] as never)).not.toBe(bearerOf(posts.requests[0] as never));

    // Exactly one contract, with what was typed.
    const api = new Api(page, request);
    const created = await api.contractsNumbered(numero);
    expect(created).toHaveLength(1);
    const detail = await api.get<ContractDetail>(`/v1/contratos/${created[0]?.id}`);
    expect(detail.body.composicao_valor.valor_bruto).toBe(900); // 2 × R$ 450,00
    expect(detail.body.condicao_pagamento.dia_vencimento).toBe(10);
  });

  test('settlement: a 401 on submit renews the session; the settlement typed is registered once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const id = await api.receivableId(RECEIVABLE_EXPIRED);
    const before = (await api.settlements(id)).length;
    await page.goto(`/recebiveis/${id}/baixa`);
    const nsu = `EXP-${Date.now()}`;
    await fillSettlement(page, nsu);
    await sandbox.fault(expired('/baixa$', 'POST'));
    const posts = countRequests(page, 'POST', /\/baixa$/);
    const renewals = countRenewals(page);
    await page.getByRole('button', { name: 'Registrar baixa' }).click();
    await expect(page.getByText('Baixa registrada', { exact: true })).toBeVisible();
    await expectRenewedAndRetried(posts, renewals, 200);
    const after = await api.settlements(id);
    expect(after).toHaveLength(before + 1);
    const mine = after.filter((s) => s.nsu === nsu);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.valor_composicao.valor_bruto).toBe(12.34);
    expect(mine[0]?.observacao).toBe(`Observação ${nsu}`);
  });

  test('quote create: a 401 on submit renews the session; the quote typed is created once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/orcamentos/novo' });
    const date = uniqueQuoteDate();
    const tag = `Token expirado ${Date.now()}`;
    await fillQuote(page, date, tag);
    await sandbox.fault(expired('^/v1/orcamentos$', 'POST'));
    const posts = countRequests(page, 'POST', /^\/v1\/orcamentos$/);
    const renewals = countRenewals(page);
    await page.getByRole('button', { name: 'Criar orçamento' }).click();
    await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/);
    await expect(page.getByText(tag)).toBeVisible();
    await expectRenewedAndRetried(posts, renewals, 201);
    const created = await new Api(page, request).quotesOn(date);
    expect(created.map((q) => q.descricao)).toEqual([tag]);
  });

  test('contract close and remove: a 401 on confirm renews the session; each happens once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const { id, numero } = await openNewContract(page, api);

    await sandbox.fault(expired('/encerrar$', 'POST'));
    const closes = countRequests(page, 'POST', /\/encerrar$/);
    let renewals = countRenewals(page);
    await confirmClose(await openClose(page, numero));
    await expect(page.getByText('Contrato encerrado')).toBeVisible();
    await expectRenewedAndRetried(closes, renewals, 204);
    expect(await api.contractStatus(id)).toBe('INATIVO');

    await sandbox.fault(expired(`^/v1/contratos/${id}$`, 'DELETE'));
    const removes = countRequests(page, 'DELETE', new RegExp(`^/v1/contratos/${id}$`));
    renewals = countRenewals(page);
    await confirmRemove(await openRemove(page, numero));
    await expect(page).toHaveURL(/\/contratos$/);
    await expectRenewedAndRetried(removes, renewals, 204);
    expect(await api.contractStatus(id)).toBe('GONE');
  });

  test('capture review: a 401 on accept renews the session; the capture is accepted once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const captureId = await openPendingCapture(page, api, 'aceite-expirado');
    await sandbox.fault(expired(`^/v1/captura/${captureId}$`, 'POST'));
    const posts = countRequests(page, 'POST', new RegExp(`^/v1/captura/${captureId}$`));
    const renewals = countRenewals(page);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' }),
    ).toContainText('R$ 321,00');
    await expectRenewedAndRetried(posts, renewals, 200);
    expect(await api.captureStatus(captureId)).toBe('ACEITA');
  });

  test('quotes bulk delete: a 401 on the batch renews the session; each quote is deleted once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const { date } = await selectNewQuotes(page, api, 3);
    await sandbox.fault(expired('^/v1/orcamentos$', 'DELETE'));
    const deletes = countRequests(page, 'DELETE', /^\/v1\/orcamentos$/);
    const renewals = countRenewals(page);
    const dialog = await openBulkDelete(page);
    await confirmBulkDelete(dialog, 3);
    await expect(dialog.getByRole('status')).toContainText('3 orçamentos excluídos');
    await expectRenewedAndRetried(deletes, renewals, 204);
    expect(await api.quotesOn(date)).toEqual([]);
  });

  test('a 401 while the identity provider is unreachable: still signed in, the form kept, sent again once', async ({
    page,
    request,
    signIn,
    sandbox,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503 \(Service Unavailable\)/);
    await signIn(page, { path: '/orcamentos/novo' });
    const date = uniqueQuoteDate();
    const tag = `Provedor fora ${Date.now()}`;
    await fillQuote(page, date, tag);
    const provider = await providerDown(page);
    await sandbox.fault(expired('^/v1/orcamentos$', 'POST'));
    const posts = countRequests(page, 'POST', /^\/v1\/orcamentos$/);
    const renewals = countRenewals(page);
    await page.getByRole('button', { name: 'Criar orçamento' }).click();

    // A network failure, not a sign-out: same page, same session, everything typed.
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível falar com o servidor' })).toBeVisible();
    expect(renewals.count).toBe(1);
    await expect(page).toHaveURL(/\/orcamentos\/novo$/);
    await expect(page.getByRole('button', { name: /^Sair/ })).toBeVisible();
    expect((await storedUser(page)).refresh_token).toBeTruthy();
    await expectQuoteKept(page, date, tag);
    expect(await new Api(page, request).quotesOn(date)).toEqual([]);

    provider.restore();
    await page.getByRole('button', { name: 'Criar orçamento' }).click();
    await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/);
    await expect(page.getByText(tag)).toBeVisible();
    expect(posts.count).toBe(2);
    expect((await posts.requests[0]?.response())?.status()).toBe(401);
    expect((await posts.requests[1]?.response())?.status()).toBe(201);
    expect((await new Api(page, request).quotesOn(date)).map((q) => q.descricao)).toEqual([tag]);
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
  async function endSession(page: Page, request: Parameters<typeof revokeRefreshToken>[1], fault: () => Promise<void>) {
    await revokeRefreshToken(page, request);
    await page.context().clearCookies();
    await fault();
  }

  for (const list of LISTS) {
    test(`${list.name}: signs in again and returns to the same page with its filters`, async ({
      page,
      request,
      signIn,
      sandbox,
      account,
    }) => {
      await signIn(page, { path: list.url });
      await expect(range(page, 1, list.noun)).toBeVisible({ timeout: 20_000 });
      await endSession(page, request, () => sandbox.fault(expired(list.pathSource, 'GET')));
      await page.getByRole('button', { name: 'Próxima página' }).click();
      await signInAgain(page, account);
      await expect(range(page, 11, list.noun)).toBeVisible({ timeout: 20_000 });
      const url = new URL(page.url());
      expect(url.pathname).toBe(list.url.split('?')[0]);
      expect(url.searchParams.get('pagina')).toBe('2');
      for (const [key, value] of new URLSearchParams(list.url.split('?')[1]))
        expect(url.searchParams.get(key)).toBe(value);
    });
  }

  test('contract wizard: signs in again and returns to the review step with the draft; created once', async ({
    page,
    request,
    signIn,
    sandbox,
    account,
  }) => {
    await signIn(page, { path: '/contratos/novo' });
    const numero = uniqueContractNumber();
    await fillWizard(page, numero);
    await endSession(page, request, () => sandbox.fault(expired('^/v1/contratos$', 'POST')));
    await page.getByRole('button', { name: 'Criar contrato' }).click();

    await signInAgain(page, account);
    await expect(page).toHaveURL(/\/contratos\/novo$/);
    await expect(draftRestored(page)).toBeVisible();
    await wizardStep(page, 'Revisão');
    await expect(page.getByText('Padaria Pão Dourado Ltda').first()).toBeVisible();
    await expect(page.getByText(String(numero)).first()).toBeVisible();
    const api = new Api(page, request);
    expect(await api.contractsNumbered(numero)).toHaveLength(0);

    await page.getByRole('button', { name: 'Criar contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`O contrato nº ${numero} foi criado.`)).toBeVisible();
    const created = await api.contractsNumbered(numero);
    expect(created).toHaveLength(1);
    const detail = await api.get<ContractDetail>(`/v1/contratos/${created[0]?.id}`);
    expect(detail.body.composicao_valor.valor_bruto).toBe(900); // 2 × R$ 450,00
    expect(detail.body.condicao_pagamento.dia_vencimento).toBe(10);
    // The draft is gone once created.
    await page.goto('/contratos/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeVisible();
    await expect(draftRestored(page)).toHaveCount(0);
  });

  test('settlement: signs in again and returns to the form with every value; registered once', async ({
    page,
    request,
    signIn,
    sandbox,
    account,
  }) => {
    await signIn(page, { path: '/captura' });
    let api = new Api(page, request);
    const id = await api.receivableId(RECEIVABLE_SIGNIN);
    const before = (await api.settlements(id)).length;
    await page.goto(`/recebiveis/${id}/baixa`);
    const nsu = `REV-${Date.now()}`;
    await fillSettlement(page, nsu);
    await endSession(page, request, () => sandbox.fault(expired('/baixa$', 'POST')));
    await page.getByRole('button', { name: 'Registrar baixa' }).click();

    await signInAgain(page, account);
    await expect(page).toHaveURL(new RegExp(`/recebiveis/${id}/baixa$`));
    await expect(draftRestored(page)).toBeVisible();
    await expectSettlementKept(page, nsu);
    api = new Api(page, request);
    expect(await api.settlements(id)).toHaveLength(before);

    await page.getByRole('button', { name: 'Registrar baixa' }).click();
    await expect(page.getByText('Baixa registrada', { exact: true })).toBeVisible();
    const after = await api.settlements(id);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((s) => s.nsu === nsu)).toHaveLength(1);
    // Registered: the draft is gone.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Registrar baixa', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'NSU' })).toHaveValue('');
    await expect(draftRestored(page)).toHaveCount(0);
  });

  test('quote create: signs in again and returns to the form with the draft; created once', async ({
    page,
    request,
    signIn,
    sandbox,
    account,
  }) => {
    await signIn(page, { path: '/orcamentos/novo' });
    const date = uniqueQuoteDate();
    const tag = `Nova entrada ${Date.now()}`;
    await fillQuote(page, date, tag);
    await endSession(page, request, () => sandbox.fault(expired('^/v1/orcamentos$', 'POST')));
    await page.getByRole('button', { name: 'Criar orçamento' }).click();

    await signInAgain(page, account);
    await expect(page).toHaveURL(/\/orcamentos\/novo$/);
    await expect(page.getByText('Rascunho restaurado')).toBeVisible();
    await expectQuoteKept(page, date, tag);
    const api = new Api(page, request);
    expect(await api.quotesOn(date)).toEqual([]);

    await page.getByRole('button', { name: 'Criar orçamento' }).click();
    await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/);
    const created = await api.quotesOn(date);
    expect(created.map((q) => q.descricao)).toEqual([tag]);
  });

  test('contract close and remove: signs in again on the contract, nothing half-done; then each happens once', async ({
    page,
    request,
    signIn,
    sandbox,
    account,
  }) => {
    await signIn(page, { path: '/captura' });
    let api = new Api(page, request);
    const { id, numero } = await openNewContract(page, api);

    // Close: the session ends at the confirmation.
    const closes = countRequests(page, 'POST', /\/encerrar$/);
    const closeDialog = await openClose(page, numero);
    await endSession(page, request, () => sandbox.fault(expired('/encerrar$', 'POST')));
    await confirmClose(closeDialog);
    await signInAgain(page, account);
    await expect(page).toHaveURL(new RegExp(`/contratos/${id}$`));
    await expect(contractHeading(page, numero)).toBeVisible();
    api = new Api(page, request);
    expect(await api.contractStatus(id)).toBe('ATIVO');
    await expect(page.getByRole('group', { name: 'Resumo do contrato' }).getByText('Ativo')).toBeVisible();
    await confirmClose(await openClose(page, numero));
    await expect(page.getByText('Contrato encerrado')).toBeVisible();
    expect(closes.count).toBe(2);
    expect(await api.contractStatus(id)).toBe('INATIVO');

    // Remove: the same, with the typed confirmation.
    const removes = countRequests(page, 'DELETE', new RegExp(`^/v1/contratos/${id}$`));
    const removeDialog = await openRemove(page, numero);
    await endSession(page, request, () => sandbox.fault(expired(`^/v1/contratos/${id}$`, 'DELETE')));
    await confirmRemove(removeDialog);
    await signInAgain(page, account);
    await expect(page).toHaveURL(new RegExp(`/contratos/${id}$`));
    await expect(contractHeading(page, numero)).toBeVisible();
    api = new Api(page, request);
    expect(await api.contractStatus(id)).toBe('INATIVO');
    await page.getByRole('button', { name: 'Remover', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Remover o contrato ${numero}?` });
    // A destructive confirmation is never re-armed across a sign-in (docs/decisions/0822).
    await expect(dialog.getByLabel(/Para confirmar/)).toHaveValue('');
    await dialog.getByLabel(/Para confirmar/).fill(String(numero));
    await confirmRemove(dialog);
    await expect(page).toHaveURL(/\/contratos$/);
    expect(removes.count).toBe(2);
    expect(await api.contractStatus(id)).toBe('GONE');
  });

  test('capture review: signs in again on the capture, still pending; then accepted once', async ({
    page,
    request,
    signIn,
    sandbox,
    account,
  }) => {
    await signIn(page, { path: '/captura' });
    let api = new Api(page, request);
    const captureId = await openPendingCapture(page, api, 'aceite-nova-entrada');
    const posts = countRequests(page, 'POST', new RegExp(`^/v1/captura/${captureId}$`));
    await endSession(page, request, () => sandbox.fault(expired(`^/v1/captura/${captureId}$`, 'POST')));
    await page.getByRole('button', { name: 'Aceitar' }).click();

    await signInAgain(page, account);
    await expect(page).toHaveURL(new RegExp(`/captura/${captureId}$`));
    api = new Api(page, request);
    expect(await api.captureStatus(captureId)).toBe('PENDENTE');
    await expect(
      page.getByRole('region', { name: 'Lançamento sugerido' }).getByText('R$ 321,00').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' }),
    ).toBeVisible();
    expect(posts.count).toBe(2);
    expect(await api.captureStatus(captureId)).toBe('ACEITA');
  });

  test('quotes bulk delete: signs in again on the same filtered list, nothing deleted; then deleted once', async ({
    page,
    request,
    signIn,
    sandbox,
    account,
  }) => {
    await signIn(page, { path: '/captura' });
    let api = new Api(page, request);
    const { date, quotes } = await selectNewQuotes(page, api, 2);
    const check = (numero: number) => quoteCheckbox(page, numero);
    const deletes = countRequests(page, 'DELETE', /^\/v1\/orcamentos$/);
    const firstDialog = await openBulkDelete(page);
    await endSession(page, request, () => sandbox.fault(expired('^/v1/orcamentos$', 'DELETE')));
    await confirmBulkDelete(firstDialog, 2);

    await signInAgain(page, account);
    await expect(page).toHaveURL(new RegExp(`/orcamentos\\?data_inicio=${date}&data_fim=${date}$`));
    api = new Api(page, request);
    expect((await api.quotesOn(date)).map((q) => q.id).sort()).toEqual(quotes.map((q) => q.id).sort());
    for (const q of quotes) await expect(check(q.numero)).not.toBeChecked();
    for (const q of quotes) await check(q.numero).check();
    const dialog = await openBulkDelete(page);
    await confirmBulkDelete(dialog, 2);
    await expect(dialog.getByRole('status')).toContainText('2 orçamentos excluídos');
    expect(deletes.count).toBe(2);
    expect(await api.quotesOn(date)).toEqual([]);
  });
});
