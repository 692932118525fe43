import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { periodsFrom } from '../src/lib/forecast';
import { sandboxToday } from './support/api';
import { csvRowsOf } from './support/csv';

/**
 * The cash screen end to end against the sandbox: week 1 adds up to the cent against what
 * the API answers, a figure opens the list of exactly its records (whose card sums to it),
 * and the CSV holds the table's figures. Other workers settle installments meanwhile: a
 * comparison with the API is read again after "Atualizar" until both sides agree.
 */

const OPEN = 'status=EM_ABERTO&status=ATRASADO&status=RECEBIDO_PARCIAL';

/** "R$ 1.234,56" / "-R$ 1.234,56" as cents. */
function cents(text: string | null): number {
  const clean = (text ?? '').replace(/\s/g, ' ');
  const digits = Number(clean.replace(/\D/g, ''));
  return clean.includes('-') ? -digits : digits;
}

const table = (page: Page) => page.getByRole('table', { name: 'Projeção de caixa' });
const weekRow = (page: Page, index: number): Locator => table(page).locator('tbody tr').nth(index);
const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index);

interface ApiView {
  get<T>(path: string): Promise<{ status: number; body: T }>;
}

async function balancesOf(api: ApiView): Promise<number> {
  const accounts = await api.get<{ itens: { id: string; ativo?: boolean }[] }>(
    '/v1/conta-financeira?apenas_ativo=true&tamanho_pagina=100',
  );
  let total = 0;
  for (const a of accounts.body.itens.filter((x) => x.ativo !== false)) {
    const { body } = await api.get<{ saldo_atual: number }>(`/v1/conta-financeira/${a.id}/saldo-atual`);
    total += Math.round(body.saldo_atual * 100);
  }
  return total;
}

async function openDue(api: ApiView, side: 'receber' | 'pagar', from: string, to: string): Promise<number> {
  const { status, body } = await api.get<{ itens: { nao_pago?: number }[] }>(
    `/v1/financeiro/eventos-financeiros/contas-a-${side}/buscar?${OPEN}&data_vencimento_de=${from}&data_vencimento_ate=${to}&pagina=1&tamanho_pagina=1000`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.itens.reduce((sum, i) => sum + Math.round((i.nao_pago ?? 0) * 100), 0);
}

test("week 1 closes at today's balances plus receivables minus payables due that week, to the cent", async ({
  page,
  signIn,
  api,
  request,
}) => {
  await signIn(page, { path: '/caixa?atrasados_pagar=nao&contratos=nao' });
  await expect(page.getByRole('heading', { name: 'Caixa', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Projeção de 13 semanas/ })).toBeVisible({ timeout: 30_000 });
  const week1 = weekRow(page, 0);
  // Week 1 runs from the platform's today to the coming Sunday.
  const { from, to } = periodsFrom(await sandboxToday(request), 'week')[0] as { from: string; to: string };

  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByRole('img', { name: /^Projeção de 13 semanas/ })).toBeVisible({ timeout: 30_000 });
    const [opening, inCents, outCents, closing] = await Promise.all(
      [0, 1, 3, 4].map(async (i) => cents(await cell(week1, i).textContent())),
    );
    expect(closing).toBe((opening as number) + (inCents as number) - (outCents as number));
    expect([opening, inCents, outCents]).toEqual([
      await balancesOf(api),
      await openDue(api, 'receber', from, to),
      await openDue(api, 'pagar', from, to),
    ]);
  }).toPass({ timeout: 90_000, intervals: [1_000, 3_000, 5_000] });
});

test('a week’s figures open the lists of exactly their records, and the CSV holds the table', async ({
  page,
  signIn,
}) => {
  await signIn(page, { path: '/caixa' });
  await expect(page.getByRole('img', { name: /^Projeção de 13 semanas/ })).toBeVisible({ timeout: 30_000 });

  // The CSV first: its rows are the table's rows, to the cent.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^caixa-semanas-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csvRowsOf(await readFile(await file.path()));
  expect(rows[0]).toEqual([
    'Período',
    'Início',
    'Fim',
    'Saldo inicial',
    'A receber',
    'Contratos a faturar',
    // The prudent scenario leaves overdue receivables out: named so, and blank.
    'Em atraso a receber (não incluído)',
    'A pagar',
    'Em atraso a pagar (incluído)',
    'Saldo final',
  ]);
  expect(rows).toHaveLength(1 + 13);
  expect(rows[1]?.[6]).toBe('');
  const third = weekRow(page, 2);
  const csvCents = (text: string | undefined) => cents(text ?? '');
  expect(rows[3]?.[0]).toBe(await third.getByRole('rowheader').textContent());
  expect(csvCents(rows[3]?.[4])).toBe(cents(await cell(third, 1).textContent()));
  expect(csvCents(rows[3]?.[7])).toBe(cents(await cell(third, 3).textContent()));
  expect(csvCents(rows[3]?.[9])).toBe(cents(await cell(third, 4).textContent()));

  // Week 3's money in opens the receivables of that week, whose "Em aberto" card sums to it.
  const inCell = cell(third, 1).getByRole('link');
  const inText = (await inCell.textContent()) ?? '';
  await inCell.click();
  await expect(page).toHaveURL(new RegExp(`/recebiveis\\?${OPEN}&data_vencimento_de=.*&abertos_anteriores=nao`));
  const totals = page.getByRole('region', { name: 'Totais do filtro' });
  await expect(totals).toContainText(`Em aberto${inText}`.replace(/\s/g, ' '), { timeout: 20_000 });

  // Back, and week 3's money out opens its payables.
  await page.goBack();
  const outCell = cell(weekRow(page, 2), 3).getByRole('link');
  const outText = (await outCell.textContent()) ?? '';
  await outCell.click();
  await expect(page).toHaveURL(/\/pagamentos\?/);
  await expect(page.getByRole('region', { name: 'Totais do filtro' })).toContainText(
    `Em aberto${outText}`.replace(/\s/g, ' '),
    { timeout: 20_000 },
  );

  // The contracts' revenue of a week lists the scheduled sales behind it.
  await page.goBack();
  const contracts = cell(weekRow(page, 2), 2).getByRole('button');
  const contractsText = (await contracts.textContent()) ?? '';
  await contracts.click();
  const drill = page.getByRole('region', { name: /^Contratos a faturar:/ });
  await expect(drill).toContainText(contractsText.replace(/\s/g, ' '));
  await expect(drill.getByRole('heading', { level: 2 })).toBeFocused();
});
