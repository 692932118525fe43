import type { Locator, Page } from '@playwright/test';
import { API_URL, expect, test, politely } from './fixtures';

/**
 * Receivables and settlement, end to end against the sandbox.
 *
 * Parallel workers share one sandbox store, so every test owns a different seeded
 * standalone receivable (sandbox/api/seed-receivables.ts, rows marked `e2e`) and finds it
 * by its unique description: no two tests ever settle the same installment, and the
 * contracts' installments (used by other suites) are never touched here.
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
  await expect(gross(page)).toHaveValue('R$ 1.500');
  await gross(page).fill('600');
  await page.getByLabel('Juros').fill('12,5');
  await expect(page.getByTestId('net-amount')).toHaveText('R$ 612,50');
  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByText('Baixa registrada')).toBeVisible();
  await expect(page.getByTestId('settlement-id')).toHaveText(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('settlement-version')).toHaveText('1');
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
  await expect(gross(page)).toHaveValue('R$ 900');
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
  const parcelaId = new URL(page.url()).pathname.split('/')[2] as string;
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
    }
    return undefined;
  });
  const accounts = await politely(() =>
    page.request.get(`${API_URL}/v1/conta-financeira`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  const account = ((await accounts.json()) as { itens: { id: string }[] }).itens[0]?.id;
  const other = await politely(() =>
    page.request.post(`${API_URL}/v1/financeiro/eventos-financeiros/parcelas/${parcelaId}/baixa`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { data_pagamento: '2026-01-05', conta_financeira: account, composicao_valor: { valor_bruto: 2380.5 } },
    }),
  );
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Registrar baixa' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível registrar a baixa' })).toContainText(
    'já está quitada',
  );
  await expect(gross(page)).toHaveValue('R$ 1.000');
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
  await expect(gross(page)).toHaveValue('R$ 4.200');
  await expect(page.getByLabel('Desconto')).toHaveValue('R$ 200');
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
  let posts = 0;
  page.on('request', (request) => {
    if (BAIXA_POST(request.url(), request.method())) posts++;
  });
  await gross(page).fill('300');
  await page.getByRole('button', { name: 'Registrar baixa' }).dblclick();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');
  await page.waitForTimeout(1000);
  expect(posts).toBe(1);
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

  await tabTo(page, gross(page));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('870');
  await tabTo(page, page.getByRole('textbox', { name: 'NSU' }));
  await page.keyboard.type('KB-1');
  await tabTo(page, page.getByRole('button', { name: 'Registrar baixa' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');
  await expect(page.getByRole('table', { name: 'Baixas anteriores' })).toContainText('KB-1');
});
