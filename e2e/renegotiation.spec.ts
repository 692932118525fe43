import type { Page, Route } from '@playwright/test';
import { platformToday, seedStore } from '../sandbox/api/seed';
import { addDays, addMonths } from '../src/lib/date-math';
import { formatCents } from '../src/lib/money';
import { expect, test } from './fixtures';
import { sandboxToday } from './support/api';
import { createOneInstallment, described, seededReceivable, totalsFigure } from './support/ledger';

/**
 * Renegotiating an overdue receivable into three, interrupted after its first call (the tab
 * reloaded while the installment's change was on its way, which the server applied) and resumed
 * from the list: the installment is changed once, the new event created once, and the list's
 * totals move from overdue to open. The receivable is made through the API, overdue relative to
 * the platform's day, so the test holds on any day.
 */

const seeded = seedStore(platformToday());
const expense = seeded.categories.find((c) => c.tipo === 'DESPESA')?.id as string;
const supplier = seeded.customers.find((c) => c.perfis?.includes('Fornecedor'))?.id as string;
const account = seeded.accounts.find((a) => a.conta_padrao) ?? seeded.accounts[0]!;
const EVENTS = '/v1/financeiro/eventos-financeiros';

const figure = totalsFigure;
const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

/** The ledger list on one description, around today, without the open ones due before: its address and one row. */
async function listedAlone(page: Page, path: '/recebiveis' | '/pagamentos', descricao: string, today: string) {
  const query = new URLSearchParams({
    descricao,
    data_vencimento_de: addDays(today, -40),
    data_vencimento_ate: addDays(today, 120),
    abertos_anteriores: 'nao',
  });
  const list = `${path}?${query.toString()}`;
  await page.goto(list);
  const row = page.getByRole('row').filter({ hasText: descricao });
  await expect(row).toHaveCount(1);
  return { list, row };
}

test('a renegotiation interrupted after its first call is resumed without doing anything twice', async ({
  page,
  signIn,
  api,
}) => {
  test.setTimeout(180_000);
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const descricao = `Mensalidade atrasada ${Date.now()}`;
  const id = await seededReceivable(api, descricao, 300, addDays(today, -12));
  const { body: before } = await api.get<{ versao: number }>(`${EVENTS}/parcelas/${id}`);
  const { list, row } = await listedAlone(page, '/recebiveis', descricao, today);
  await expect(figure(page, 'Em atraso')).toHaveText(brl(30_000));
  await expect(figure(page, 'Em aberto')).toHaveText(brl(30_000));

  await row.getByRole('link', { name: `Renegociar parcela: ${descricao}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Renegociar parcela' });
  await expect(dialog.getByLabel('Valor da parcela 3')).toHaveValue('100,00');
  const first = addDays(today, 5);
  await dialog.getByLabel('Primeiro vencimento').fill(first.split('-').reverse().join('/'));
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await expect(dialog.getByTestId('renegotiation-review')).toContainText('a própria parcela original');

  // The installment's change reaches the server; its answer never comes back: the tab is reloaded.
  let applied: () => void = () => undefined;
  const onServer = new Promise<void>((resolve) => (applied = resolve));
  const change = async (route: Route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await route.fetch();
    applied();
  };
  await page.route((url) => url.pathname.endsWith(`/parcelas/${id}`), change);
  await dialog.getByRole('button', { name: 'Renegociar' }).click();
  await onServer;
  await page.unroute((url) => url.pathname.endsWith(`/parcelas/${id}`), change);
  await page.goto(list);

  // The list offers the renegotiation again; the resume reads the platform and only creates the rest.
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/parcelas/')) patches.push(r.url());
  });
  await page.getByRole('link', { name: `Retomar a renegociação: ${descricao}` }).click();
  const again = page.getByRole('dialog', { name: 'Retomar a renegociação' });
  await expect(again.getByTestId('renegotiation-step-patch')).toHaveText('A conferir na plataforma');
  await again.getByRole('button', { name: 'Retomar a renegociação' }).click();
  await expect(again.getByText('Renegociação concluída')).toBeVisible({ timeout: 30_000 });
  await expect(again.getByTestId('renegotiation-step-patch')).toHaveText('Feito');
  expect(patches).toHaveLength(0);

  // Changed once, created once.
  const { body: after } = await api.get<{ versao: number; data_vencimento: string }>(`${EVENTS}/parcelas/${id}`);
  expect(after.versao).toBe(before.versao + 1);
  expect(after.data_vencimento).toBe(first);
  const renegotiated = await described(api, descricao, addDays(today, -40), addDays(today, 120));
  expect(renegotiated.map((i) => [i.descricao.replace(/ \[.*\]$/, ''), i.nao_pago, i.data_vencimento])).toEqual([
    [`${descricao} (renegociada 1/3)`, 100, first],
    [`${descricao} (renegociada 2/3)`, 100, addMonths(first, 1)],
    [`${descricao} (renegociada 3/3)`, 100, addMonths(first, 2)],
  ]);

  // Back on the list: nothing overdue, the same open value over three rows, nothing left to resume.
  await again.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.goto(list);
  await expect(page.getByRole('row').filter({ hasText: descricao })).toHaveCount(3);
  await expect(figure(page, 'Em atraso')).toHaveText(brl(0));
  await expect(figure(page, 'Em aberto')).toHaveText(brl(30_000));
  await expect(page.getByText('Há uma renegociação não concluída neste navegador.')).toHaveCount(0);
});

test('a payable renegotiated into two with interest: the bill becomes the first, one new event the second', async ({
  page,
  signIn,
  api,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { path: '/' });
  const today = await sandboxToday(page.request);
  const descricao = `Aluguel atrasado ${Date.now()}`;
  const due = addDays(today, -20);
  await createOneInstallment(api, 'contas-a-pagar', {
    descricao,
    valor: 500,
    due,
    contato: supplier,
    categoria: expense,
    conta: account.id,
  });
  const [bill] = (await described(api, descricao, due, due, 'contas-a-pagar')).filter((i) => i.descricao === descricao);
  expect(bill).toBeDefined();
  const { list, row } = await listedAlone(page, '/pagamentos', descricao, today);
  await expect(figure(page, 'Em atraso')).toHaveText(brl(50_000));

  await row.getByRole('link', { name: `Renegociar parcela: ${descricao}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Renegociar parcela' });
  await dialog.getByLabel('Parcelas mensais').fill('2');
  const first = addDays(today, 10);
  await dialog.getByLabel('Primeiro vencimento').fill(first.split('-').reverse().join('/'));
  await dialog.getByLabel('Juros ou desconto').selectOption({ label: 'Juros' });
  await dialog.getByLabel('Valor dos juros').fill('20,00');
  await expect(dialog.getByLabel('Valor da parcela 2')).toHaveValue('260,00');
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await dialog.getByRole('button', { name: 'Renegociar' }).click();
  await expect(dialog.getByText('Renegociação concluída')).toBeVisible({ timeout: 30_000 });

  const after = await described(api, descricao, addDays(today, -40), addDays(today, 120), 'contas-a-pagar');
  expect(after.map((i) => [i.descricao.replace(/ \[.*\]$/, ''), i.nao_pago, i.data_vencimento])).toEqual([
    [`${descricao} (renegociada 1/2)`, 260, first],
    [`${descricao} (renegociada 2/2)`, 260, addMonths(first, 1)],
  ]);
  // The bill itself is the first: its id is kept.
  expect(after.find((i) => i.data_vencimento === first)?.id).toBe(bill!.id);

  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.goto(list);
  await expect(page.getByRole('row').filter({ hasText: descricao })).toHaveCount(2);
  await expect(figure(page, 'Em atraso')).toHaveText(brl(0));
  await expect(figure(page, 'Em aberto')).toHaveText(brl(52_000));
});
