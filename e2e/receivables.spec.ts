import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { presetInterval } from '../src/lib/date-presets';
import { formatDateBR } from '../src/lib/dates';
import { formatCents } from '../src/lib/money';
import { hasInstallment, installmentFigures } from '../sandbox/api/installment-model';
import { platformToday, seedStore } from '../sandbox/api/seed';
import { API_URL, expect, politely, screenPathOf, test } from './fixtures';
import { accessToken, suiteHeaders } from './support/api';
import { mainMenu } from './support/menu';

/**
 * Receivables and settlement, end to end against the sandbox.
 *
 * Parallel workers share one sandbox store, so every test owns a different seeded
 * standalone receivable (sandbox/api/seed-receivables.ts, rows marked `e2e`) and finds it
 * by its unique description: no two tests ever settle the same installment. The one test
 * that settles a contract's installment uses contracts numbered 1131–1168, which no other
 * spec uses (contract-detail.spec.ts changes 1101–1130 and reads others).
 */

const WIDE = 'data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31';
const listUrl = (description: string) => `/recebiveis?${WIDE}&descricao=${encodeURIComponent(description)}`;
const BAIXA_POST = (url: string, method: string) =>
  method === 'POST' && /\/parcelas\/[^/]+\/baixa$/.test(new URL(url).pathname);

function row(page: Page, description: string): Locator {
  return page.getByRole('row').filter({ hasText: description });
}

async function openSettlement(page: Page, description: string) {
  // The first load after signing in may be slow on a busy machine.
  await expect(row(page, description)).toHaveCount(1, { timeout: 20_000 });
  await row(page, description)
    .getByRole('link', { name: /Registrar baixa/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Registrar baixa', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
}

const gross = (page: Page) => page.getByLabel(/^Valor bruto/);

async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with the keyboard');
}

test('finds an overdue installment, settles it partially then fully, and the list follows', async ({
  page,
  signIn,
}) => {
  const description = 'Manutenção corretiva de elevador';
  await signIn(page, { path: `/recebiveis?${WIDE}` });

  // Find it as a user would: overdue only, then the description.
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Atrasado' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Buscar na descrição' }).fill('elevador');
  await expect(page).toHaveURL(/status=ATRASADO/);
  await expect(row(page, description)).toContainText('Atrasado');
  await expect(row(page, description)).toContainText('R$ 1.500,00');

  await openSettlement(page, description);
  await expect(gross(page)).toHaveValue('1.500,00');
  await gross(page).fill('600');
  await page.getByLabel('Juros').fill('12,5');
  await expect(page.getByTestId('net-amount')).toHaveText('R$ 612,50');
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByText('Baixa registrada')).toBeVisible();
  await expect(page.getByTestId('settlement-name')).toHaveText(/^R\$\s600,00 de \d\d\/\d\d\/\d{4}$/);
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');

  // Back to the list (no reload): the filter "overdue" no longer matches it.
  await page.goBack();
  await expect(page).toHaveURL(/status=ATRASADO/);
  await expect(row(page, description)).toHaveCount(0);
  await page.getByRole('search').getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByRole('searchbox', { name: 'Buscar na descrição' }).fill(description);
  await expect(row(page, description)).toContainText('Recebido parcial');
  await expect(row(page, description)).toContainText('R$ 900,00');

  // The rest.
  await openSettlement(page, description);
  await expect(gross(page)).toHaveValue('900,00');
  await expect(page.getByRole('table', { name: 'Baixas anteriores' })).toContainText('R$ 600,00');
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido');
  await expect(page.getByRole('button', { name: 'Registrar outra baixa' })).toHaveCount(0);

  // "Ver recebíveis" returns to the same filtered view.
  await page.getByRole('link', { name: 'Ver recebíveis' }).click();
  await expect(page).toHaveURL(/descricao=Manuten/);
  await expect(row(page, description)).toContainText('Recebido');
  await expect(row(page, description).getByRole('link', { name: /Registrar baixa/ })).toHaveCount(0);

  // Reopening the settlement page offers no form and says why.
  await page.goBack();
  await expect(page.getByText(/já está quitada/)).toBeVisible();
  await expect(gross(page)).toHaveCount(0);
});

test('a settlement refused by the server shows its message and keeps every field', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  const description = 'Instalação de câmeras na filial centro';
  await signIn(page, { path: listUrl(description) });
  await openSettlement(page, description);
  await gross(page).fill('1000');
  await page.getByRole('textbox', { name: 'NSU' }).fill('NSU-4455');
  await page.getByRole('textbox', { name: 'Observação' }).fill('Depósito identificado');

  // Meanwhile someone else settles the whole installment (another tab, another user).
  const parcelaId = screenPathOf(page.url()).split('/')[2] as string;
  const token = await accessToken(page);
  const accounts = await politely(() =>
    page.request.get(`${API_URL}/v1/conta-financeira`, { headers: suiteHeaders(token) }),
  );
  const account = ((await accounts.json()) as { itens: { id: string }[] }).itens[0]?.id;
  const other = await politely(() =>
    page.request.post(`${API_URL}/v1/financeiro/eventos-financeiros/parcelas/${parcelaId}/baixa`, {
      headers: suiteHeaders(token),
      data: { data_pagamento: '2026-01-05', conta_financeira: account, composicao_valor: { valor_bruto: 2380.5 } },
    }),
  );
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível registrar a baixa' })).toContainText(
    'já está quitada',
  );
  await expect(gross(page)).toHaveValue('1.000,00');
  await expect(page.getByRole('textbox', { name: 'NSU' })).toHaveValue('NSU-4455');
  await expect(page.getByRole('textbox', { name: 'Observação' })).toHaveValue('Depósito identificado');
});

test('a server error keeps the input, and sending again works', async ({
  page,
  signIn,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  const description = 'Consultoria tributária pontual';
  await sandbox.fault({
    path: '/baixa$',
    method: 'POST',
    status: 500,
    error: 'Falha temporária ao registrar a baixa.',
    times: 1,
  });
  await signIn(page, { path: listUrl(description) });
  await openSettlement(page, description);
  await gross(page).fill('4200');
  await page.getByLabel('Desconto').fill('200');
  await page.getByRole('textbox', { name: 'NSU' }).fill('998877');
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByText('Falha temporária ao registrar a baixa.')).toBeVisible();
  await expect(gross(page)).toHaveValue('4.200,00');
  await expect(page.getByLabel('Desconto')).toHaveValue('200,00');
  await expect(page.getByRole('textbox', { name: 'NSU' })).toHaveValue('998877');
  await expect(page.getByTestId('net-amount')).toHaveText('R$ 4.000,00');

  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido');
});

test('a double click registers one settlement', async ({ page, signIn, sandbox }) => {
  const description = 'Locação de andaimes para reforma';
  await signIn(page, { path: listUrl(description) });
  await openSettlement(page, description);
  // A slow server makes the second click land while the first is on its way.
  await sandbox.fault({ path: '/baixa$', method: 'POST', delayMs: 800, times: 2 });
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (BAIXA_POST(request.url(), request.method())) posts.push(request);
  });
  await gross(page).fill('300');
  await page.getByRole('button', { name: 'Registrar baixa' }).dblclick();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');
  // A second click's request would have left before the first's slowed answer came: every
  // request sent has its answer, and there is one.
  await Promise.all(posts.map((r) => r.response()));
  expect(posts).toHaveLength(1);
  await expect(page.getByRole('table', { name: 'Baixas anteriores' }).getByRole('row')).toHaveCount(2);
});

test('keyboard only: from the list to a registered settlement', async ({ page, signIn }) => {
  const description = 'Treinamento NR-35 em altura';
  await signIn(page, { path: listUrl(description) });
  await expect(row(page, description)).toHaveCount(1, { timeout: 20_000 });

  const link = row(page, description).getByRole('link', { name: /Registrar baixa/ });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: description })).toBeVisible();

  // Above the open amount: the confirmation takes the focus, "Revisar" goes back to editing.
  await tabTo(page, gross(page));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2000');
  await tabTo(page, page.getByRole('button', { name: 'Registrar baixa' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Confirmar e registrar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Revisar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Confirmar e registrar' })).toHaveCount(0);
  // Back at the gross value, its text selected: typing replaces it.
  await expect(gross(page)).toBeFocused();
  await page.keyboard.type('870');
  await tabTo(page, page.getByRole('textbox', { name: 'NSU' }));
  await page.keyboard.type('KB-1');
  await tabTo(page, page.getByRole('button', { name: 'Registrar baixa' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');
  await expect(page.getByRole('table', { name: 'Baixas anteriores' })).toContainText('KB-1');
});

// ---------------------------------------------------------------------------------------
// A contract's installment: the receivables list and the contract's detail agree.
// ---------------------------------------------------------------------------------------

/** Contracts numbered 1131–1168 belong to this test (see the header). */
const CONTRACT_RANGE = [1131, 1168] as const;

interface ContractInstallment {
  contractId: string;
  numero: number;
  indice: number;
  parcelaId: string;
  due: string;
  totalCents: number;
}

/**
 * The seed is deterministic for a given day: rebuild it to list the overdue, unpaid
 * installments of the range, then take the first one still so on the live sandbox (a
 * reused local server may carry settlements from earlier runs).
 */
async function pickOverdueContractInstallment(page: Page, request: APIRequestContext): Promise<ContractInstallment> {
  const seeded = seedStore(platformToday());
  const candidates: ContractInstallment[] = [];
  for (const contract of seeded.contracts.values()) {
    const numero = contract.request.termos.numero;
    if (numero < CONTRACT_RANGE[0] || numero > CONTRACT_RANGE[1] || contract.status === 'DELETADO') continue;
    for (const sale of seeded.salesByContract.get(contract.id) ?? []) {
      if (!hasInstallment(sale, seeded.today)) continue;
      const figures = installmentFigures(seeded, sale);
      if (figures.status !== 'ATRASADO' || figures.totalCents < 200) continue;
      candidates.push({
        contractId: contract.id,
        numero,
        indice: sale.indice,
        parcelaId: sale.id_parcela,
        due: sale.data_vencimento,
        totalCents: figures.totalCents,
      });
    }
  }
  const token = await accessToken(page);
  for (const candidate of candidates) {
    const response = await politely(() =>
      request.get(`${API_URL}/v1/financeiro/eventos-financeiros/parcelas/${candidate.parcelaId}`, {
        headers: suiteHeaders(token),
      }),
    );
    if (response.status() !== 200) continue;
    const live = (await response.json()) as { status: string; valor_pago: number };
    if (live.status === 'ATRASADO' && live.valor_pago === 0) return candidate;
  }
  throw new Error('no overdue contract installment left in 1131–1168: restart the sandbox (POST /__sandbox/reset)');
}

test("settles a contract's installment in two parts; the list and the contract's detail follow without a reload", async ({
  page,
  signIn,
  request,
}) => {
  // A long journey through four screens (two settlements, two visits to the contract):
  // more time for the whole test, not for any single assertion.
  test.slow();
  // Sign in on a neutral page, choose the installment, then open its receivables view.
  await signIn(page, { path: '/recebiveis' });
  const target = await pickOverdueContractInstallment(page, request);
  const description = `Contrato ${target.numero} - parcela ${target.indice}`;
  const firstCents = Math.floor(target.totalCents / 2);
  const restCents = target.totalCents - firstCents;
  const reais = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  const money = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

  await page.goto(
    `/recebiveis?data_vencimento_de=${target.due}&data_vencimento_ate=${target.due}&descricao=${encodeURIComponent(description)}`,
  );
  // Narrowed to its due date, "parcela 1" cannot also match "parcela 12".
  await expect(row(page, description)).toHaveCount(1, { timeout: 20_000 });
  await expect(row(page, description)).toContainText('Atrasado');
  await expect(row(page, description)).toContainText(money(target.totalCents));

  // From here on the page must never load again: every screen updates in place.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  const sameDocument = () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  // To the contract's detail through the app (menu, search, the contract's number).
  const openContract = async () => {
    await mainMenu(page).getByRole('link', { name: 'Contratos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(String(target.numero));
    await page.getByRole('link', { name: String(target.numero), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/contratos/${target.contractId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Contrato ${target.numero}` })).toBeVisible();
  };
  // The contract's sales come from the sales search (sale number = contract number × 1000 +
  // position, in the sandbox); a sale's installment opens on demand with its live status.
  const saleNumber = target.numero * 1000 + target.indice;
  const sales = page.getByRole('region', { name: 'Vendas e parcelas' }).getByRole('table');
  const saleRow = sales.getByRole('list', { name: `Parcelas da venda ${saleNumber}` });
  const settleLink = saleRow.getByRole('link', { name: /Registrar baixa/ });
  const showInstallments = () => sales.getByRole('button', { name: `Ver parcelas da venda ${saleNumber}` }).click();

  await openContract();
  await showInstallments();
  await expect(saleRow).toContainText('Atrasado');
  await expect(saleRow).toContainText(money(target.totalCents));

  // First part, from the contract's detail.
  await expect(settleLink).toHaveAttribute('href', new RegExp(`^/e/[^/]+/recebiveis/${target.parcelaId}/baixa$`));
  await settleLink.click();
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
  // The gross value starts at the open amount, always with two decimals ("R$" beside it).
  await expect(gross(page)).toHaveValue(money(target.totalCents).replace(/^R\$ /, ''));
  await gross(page).fill(reais(firstCents));
  await expect(page.getByTestId('net-amount')).toHaveText(money(firstCents));
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');

  // Back to the contract: the installment is partly received, the rest still open.
  await page.getByRole('link', { name: 'Ver o contrato' }).click();
  await expect(page).toHaveURL(new RegExp(`/contratos/${target.contractId}$`));
  await showInstallments();
  await expect(saleRow).toContainText('Recebido parcial');
  await expect(saleRow).toContainText(money(restCents));
  await expect(settleLink).toBeVisible();

  // Back (history) to the receivables view seen before: it follows too.
  for (let i = 0; i < 8 && screenPathOf(page.url()) !== '/recebiveis'; i++) await page.goBack();
  await expect(page).toHaveURL(/\/recebiveis\?/);
  await expect(row(page, description)).toContainText('Recebido parcial');
  await expect(row(page, description)).toContainText(money(firstCents));
  await expect(row(page, description)).toContainText(money(restCents));

  // The rest, from the list.
  await row(page, description)
    .getByRole('link', { name: /Registrar baixa/ })
    .click();
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Baixas anteriores' })).toContainText(money(firstCents));
  await expect(page.getByTestId('net-amount')).toHaveText(money(restCents));
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido');

  await page.getByRole('link', { name: 'Ver recebíveis' }).click();
  await expect(row(page, description)).toContainText('Recebido');
  await expect(row(page, description)).not.toContainText('parcial');
  await expect(row(page, description).getByRole('link', { name: /Registrar baixa/ })).toHaveCount(0);

  // And the contract's detail (seen a moment ago, still cached) shows it paid.
  await openContract();
  await showInstallments();
  await expect(saleRow).toContainText('Recebido');
  await expect(settleLink).toHaveCount(0);

  expect(await sameDocument()).toBe(true);
});

test('an anonymous sale reads "Sem cliente", is settled by Pix, shows the real amount in its history, and the settlement is undone', async ({
  page,
  signIn,
}) => {
  // Seeded without a customer (seed-receivables.ts): the search answers `cliente: { id: null, nome: null }`.
  const description = 'Venda no balcão sem identificação do cliente';
  await signIn(page, { path: listUrl(description) });
  await expect(row(page, description)).toHaveCount(1, { timeout: 20_000 });
  await expect(row(page, description)).toContainText('Sem cliente');
  await expect(row(page, description)).toContainText('Atrasado');
  await expect(page.getByText(/formato inesperado/i)).toHaveCount(0);

  await openSettlement(page, description);
  const method = page.getByRole('combobox', { name: 'Forma de pagamento' });
  // Pix comes first among the methods.
  await expect(method.locator('option').nth(1)).toHaveText('Pix');
  await method.selectOption({ label: 'Pix' });
  await gross(page).fill('100,00');
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');

  const history = page.getByRole('table', { name: 'Baixas anteriores' });
  await expect(history).toContainText('Pix');
  await expect(history).toContainText('R$ 100,00');
  await expect(history).not.toContainText('R$ 0,00');

  // Undone: asked first (amount and date named), then the installment owes it all again.
  await history.getByRole('button', { name: /^Desfazer a baixa de R\$\s100,00 de / }).click();
  const dialog = page.getByRole('dialog', { name: 'Desfazer esta baixa?' });
  await expect(dialog).toContainText('100,00');
  await dialog.getByRole('button', { name: 'Desfazer baixa' }).click();
  await expect(page.getByText('Baixa desfeita', { exact: true })).toBeVisible();
  await expect(page.getByTestId('installment-status-after-undo')).toHaveText('Atrasado');
  await expect(page.getByText('Nenhuma baixa registrada nesta parcela.')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para recebíveis' }).click();
  await expect(row(page, description)).toContainText('Atrasado');
  await expect(row(page, description).getByRole('link', { name: /Registrar baixa/ })).toHaveCount(1);
});

test('a period chosen from the filters: this week, then overdue only; back returns the week', async ({
  page,
  signIn,
}) => {
  const today = platformToday();
  const week = presetInterval('esta_semana', today);
  await signIn(page, { path: '/recebiveis' });
  const period = page.getByRole('search').getByRole('combobox', { name: 'Período', exact: true });
  await expect(period).toHaveValue('este_mes', { timeout: 20_000 });
  await period.focus();
  await period.selectOption({ label: 'Esta semana' });
  await expect(page).toHaveURL(new RegExp(`data_vencimento_de=${week.start}&data_vencimento_ate=${week.end}`));
  await expect(page.getByTestId('receivables-range')).toContainText(
    `vencimentos de ${formatDateBR(week.start)} a ${formatDateBR(week.end)}`,
  );

  await period.selectOption({ label: 'Vencidas' });
  await expect(page).toHaveURL(/status=EM_ABERTO&status=ATRASADO&status=RECEBIDO_PARCIAL/);
  await expect(period).toHaveValue('vencidas');
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) {
    const due = /(\d\d)\/(\d\d)\/(\d{4})/.exec(text);
    expect(due && `${due[3]}-${due[2]}-${due[1]}` < today, text).toBe(true);
    expect(text).toMatch(/Atrasado|Recebido parcial|Em aberto/);
  }

  await page.goBack();
  await expect(period).toHaveValue('esta_semana');
});
