import type { Page } from '@playwright/test';
import { platformToday, seedStore } from '../sandbox/api/seed';
import { showcaseContract } from '../sandbox/api/seed-contract-settlements';
import type { ContractRecord } from '../sandbox/api/store';
import { API_URL, expect, fillSignIn, test } from './fixtures';
import type { Api } from './support/api';

/**
 * Contract detail, close and remove, end to end.
 *
 * The sandbox's seed is deterministic for a given day, so this spec rebuilds it in
 * process to know each contract's id, number and whether it is under value adjustment
 * (`em_reajuste`, not exposed by the API). Parallel workers (and other specs) share one
 * sandbox store, so tests that change a contract use their own number range, and pick
 * the first contract of it that is still as needed on the live server (a reused local
 * server may carry changes from earlier runs):
 *   - close an active contract:       numbers 1101–1110
 *   - remove with typed confirmation: numbers 1111–1120
 *   - a 500 during close (unchanged): numbers 1121–1130
 * Everything else only reads (under-adjustment contracts are refused, so never change).
 */

const seeded = seedStore(platformToday());
const all = [...seeded.contracts.values()];
const inRange = (from: number, to: number) =>
  all.filter((r) => r.request.termos.numero >= from && r.request.termos.numero <= to);

async function pickActive(api: Api, candidates: ContractRecord[]): Promise<ContractRecord> {
  for (const record of candidates.filter((r) => r.status === 'ATIVO' && !r.em_reajuste)) {
    if ((await api.contractStatus(record.id)) === 'ATIVO') return record;
  }
  throw new Error('no active contract left in the range: restart the sandbox (POST /__sandbox/reset)');
}

const underAdjustment = () => {
  const record = all.find((r) => r.em_reajuste && r.status === 'ATIVO');
  if (!record) throw new Error('the seed has no contract under value adjustment');
  return record;
};

const heading = (page: Page, numero: number) => page.getByRole('heading', { level: 1, name: `Contrato ${numero}` });
const summary = (page: Page) => page.getByRole('group', { name: 'Resumo do contrato' });

const unpaidIssued = (r: ContractRecord) =>
  (seeded.salesByContract.get(r.id) ?? []).find((s) => s.status === 'EMITIDA' && !seeded.settlements.has(s.id_parcela));

test('opens a contract from the list and shows every section', async ({ page, signIn }) => {
  // The seed keeps one such contract, with its last issued sale unpaid, on every day.
  const record = showcaseContract(seeded) as ContractRecord;
  expect(record, 'the seed has a showcase contract').toBeDefined();
  const numero = record.request.termos.numero;
  await signIn(page, { path: `/contratos?busca_textual=${numero}` });
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(numero), exact: true }) });
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/contratos/${record.id}$`));
  await expect(heading(page, numero)).toBeVisible();
  await expect(summary(page).getByText('Ativo')).toBeVisible();

  for (const section of ['Termos', 'Pagamento', 'Valores', 'Emissões', 'Outras informações', 'Vendas e parcelas']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  const terms = page.getByRole('region', { name: 'Termos' });
  await expect(terms.getByText(record.request.termos.data_inicio.split('-').reverse().join('/'))).toBeVisible();
  await expect(terms.getByRole('progressbar', { name: 'Cobranças realizadas' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Valores' }).getByText(/^R\$/).first()).toBeVisible();
  const seller = seeded.sellers.find((s) => s.id === record.request.id_vendedor)?.nome as string;
  await expect(page.getByRole('region', { name: 'Outras informações' }).getByText(seller)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Outras informações' }).getByText(record.local_prestacao_servico as string),
  ).toBeVisible();

  // The sales come from the platform's sales search; an issued, unpaid sale opens its installment.
  const sales = page.getByRole('region', { name: 'Vendas e parcelas' }).getByRole('table');
  await expect(sales.getByRole('row').nth(1)).toBeVisible();
  const issued = unpaidIssued(record);
  expect(issued, 'an issued, unpaid sale in the seed').toBeDefined();
  const saleNumber = numero * 1000 + (issued?.indice ?? 0);
  await sales.getByRole('button', { name: `Ver parcelas da venda ${saleNumber}` }).click();
  const link = sales
    .getByRole('list', { name: `Parcelas da venda ${saleNumber}` })
    .getByRole('link', { name: /Registrar baixa/ });
  await expect(link).toHaveAttribute('href', new RegExp(`^/e/[^/]+/recebiveis/${issued?.id_parcela}/baixa$`));
  await expect(page.locator('body')).not.toContainText(/undefined|NaN/);
});

test('closes an active contract, and the list shows it inactive without a reload', async ({ signedIn: page, api }) => {
  // One that already issued a sale, so its history stays after the scheduled ones go
  // (which contracts have depends on the seed's day).
  const issued = (r: ContractRecord) => (seeded.salesByContract.get(r.id) ?? []).some((s) => s.status === 'EMITIDA');
  const record = await pickActive(api, inRange(1101, 1110).filter(issued));
  const numero = record.request.termos.numero;
  await page.goto(`/contratos?busca_textual=${numero}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(numero), exact: true }) });
  await expect(row.getByText('Ativo')).toBeVisible();
  await row.getByRole('link', { name: String(numero), exact: true }).click();
  await expect(heading(page, numero)).toBeVisible();

  const trigger = page.getByRole('button', { name: 'Encerrar', exact: true });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: `Encerrar o contrato ${numero}?` });
  await expect(dialog.getByText(/nenhuma nova cobrança será gerada/)).toBeVisible();
  // Cancelling changes nothing and gives focus back to the trigger.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('button', { name: 'Encerrar contrato' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary(page).getByText('Inativo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Encerrar', exact: true })).toHaveCount(0);
  await expect(page.getByText('Contrato encerrado')).toBeVisible();
  // Scheduled sales were dropped: none is shown as scheduled any more.
  await expect(page.getByRole('region', { name: 'Vendas e parcelas' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vendas e parcelas' }).getByText('Em andamento')).toHaveCount(0);

  await page.goBack();
  await expect(row.getByText('Inativo')).toBeVisible();
  expect(await api.contractStatus(record.id)).toBe('INATIVO');
});

test('closing a contract under value adjustment is refused with the server message', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  const record = underAdjustment();
  await signIn(page, { path: `/contratos/${record.id}` });
  await expect(heading(page, record.request.termos.numero)).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Encerrar contrato' }).click();
  await expect(dialog.getByRole('alert')).toContainText('O contrato não foi encerrado');
  await expect(dialog.getByRole('alert')).toContainText('está em reajuste de valores e não pode ser encerrado');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(summary(page).getByText('Ativo')).toBeVisible();
  // From now on it says so and offers nothing that would be refused (decision 0113).
  await expect(summary(page).getByText('Em reajuste')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Encerrar', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remover', exact: true })).toBeDisabled();
});

test('removes a contract only with its number typed, then the list no longer has it', async ({
  signedIn: page,
  api,
}) => {
  const record = await pickActive(api, inRange(1111, 1120));
  const numero = record.request.termos.numero;
  await page.goto(`/contratos/${record.id}`);
  await expect(heading(page, numero)).toBeVisible();
  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Remover o contrato ${numero}?` });
  await expect(
    dialog.getByText(/removido permanentemente e todas as suas vendas, agendadas e já emitidas, serão canceladas/),
  ).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Remover permanentemente' });
  const input = dialog.getByLabel(/digite o número do contrato/);
  await expect(confirm).toBeDisabled();
  await input.fill(String(numero + 1));
  await expect(confirm).toBeDisabled();
  await input.fill(String(numero));
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/contratos$/);
  await expect(page.getByText('Contrato removido')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(String(numero));
  await expect(page.getByText('Nenhum contrato encontrado')).toBeVisible();
  expect(await api.contractStatus(record.id)).toBe('GONE');
  await page.goto(`/contratos/${record.id}`);
  await expect(heading(page, numero)).toBeVisible();
  await expect(summary(page).getByText('Removido')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'suas vendas foram canceladas' })).toContainText(
    'Contrato removido',
  );
  await expect(page.getByRole('button', { name: 'Remover', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Encerrar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Vendas e parcelas' })).toContainText(
    'foram canceladas quando ele foi removido',
  );
});

test('removing a contract under value adjustment is refused with the server message', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  const record = underAdjustment();
  const numero = record.request.termos.numero;
  await signIn(page, { path: `/contratos/${record.id}` });
  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/digite o número do contrato/).fill(String(numero));
  await dialog.getByRole('button', { name: 'Remover permanentemente' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'O contrato não foi removido' })).toContainText(
    'não pode ser removido',
  );
  await expect(page).toHaveURL(new RegExp(`/contratos/${record.id}$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Removal is now disabled (decision 0113): the reason takes the focus the trigger had.
  await expect(page.getByRole('button', { name: 'Remover', exact: true })).toBeDisabled();
  await expect(page.locator('#em-reajuste')).toBeFocused();
  await expect(heading(page, numero)).toBeVisible();
});

test('a deep link while signed out goes through sign-in and back', async ({ page, account }) => {
  const record = all.find((r) => r.status === 'INATIVO') as ContractRecord;
  await page.goto(`/contratos/${record.id}`);
  await fillSignIn(page, account);
  await expect(page).toHaveURL(new RegExp(`/contratos/${record.id}$`));
  await expect(heading(page, record.request.termos.numero)).toBeVisible();
  await expect(summary(page).getByText('Inativo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Encerrar', exact: true })).toHaveCount(0);
});

test('an unknown id is explained (the platform answers 500), a malformed one is "not found" with a way back', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  await signIn(page, { path: '/contratos/0190a5c8-2222-7000-8000-000000000002' });
  const failed = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o contrato' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(failed).toContainText('Erro interno no servidor. Tente novamente.');
  await expect(failed).not.toContainText('Internal Server Error');
  await expect(page.getByText(/o contrato deste endereço provavelmente não existe mais/)).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(API_URL)) calls.push(r.url());
  });
  await page.goto('/contratos/nao-e-um-contrato');
  await expect(page.getByRole('heading', { name: 'Contrato não encontrado' })).toBeVisible();
  expect(calls.filter((u) => u.includes('/v1/contratos/'))).toEqual([]);
  await page.getByRole('link', { name: 'Voltar para os contratos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
});

test('a server error during close leaves the contract unchanged and says so', async ({
  signedIn: page,
  api,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  const record = await pickActive(api, inRange(1121, 1130));
  await sandbox.fault({
    path: `^/v1/contratos/${record.id}/encerrar$`,
    method: 'POST',
    status: 500,
    error: 'Falha temporária na plataforma.',
    times: 1,
  });
  await page.goto(`/contratos/${record.id}`);
  await page.getByRole('button', { name: 'Encerrar', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Encerrar contrato' }).click();
  await expect(dialog.getByRole('alert')).toContainText('O contrato não foi encerrado');
  await expect(dialog.getByRole('alert')).toContainText('Falha temporária na plataforma.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(summary(page).getByText('Ativo')).toBeVisible();
  expect(await api.contractStatus(record.id)).toBe('ATIVO');
});
