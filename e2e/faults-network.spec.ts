import type { Page } from '@playwright/test';
import { expect, PASSWORD, test } from './fixtures';
import { expectQuoteKept, expectSettlementKept, fillQuote, fillSettlement, fillWizard } from './support/forms';
import {
  confirmBulkDelete,
  confirmClose,
  confirmRemove,
  openBulkDelete,
  openClose,
  openNewContract,
  openPendingCapture,
  openRemove,
  selectNewQuotes,
} from './support/screens';
import {
  Api,
  countRenewals,
  countRequests,
  failedApiRequests,
  uniqueContractNumber,
  uniqueQuoteDate,
} from './support/api';

/**
 * Fault suite, "Sessão e rede" (docs/fault-suite.md), scenarios 3 and 5:
 *  3. 429 bursts: retried after Retry-After, a calm notice, no request storm (counted);
 *  5. the network drops and returns: an offline banner, queries resume by themselves, a
 *     mutation submitted offline waits and is sent exactly once.
 * Every outcome is checked on the server through the API, and requests are counted.
 */

const RECEIVABLE_429 = 'Suíte de falhas: pausa 429 na baixa';
const RECEIVABLE_OFFLINE = 'Suíte de falhas: baixa sem conexão';

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Muitas requisições' });
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Sem conexão' });

test.describe('3. 429 bursts', () => {
  // The browser logs every 429 it receives; these are the ones the tests provoke.
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/status of 429 \(Too Many Requests\)/));

  /** A list answered with 429 three times in a row: four requests, a second apart, a calm notice, then rows. */
  async function burstOnList(page: Page, path: RegExp, listPath: string, ready: RegExp, others = 1) {
    const requests = countRequests(page, 'GET', path);
    const started = Date.now();
    await page.goto(listPath);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText('continuamos automaticamente');
    await expect(page.getByText(ready)).toBeVisible({ timeout: 15_000 });
    const elapsed = Date.now() - started;
    await expect(notice(page)).toBeHidden({ timeout: 5000 });
    // Nothing else is sent meanwhile: wait a moment and count again.
    await page.waitForTimeout(1500);
    const first = requests.requests[0]?.url() as string;
    const sameUrl = requests.requests.filter((r) => r.url() === first);
    expect(sameUrl).toHaveLength(4);
    // Each retry waited the Retry-After second (start times as the browser saw them).
    const statuses = await Promise.all(sameUrl.map(async (r) => (await r.response())?.status()));
    expect(statuses).toEqual([429, 429, 429, 200]);
    const starts = sameUrl.map((r) => r.timing().startTime);
    for (let i = 1; i < starts.length; i++)
      expect((starts[i] as number) - (starts[i - 1] as number)).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    // At most `others` more requests to that path (the next page prefetched, the totals'
    // partly received installments): no storm.
    expect(requests.count).toBeLessThanOrEqual(4 + others);
  }

  test('contracts list: retried after Retry-After with a calm notice, four requests in all', async ({
    page,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    await sandbox.fault({ path: '^/v1/contratos$', method: 'GET', status: 429, retryAfter: 1, times: 3 });
    await burstOnList(page, /^\/v1\/contratos$/, '/contratos?status=ATIVO', /Mostrando 1–10 de [\d.]+ contratos/);
  });

  test('receivables list: retried after Retry-After with a calm notice, four requests in all', async ({
    page,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    await sandbox.fault({ path: '/contas-a-receber/buscar$', method: 'GET', status: 429, retryAfter: 1, times: 3 });
    await burstOnList(page, /\/contas-a-receber\/buscar$/, '/recebiveis', /Mostrando 1–\d+ de [\d.]+ parcelas/, 2);
  });

  test('quotes list: retried after Retry-After with a calm notice, four requests in all', async ({
    page,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    await sandbox.fault({ path: '^/v1/orcamentos$', method: 'GET', status: 429, retryAfter: 1, times: 3 });
    await burstOnList(page, /^\/v1\/orcamentos$/, '/orcamentos', /Mostrando 1–10 de [\d.]+ orçamentos/);
  });

  test('a burst longer than the retry budget stops after four requests and offers a retry', async ({
    page,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    await sandbox.fault({
      path: '^/v1/contratos$',
      method: 'GET',
      status: 429,
      retryAfter: 1,
      times: 50,
      error: 'Limite de requisições excedido.',
    });
    const requests = countRequests(page, 'GET', /^\/v1\/contratos$/);
    await page.goto('/contratos?status=INATIVO');
    const error = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os contratos' });
    await expect(error).toContainText('Limite de requisições excedido.', { timeout: 15_000 });
    await page.waitForTimeout(2000);
    expect(requests.count).toBe(4);
    await sandbox.clearFaults();
    await error.getByRole('button', { name: /Tentar novamente/ }).click();
    await expect(page.getByText(/Mostrando 1–\d+ de [\d.]+ contratos/)).toBeVisible();
    expect(requests.count).toBe(5);
  });

  test('contract wizard: a 429 on create is waited out and the contract is created once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/contratos/novo' });
    const numero = uniqueContractNumber();
    await fillWizard(page, numero);
    await sandbox.fault({ path: '^/v1/contratos$', method: 'POST', status: 429, retryAfter: 1, times: 2 });
    const posts = countRequests(page, 'POST', /^\/v1\/contratos$/);
    await page.getByRole('button', { name: 'Criar contrato' }).click();
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expect(page.getByText(`O contrato nº ${numero} foi criado.`)).toBeVisible();
    expect(posts.count).toBe(3);
    expect(await new Api(page, request).contractsNumbered(numero)).toHaveLength(1);
  });

  test('settlement: a 429 is waited out and exactly one settlement is registered', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const id = await api.receivableId(RECEIVABLE_429);
    const before = (await api.settlements(id)).length;
    await page.goto(`/recebiveis/${id}/baixa`);
    const nsu = `R429-${Date.now()}`;
    await fillSettlement(page, nsu);
    await sandbox.fault({ path: '/baixa$', method: 'POST', status: 429, retryAfter: 1, times: 2 });
    const posts = countRequests(page, 'POST', /\/baixa$/);
    await page.getByRole('button', { name: 'Registrar baixa' }).click();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByText('Baixa registrada', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(posts.count).toBe(3);
    const after = await api.settlements(id);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((s) => s.nsu === nsu)).toHaveLength(1);
  });

  test('quote create: a 429 is waited out and the quote is created once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/orcamentos/novo' });
    const date = uniqueQuoteDate();
    const tag = `429 orçamento ${Date.now()}`;
    await fillQuote(page, date, tag);
    await sandbox.fault({ path: '^/v1/orcamentos$', method: 'POST', status: 429, retryAfter: 1, times: 2 });
    const posts = countRequests(page, 'POST', /^\/v1\/orcamentos$/);
    await page.getByRole('button', { name: 'Criar orçamento' }).click();
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    expect(posts.count).toBe(3);
    const created = await new Api(page, request).quotesOn(date);
    expect(created.map((q) => q.descricao)).toEqual([tag]);
  });

  test('contract close and remove: 429s are waited out; closed once, then removed once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const { id, numero } = await openNewContract(page, api);

    await sandbox.fault({ path: '/encerrar$', method: 'POST', status: 429, retryAfter: 1, times: 2 });
    const closes = countRequests(page, 'POST', /\/encerrar$/);
    await confirmClose(await openClose(page, numero));
    await expect(notice(page)).toBeVisible();
    await expect(page.getByText('Contrato encerrado')).toBeVisible({ timeout: 15_000 });
    expect(closes.count).toBe(3);
    expect(await api.contractStatus(id)).toBe('INATIVO');

    await sandbox.fault({ path: `^/v1/contratos/${id}$`, method: 'DELETE', status: 429, retryAfter: 1, times: 2 });
    const removes = countRequests(page, 'DELETE', new RegExp(`^/v1/contratos/${id}$`));
    await confirmRemove(await openRemove(page, numero));
    await expect(notice(page)).toBeVisible();
    await expect(page).toHaveURL(/\/contratos$/, { timeout: 15_000 });
    expect(removes.count).toBe(3);
    expect(await api.contractStatus(id)).toBe('GONE');
  });

  test('capture review: a 429 on refuse is waited out and the capture is refused once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const captureId = await openPendingCapture(page, api, 'recusa-429');
    await sandbox.fault({ path: `^/v1/captura/${captureId}$`, method: 'DELETE', status: 429, retryAfter: 1, times: 2 });
    const refusals = countRequests(page, 'DELETE', new RegExp(`^/v1/captura/${captureId}$`));
    await page.getByRole('button', { name: 'Recusar' }).click();
    await page
      .getByRole('dialog', { name: 'Recusar esta captura?' })
      .getByRole('button', { name: 'Confirmar recusa' })
      .click();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Captura recusada' })).toBeVisible({ timeout: 15_000 });
    expect(refusals.count).toBe(3);
    // Refused: the platform no longer finds the capture.
    expect((await api.get(`/v1/captura/${captureId}`)).status).toBe(404);
  });

  test('quotes bulk delete: a 429 is waited out and each quote is deleted once', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const { date } = await selectNewQuotes(page, api, 3);
    await sandbox.fault({ path: '^/v1/orcamentos$', method: 'DELETE', status: 429, retryAfter: 1, times: 2 });
    const deletes = countRequests(page, 'DELETE', /^\/v1\/orcamentos$/);
    const dialog = await openBulkDelete(page);
    await confirmBulkDelete(dialog, 3);
    await expect(notice(page)).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('3 orçamentos excluídos', { timeout: 15_000 });
    expect(deletes.count).toBe(3);
    expect(await api.quotesOn(date)).toEqual([]);
  });
});

test.describe('5. the network drops and returns', () => {
  // Offline, the browser still asks for the favicon on every navigation (and the session's
  // background renewals fail): logged, expected. No API request may fail, though: queries and
  // mutations wait for the network instead of being sent.
  let failed: string[] = [];
  test.beforeEach(({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/);
    failed = failedApiRequests(page);
  });
  test.afterEach(() => expect(failed, 'API requests that failed offline').toEqual([]));

  /** Offline: the banner shows, a page change waits without a request; back online it loads by itself. */
  async function dropOnList(page: Page, path: RegExp, noun: string) {
    const footer = page.getByText(new RegExp(`Mostrando 1–10 de [\\d.]+ ${noun}`));
    // The first load after signing in may be slow on a busy machine.
    await expect(footer).toBeVisible({ timeout: 20_000 });
    const requests = countRequests(page, 'GET', path);
    await page.context().setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(offlineBanner(page)).toContainText('atualizados sozinhos quando ela voltar');
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page.getByText('Carregando a página 2…')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(requests.count, 'nothing is sent while offline').toBe(0);
    await page.context().setOffline(false);
    await expect(offlineBanner(page)).toBeHidden();
    await expect(page.getByText(new RegExp(`Mostrando 11–20 de [\\d.]+ ${noun}`))).toBeVisible();
    const page2 = requests.requests.filter((r) => new URL(r.url()).searchParams.get('pagina') === '2');
    expect(page2).toHaveLength(1);
  }

  test('contracts list: offline banner; the next page loads by itself when the network returns', async ({
    page,
    signIn,
  }) => {
    await signIn(page, { path: '/contratos' });
    await dropOnList(page, /^\/v1\/contratos$/, 'contratos');
  });

  test('receivables list: offline banner; the next page loads by itself when the network returns', async ({
    page,
    signIn,
  }) => {
    await signIn(page, { path: '/recebiveis?tamanho_pagina=10' });
    await dropOnList(page, /\/contas-a-receber\/buscar$/, 'parcelas');
  });

  test('quotes list: offline banner; the next page loads by itself when the network returns', async ({
    page,
    signIn,
  }) => {
    await signIn(page, { path: '/orcamentos' });
    await dropOnList(page, /^\/v1\/orcamentos$/, 'orçamentos');
  });

  test('a screen not opened yet: says it needs the network, and opens by itself when it returns', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The screen's code cannot be fetched offline: the boundary logs it.
    allowConsoleErrors(/Tela com erro|dynamically imported module|Unable to preload CSS/);
    await signIn(page, { path: '/captura' });
    await expect(page.getByRole('heading', { name: 'Captura de documentos' })).toBeVisible();
    await page.context().setOffline(true);
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Orçamentos' })
      .click();
    const waiting = page.getByRole('alert').filter({ hasText: 'Ela abre sozinha quando a conexão voltar' });
    await expect(waiting).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Orçamentos' })).toBeVisible();
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ orçamentos/)).toBeVisible();
    await expect(page).toHaveURL(/\/orcamentos$/);
  });

  test('the session outlives a drop: renewals that fail offline do not sign out', async ({
    page,
    signIn,
    allowConsoleErrors,
  }, testInfo) => {
    // Back online, the first request carries the expired token: 401, renewed, retried.
    allowConsoleErrors(/status of 401 \(Unauthorized\)/);
    // Access tokens of 10 s: the app renews them continuously, so some renewals fail offline.
    const account = { email: `curta${(testInfo.parallelIndex % 4) + 1}@exemplo.com.br`, password: PASSWORD };
    await signIn(page, { account, path: '/contratos' });
    await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible();
    const renewals = countRenewals(page);
    await page.context().setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    // Long enough for the access token to expire for good (10 s + the API's 5 s tolerance).
    await page.waitForTimeout(17_000);
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.context().setOffline(false);
    await expect(page.getByText(/Mostrando 11–20 de [\d.]+ contratos/)).toBeVisible();
    await expect(page).toHaveURL(/\/contratos\?.*pagina=2/);
    expect(renewals.count).toBeGreaterThan(0);
  });

  test('contract wizard: created offline, it waits, then is sent once when the network returns', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(page, { path: '/contratos/novo' });
    const numero = uniqueContractNumber();
    await fillWizard(page, numero);
    const posts = countRequests(page, 'POST', /^\/v1\/contratos$/);
    await page.context().setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    const create = page.getByRole('button', { name: 'Criar contrato' });
    await create.click();
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    await expect(create).toBeDisabled();
    // A second try (Enter on the form) is ignored.
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1000);
    expect(posts.count).toBe(0);
    await page.context().setOffline(false);
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`O contrato nº ${numero} foi criado.`)).toBeVisible();
    expect(posts.count).toBe(1);
    expect(await new Api(page, request).contractsNumbered(numero)).toHaveLength(1);
  });

  test('settlement: submitted offline, it waits, then exactly one settlement is registered', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const id = await api.receivableId(RECEIVABLE_OFFLINE);
    const before = (await api.settlements(id)).length;
    await page.goto(`/recebiveis/${id}/baixa`);
    const nsu = `OFF-${Date.now()}`;
    await fillSettlement(page, nsu);
    const posts = countRequests(page, 'POST', /\/baixa$/);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Registrar baixa' }).click();
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    // Enter in a field submits the form again: ignored while the first send waits.
    await page.getByRole('textbox', { name: 'NSU' }).press('Enter');
    await page.waitForTimeout(1000);
    expect(posts.count).toBe(0);
    await expectSettlementKept(page, nsu);
    await page.context().setOffline(false);
    await expect(page.getByText('Baixa registrada', { exact: true })).toBeVisible();
    expect(posts.count).toBe(1);
    const after = await api.settlements(id);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((s) => s.nsu === nsu)).toHaveLength(1);
  });

  test('quote create: submitted offline, it waits, then the quote is created once', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(page, { path: '/orcamentos/novo' });
    const date = uniqueQuoteDate();
    const tag = `Sem conexão ${Date.now()}`;
    await fillQuote(page, date, tag);
    const posts = countRequests(page, 'POST', /^\/v1\/orcamentos$/);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Criar orçamento' }).click();
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    await page.getByLabel('Descrição', { exact: true }).press('Enter');
    await page.waitForTimeout(1000);
    expect(posts.count).toBe(0);
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    await expectQuoteKept(page, date, tag);
    await page.context().setOffline(false);
    await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/);
    await page.waitForTimeout(500);
    expect(posts.count).toBe(1);
    const created = await new Api(page, request).quotesOn(date);
    expect(created.map((q) => q.descricao)).toEqual([tag]);
  });

  test('contract close and remove: confirmed offline, each is sent once when the network returns', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const { id, numero } = await openNewContract(page, api);

    const closes = countRequests(page, 'POST', /\/encerrar$/);
    const closeDialog = await openClose(page, numero);
    await page.context().setOffline(true);
    await confirmClose(closeDialog);
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    await page.waitForTimeout(1000);
    expect(closes.count).toBe(0);
    await page.context().setOffline(false);
    await expect(page.getByText('Contrato encerrado')).toBeVisible();
    expect(closes.count).toBe(1);
    expect(await api.contractStatus(id)).toBe('INATIVO');

    const removes = countRequests(page, 'DELETE', new RegExp(`^/v1/contratos/${id}$`));
    const removeDialog = await openRemove(page, numero);
    await page.context().setOffline(true);
    await confirmRemove(removeDialog);
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    // Enter in the confirmation field submits again: ignored while the first waits.
    await removeDialog.getByLabel(/Para confirmar/).press('Enter');
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    expect(removes.count).toBe(0);
    await page.context().setOffline(false);
    await expect(page).toHaveURL(/\/contratos$/);
    await page.waitForTimeout(500);
    expect(removes.count).toBe(1);
    expect(await api.contractStatus(id)).toBe('GONE');
  });

  test('capture review: accepted offline, it is sent once when the network returns', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const captureId = await openPendingCapture(page, api, 'aceite-offline');
    const accept = page.getByRole('button', { name: 'Aceitar' });
    const posts = countRequests(page, 'POST', new RegExp(`^/v1/captura/${captureId}$`));
    await page.context().setOffline(true);
    await accept.click();
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    await expect(accept).toBeDisabled();
    await page.waitForTimeout(1000);
    expect(posts.count).toBe(0);
    await page.context().setOffline(false);
    await expect(
      page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' }),
    ).toBeVisible();
    expect(posts.count).toBe(1);
    expect(await api.captureStatus(captureId)).toBe('ACEITA');
  });

  test('quotes bulk delete: confirmed offline, each batch is sent once when the network returns', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn(page, { path: '/captura' });
    const api = new Api(page, request);
    const { date } = await selectNewQuotes(page, api, 3);
    const deletes = countRequests(page, 'DELETE', /^\/v1\/orcamentos$/);
    const dialog = await openBulkDelete(page);
    await page.context().setOffline(true);
    await confirmBulkDelete(dialog, 3);
    await expect(page.getByTestId('offline-waiting')).toHaveText(/1 envio aguardando a conexão/);
    await page.waitForTimeout(1000);
    expect(deletes.count).toBe(0);
    await page.context().setOffline(false);
    await expect(dialog.getByRole('status')).toContainText('3 orçamentos excluídos');
    expect(deletes.count).toBe(1);
    expect(await api.quotesOn(date)).toEqual([]);
  });
});
