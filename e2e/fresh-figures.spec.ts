import type { Locator, Page } from '@playwright/test';
import { platformToday, seedStore } from '../sandbox/api/seed';
import { formatCents, toCents } from '../src/lib/money';
import { expect, test } from './fixtures';
import { sandboxToday } from './support/api';
import { mainMenu } from './support/menu';

/**
 * Every figure a change moves is fresh on the next screen, without "Atualizar": the home
 * panel and the cash position read before a bill is paid show it paid when the user comes
 * back through the menu, and another tab of the same company follows too.
 */

const seeded = seedStore(platformToday());
const expense = seeded.categories.find((c) => c.tipo === 'DESPESA')?.id as string;
const supplier = seeded.customers.find((c) => c.perfis?.includes('Fornecedor'))?.id as string;
const account = seeded.accounts.find((a) => a.conta_padrao) ?? seeded.accounts[0]!;

const nav = (page: Page, name: string) => mainMenu(page).getByRole('link', { name, exact: true }).click();

/** The "A pagar" card's "Vencem hoje" row: count and amount, as shown. */
const payablesToday = (page: Page): Locator =>
  page
    .getByRole('region', { name: 'A pagar' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Vencem hoje' }) });

const balanceRow = (page: Page): Locator =>
  page.getByRole('region', { name: 'Saldos de hoje' }).getByRole('row').filter({ hasText: account.nome });

const centsIn = async (cell: Locator) =>
  toCents(Number((await cell.innerText()).replace(/[^\d,-]/g, '').replace(',', '.')));

test('paying a bill refreshes the home panel, the cash position and another tab, without a reload', async ({
  page,
  context,
  signIn,
  api,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const valor = 415;
  const descricao = `Frete de equipamentos ${Date.now()}`;
  await api.post('/v1/financeiro/eventos-financeiros/contas-a-pagar', {
    descricao,
    data_competencia: today,
    valor,
    contato: supplier,
    conta_financeira: account.id,
    rateio: [{ id_categoria: expense, valor, rateio_centro_custo: [] }],
    condicao_pagamento: {
      parcelas: [
        {
          descricao,
          data_vencimento: today,
          conta_financeira: account.id,
          detalhe_valor: { valor_bruto: valor, valor_liquido: valor, multa: 0, juros: 0, desconto: 0, taxa: 0 },
        },
      ],
    },
  });

  // Read once, before the change: each screen keeps these in its cache.
  await page.reload();
  const before = payablesToday(page);
  await expect(before.getByRole('cell').nth(1)).toContainText(/parcela/);
  const countBefore = Number((await before.getByRole('cell').nth(1).innerText()).replace(/\D/g, ''));
  const todayBefore = await centsIn(before.getByRole('cell').nth(2));
  await nav(page, 'Caixa');
  await expect(balanceRow(page)).toBeVisible();
  const balanceBefore = await centsIn(balanceRow(page).getByRole('cell').nth(2));

  // Another tab of the same company, on the home panel.
  const other = await context.newPage();
  await other.goto(page.url().replace(/\/caixa.*$/, '/'));
  await expect(payablesToday(other).getByRole('cell').nth(2)).toHaveText(formatCents(todayBefore));

  // Within the app, as a user goes: a page load would read everything again whatever the table says.
  await nav(page, 'Contas a pagar');
  await page.getByRole('searchbox', { name: 'Buscar na descrição' }).fill(descricao);
  const row = page.getByRole('row').filter({ hasText: descricao });
  await row.getByRole('link', { name: /Registrar baixa/ }).click();
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Baixa registrada' })).toBeVisible();

  const paid = toCents(valor);
  await nav(page, 'Hoje');
  await expect(payablesToday(page).getByRole('cell').nth(2)).toHaveText(formatCents(todayBefore - paid));
  await expect(payablesToday(page).getByRole('cell').nth(1)).toContainText(String(countBefore - 1));
  await nav(page, 'Caixa');
  await expect(balanceRow(page).getByRole('cell').nth(2)).toHaveText(formatCents(balanceBefore - paid));
  await expect(payablesToday(other).getByRole('cell').nth(2)).toHaveText(formatCents(todayBefore - paid));
});
