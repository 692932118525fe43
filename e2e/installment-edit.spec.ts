import type { Locator, Page } from '@playwright/test';
import { platformToday, seedStore } from '../sandbox/api/seed';
import { addDays } from '../src/lib/date-math';
import { formatCents, toCents } from '../src/lib/money';
import { expect, test } from './fixtures';
import { sandboxToday, type Api } from './support/api';
import { createOneInstallment, totalsFigure } from './support/ledger';
import { mainMenu } from './support/menu';

/**
 * Editing an installment from its list row and writing it off, on the payables' side: each
 * test makes its own bill through the API (unique description, due relative to the platform's
 * day), so it holds on any day.
 */

const seeded = seedStore(platformToday());
const expense = seeded.categories.find((c) => c.tipo === 'DESPESA')?.id as string;
const supplier = seeded.customers.find((c) => c.perfis?.includes('Fornecedor'))?.id as string;
const account = seeded.accounts.find((a) => a.conta_padrao) ?? seeded.accounts[0]!;
const PARCELAS = '/v1/financeiro/eventos-financeiros/parcelas';

/** A bill of `valor` due `due`; its installment's id. */
async function bill(api: Api, descricao: string, valor: number, due: string): Promise<string> {
  await createOneInstallment(api, 'contas-a-pagar', {
    descricao,
    valor,
    due,
    contato: supplier,
    categoria: expense,
    conta: account.id,
  });
  const { body } = await api.get<{ itens: Array<{ id: string; descricao: string }> }>(
    `/v1/financeiro/eventos-financeiros/contas-a-pagar/buscar?pagina=1&tamanho_pagina=10&data_vencimento_de=${due}&data_vencimento_ate=${due}&descricao=${encodeURIComponent(descricao)}`,
  );
  const found = body.itens.filter((i) => i.descricao === descricao);
  expect(found).toHaveLength(1);
  return found[0]!.id;
}

/** The payables list of this description over a window around `today`. */
const listOf = (descricao: string, today: string) =>
  `/pagamentos?${new URLSearchParams({
    descricao,
    data_vencimento_de: addDays(today, -40),
    data_vencimento_ate: addDays(today, 60),
    abertos_anteriores: 'nao',
  }).toString()}`;

const figure = totalsFigure;

/** The "Editar parcela" dialog of the list's row of `descricao`. */
async function openEdit(page: Page, descricao: string): Promise<Locator> {
  await page
    .getByRole('row')
    .filter({ hasText: descricao })
    .getByRole('link', { name: `Editar parcela: ${descricao}` })
    .click();
  return page.getByRole('dialog', { name: 'Editar parcela' });
}

const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');
const flat = async (l: Locator) => (await l.innerText()).replace(/\s/g, ' ');

test('editing a due date and an amount from the list changes the row and the totals', async ({ page, signIn, api }) => {
  test.setTimeout(150_000);
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const descricao = `Manutenção preventiva ${Date.now()}`;
  await bill(api, descricao, 415, today);
  await page.goto(listOf(descricao, today));
  const row = page.getByRole('row').filter({ hasText: descricao });
  await expect(row).toContainText(brl(41_500));
  expect(await flat(figure(page, 'Em aberto'))).toBe(brl(41_500));

  const dialog = await openEdit(page, descricao);
  const newDue = addDays(today, 12);
  await dialog.getByLabel(/Vencimento/).fill(newDue.split('-').reverse().join('/'));
  await dialog.getByLabel(/Valor bruto/).fill('530,25');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();

  // Back on the list it came from, with the new values.
  await expect(page).toHaveURL(/\/pagamentos\?/);
  await expect(row).toContainText(newDue.split('-').reverse().join('/'));
  await expect(row).toContainText(brl(53_025));
  await expect(figure(page, 'Em aberto')).toHaveText(brl(53_025));
});

test("a description edited from the list is the installment's, survives a reload, and the list finds it by it", async ({
  page,
  signIn,
  api,
}) => {
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const descricao = `Licença de software ${Date.now()}`;
  const id = await bill(api, descricao, 120, today);
  await page.goto(listOf(descricao, today));
  const dialog = await openEdit(page, descricao);
  await expect(dialog.getByLabel(/Descrição/)).toHaveValue(descricao);
  // Emptied: refused in the form, as the platform would.
  await dialog.getByLabel(/Descrição/).fill('');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('Informe a descrição.')).toBeVisible();
  await dialog.getByLabel(/Descrição/).fill(`${descricao} anual`);
  // A reload loses nothing typed: the edit's address opens it again with the draft.
  await page.reload();
  await expect(dialog.getByRole('status').filter({ hasText: 'Rascunho restaurado' })).toBeVisible();
  await expect(dialog.getByLabel(/Descrição/)).toHaveValue(`${descricao} anual`);
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog).toHaveCount(0);
  const { body } = await api.get<{ descricao: string }>(`${PARCELAS}/${id}`);
  expect(body.descricao).toBe(`${descricao} anual`);
  await page.goto(listOf(`${descricao} anual`, today));
  await expect(page.getByRole('row').filter({ hasText: `${descricao} anual` })).toHaveCount(1);
});

test('a stale versao shows what changed on the platform and overwrites nothing', async ({
  page,
  signIn,
  api,
  allowConsoleErrors,
}) => {
  test.setTimeout(150_000);
  // The platform's answer to the stale versao.
  allowConsoleErrors(/status of 409/);
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const descricao = `Licença de software ${Date.now()}`;
  const id = await bill(api, descricao, 220, addDays(today, 5));
  await page.goto(`/pagamentos/${id}`);
  await page.getByRole('button', { name: 'Editar parcela' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar parcela' });
  await dialog.getByLabel('Observação').fill('Minha observação');

  // Someone else changes the value behind the page's back.
  const { body: read } = await api.get<{ versao: number }>(`${PARCELAS}/${id}`);
  const other = await api.send('PATCH', `${PARCELAS}/${id}`, {
    versao: read.versao,
    composicao_valor: { valor_bruto: 300 },
  });
  expect(other.status).toBe(200);

  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('A parcela mudou enquanto você a editava')).toBeVisible();
  const { body: kept } = await api.get<{ nota: string | null; valor_total_liquido: number }>(`${PARCELAS}/${id}`);
  expect(kept).toMatchObject({ nota: null, valor_total_liquido: 300 });

  await dialog.getByRole('button', { name: 'Carregar a versão atual' }).click();
  await expect(dialog.getByTestId('settlement-changes')).toContainText(
    `Valor: de ${brl(22_000)} para ${brl(30_000)}`.replace(/ /g, ' '),
  );
  await expect(dialog.getByLabel(/Valor bruto/)).toHaveValue('300,00');
  await expect(dialog.getByLabel('Observação')).toHaveValue('Minha observação');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Parcela alterada' })).toBeVisible();
  const { body: after } = await api.get<{ nota: string | null; valor_total_liquido: number }>(`${PARCELAS}/${id}`);
  expect(after).toMatchObject({ nota: 'Minha observação', valor_total_liquido: 300 });
});

test('a write-off leaves the open totals of the list and the home panel', async ({ page, signIn, api }) => {
  test.setTimeout(150_000);
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const descricao = `Serviço de limpeza ${Date.now()}`;
  const valor = 187.4;
  const id = await bill(api, descricao, valor, addDays(today, -3));

  // The home panel's overdue bills, read before.
  const overdueRow = page
    .getByRole('region', { name: 'A pagar' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Em atraso' }) });
  await page.reload();
  await expect(overdueRow.getByRole('cell').nth(2)).toContainText('R$');
  const overdueBefore = toCents(
    Number((await overdueRow.getByRole('cell').nth(2).innerText()).replace(/[^\d,-]/g, '').replace(',', '.')),
  );

  await page.goto(listOf(descricao, today));
  const row = page.getByRole('row').filter({ hasText: descricao });
  await expect(row).toBeVisible();
  expect(await flat(figure(page, 'Em atraso'))).toBe(brl(toCents(valor)));
  await row.getByRole('link', { name: /Registrar baixa/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pagamentos/${id}/baixa`));
  await page.getByRole('button', { name: 'Baixar como perda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Baixar como perda' });
  await dialog.getByLabel(/Motivo da perda/).fill('Serviço não prestado; fornecedor não cobrará');
  await dialog.getByRole('button', { name: 'Baixar como perda' }).click();
  await dialog.getByRole('button', { name: 'Confirmar perda' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perda registrada' })).toBeVisible();

  await page.getByRole('link', { name: /^Voltar para/ }).click();
  await expect(row).toContainText('Perd');
  await expect(figure(page, 'Em atraso')).toHaveText(brl(0));
  await expect(figure(page, 'Em aberto')).toHaveText(brl(0));
  await mainMenu(page).getByRole('link', { name: 'Hoje', exact: true }).click();
  await expect(overdueRow.getByRole('cell').nth(2)).toHaveText(formatCents(overdueBefore - toCents(valor)));
});

type ChargeRead = { id: string; status_solicitacao_cobranca: string; data_vencimento: string };
const brDate = (iso: string) => iso.split('-').reverse().join('/');

test('a due date moved on an installment with a boleto asks, cancels it and issues one new boleto; the history shows the change', async ({
  page,
  signIn,
  api,
}) => {
  test.setTimeout(150_000);
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const descricao = `Mensalidade avulsa ${Date.now()}`;
  const due = addDays(today, 5);
  const { id, chargeId } = await api.createReceivableWithBoleto(due, descricao, 350);

  await page.goto(`/recebiveis/${id}`);
  const history = page.getByRole('region', { name: 'Histórico de alterações' });
  await expect(history).toContainText('Nenhuma alteração feita neste app por este navegador.');
  await page.getByRole('button', { name: 'Editar parcela' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar parcela' });
  const newDue = addDays(today, 15);
  await dialog.getByLabel(/Vencimento/).fill(brDate(newDue));
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  const question = dialog.getByRole('alert').filter({ hasText: 'Esta parcela tem uma cobrança em aberto' });
  await expect(question).toContainText(`Boleto, vencimento ${brDate(due)}`);
  await expect(question).toContainText('Cancelar e emitir outra com o novo vencimento?');
  await question.getByRole('button', { name: 'Salvar, cancelar e emitir outra' }).click();

  await expect(page.getByTestId('charge-reissued')).toContainText(`Boleto, vencimento ${brDate(newDue)}`);
  const { body: read } = await api.get<{ data_vencimento: string; solicitacoes_cobrancas: ChargeRead[] }>(
    `${PARCELAS}/${id}`,
  );
  expect(read.data_vencimento).toBe(newDue);
  const open = read.solicitacoes_cobrancas.filter(
    (c) => !['EM_CANCELAMENTO', 'CANCELADO'].includes(c.status_solicitacao_cobranca),
  );
  expect(open).toHaveLength(1);
  expect(open[0]).toMatchObject({ data_vencimento: newDue });
  expect(read.solicitacoes_cobrancas.find((c) => c.id === chargeId)?.status_solicitacao_cobranca).toMatch(
    /EM_CANCELAMENTO|CANCELADO/,
  );

  const rows = history.getByRole('table', { name: 'Alterações feitas neste app' }).getByRole('row');
  const field = (name: string) => rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(field('Vencimento')).toContainText(`${brDate(due)}${brDate(newDue)}`);
  await expect(field('Cobrança')).toContainText(
    `Boleto, vencimento ${brDate(due)}Boleto, vencimento ${brDate(newDue)}`,
  );
  // Kept by this browser for this company: still there after a reload.
  await page.reload();
  await expect(field('Vencimento')).toContainText(brDate(newDue));
});

test('back from a row edit, cancelled or saved, the focus is on that row, in view', async ({ page, signIn, api }) => {
  test.setTimeout(120_000);
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const descricao = `Revisão do ar-condicionado ${Date.now()}`;
  // Due last in the window, so that its row is far down a page of 50.
  await bill(api, descricao, 212, addDays(today, 59));
  const list = `/pagamentos?${new URLSearchParams({
    data_vencimento_de: addDays(today, 20),
    data_vencimento_ate: addDays(today, 60),
    abertos_anteriores: 'nao',
    campo_ordenado_ascendente: 'DATA_VENCIMENTO',
    tamanho_pagina: '50',
  }).toString()}`;
  await page.goto(list);
  const row = page.getByRole('row').filter({ hasText: descricao });
  for (const leave of ['Cancelar', 'Salvar alterações']) {
    const dialog = await openEdit(page, descricao);
    if (leave === 'Salvar alterações') await dialog.getByLabel(/Valor bruto/).fill('213,00');
    await dialog.getByRole('button', { name: leave }).click();
    await expect(page).toHaveURL(/\/pagamentos\?/);
    await expect(row.locator(':focus')).toHaveCount(1);
    await expect(row).toBeInViewport();
  }
  await expect(row).toContainText(brl(21_300));
});
