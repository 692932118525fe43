import type { Locator, Page } from '@playwright/test';
import { platformToday, seedStore } from '../sandbox/api/seed';
import { expect, IDP_URL, test, type Account } from './fixtures';
import { platformDay } from './support/clock';
import { expectNoAxeViolations, expectVisibleFocus, tabTo } from './support/a11y';
import { billLines, makePdf } from './support/pdf';
import { uniqueContractNumber } from './support/api';
import { catchFileChoosers } from './support/forms';
import { dateKeys, firstDueFromToday } from '../src/test/contract-terms';
import { formatDateBR } from '../src/lib/dates';
import { mainMenu } from './support/menu';

/**
 * Keyboard only: no mouse click anywhere in these walks (keyboard.press / type; page.goto
 * stands for typing an address). Checks along the way that focus is visible, that it
 * moves to the page's heading on navigation and back to the trigger when a dialog closes.
 *
 * Data: contracts 1141–1150 are closed and removed here (one per run), installments of
 * contracts 1151–1160 receive small partial settlements (they stay open, so reruns on
 * a reused sandbox find them again), quotes are created by the test that deletes them.
 */

const seeded = seedStore(platformToday());
const contracts = [...seeded.contracts.values()];
const inRange = (from: number, to: number) =>
  contracts
    .filter((r) => r.request.termos.numero >= from && r.request.termos.numero <= to)
    .sort((a, b) => a.request.termos.numero - b.request.termos.numero);

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The page's heading has focus (PageHeader focuses it when a page opens). */
async function expectHeadingFocused(page: Page, name: string | RegExp, options?: { timeout: number }) {
  await expect(h1(page, name)).toBeFocused(options);
}
/** The first screen after signing in may take a while on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

/** Focus is inside the open dialog. */
async function expectFocusIn(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** Signs in on the provider's page with the keyboard only (the e-mail field has autofocus). */
async function signInWithKeyboard(page: Page, account: Account, path = '/contratos') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByLabel('Senha'));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.origin !== IDP_URL && !url.pathname.startsWith('/auth/'));
}

/** Moves through an open listbox with ArrowDown until `target` is the active option, then Enter. */
/**
 * Arrows down to `target` and chooses it, once the options are those of what was typed: a
 * picker keeps the previous search's options until its debounced search (250 ms) answers,
 * and an option chosen from those is replaced under the keyboard (the race that left
 * "Valor unitário" empty on a loaded machine). Settled: no search on its way, and the same
 * options over the debounce.
 */
async function arrowTo(page: Page, target: Locator) {
  const busy = page.locator('input[aria-busy="true"]');
  let before = '';
  await expect
    .poll(
      async () => {
        const now = (await page.getByRole('option').allTextContents()).join('|');
        const settled = now === before && (await busy.count()) === 0;
        before = now;
        return settled;
      },
      { intervals: [300] },
    )
    .toBe(true);
  await expect(target).toBeVisible();
  for (let i = 0; i < 15 && (await target.getAttribute('data-combobox-selected')) === null; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toHaveAttribute('data-combobox-selected');
  await page.keyboard.press('Enter');
}

test('sign-in, then the contracts list: page, search, status and customer filters', async ({ page, account }) => {
  await signInWithKeyboard(page, account);
  await expectHeadingFocused(page, 'Contratos', FIRST_LOAD);
  const summary = page.getByRole('status').filter({ hasText: /contratos/ });
  await expect(summary).toHaveText(/Mostrando 1–10 de [\d.]+ contratos/, { timeout: 20_000 });

  // Paging.
  const nextPage = page.getByRole('button', { name: 'Próxima página' });
  await tabTo(page, nextPage);
  await expectVisibleFocus(nextPage);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/pagina=2/);
  await expect(summary).toHaveText(/Mostrando 11–20 de [\d.]+ contratos/);

  // Search (back to the first page).
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await tabTo(page, search, { backwards: true });
  await expectVisibleFocus(search);
  await page.keyboard.type('Padaria');
  await expect(page).toHaveURL(/busca_textual=Padaria/);
  await expect(page).not.toHaveURL(/pagina=2/);

  // Status.
  // A native select: the arrow keys change it in place.
  const status = page.getByRole('combobox', { name: 'Situação' });
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/status=ATIVO/);
  await expect(status).toHaveValue('ATIVO');
  await expectVisibleFocus(status);

  // Customer picker: type, arrow, Enter.
  const customers = page
    .getByRole('combobox', { name: 'Clientes' })
    .or(page.getByRole('textbox', { name: 'Clientes' }))
    .first();
  await tabTo(page, customers);
  await page.keyboard.type('padaria');
  await arrowTo(page, page.getByRole('option', { name: /Padaria Pão Dourado/ }));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/cliente_id=/);
  await expect(page.getByRole('row').filter({ hasText: 'Padaria Pão Dourado' }).first()).toBeVisible();

  // Clear them.
  const clear = page.getByRole('search').getByRole('button', { name: 'Limpar filtros' });
  await tabTo(page, clear);
  await expectVisibleFocus(clear);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/status=ATIVO|cliente_id|busca_textual/);
});

test('the contract wizard, from the list to the created contract', async ({ page, account }) => {
  await signInWithKeyboard(page, account);
  await expectHeadingFocused(page, 'Contratos', FIRST_LOAD);
  const create = page.getByRole('link', { name: 'Novo contrato' });
  await tabTo(page, create);
  await expectVisibleFocus(create);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Novo contrato');
  const input = (label: RegExp) => page.locator('input, textarea').and(page.getByLabel(label));
  const step = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  await step('Cliente e itens');
  // Próximo without a customer: the errors are announced and focus goes to the first one.
  const next = page.getByRole('button', { name: 'Próximo' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Escolha o cliente.' })).toBeVisible();
  await expect(input(/^Cliente/)).toBeFocused();
  await expectVisibleFocus(input(/^Cliente/));
  await page.keyboard.type('padaria');
  await arrowTo(page, page.getByRole('option', { name: /Padaria Pão Dourado/ }));
  await expect(input(/^Cliente/)).toHaveValue('Padaria Pão Dourado Ltda');
  await tabTo(page, input(/^Produto ou serviço/));
  await page.keyboard.type('jardin');
  await arrowTo(page, page.getByRole('option', { name: /Jardinagem/ }));
  await expect(input(/^Valor unitário/)).toHaveValue('450,00');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await step('Recorrência');
  const numero = uniqueContractNumber();
  await tabTo(page, input(/^Número do contrato/));
  await expectVisibleFocus(input(/^Número do contrato/));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(numero));
  await page.keyboard.press('Enter');

  await step('Pagamento e valores');
  await tabTo(page, input(/^Dia de vencimento/));
  await page.keyboard.type('12');
  // Day and month alike: the same keys whatever the browser's date field order.
  await tabTo(page, input(/^Primeiro vencimento/));
  const firstDue = firstDueFromToday(12, platformDay());
  await page.keyboard.type(dateKeys(firstDue));
  await expect(input(/^Primeiro vencimento/)).toHaveValue(formatDateBR(firstDue));
  await page.keyboard.press('Enter');

  await step('Revisão');
  const submit = page.getByRole('button', { name: 'Criar contrato' });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
  await expectHeadingFocused(page, `Contrato ${numero}`);
});

test('close and remove a contract; each dialog gives focus back to its trigger', async ({ page, account, api }) => {
  await signInWithKeyboard(page, account);
  // The API's answers, paced under its 10 requests a second (shared with the page).
  let record;
  for (const r of inRange(1141, 1150).filter((c) => c.status === 'ATIVO' && !c.em_reajuste)) {
    if ((await api.contractStatus(r.id)) === 'ATIVO') {
      record = r;
      break;
    }
  }
  if (!record) throw new Error('no active contract left in 1141–1150: restart the sandbox (POST /__sandbox/reset)');
  const numero = record.request.termos.numero;
  await page.goto(`/contratos/${record.id}`);
  await expectHeadingFocused(page, `Contrato ${numero}`, FIRST_LOAD);

  // Close: open, Escape gives focus back; open, confirm.
  const closeTrigger = page.getByRole('button', { name: 'Encerrar', exact: true });
  await tabTo(page, closeTrigger);
  await expectVisibleFocus(closeTrigger);
  await page.keyboard.press('Enter');
  const closeDialog = page.getByRole('dialog', { name: `Encerrar o contrato ${numero}?` });
  await expect(closeDialog).toBeVisible();
  await expectFocusIn(closeDialog);
  await page.keyboard.press('Escape');
  await expect(closeDialog).toBeHidden();
  await expectVisibleFocus(closeTrigger);

  await page.keyboard.press('Enter');
  await expect(closeDialog).toBeVisible();
  const cancelClose = closeDialog.getByRole('button', { name: 'Cancelar' });
  await tabTo(page, cancelClose);
  await expectVisibleFocus(cancelClose);
  await page.keyboard.press('Enter');
  await expect(closeDialog).toBeHidden();
  await expect(closeTrigger).toBeFocused();

  await page.keyboard.press('Enter');
  const confirmClose = closeDialog.getByRole('button', { name: 'Encerrar contrato' });
  await tabTo(page, confirmClose);
  await page.keyboard.press('Enter');
  await expect(closeDialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Resumo do contrato' }).getByText('Inativo')).toBeVisible();
  // The trigger is gone with the active status: focus is on the heading, not lost.
  await expectHeadingFocused(page, `Contrato ${numero}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Contrato encerrado' })).toBeVisible();
  await expectNoAxeViolations(page, 'contract detail with its notification');

  // Remove: Escape gives focus back; then type the number and press Enter.
  const removeTrigger = page.getByRole('button', { name: 'Remover', exact: true });
  await tabTo(page, removeTrigger);
  await expectVisibleFocus(removeTrigger);
  await page.keyboard.press('Enter');
  const removeDialog = page.getByRole('dialog', { name: `Remover o contrato ${numero}?` });
  const typed = removeDialog.getByLabel(/digite o número do contrato/);
  await expect(typed).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(removeDialog).toBeHidden();
  await expectVisibleFocus(removeTrigger);
  await page.keyboard.press('Enter');
  await expect(typed).toBeFocused();
  await expectVisibleFocus(typed);
  await page.keyboard.type(String(numero));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contratos$/);
  await expect(page.getByText('Contrato removido')).toBeVisible();
  await expectHeadingFocused(page, 'Contratos');
  expect(await api.contractStatus(record.id)).toBe('GONE');
});

test('settlement from a contract installment, through the confirmation prompt', async ({ page, account }) => {
  await signInWithKeyboard(page, account);
  // A contract of 1151–1160 with an installment still open (partial settlements keep it so).
  let link: Locator | undefined;
  for (const record of inRange(1151, 1160).filter((r) =>
    (seeded.salesByContract.get(r.id) ?? []).some((s) => s.status === 'EMITIDA'),
  )) {
    await page.goto(`/contratos/${record.id}`);
    await expectHeadingFocused(page, `Contrato ${record.request.termos.numero}`, FIRST_LOAD);
    const sales = page.getByRole('region', { name: 'Vendas e parcelas' });
    await expect(sales.getByRole('table').or(sales.getByText(/Nenhuma venda/))).toBeVisible();
    // The last issued sale (sale number = contract number × 1000 + position): open its installment with the keyboard.
    const issued = (seeded.salesByContract.get(record.id) ?? []).filter((s) => s.status === 'EMITIDA').at(-1);
    const toggle = sales.getByRole('button', {
      name: `Ver parcelas da venda ${record.request.termos.numero * 1000 + (issued?.indice ?? 0)}`,
    });
    if (!(await toggle.count())) continue;
    await tabTo(page, toggle, { max: 200 });
    await page.keyboard.press('Enter');
    const installments = sales.getByRole('list', { name: /^Parcelas da venda/ });
    await expect(installments.getByText(/^Parcela/)).toBeVisible();
    await expect(installments.getByRole('status')).toHaveCount(0);
    const candidate = installments.getByRole('link', { name: /Registrar baixa/ }).first();
    if (await candidate.count()) {
      link = candidate;
      break;
    }
  }
  if (!link) throw new Error('no open installment in contracts 1151–1160');
  await tabTo(page, link, { max: 20 });
  await expectVisibleFocus(link);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Registrar baixa');

  // A future date and a small gross value, sent with Enter: the prompt asks to confirm.
  const date = page.getByLabel('Data do pagamento');
  await tabTo(page, date);
  await expectVisibleFocus(date);
  await page.keyboard.type('01012099');
  await expect(date).toHaveValue('01/01/2099');
  const gross = page.getByLabel(/^Valor bruto/);
  await tabTo(page, gross);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  const prompt = page.getByRole('alert').filter({ hasText: 'Confirme a baixa' });
  await expect(prompt).toContainText('A data do pagamento (01/01/2099) está no futuro.');
  const confirm = prompt.getByRole('button', { name: 'Confirmar e registrar' });
  await expectVisibleFocus(confirm);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Baixa registrada')).toBeVisible();
  await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');
});

test('capture: the file chooser opens with Enter and with Space; review and its dialog', async ({
  page,
  account,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404 \(Not Found\)/);
  const nextChooser = catchFileChoosers(page);
  await signInWithKeyboard(page, account, '/captura');
  await expectHeadingFocused(page, 'Captura de documentos', FIRST_LOAD);
  const choose = page.getByRole('button', { name: 'Escolher arquivos' });
  await tabTo(page, choose);
  await expectVisibleFocus(choose);

  const first = `boleto-teclado-enter-${Date.now()}.pdf`;
  await page.keyboard.press('Enter');
  await (
    await nextChooser()
  ).setFiles([{ name: first, mimeType: 'application/pdf', buffer: Buffer.from(await makePdf(billLines())) }]);
  await expect(page.getByRole('listitem', { name: first })).toContainText('Enviado.');

  const second = `boleto-teclado-espaco-${Date.now()}.pdf`;
  await tabTo(page, choose, { backwards: true });
  await page.keyboard.press('Space');
  await (
    await nextChooser()
  ).setFiles([
    { name: second, mimeType: 'application/pdf', buffer: Buffer.from(await makePdf(billLines({ valor: '12,00' }))) },
  ]);
  await expect(page.getByRole('listitem', { name: second })).toContainText('Enviado.');

  // Review the first one, open the refuse dialog and go back: focus returns to "Recusar".
  const review = page
    .getByRole('region', { name: 'Envios recentes deste navegador' })
    .getByRole('row')
    .filter({ hasText: first })
    .getByRole('link', { name: /Revisar/ });
  await expect(review).toBeVisible({ timeout: 20_000 });
  await tabTo(page, review);
  await expectVisibleFocus(review);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Revisão da captura');
  const refuse = page.getByRole('button', { name: 'Recusar' });
  await tabTo(page, refuse);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Recusar esta captura?' });
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog);
  const back = dialog.getByRole('button', { name: 'Voltar' });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(refuse);
});

test('quotes: select with Space, bulk delete; the dialogs give focus back', async ({ page, account, api }) => {
  await signInWithKeyboard(page, account, '/orcamentos');
  await expectHeadingFocused(page, 'Orçamentos', FIRST_LOAD);
  // The page's own requests first: the API allows 10 requests a second per user.
  await expect(page.getByRole('status').filter({ hasText: /Mostrando/ })).toBeVisible();
  const numbers: number[] = [];
  for (let i = 0; i < 2; i++)
    numbers.push((await api.createQuote({ descricao: `Teclado ${Date.now()} ${i}`, valor: 10 + i })).numero);

  await page.goto('/orcamentos?termo_busca=Padaria&tamanho_pagina=50&campo_ordenado_descendente=NUMERO');
  await expectHeadingFocused(page, 'Orçamentos');
  for (const n of numbers) {
    const box = page.getByRole('checkbox', { name: `Selecionar o orçamento nº ${n}`, exact: true });
    await tabTo(page, box, { max: 120 });
    await expectVisibleFocus(box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await expect(page.getByText('2 orçamentos selecionados')).toBeVisible();

  const trigger = page.getByRole('button', { name: 'Excluir selecionados' });
  await tabTo(page, trigger, { backwards: true, max: 120 });
  await expectVisibleFocus(trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Excluir 2 orçamentos?' });
  await expect(dialog).toBeVisible();
  await expectFocusIn(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(trigger);

  await page.keyboard.press('Enter');
  const confirm = dialog.getByRole('button', { name: 'Excluir 2 orçamentos' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  const report = page.getByRole('dialog', { name: 'Resultado da exclusão' });
  await expect(report.getByRole('status')).toContainText('2 orçamentos excluídos');
  const closeReport = report.getByRole('button', { name: 'Fechar', exact: true });
  await expect(closeReport).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(report).toBeHidden();
  // The trigger is disabled now (nothing selected): focus goes to the selection summary's heading.
  await expectHeadingFocused(page, 'Orçamentos');
  for (const n of numbers)
    await expect(page.getByRole('link', { name: `Orçamento nº ${n}`, exact: true })).toHaveCount(0);

  // A quote's own delete dialog, cancelled: focus back on its trigger.
  const quote = page.getByRole('link', { name: /^Orçamento nº \d+$/ }).first();
  const quoteName = (await quote.textContent())?.trim() ?? '';
  await tabTo(page, quote);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, new RegExp(quoteName.replace('º', '.')));
  const remove = page.getByRole('button', { name: 'Excluir', exact: true });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const removeDialog = page.getByRole('dialog', { name: /Excluir o orçamento nº/ });
  await expect(removeDialog).toBeVisible();
  await expectFocusIn(removeDialog);
  await page.keyboard.press('Escape');
  await expect(removeDialog).toBeHidden();
  await expectVisibleFocus(remove);
});

test('navigation moves focus to each page heading; the account menu gives focus back', async ({
  page,
  account,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  await signInWithKeyboard(page, account);
  await expectHeadingFocused(page, 'Contratos', FIRST_LOAD);
  const nav = mainMenu(page);
  for (const [link, heading] of [
    ['Recebíveis', 'Recebíveis'],
    ['Conciliação', 'Conciliação bancária'],
    ['Captura', 'Captura de documentos'],
    ['Orçamentos', 'Orçamentos'],
    ['Contratos', 'Contratos'],
  ] as const) {
    const target = nav.getByRole('link', { name: link });
    await tabTo(page, target, { backwards: true });
    await expectVisibleFocus(target);
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, heading);
  }
  const newQuote = page.getByRole('link', { name: 'Novo orçamento' });
  await tabTo(page, nav.getByRole('link', { name: 'Orçamentos' }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, newQuote);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Novo orçamento');
  // Errors of the form are announced.
  const create = page.getByRole('button', { name: 'Criar orçamento' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Corrija os campos indicados antes de criar o orçamento.' }),
  ).toBeVisible();

  await page.goto('/nada-por-aqui');
  await expectHeadingFocused(page, 'Página não encontrada');

  // Sign-out: a button of the header, reached by keyboard with a visible focus.
  const signOut = page.getByRole('button', { name: /^Sair/ });
  await tabTo(page, signOut, { backwards: true });
  await expectVisibleFocus(signOut);

  // The theme switch works from the keyboard too.
  const toggle = page.getByRole('button', { name: /Usar tema (escuro|claro)/ });
  await tabTo(page, toggle, { backwards: true });
  const before = await page.locator('html').getAttribute('data-mantine-color-scheme');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', before ?? '');
});
