import type { Locator, Page } from '@playwright/test';
import { expect, test, type Hold } from './fixtures';
import { Api, billPdf, countRequests, uniqueContractNumber } from './support/api';
import { loadPicker, uploadAndReview } from './support/forms';
import { openBulkDelete, openClose, openRemove, quoteCheckbox } from './support/screens';

/**
 * Fault suite, scenario 6 (docs/fault-suite.md): a slow API. Every screen shows that it
 * is loading; every mutation shows that it is on its way, its button cannot send it again
 * (a double click, a click on the busy button, Enter in a field), and the server ends up
 * with exactly one record, counted through the API.
 *
 * "Slow" is an answer the sandbox holds until the test has made its checks of the
 * in-between, then releases (`sandbox.hold`, decision 0825). Held for a fixed time
 * instead (3 s, then 8 s), a CI run under load pressed "again" after the answer had come
 * and the button had gone. LANDED: time for the screen to follow the released answer.
 */
const LANDED = { timeout: 15_000 };
const WIDE_CONTRACTS = 'data_inicio=2000-01-01&data_fim=2100-12-31';

/** A button that shows it is working and cannot be pressed. */
async function expectBusy(button: Locator) {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('data-loading', 'true');
}

/** A second attempt while the first is on its way: the busy button again, forced. */
async function pressAgain(button: Locator) {
  await expectBusy(button);
  await button.click({ force: true, timeout: 5000 });
}

/** The held answer lets go, once the sandbox had it (so the checks above ran while it was on its way). */
async function land(held: Hold) {
  await held.arrived();
  await held.release();
}

test.describe('slow reads show their loading state, then the data', () => {
  test('contracts: list, detail and the wizard pickers', async ({ page, signIn, sandbox }) => {
    await signIn(page);
    await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ contratos/)).toBeVisible({ timeout: 20_000 });

    const list = await sandbox.hold({ path: '^/v1/contratos$', method: 'GET', times: 1 });
    await page.goto('/contratos?busca_textual=clinica', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Carregando contratos…' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await land(list);
    await expect(page.getByRole('row').filter({ hasText: 'Clínica Sorriso Pleno Ltda' }).first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');

    const id = (await page.getByRole('row').nth(1).getByRole('link').getAttribute('href'))?.split('/').pop() as string;
    const detail = await sandbox.hold({ path: '^/v1/contratos/[^/]+$', method: 'GET', times: 1 });
    await page.goto(`/contratos/${id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Carregando o contrato…' })).toBeVisible();
    await land(detail);
    await expect(page.getByRole('heading', { level: 1, name: /^Contrato \d+/ })).toBeVisible();

    await page.goto('/contratos/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeFocused();
    const customer = page.locator('input').and(page.getByLabel(/^Cliente/));
    // The picker's code loads on first focus (src/ui/DeferredPicker): load it, and let its
    // first (empty) search answer, before slowing the API down.
    await loadPicker(customer);
    const search = await sandbox.hold({ path: '^/v1/pessoas$', method: 'GET', times: 1 });
    await customer.fill('padaria');
    // The search is on its way: the picker says so (spinner, aria-busy) until the answer.
    await expect(customer).toHaveAttribute('aria-busy', 'true');
    await expect(customer.locator('xpath=..').locator('.mantine-Loader-root')).toBeVisible();
    await land(search);
    await expect(page.getByRole('option', { name: /Padaria Pão Dourado/ })).toBeVisible();
    await expect(customer).toHaveAttribute('aria-busy', 'false');
  });

  test('receivables: list and settlement page', async ({ page, signIn, sandbox }) => {
    await signIn(page, { path: '/recebiveis' });
    await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ parcelas|0 parcelas/)).toBeVisible({ timeout: 20_000 });
    const list = await sandbox.hold({ path: '/contas-a-receber/buscar$', method: 'GET', times: 1 });
    await page.goto('/recebiveis?data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31', {
      waitUntil: 'commit',
    });
    await expect(page.getByRole('status').filter({ hasText: 'Carregando parcelas…' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await land(list);
    const settle = page.getByRole('link', { name: /^Registrar baixa/ }).first();
    await expect(settle).toBeVisible();

    const href = (await settle.getAttribute('href')) as string;
    const installment = await sandbox.hold({ path: '/parcelas/[^/]+$', method: 'GET', times: 1 });
    await page.goto(href, { waitUntil: 'commit' });
    await expect(page.getByLabel('Carregando a parcela')).toBeVisible();
    await land(installment);
    await expect(page.getByRole('button', { name: 'Registrar baixa' })).toBeVisible();
  });

  test('capture review, quotes list and quote detail', async ({ page, signIn, sandbox }) => {
    await signIn(page, { path: '/orcamentos' });
    await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ orçamentos/)).toBeVisible({ timeout: 20_000 });
    const list = await sandbox.hold({ path: '^/v1/orcamentos$', method: 'GET', times: 1 });
    await page.goto('/orcamentos?campo_ordenado_ascendente=NUMERO', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Carregando orçamentos…' })).toBeVisible();
    await land(list);
    await expect(page.getByRole('link', { name: 'Orçamento nº 1', exact: true })).toBeVisible();

    const href = (await page.getByRole('link', { name: 'Orçamento nº 1', exact: true }).getAttribute('href')) as string;
    const detail = await sandbox.hold({ path: '^/v1/orcamentos/[^/]+$', method: 'GET', times: 1 });
    await page.goto(href, { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Carregando o orçamento…' })).toBeVisible();
    await land(detail);
    await expect(page.getByRole('heading', { name: /Orçamento nº 1\b/ })).toBeVisible();

    await page.goto('/captura');
    const id = await uploadAndReview(page, await billPdf('lento-leitura'));
    const capture = await sandbox.hold({ path: `^/v1/captura/${id}$`, method: 'GET', times: 1 });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByText('Carregando a captura…')).toBeVisible();
    await land(capture);
    await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
  });
});

test.describe('slow mutations: busy while on their way, sent once', () => {
  test('contract wizard: "Criar contrato" creates one contract', async ({ page, request, signIn, sandbox }) => {
    const api = new Api(page, request);
    await signIn(page, { path: '/contratos/novo' });
    await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeFocused();
    const numero = uniqueContractNumber();
    await fillWizard(page, numero);
    const posts = countRequests(page, 'POST', /^\/v1\/contratos$/);
    const held = await sandbox.hold({ path: '^/v1/contratos$', method: 'POST', times: 2 });
    const create = page.getByRole('button', { name: 'Criar contrato' });
    await create.dblclick();
    await expectBusy(create);
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    await pressAgain(create);
    await land(held);
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/, LANDED);
    await expect(page.getByText(`O contrato nº ${numero} foi criado.`)).toBeVisible();
    expect(posts.count).toBe(1);
    const list = await api.get<{ itens_totais: number }>(`/v1/contratos?busca_textual=${numero}&${WIDE_CONTRACTS}`);
    expect(list.body.itens_totais).toBe(1);
  });

  test('contract close: the dialog stays busy and closes once', async ({ page, request, signIn, sandbox }) => {
    const api = new Api(page, request);
    await signIn(page);
    const contract = await api.createContract();
    await page.goto(`/contratos/${contract.id}`);
    const dialog = await openClose(page, contract.numero);
    const posts = countRequests(page, 'POST', /\/encerrar$/);
    const held = await sandbox.hold({ path: '/encerrar$', method: 'POST', times: 2 });
    const confirm = dialog.getByRole('button', { name: 'Encerrar contrato' });
    await confirm.dblclick();
    await expectBusy(confirm);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Escape does not dismiss a dialog whose request is on its way.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await pressAgain(confirm);
    await land(held);
    await expect(dialog).toBeHidden(LANDED);
    await expect(page.getByRole('group', { name: 'Resumo do contrato' }).getByText('Inativo')).toBeVisible();
    expect(posts.count).toBe(1);
    expect((await api.get<{ status: string }>(`/v1/contratos/${contract.id}`)).body.status).toBe('INATIVO');
  });

  test('contract remove: the dialog stays busy and removes once', async ({ page, request, signIn, sandbox }) => {
    const api = new Api(page, request);
    await signIn(page);
    const contract = await api.createContract();
    await page.goto(`/contratos/${contract.id}`);
    const dialog = await openRemove(page, contract.numero);
    const deletes = countRequests(page, 'DELETE', /^\/v1\/contratos\/[^/]+$/);
    const held = await sandbox.hold({ path: '^/v1/contratos/[^/]+$', method: 'DELETE', times: 2 });
    const confirm = dialog.getByRole('button', { name: 'Remover permanentemente' });
    await confirm.dblclick();
    await expectBusy(confirm);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Enter in the confirmation field submits the form again: ignored while busy.
    await dialog.getByLabel(/digite o número do contrato/).press('Enter');
    await pressAgain(confirm);
    await land(held);
    await expect(page).toHaveURL(/\/contratos$/, LANDED);
    await expect(page.getByText('Contrato removido')).toBeVisible();
    expect(deletes.count).toBe(1);
    // Removal is logical on the platform: the contract still reads, as DELETADO.
    expect((await api.get<{ status: string }>(`/v1/contratos/${contract.id}`)).body.status).toBe('DELETADO');
  });

  test('settlement: "Registrar baixa" registers one settlement', async ({ page, request, signIn, sandbox }) => {
    const api = new Api(page, request);
    await signIn(page);
    const contract = await api.createContract();
    const [parcela] = await api.openInstallments(contract.id);
    expect(parcela, 'an open installment of the new contract').toBeTruthy();
    await page.goto(`/recebiveis/${parcela}/baixa`);
    const submit = page.getByRole('button', { name: 'Registrar baixa' });
    await expect(submit).toBeVisible();
    await page.getByLabel(/^Valor bruto/).fill('100');
    await page.getByRole('textbox', { name: 'NSU' }).fill('LENTO-1');
    const posts = countRequests(page, 'POST', /\/baixa$/);
    const held = await sandbox.hold({ path: '/baixa$', method: 'POST', times: 2 });
    await submit.dblclick();
    await expectBusy(submit);
    await page.getByRole('textbox', { name: 'NSU' }).press('Enter');
    await pressAgain(submit);
    await land(held);
    await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial', LANDED);
    expect(posts.count).toBe(1);
    const settlements = await api.get<unknown[]>(`/v1/financeiro/eventos-financeiros/parcelas/${parcela}/baixa`);
    expect(settlements.body).toHaveLength(1);
  });

  test('capture upload: progress while sending, one document', async ({ page, signIn, sandbox }) => {
    await signIn(page, { path: '/captura' });
    const file = await billPdf('lento-envio');
    const posts = countRequests(page, 'POST', /^\/v1\/captura\/documentos$/);
    const upload = await sandbox.hold({ path: '^/v1/captura/documentos$', method: 'POST', times: 1 });
    await page.getByLabel('Arquivos para captura').setInputFiles([file]);
    const item = page.getByRole('listitem', { name: file.name });
    await expect(item.getByText(/^Enviando… \d+%$/)).toBeVisible();
    await expect(item.getByRole('progressbar', { name: `Envio de ${file.name}` })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Cancelar envio' })).toBeVisible();
    await land(upload);
    await expect(item).toContainText('Enviado.', { timeout: 15_000 });
    expect(posts.count).toBe(1);
    await expect(
      page
        .getByRole('region', { name: 'Envios recentes deste navegador' })
        .getByRole('row')
        .filter({ hasText: file.name }),
    ).toHaveCount(1);
  });

  test('capture accept: one request, one entry', async ({ page, request, signIn, sandbox }) => {
    const api = new Api(page, request);
    await signIn(page, { path: '/captura' });
    const id = await uploadAndReview(page, await billPdf('lento-aceite'));
    const posts = countRequests(page, 'POST', new RegExp(`^/v1/captura/${id}$`));
    const held = await sandbox.hold({ path: `^/v1/captura/${id}$`, method: 'POST', times: 2 });
    const accept = page.getByRole('button', { name: 'Aceitar' });
    await accept.dblclick();
    await expectBusy(accept);
    await expect(page.getByRole('button', { name: 'Recusar' })).toBeDisabled();
    await pressAgain(accept);
    await land(held);
    await expect(
      page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' }),
    ).toBeVisible(LANDED);
    expect(posts.count).toBe(1);
    expect((await api.get<{ status: string }>(`/v1/captura/${id}`)).body.status).toBe('ACEITA');
  });

  test('capture refuse: one request; accepting meanwhile is not possible', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    const api = new Api(page, request);
    await signIn(page, { path: '/captura' });
    const id = await uploadAndReview(page, await billPdf('lento-recusa'));
    const deletes = countRequests(page, 'DELETE', new RegExp(`^/v1/captura/${id}$`));
    const held = await sandbox.hold({ path: `^/v1/captura/${id}$`, method: 'DELETE', times: 2 });
    await page.getByRole('button', { name: 'Recusar' }).click();
    const confirm = page
      .getByRole('dialog', { name: 'Recusar esta captura?' })
      .getByRole('button', { name: 'Confirmar recusa' });
    await confirm.dblclick();
    await expectBusy(confirm);
    await pressAgain(confirm);
    await land(held);
    await expect(page.getByRole('status').filter({ hasText: 'Captura recusada' })).toBeVisible(LANDED);
    expect(deletes.count).toBe(1);
    // Refused, the capture is no longer found (as the platform answers).
    expect((await api.get(`/v1/captura/${id}`)).status).toBe(404);
    await expect(page.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  });

  test('quote create: "Criar orçamento" creates one quote', async ({ page, request, signIn, sandbox }) => {
    const api = new Api(page, request);
    await signIn(page, { path: '/orcamentos/novo' });
    await expect(page.getByRole('heading', { name: 'Novo orçamento' })).toBeVisible();
    const tag = `E2E lento ${Date.now()}`;
    await page.getByRole('combobox', { name: 'Cliente', exact: true }).fill('Clínica');
    await page.getByRole('option', { name: /^Clínica Sorriso Pleno/ }).click();
    await page.getByRole('combobox', { name: 'Produto ou serviço do item 1' }).fill('Teclado');
    await page.getByRole('option', { name: /^Teclado sem fio/ }).click();
    await page.getByLabel('Descrição', { exact: true }).fill(tag);
    const posts = countRequests(page, 'POST', /^\/v1\/orcamentos$/);
    const held = await sandbox.hold({ path: '^/v1/orcamentos$', method: 'POST', times: 2 });
    const create = page.getByRole('button', { name: 'Criar orçamento' });
    await create.dblclick();
    await expectBusy(create);
    await page.getByLabel('Descrição', { exact: true }).press('Enter');
    await pressAgain(create);
    await land(held);
    await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/, LANDED);
    await expect(page.getByText(tag)).toBeVisible();
    expect(posts.count).toBe(1);
    await expect.poll(() => api.quotesDescribed(tag)).toBe(1);
  });

  test('quote delete from its page: one request', async ({ page, request, signIn, sandbox }) => {
    const api = new Api(page, request);
    await signIn(page, { path: '/orcamentos' });
    const quote = await api.createQuote({ descricao: `E2E lento exclusão ${Date.now()}` });
    await page.goto(`/orcamentos/${quote.id}`);
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Excluir o orçamento nº ${quote.numero}?` });
    const deletes = countRequests(page, 'DELETE', /^\/v1\/orcamentos$/);
    const held = await sandbox.hold({ path: '^/v1/orcamentos$', method: 'DELETE', times: 2 });
    const confirm = dialog.getByRole('button', { name: 'Excluir orçamento' });
    await confirm.dblclick();
    await expectBusy(confirm);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await pressAgain(confirm);
    await land(held);
    await expect(page).toHaveURL(/\/orcamentos$/, LANDED);
    expect(deletes.count).toBe(1);
    expect((await api.get(`/v1/orcamentos/${quote.id}`)).status).toBe(404);
  });

  test('quotes bulk delete: progress while deleting, one request per batch', async ({
    page,
    request,
    signIn,
    sandbox,
  }) => {
    const api = new Api(page, request);
    await signIn(page, { path: '/orcamentos' });
    const quotes = [
      await api.createQuote({ descricao: `E2E lento lote a ${Date.now()}` }),
      await api.createQuote({ descricao: `E2E lento lote b ${Date.now()}` }),
    ];
    await page.goto('/orcamentos?termo_busca=Padaria&tamanho_pagina=50&campo_ordenado_descendente=NUMERO');
    for (const q of quotes) await quoteCheckbox(page, q.numero).check();
    const dialog = await openBulkDelete(page);
    const deletes = countRequests(page, 'DELETE', /^\/v1\/orcamentos$/);
    const held = await sandbox.hold({ path: '^/v1/orcamentos$', method: 'DELETE', times: 2 });
    await dialog.getByRole('button', { name: 'Excluir 2 orçamentos' }).dblclick();
    await expect(dialog.getByText('Excluindo… lote 1 de 1')).toBeVisible();
    // Nothing to press while it runs: no button, and Escape does not close it.
    await expect(dialog.getByRole('button')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await land(held);
    await expect(dialog.getByRole('status')).toContainText('2 orçamentos excluídos', LANDED);
    expect(deletes.count).toBe(1);
    for (const q of quotes) expect((await api.get(`/v1/orcamentos/${q.id}`)).status).toBe(404);
  });
});

/** The wizard's four steps, filled with a known customer and service (as contract-wizard.spec.ts). */
async function fillWizard(page: Page, numero: number) {
  const input = (label: RegExp) => page.locator('input, textarea').and(page.getByLabel(label));
  const pick = async (label: RegExp, search: string, option: RegExp) => {
    await expect(async () => {
      await input(label).fill('');
      await input(label).fill(search);
      await expect(page.getByRole('option', { name: option })).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('option', { name: option }).click();
  };
  const next = () => page.getByRole('button', { name: 'Próximo' }).click();
  const step = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await pick(/^Cliente/, 'padaria', /Padaria Pão Dourado/);
  await pick(/^Produto ou serviço/, 'jardin', /Jardinagem/);
  await next();
  await step('Recorrência');
  await expect(input(/^Número do contrato/)).not.toHaveValue('');
  await input(/^Número do contrato/).fill(String(numero));
  await next();
  await step('Pagamento e valores');
  await input(/^Dia de vencimento/).fill('10');
  await input(/^Primeiro vencimento/).fill('2026-12-10');
  await next();
  await step('Revisão');
}
