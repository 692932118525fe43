import type { Page } from '@playwright/test';
import { addDays } from '../src/lib/date-math';
import { expect, test } from './fixtures';
import { sandboxToday, type Api } from './support/api';
import { ofxStatement, uniqueFitId } from './support/statement';

/**
 * Entries from the statement, end to end: lines no installment matches become new payables
 * (debits) or receivables (credits) of the chosen category, settled on the line's date with
 * `nsu` = the line's FITID, each created and settled once. FITIDs and amounts are unique to
 * each run, so the specs hold on any day and on a reused sandbox.
 */

test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/status of 429 \(Too Many Requests\)/));
test.use({ startAt: '/recebiveis/conciliacao' });
// Each test reads a statement's candidates, creates and settles on a shared, loaded machine.
test.describe.configure({ timeout: 120_000 });

const CREATE_POST = /\/v1\/financeiro\/eventos-financeiros\/contas-a-(pagar|receber)$/;

/** Amounts in reais no seeded installment has: a few reais with this run's cents. */
// Whole cents over 100, so the amount is the number the API's JSON reads back (5 + 0.69 is not 5.69).
const oddAmount = (base: number) => (base * 100 + 1 + (Date.now() % 97)) / 100;

type Side = 'pagar' | 'receber';

/** The entries the platform holds for this FITID (by the mark in their description), with their settlements. */
async function entriesFor(api: Api, side: Side, day: string, fitId: string) {
  const { body } = await api.get<{ itens: Array<{ id: string; descricao: string; total: number }> }>(
    `/v1/financeiro/eventos-financeiros/contas-a-${side}/buscar?pagina=1&tamanho_pagina=1000&data_vencimento_de=${day}&data_vencimento_ate=${day}`,
  );
  const found = body.itens.filter((i) => i.descricao.endsWith(`[extrato ${fitId}]`));
  const out: Array<{ total: number; baixas: Array<[string | null | undefined, string | undefined, number]> }> = [];
  for (const item of found) {
    const settlements = (await api.settlements(item.id)) as Array<{
      nsu?: string | null;
      data_pagamento?: string;
      valor_composicao: { valor_bruto: number };
    }>;
    out.push({
      total: item.total,
      baixas: settlements.map((s) => [s.nsu, s.data_pagamento, s.valor_composicao.valor_bruto]),
    });
  }
  return out;
}

async function firstCategory(page: Page, label: string): Promise<string> {
  const select = page.getByLabel(label);
  await expect(select.locator('option').nth(1)).toBeAttached({ timeout: 30_000 });
  const option = select.locator('option').nth(1);
  await select.selectOption((await option.getAttribute('value'))!);
  return (await option.textContent())!;
}

const entryTable = (page: Page, side: Side) =>
  page.getByRole('table', {
    name: side === 'pagar' ? /^Débitos sem correspondência/ : /^Créditos sem correspondência/,
  });

test('a bank fee with no payable becomes a payable of its category, settled on the line’s date with nsu = FITID', async ({
  signedIn: page,
  api,
  request,
}) => {
  const day = addDays(await sandboxToday(request), -3);
  const fit = uniqueFitId('T', 1);
  const amount = oddAmount(3);
  await page
    .getByLabel('Extrato bancário (OFX ou CSV)')
    .setInputFiles(ofxStatement([{ fitId: fit, date: day, amount: -amount, memo: 'TARIFA MANUTENCAO CONTA' }]));
  const debits = entryTable(page, 'pagar');
  await expect(debits).toBeVisible({ timeout: 30_000 });
  await debits.getByRole('checkbox', { name: /^Lançar o débito/ }).check();
  const category = await firstCategory(page, 'Categoria dos débitos marcados');
  await expect(page.getByLabel('Conta do extrato')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Registrar baixas e lançamentos (1)' }).click();

  const report = page.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
  const row = report.getByRole('row').filter({ hasText: 'TARIFA MANUTENCAO CONTA' });
  await expect(row).toContainText('Baixada', { timeout: 30_000 });
  await expect(row).toContainText(`Nova conta a pagar · ${category}`);
  expect(await entriesFor(api, 'pagar', day, fit)).toEqual([{ total: amount, baixas: [[fit, day, amount]] }]);

  // The same statement again: the line is already settled on the platform, nothing is proposed.
  await page.getByRole('button', { name: 'Conciliar outro extrato' }).click();
  await page
    .getByLabel('Extrato bancário (OFX ou CSV)')
    .setInputFiles(ofxStatement([{ fitId: fit, date: day, amount: -amount, memo: 'TARIFA MANUTENCAO CONTA' }]));
  await expect(page.getByText(/1 débito deste extrato já está baixado/)).toBeVisible({ timeout: 30_000 });
  await expect(entryTable(page, 'pagar')).toHaveCount(0);
});

test('two credits at once, one category for both: two receivables, each settled once', async ({
  signedIn: page,
  api,
  request,
}) => {
  const day = addDays(await sandboxToday(request), -2);
  const fits = [1, 2].map((n) => uniqueFitId('R', n));
  const amounts = [oddAmount(11), oddAmount(23)];
  const memos = ['CREDITO ESTORNO TARIFA', 'RENDIMENTO APLICACAO AUTOMATICA'];
  await page.getByLabel('Extrato bancário (OFX ou CSV)').setInputFiles(
    ofxStatement([
      { fitId: fits[0]!, date: day, amount: amounts[0]!, memo: memos[0]! },
      { fitId: fits[1]!, date: day, amount: amounts[1]!, memo: memos[1]! },
    ]),
  );
  const credits = entryTable(page, 'receber');
  await expect(credits).toBeVisible({ timeout: 30_000 });
  for (const box of await credits.getByRole('checkbox', { name: /^Lançar o crédito/ }).all()) await box.check();
  await firstCategory(page, 'Categoria dos créditos marcados');
  await page.getByRole('button', { name: 'Registrar baixas e lançamentos (2)' }).click();
  await expect(page.getByText(/^Concluído\. 2 baixadas/)).toBeVisible({ timeout: 30_000 });
  for (const [i, fit] of fits.entries()) {
    expect(await entriesFor(api, 'receber', day, fit)).toEqual([
      { total: amounts[i], baixas: [[fit, day, amounts[i]]] },
    ]);
  }
});

test('a creation whose answer is lost, then the tab reloaded: the run finds the entry and settles it, never creating it again', async ({
  signedIn: page,
  api,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/net::ERR_FAILED|Failed to fetch|Failed to load resource/);
  const day = addDays(await sandboxToday(request), -4);
  const fits = [1, 2].map((n) => uniqueFitId('I', n));
  const amounts = [oddAmount(5), oddAmount(7)];
  const memos = ['TARIFA PIX ENVIADO', 'IOF SOBRE SALDO DEVEDOR'];
  // The first creation reaches the platform, which writes it; its answer never reaches the tab.
  let lost = false;
  await page.route(CREATE_POST, async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('failed');
  });
  await page.getByLabel('Extrato bancário (OFX ou CSV)').setInputFiles(
    ofxStatement([
      { fitId: fits[0]!, date: day, amount: -amounts[0]!, memo: memos[0]! },
      { fitId: fits[1]!, date: day, amount: -amounts[1]!, memo: memos[1]! },
    ]),
  );
  const debits = entryTable(page, 'pagar');
  await expect(debits).toBeVisible({ timeout: 30_000 });
  for (const box of await debits.getByRole('checkbox', { name: /^Lançar o débito/ }).all()) await box.check();
  await firstCategory(page, 'Categoria dos débitos marcados');
  await page.getByRole('button', { name: 'Registrar baixas e lançamentos (2)' }).click();

  const report = page.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
  const first = report.getByRole('row').filter({ hasText: memos[0]! });
  await expect(first).toContainText('A conferir', { timeout: 30_000 });
  await expect(report.getByRole('row').filter({ hasText: memos[1]! })).toContainText('Baixada', { timeout: 30_000 });
  // Created once, not yet settled.
  expect(await entriesFor(api, 'pagar', day, fits[0]!)).toEqual([{ total: amounts[0], baixas: [] }]);

  // The tab is reloaded: the run is kept in this browser, the line is checked before anything is sent.
  await page.unroute(CREATE_POST);
  const creations: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && CREATE_POST.test(new URL(r.url()).pathname)) creations.push(r.url());
  });
  await page.reload();
  await expect(page.getByText('Baixas retomadas')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Retomar as baixas' }).click();
  await expect(report.getByRole('row').filter({ hasText: memos[0]! })).toContainText('Baixada', { timeout: 30_000 });
  expect(creations).toEqual([]);
  expect(await entriesFor(api, 'pagar', day, fits[0]!)).toEqual([
    { total: amounts[0], baixas: [[fits[0], day, amounts[0]]] },
  ]);
  expect(await entriesFor(api, 'pagar', day, fits[1]!)).toEqual([
    { total: amounts[1], baixas: [[fits[1], day, amounts[1]]] },
  ]);
});
