import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { addMonths, monthBounds } from '../src/lib/date-math';
import { sandboxToday } from './support/api';
import {
  accrualResult,
  cashResult,
  centsOf,
  LAST_MONTH_CELL,
  resultCell,
  search,
  secondHalf,
  statement,
} from './support/results';

/**
 * The income statement end to end: last month's result, on the accrual and on the cash basis,
 * equals to the cent a sum made here from the API's installments (each payment read from its
 * installment), and a category's cell opens the list of exactly the entries behind it. Other
 * workers' records are dated today: last month does not move under the test.
 */

test("last month's result equals the API's installments on both bases; a category's cell lists exactly its entries", async ({
  page,
  signIn,
  api,
  request,
  sandbox,
}) => {
  test.setTimeout(180_000);
  // The test's reads of the API wait until the page has read its own, and the page's next reads
  // start on a fresh limit: the page's request budget cannot know the test's.
  const apiRead = async <T>(read: () => Promise<T>): Promise<T> => {
    await expect(page.getByRole('main').getByText(/^(atualizando…|Lendo .*…)$/)).toHaveCount(0, { timeout: 60_000 });
    const result = await read();
    await sandbox.freshRateLimit();
    return result;
  };
  const today = await sandboxToday(request);
  const { first, last } = monthBounds(addMonths(today, -1));
  await signIn(page, { path: '/resultados' });
  await expect(page.getByRole('heading', { name: 'Resultados', level: 1 })).toBeVisible();
  await expect(statement(page)).toBeVisible({ timeout: 60_000 });

  const accrual = await apiRead(() => accrualResult(api, first, last));
  expect(centsOf(await resultCell(page).textContent())).toBe(accrual);

  // Rent's cell of last month: exactly the payables of that category and competence.
  await statement(page)
    .getByRole('button', { name: /Despesas administrativas/ })
    .click();
  const rent = secondHalf(page).getByRole('row', { name: /^Aluguel/ });
  const link = rent.getByRole('cell').nth(LAST_MONTH_CELL).getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  const categoryId = new URL(href, 'http://app').searchParams.get('ids_categorias') ?? '';
  const expected = (
    await apiRead(() =>
      search(api, 'pagar', `ids_categorias=${categoryId}&data_competencia_de=${first}&data_competencia_ate=${last}`),
    )
  ).map((i) => i.descricao);
  expect(expected.length).toBeGreaterThan(0);
  // The split bill is among them: it counts in rent by its share.
  expect(expected.some((d) => d.startsWith('Coworking e telefonia compartilhados'))).toBe(true);
  await link.click();
  await expect(page).toHaveURL(/\/pagamentos\?/);
  const rows = page.getByRole('row').filter({ hasText: /R\$/ });
  await expect(rows).toHaveCount(expected.length, { timeout: 30_000 });
  for (const description of expected) await expect(rows.filter({ hasText: description })).toHaveCount(1);

  await page.goBack();
  await expect(statement(page)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Caixa', exact: true }).click();
  await expect(page.getByText(/pela data de pagamento/)).toBeVisible();
  await expect(statement(page)).toBeVisible({ timeout: 60_000 });
  const cash = await apiRead(() => cashResult(api, first, last));
  expect(centsOf(await resultCell(page).textContent())).toBe(cash);
});

test('the recurring revenue moves month by month to the cent and ends on the home figure; a figure opens its contracts', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn(page, { path: '/' });
  const card = page.getByRole('region', { name: 'Receita recorrente mensal' });
  const figure = card.getByText(/^R\$\s?[\d.,]+$/).first();
  await expect(figure).toBeVisible({ timeout: 60_000 });
  const home = centsOf(await figure.textContent());
  expect(home).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Resultados' }).first().click();
  const tables = page.getByRole('table', { name: /^Movimentos da receita recorrente, / });
  await expect(tables).toHaveCount(3, { timeout: 90_000 });
  const row = async (table: number, name: RegExp) =>
    (await tables.nth(table).getByRole('row', { name }).getByRole('cell').allTextContents()).map(centsOf);
  let previousEnd: number | null = null;
  for (const table of [0, 1, 2]) {
    const [start, added, expansion, contraction, churn, end] = await Promise.all([
      row(table, /^Receita recorrente no início/),
      row(table, /^\+ Novos contratos/),
      row(table, /^\+ Expansão/),
      row(table, /^− Contração/),
      row(table, /^− Cancelamentos/),
      row(table, /^Receita recorrente no fim/),
    ]);
    for (const [i, s] of start.entries()) {
      expect(s + added[i]! + expansion[i]! - contraction[i]! - churn[i]!).toBe(end[i]);
      if (previousEnd !== null) expect(s).toBe(previousEnd);
      previousEnd = end[i]!;
    }
  }
  expect(previousEnd).toBe(home);

  // This month's end lists every active contract, and its total is the figure.
  const endCell = tables
    .nth(2)
    .getByRole('row', { name: /^Receita recorrente no fim/ })
    .getByRole('button')
    .last();
  await endCell.click();
  const drill = page.getByRole('table', { name: /^Contratos no fim: / });
  await expect(drill).toBeVisible();
  const summary = page.getByText(/^\d+ contratos?, R\$\s.* por mês\.$/);
  expect(centsOf((await summary.textContent())?.match(/R\$\s?[\d.,]+/)?.[0] ?? '')).toBe(home);
  const count = Number((await summary.textContent())?.match(/^\d+/)?.[0]);
  await expect(drill.getByRole('link', { name: /^Contrato / })).toHaveCount(count);
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(endCell).toBeFocused();
});

test("the month's close lists last month's transfers as the API does and exports entries adding up to its result", async ({
  page,
  signIn,
  api,
  request,
  sandbox,
}) => {
  test.setTimeout(180_000);
  const today = await sandboxToday(request);
  const { first, last } = monthBounds(addMonths(today, -1));
  await signIn(page, { path: '/resultados/fechamento' });
  await expect(page.getByRole('heading', { name: 'Fechamento do mês', level: 1 })).toBeVisible();
  const transfers = page.getByRole('table', { name: 'Transferências do mês' });
  await expect(transfers).toBeVisible({ timeout: 60_000 });
  const exportButton = page.getByRole('button', { name: 'Exportar para a contabilidade' });
  await expect(exportButton).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByRole('main').getByText(/^(atualizando…|Lendo .*…)$/)).toHaveCount(0, { timeout: 60_000 });
  await sandbox.freshRateLimit();

  const { body } = await api.get<{ itens: Array<{ valor: number }> }>(
    `/v1/financeiro/transferencias?data_inicio=${first}&data_fim=${last}&tamanho_pagina=100`,
  );
  expect(body.itens.length).toBeGreaterThan(0);
  await expect(transfers.getByRole('row')).toHaveCount(1 + body.itens.length);
  const accrual = await accrualResult(api, first, last);
  await sandbox.freshRateLimit();

  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`fechamento-${first.slice(0, 7)}.csv`);
  const text = await readFile(await file.path(), 'utf8');
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  const value = (header ?? '').split(';').indexOf('Valor');
  const sum = lines.reduce(
    (total, line) =>
      total + Math.round(Number((line.split(';')[value] ?? '').replace(/\./g, '').replace(',', '.')) * 100),
    0,
  );
  expect(sum).toBe(accrual);
  expect(
    centsOf(
      await page
        .getByRole('main')
        .getByText(/^Resultado /)
        .textContent(),
    ),
  ).toBe(accrual);

  await page.getByRole('button', { name: 'Marcar o mês como fechado' }).click();
  // The seed leaves a receipt without a category every month: closing asks first.
  await page.getByRole('button', { name: 'Fechar assim mesmo' }).click();
  await expect(page.getByText(/^Fechado em /)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Fechado em /)).toBeVisible({ timeout: 30_000 });
});
