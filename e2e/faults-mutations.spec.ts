import { expect, test } from './fixtures';
import { Api, billPdf } from './support/api';
import { uploadAndReview } from './support/forms';

/**
 * Fault suite, scenario 4 (docs/fault-suite.md): a 500 on every mutation. The server's
 * message is shown, what was typed is kept, nothing half-done is shown as done, and the
 * record is unchanged on the server. Mutations already covered in their screen's spec
 * are listed in the table and not repeated here: wizard create (contract-wizard.spec.ts),
 * contract close (contract-detail.spec.ts), settlement (receivables.spec.ts), capture
 * upload (capture.spec.ts), quotes bulk delete (quotes.spec.ts).
 */

const FAILURE = 'Falha simulada pela suíte de falhas.';

test.beforeEach(({ allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
});

test('contract remove: the dialog says it was not removed, keeps the typed number, and the contract stays', async ({
  page,
  request,
  signIn,
  sandbox,
}) => {
  const api = new Api(page, request);
  await signIn(page);
  const contract = await api.createContract();
  await sandbox.fault({
    path: `^/v1/contratos/${contract.id}$`,
    method: 'DELETE',
    status: 500,
    error: FAILURE,
    times: 1,
  });
  await page.goto(`/contratos/${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Contrato ${contract.numero}` })).toBeVisible();
  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Remover o contrato ${contract.numero}?` });
  const typed = dialog.getByLabel(/digite o número do contrato/);
  await typed.fill(String(contract.numero));
  await dialog.getByRole('button', { name: 'Remover permanentemente' }).click();

  const alert = dialog.getByRole('alert').filter({ hasText: 'O contrato não foi removido' });
  await expect(alert).toContainText(FAILURE);
  await expect(typed).toHaveValue(String(contract.numero));
  await expect(page).toHaveURL(new RegExp(`/contratos/${contract.id}$`));
  await expect(page.getByText('Contrato removido')).toHaveCount(0);
  expect((await api.get(`/v1/contratos/${contract.id}`)).status).toBe(200);

  // Sending again (the fault was for one request) removes it.
  await dialog.getByRole('button', { name: 'Remover permanentemente' }).click();
  await expect(page).toHaveURL(/\/contratos$/);
  await expect(page.getByText('Contrato removido')).toBeVisible();
  // Removal is logical on the platform: the contract still reads, as DELETADO.
  expect((await api.get<{ status: string }>(`/v1/contratos/${contract.id}`)).body.status).toBe('DELETADO');
});

test('capture accept: the error is shown with a retry, the capture stays pending, no entry is created', async ({
  page,
  request,
  signIn,
  sandbox,
}) => {
  const api = new Api(page, request);
  await signIn(page, { path: '/captura' });
  const id = await uploadAndReview(page, await billPdf('falha-aceite'));
  await sandbox.fault({ path: `^/v1/captura/${id}$`, method: 'POST', status: 500, error: FAILURE, times: 1 });
  const suggestion = page.getByRole('region', { name: 'Lançamento sugerido' });
  await suggestion.getByRole('button', { name: 'Aceitar' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível aceitar a captura' });
  await expect(alert).toContainText(FAILURE);
  await expect(page.getByText('Captura aceita: lançamento financeiro criado')).toHaveCount(0);
  await expect(page.getByText('Aguardando revisão')).toBeVisible();
  await expect(suggestion.getByRole('button', { name: 'Aceitar' })).toBeEnabled();
  await expect(suggestion.getByRole('button', { name: 'Recusar' })).toBeEnabled();
  const live = await api.get<{ status: string }>(`/v1/captura/${id}`);
  expect(live.body.status).toBe('PENDENTE');

  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' }),
  ).toBeVisible();
  expect((await api.get<{ status: string }>(`/v1/captura/${id}`)).body.status).toBe('ACEITA');
});

test('capture refuse: the error is shown, the capture stays pending and can still be accepted', async ({
  page,
  request,
  signIn,
  sandbox,
}) => {
  const api = new Api(page, request);
  await signIn(page, { path: '/captura' });
  const id = await uploadAndReview(page, await billPdf('falha-recusa'));
  await sandbox.fault({ path: `^/v1/captura/${id}$`, method: 'DELETE', status: 500, error: FAILURE, times: 1 });
  await page.getByRole('button', { name: 'Recusar' }).click();
  await page
    .getByRole('dialog', { name: 'Recusar esta captura?' })
    .getByRole('button', { name: 'Confirmar recusa' })
    .click();

  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível recusar a captura' });
  await expect(alert).toContainText(FAILURE);
  await expect(page.getByRole('status').filter({ hasText: 'Captura recusada' })).toHaveCount(0);
  await expect(page.getByText('Aguardando revisão')).toBeVisible();
  expect((await api.get<{ status: string }>(`/v1/captura/${id}`)).body.status).toBe('PENDENTE');

  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' }),
  ).toBeVisible();
});

test('quote create: the message is shown, every field is kept, no quote is created; sending again creates one', async ({
  page,
  request,
  signIn,
  sandbox,
}) => {
  const api = new Api(page, request);
  await signIn(page, { path: '/orcamentos/novo' });
  await expect(page.getByRole('heading', { name: 'Novo orçamento' })).toBeVisible();
  const tag = `E2E falha 500 ${Date.now()}`;
  await page.getByRole('combobox', { name: 'Cliente', exact: true }).fill('Clínica');
  await page.getByRole('option', { name: /^Clínica Sorriso Pleno/ }).click();
  await page.getByRole('combobox', { name: 'Produto ou serviço do item 1' }).fill('Teclado');
  await page.getByRole('option', { name: /^Teclado sem fio/ }).click();
  await page.getByLabel('Quantidade do item 1').fill('2');
  await page.getByLabel('Valor unitário do item 1').fill('150');
  await page.getByLabel('Descrição', { exact: true }).fill(tag);
  await page.getByLabel('Observações', { exact: true }).fill('Entregar na recepção.');
  await sandbox.fault({ path: '^/v1/orcamentos$', method: 'POST', status: 500, error: FAILURE, times: 1 });
  await page.getByRole('button', { name: 'Criar orçamento' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível criar o orçamento' })).toContainText(
    FAILURE,
  );
  await expect(page).toHaveURL(/\/orcamentos\/novo$/);
  await expect(page.getByRole('combobox', { name: 'Cliente', exact: true })).toHaveValue(/^Clínica Sorriso Pleno/);
  await expect(page.getByRole('combobox', { name: 'Produto ou serviço do item 1' })).toHaveValue(/^Teclado sem fio/);
  await expect(page.getByLabel('Quantidade do item 1')).toHaveValue('2');
  await expect(page.getByLabel('Valor unitário do item 1')).toHaveValue(/150/);
  await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue(tag);
  await expect(page.getByLabel('Observações', { exact: true })).toHaveValue('Entregar na recepção.');
  expect(await api.quotesDescribed(tag)).toBe(0);

  await page.getByRole('button', { name: 'Criar orçamento' }).click();
  await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/);
  await expect(page.getByText(tag)).toBeVisible();
  expect(await api.quotesDescribed(tag)).toBe(1);
});

test('quote delete from its page: the dialog says it was not deleted and the quote stays', async ({
  page,
  request,
  signIn,
  sandbox,
}) => {
  const api = new Api(page, request);
  await signIn(page, { path: '/orcamentos' });
  const quote = await api.createQuote({ descricao: `E2E exclusão 500 ${Date.now()}` });
  await sandbox.fault({ path: '^/v1/orcamentos$', method: 'DELETE', status: 500, error: FAILURE, times: 1 });
  await page.goto(`/orcamentos/${quote.id}`);
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Excluir o orçamento nº ${quote.numero}?` });
  await dialog.getByRole('button', { name: 'Excluir orçamento' }).click();

  await expect(dialog.getByRole('alert').filter({ hasText: 'O orçamento não foi excluído' })).toContainText(FAILURE);
  await expect(page).toHaveURL(new RegExp(`/orcamentos/${quote.id}$`));
  expect((await api.get(`/v1/orcamentos/${quote.id}`)).status).toBe(200);

  await dialog.getByRole('button', { name: 'Excluir orçamento' }).click();
  await expect(page).toHaveURL(/\/orcamentos$/);
  expect((await api.get(`/v1/orcamentos/${quote.id}`)).status).toBe(404);
});

test('quotes bulk delete, every batch failing: nothing is reported deleted and the selection stays', async ({
  page,
  request,
  signIn,
  sandbox,
}) => {
  const api = new Api(page, request);
  await signIn(page, { path: '/orcamentos' });
  const quotes = [
    await api.createQuote({ descricao: `E2E lote 500 a ${Date.now()}` }),
    await api.createQuote({ descricao: `E2E lote 500 b ${Date.now()}` }),
  ];
  await page.goto('/orcamentos?termo_busca=Padaria&tamanho_pagina=50&campo_ordenado_descendente=NUMERO');
  for (const q of quotes) await page.getByRole('checkbox', { name: `Selecionar o orçamento nº ${q.numero}` }).check();
  await sandbox.fault({ path: '^/v1/orcamentos$', method: 'DELETE', status: 500, error: FAILURE });
  await page.getByRole('button', { name: 'Excluir selecionados' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Excluir 2 orçamentos' }).click();

  const report = dialog.getByRole('alert');
  await expect(report).toContainText('Não excluídos (2):');
  await expect(report).toContainText(FAILURE);
  await expect(report).toContainText('Excluídos (0): nenhum.');
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(page.getByText('2 orçamentos selecionados')).toBeVisible();
  for (const q of quotes) {
    await expect(page.getByRole('checkbox', { name: `Selecionar o orçamento nº ${q.numero}` })).toBeChecked();
    expect((await api.get(`/v1/orcamentos/${q.id}`)).status).toBe(200);
  }
});
