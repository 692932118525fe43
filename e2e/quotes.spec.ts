import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Api } from './support/api';
import { pick } from './support/forms';

/**
 * Quotes end to end. Workers share one sandbox store: tests that delete only touch quotes
 * they created themselves; the others only read the seeded ones.
 */

/** Creates `count` quotes through the API with a unique description; returns their numbers. */
async function createQuotes(api: Api, count: number, tag: string): Promise<number[]> {
  return (await api.createQuotes(count, { tag, valor: 100 })).map((q) => q.numero);
}

/** A Mantine select's visible input by its label. */
const pickerInput = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input:not([type="hidden"])'));

test.use({ startAt: '/orcamentos' });

const rows = (page: Page) => page.getByRole('table', { name: 'Orçamentos' }).locator('tbody tr');

test('filters by situation, sorts by number and keeps it all in the URL', async ({ signedIn: page }) => {
  await expect(page.getByRole('heading', { name: 'Orçamentos' })).toBeVisible();
  await expect(page.getByText(/Mostrando 1–10 de [\d.]+ orçamentos/)).toBeVisible();

  await pickerInput(page, 'Situação').click();
  await page.getByRole('option', { name: 'Recusado' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/situacoes=ORCAMENTO_RECUSADO/);
  await expect(rows(page).first()).toContainText('Recusado');
  for (const row of await rows(page).all()) await expect(row).toContainText('Recusado');

  await page.getByRole('button', { name: /^Número/ }).click();
  await expect(page).toHaveURL(/campo_ordenado_ascendente=NUMERO/);
  await expect(page.getByRole('columnheader', { name: /Número/ })).toHaveAttribute('aria-sort', 'ascending');
  // The header follows the address at once; the rows, when the sorted answer arrives (the
  // previous rows stay meanwhile, the table busy).
  await expect(page.getByRole('table', { name: 'Orçamentos' })).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(async () => {
      const numbers = (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map(Number);
      return numbers.length > 1 && numbers.join() === [...numbers].sort((a, b) => a - b).join();
    })
    .toBe(true);

  // Dates: one end alone is explained and not sent; both ends filter.
  await page.getByLabel('Data do orçamento de').fill('2026-01-01');
  await expect(page.getByText('Informe também a data final.')).toBeVisible();
  await expect(page).not.toHaveURL(/data_inicio/);
  await page.getByLabel('até').fill('2026-12-31');
  await expect(page).toHaveURL(/data_inicio=2026-01-01&data_fim=2026-12-31/);

  // A reload reopens the same view.
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Número/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByLabel('Data do orçamento de')).toHaveValue('01/01/2026');
  for (const row of await rows(page).all()) await expect(row).toContainText('Recusado');
});

test('creates a quote with several items and a discount and finds it in the list', async ({ page, signIn }) => {
  await signIn(page, { path: '/orcamentos/novo' });
  await expect(page.getByRole('heading', { name: 'Novo orçamento' })).toBeVisible();

  await pick(page, /^Cliente/, 'Clínica', /^Clínica Sorriso Pleno/);
  await pick(page, /^Produto ou serviço do item 1$/, 'Teclado', /^Teclado sem fio/);
  await page.getByLabel('Quantidade do item 1').fill('3');
  await page.getByLabel('Valor unitário do item 1').fill('33,33');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await pick(page, /^Produto ou serviço do item 2$/, 'Dedetiza', /^Dedetização/);
  await page.getByLabel('Valor unitário do item 2').fill('100');
  await page.getByLabel('Desconto', { exact: true }).fill('10');
  await page.getByLabel('Frete', { exact: true }).fill('10');
  const tag = `E2E criação ${Date.now()}`;
  await page.getByLabel('Descrição', { exact: true }).fill(tag);
  // 3 x 33,33 + 100 = 199,99; 10% = 20,00; + 10,00 = 189,99
  await expect(page.getByTestId('quote-total')).toHaveText(/R\$\s189,99/);

  await page.getByRole('button', { name: 'Criar orçamento' }).click();
  await expect(page).toHaveURL(/\/orcamentos\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { name: /Orçamento nº \d+/ });
  await expect(heading).toBeVisible();
  const numero = /nº (\d+)/.exec((await heading.innerText()) ?? '')?.[1] as string;
  await expect(page.getByText(tag)).toBeVisible();
  await expect(page.getByText('Clínica Sorriso Pleno Ltda')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Composição do valor' })).toContainText('189,99');

  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await page.getByLabel('Buscar').fill(numero);
  await expect(page).toHaveURL(new RegExp(`termo_busca=${numero}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Clínica Sorriso Pleno Ltda');
  await expect(rows(page).first()).toContainText('189,99');
  await expect(rows(page).first()).toContainText('Em aberto');
});

test('the first click and typing in the product picker right after choosing the customer are kept', async ({
  page,
  signIn,
}) => {
  await signIn(page, { path: '/orcamentos/novo' });
  const customer = page.getByRole('combobox', { name: 'Cliente', exact: true });
  await customer.fill('Clínica');
  await page.getByRole('option', { name: /^Clínica Sorriso Pleno/ }).click();
  // At once, as a user does: one click, then typing (no fill, which would focus it again).
  const product = page.getByRole('combobox', { name: 'Produto ou serviço do item 1' });
  await product.click();
  await page.keyboard.type('Tecl');
  await expect(product).toBeFocused();
  await expect(product).toHaveValue('Tecl');
  await expect(page.getByRole('option', { name: /^Teclado sem fio/ })).toBeVisible();
});

test('refuses invalid input with the shared rules and sends nothing', async ({ page, signIn }) => {
  await signIn(page, { path: '/orcamentos/novo' });
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/orcamentos') posted++;
  });
  await page.getByLabel('Válido até').fill('2000-01-01');
  await page.getByLabel('Quantidade do item 1').fill('0');
  await page.getByLabel('Valor unitário do item 1').fill('');
  await page.getByLabel('Frete', { exact: true }).fill('-5');
  await page.getByRole('button', { name: 'Criar orçamento' }).click();
  await expect(page.getByText('Escolha o cliente.')).toBeVisible();
  await expect(page.getByText('Escolha o produto ou serviço.')).toBeVisible();
  await expect(page.getByText('A validade não pode ser anterior à data do orçamento.')).toBeVisible();
  await expect(page.getByText('A quantidade deve ser maior que zero.')).toBeVisible();
  await expect(page.getByText('Campo obrigatório.')).toBeVisible();
  await expect(page.getByText('O valor não pode ser negativo.')).toBeVisible();
  expect(posted).toBe(0);
  // The draft survives a reload.
  await page.reload();
  await expect(page.getByText('Rascunho restaurado')).toBeVisible();
  await expect(page.getByLabel('Válido até')).toHaveValue('01/01/2000');
  await page.getByRole('button', { name: 'Descartar rascunho' }).click();
});

test('bulk deletes 12 quotes in two batches and reports a failed second batch exactly', async ({
  signedIn: page,
  api,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource.*500/);
  const tag = `E2E lote ${Date.now()}`;
  const numbers = await createQuotes(api, 12, tag);

  // Only this test's quotes: the newest 12 numbers of this customer's search, 20 per page.
  await page.goto(`/orcamentos?termo_busca=Padaria&tamanho_pagina=50&campo_ordenado_descendente=NUMERO`);
  for (const n of numbers) await page.getByRole('checkbox', { name: `Selecionar o orçamento nº ${n}` }).check();
  await expect(page.getByText('12 orçamentos selecionados')).toBeVisible();

  // First DELETE passes through, the second fails.
  await sandbox.fault({ path: '^/v1/orcamentos$', method: 'DELETE', times: 1 });
  await sandbox.fault({
    path: '^/v1/orcamentos$',
    method: 'DELETE',
    status: 500,
    error: 'Falha simulada na exclusão',
    times: 1,
  });

  await page.getByRole('button', { name: 'Excluir selecionados' }).click();
  const dialog = page.getByRole('dialog');
  for (const n of numbers) await expect(dialog).toContainText(`nº ${n}`);
  await expect(dialog).toContainText('em 2 lotes');
  await dialog.getByRole('button', { name: 'Excluir 12 orçamentos' }).click();

  const report = dialog.getByRole('alert');
  await expect(report).toContainText('Excluídos (10):');
  await expect(report).toContainText('Não excluídos (2):');
  await expect(report).toContainText('Falha simulada na exclusão');
  // Batches follow the order of selection: the first 10 checked, then the last 2.
  const [deleted, kept] = [numbers.slice(0, 10), numbers.slice(10)];
  const text = await report.innerText();
  const deletedLine = /Excluídos \(10\):([^\n]*)/.exec(text)?.[1] ?? '';
  const keptLine = /Não excluídos \(2\):([^\n]*)/.exec(text)?.[1] ?? '';
  for (const n of deleted) expect(deletedLine).toContain(`nº ${n}`);
  for (const n of kept) expect(keptLine).toContain(`nº ${n}`);
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();

  // The list is refreshed: the deleted are gone, the 2 kept stay selected.
  await expect(page.getByText('2 orçamentos selecionados')).toBeVisible();
  for (const n of kept)
    await expect(page.getByRole('checkbox', { name: `Selecionar o orçamento nº ${n}` })).toBeChecked();
  for (const n of deleted)
    await expect(page.getByRole('link', { name: `Orçamento nº ${n}`, exact: true })).toHaveCount(0);

  // Retrying the rest succeeds.
  await page.getByRole('button', { name: 'Excluir selecionados' }).click();
  await dialog.getByRole('button', { name: 'Excluir 2 orçamentos' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 orçamentos excluídos');
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  for (const n of kept) await expect(page.getByRole('link', { name: `Orçamento nº ${n}`, exact: true })).toHaveCount(0);
});

test('reads a quote with every field, and an unknown id is a not-found page', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource.*404/);
  await signIn(page, { path: '/orcamentos?campo_ordenado_ascendente=NUMERO' });
  await page.getByRole('link', { name: 'Orçamento nº 1', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Orçamento nº 1\b/ })).toBeVisible();
  for (const label of [
    'Cliente',
    'Vendedor',
    'Data do orçamento',
    'Válido até',
    'Previsão de entrega',
    'Descrição',
    'Observações',
  ]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Carregando…')).toHaveCount(0);
  await expect(page.getByText('Cliente não encontrado')).toHaveCount(0);
  const items = page.getByRole('table').filter({ hasText: 'Total da linha' });
  await expect(items.locator('tbody tr').first()).toContainText(/Produto|Serviço/);
  await expect(page.getByRole('table', { name: 'Composição do valor' })).toContainText('Total');

  await page.goto('/orcamentos/0190a5c8-0000-7000-8000-000000000999');
  await expect(page.getByRole('heading', { name: 'Orçamento não encontrado' })).toBeVisible();
});
