import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Sandbox } from './fixtures';
import { sandboxToday, type Api } from './support/api';
import { closeAtOnce, openTab } from './support/tabs';

/**
 * Paying several payables at once from the list: each test makes its own open payables, due
 * today, through the API (a tag no other bill has), selects them, reviews the count and total,
 * and checks on the server that each has exactly one settlement.
 */

const tagOf = () => `Lote e2e ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
const listUrl = (day: string, tag: string) =>
  `/pagamentos?data_vencimento_de=${day}&data_vencimento_ate=${day}&descricao=${encodeURIComponent(tag)}`;
const BAIXA = (id: string) => `^/v1/financeiro/eventos-financeiros/parcelas/${id}/baixa$`;

async function selectAll(page: Page, tag: string, count: number) {
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(count, { timeout: 20_000 });
  await page.getByRole('checkbox', { name: 'Selecionar todas as parcelas da página' }).click();
  await expect(page.getByTestId('bulk-selection')).toContainText(`${count} parcelas selecionadas`);
}

/** Selects the filter's `count` rows and starts paying every open one of the filter. */
async function payTheFilter(page: Page, tag: string, count: number) {
  await selectAll(page, tag, count);
  await page.getByRole('button', { name: 'Baixar as em aberto deste filtro' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`Registrar ${count} baixas`) })
    .click();
}

/** Takes the run kept in this browser up again from the list's bar; it ends with all three paid, each once. */
async function resumeToTheEnd(page: Page, api: Api, payables: { id: string; descricao: string }[]) {
  await page.getByRole('button', { name: 'Ver e retomar as baixas' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Retomar as baixas' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Concluído\. 3 baixadas/, { timeout: 30_000 });
  for (const p of payables) expect(await api.settlements(p.id), p.descricao).toHaveLength(1);
  return dialog;
}

/** Three open payables of a new tag due today; paying the second is held on its way to the platform. */
async function threeWithTheSecondHeld(request: APIRequestContext, api: Api, sandbox: Sandbox, amounts: number[]) {
  const day = await sandboxToday(request);
  const tag = tagOf();
  const payables = await api.createPayables(day, tag, amounts);
  const held = await sandbox.hold({ method: 'POST', path: BAIXA(payables[1]!.id) });
  return { day, tag, payables, held };
}

test('pays four payables from the list; a 500 on one leaves the others paid and that one retryable, paid once', async ({
  signedIn: page,
  api,
  request,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  const day = await sandboxToday(request);
  const tag = tagOf();
  const payables = await api.createPayables(day, tag, [101.11, 202.22, 303.33, 404.44]);
  const failing = payables[2]!;
  await sandbox.fault({
    method: 'POST',
    path: BAIXA(failing.id),
    status: 500,
    error: 'Falha interna simulada no pagamento.',
    times: 1,
  });

  await page.goto(listUrl(day, tag));
  await selectAll(page, tag, 4);
  await expect(page.getByTestId('bulk-selection')).toContainText(/R\$\s1\.011,10 em aberto/);
  await page.getByRole('button', { name: 'Baixar selecionadas' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('bulk-review')).toContainText(/4 parcelas a pagar .* total de R\$\s1\.011,10/);
  await dialog.getByRole('button', { name: /Registrar 4 baixas/ }).click();

  const report = dialog.getByRole('table', { name: 'Relatório das baixas, por parcela' });
  const failed = report.getByRole('row').filter({ hasText: failing.descricao });
  await expect(failed).toContainText('A conferir', { timeout: 30_000 });
  await expect(failed).toContainText('Falha interna simulada no pagamento.');
  await expect(dialog.getByRole('status')).toContainText('3 baixadas');
  for (const p of payables) expect(await api.settlements(p.id)).toHaveLength(p === failing ? 0 : 1);

  await failed.getByRole('button', { name: /Tentar novamente/ }).click();
  await expect(failed).toContainText('Baixada', { timeout: 30_000 });
  await expect(dialog.getByRole('status')).toContainText(/Concluído\. 4 baixadas \(R\$\s1\.011,10 pagos\)/);
  for (const p of payables) {
    const settlements = await api.settlements(p.id);
    expect(settlements, p.descricao).toHaveLength(1);
    expect(settlements[0]!.valor_composicao.valor_bruto).toBe(p.valor);
  }

  // The list follows: nothing of the tag is open any more.
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: tag }).filter({ hasText: 'Pago' })).toHaveCount(4, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('bulk-selection')).toContainText('Nenhuma parcela selecionada');
});

test('a tab closed in the middle of the run resumes in another without paying anything twice', async ({
  signedIn: page,
  context,
  account,
  api,
  request,
  sandbox,
}) => {
  const { day, tag, payables, held } = await threeWithTheSecondHeld(request, api, sandbox, [111.01, 222.02, 333.03]);

  const tab = await openTab(context, account, listUrl(day, tag));
  await payTheFilter(tab, tag, 3);
  // The first is paid, the second is on its way: the tab closes.
  await held.arrived();
  await closeAtOnce(tab);
  await held.release();

  await page.goto(listUrl(day, tag));
  const dialog = await resumeToTheEnd(page, api, payables);
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Ver e retomar as baixas' })).toHaveCount(0);
});

test('a page reloaded while a payment was on its way: taken up, that one is checked, not left to the user', async ({
  signedIn: page,
  api,
  request,
  sandbox,
}) => {
  const { day, tag, payables, held } = await threeWithTheSecondHeld(request, api, sandbox, [144.04, 255.05, 366.06]);

  await page.goto(listUrl(day, tag));
  await payTheFilter(page, tag, 3);
  // The first is paid, the second reaches the platform as the page reloads: its answer is lost.
  await held.arrived();
  await page.reload();
  await held.release();

  const dialog = await resumeToTheEnd(page, api, payables);
  // The held one was found settled on the platform, not sent again.
  await expect(dialog.getByRole('row').filter({ hasText: payables[1]!.descricao })).toContainText(
    'A baixa já constava na plataforma.',
  );
});

test('a payable paid in part by someone else after a failed send is not paid again at the reviewed value: the report opens it', async ({
  signedIn: page,
  api,
  request,
  sandbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  const day = await sandboxToday(request);
  const tag = tagOf();
  // Amounts of their own: a statement's test elsewhere matches debits of round values.
  const payables = await api.createPayables(day, tag, [100.37, 200.41, 300.43]);
  const changed = payables[1]!;
  await sandbox.fault({ method: 'POST', path: BAIXA(changed.id), status: 500, error: 'Falha simulada.', times: 1 });

  await page.goto(listUrl(day, tag));
  await payTheFilter(page, tag, 3);
  const dialog = page.getByRole('dialog');
  const row = dialog.getByRole('row').filter({ hasText: changed.descricao });
  await expect(row).toContainText('A conferir', { timeout: 30_000 });
  // Meanwhile someone pays R$ 50 of it elsewhere.
  await api.settle(changed.id, 50, `externo-${tag}`);

  await row.getByRole('button', { name: /Tentar novamente/ }).click();
  await expect(row).toContainText(/Ignorada.*em aberto agora: R\$\s150,41/, { timeout: 30_000 });
  await expect(row.getByRole('button')).toHaveCount(0);
  expect((await api.settlements(changed.id)).map((s) => s.valor_composicao.valor_bruto)).toEqual([50]);

  await row.getByRole('link', { name: /^Abrir a parcela: / }).click();
  await expect(page).toHaveURL(new RegExp(`/pagamentos/${changed.id}$`));
  await expect(page.getByRole('heading', { name: 'Parcela' })).toBeVisible();
  // Nothing of the test is left open for the other tests of the day.
  await api.settle(changed.id, 150.41, `resto-${tag}`);
});

test('a run resumed in a second tab while the first still sends it: the second sends nothing and says so', async ({
  signedIn: page,
  context,
  account,
  api,
  request,
  sandbox,
}) => {
  const { day, tag, payables, held } = await threeWithTheSecondHeld(request, api, sandbox, [121.21, 232.32, 343.43]);
  let posts = 0;
  const count = (p: Page) =>
    p.on('request', (r) => {
      if (r.method() === 'POST' && /\/parcelas\/[^/]+\/baixa$/.test(new URL(r.url()).pathname)) posts++;
    });

  const first = await openTab(context, account, listUrl(day, tag));
  count(first);
  await payTheFilter(first, tag, 3);
  await held.arrived();

  count(page);
  await page.goto(listUrl(day, tag));
  await page.getByRole('button', { name: 'Ver e retomar as baixas' }).click();
  const second = page.getByRole('dialog');
  await second.getByRole('button', { name: 'Retomar as baixas' }).click();
  await expect(second.getByRole('alert')).toContainText('sendo enviadas em outra aba');

  await held.release();
  await expect(first.getByRole('dialog').getByRole('status')).toContainText(/Concluído\. 3 baixadas/, {
    timeout: 30_000,
  });
  expect(posts).toBe(3);
  for (const p of payables) expect(await api.settlements(p.id), p.descricao).toHaveLength(1);
});
