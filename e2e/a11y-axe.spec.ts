import type { Page } from '@playwright/test';
import { platformToday, seedStore } from '../sandbox/api/seed';
import { salesOf } from '../sandbox/api/store';
import { expect, fillSignIn, IDP_URL, test } from './fixtures';
import { platformDay } from './support/clock';
import { openReview } from './support/capture';
import { input, pick } from './support/forms';
import { billLines, makePdf } from './support/pdf';
import { sandboxToday } from './support/api';
import { ofxStatement, RECONCILIATION_DUE_DAYS_AGO } from './support/statement';
import { RECONCILIATION_RECEIVABLES } from '../sandbox/api/seed-reconciliation';
import { addDays } from '../src/lib/date-math';
import { expectAnnouncedFieldError, expectNoAxeViolations, expectScheme, useScheme } from './support/a11y';
import { chunkOf } from './support/build';
import { firstDueFromToday } from '../src/test/contract-terms';

/**
 * axe (WCAG 2.1 A and AA) on every screen, in each of its states, and on every dialog
 * while open, in the light and the dark theme (each scan flips the theme in place). Nothing here changes the sandbox's data
 * beyond uploading documents: dialogs are opened and cancelled, submissions are refused
 * (validation, fault switches, a contract under value adjustment).
 *
 * Each test signs in once and walks a family of screens, so the suite stays short.
 * The scans use soft assertions: one run lists every violation of the walk.
 */

const seeded = seedStore(platformToday());
// One with an issued sale (a contract that starts later has none yet): its installments open in place.
const underAdjustment = [...seeded.contracts.values()].find(
  (r) => r.em_reajuste && r.status === 'ATIVO' && salesOf(seeded, r.id).some((s) => s.status === 'EMITIDA'),
);
if (!underAdjustment) throw new Error('the seed has no contract under value adjustment with an issued sale');
const issuedSale = salesOf(seeded, underAdjustment.id).findLast((s) => s.status === 'EMITIDA')!;
const removedContract = [...seeded.contracts.values()].find((r) => r.status === 'DELETADO');
if (!removedContract) throw new Error('the seed has no removed contract');

const WIDE = 'data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31';
/** Open (never settled by any spec: the form is only opened and its submissions refused). */
const RECEIVABLE = 'Serviço de pintura da fachada';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** The first screen after signing in may take a while on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

// The walks open every page in the light theme; each scan covers the dark one too, flipped in place.
for (const scheme of ['light'] as const) {
  test.describe('axe, light and dark themes', () => {
    // Each test walks several screens and scans each state (a few seconds per scan on a busy machine).
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await useScheme(page, scheme);
    });

    test('sign-in page of the identity provider, with its error', async ({ page, account, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 40[14]/);
      await page.goto('/contratos');
      await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(IDP_URL);
      await expectNoAxeViolations(page, 'sign-in');
      await fillSignIn(page, { email: account.email, password: 'senha-errada' });
      await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
      await expectNoAxeViolations(page, 'sign-in with an error');
      await page.getByLabel('Senha').fill(account.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(heading(page, 'Contratos')).toBeVisible();
      await expectScheme(page, scheme);
    });

    test('contracts list: results, an open picker, empty and error', async ({
      page,
      signIn,
      sandbox,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 400/);
      await signIn(page);
      await expectScheme(page, scheme);
      await expect(page.getByText(/Mostrando 1–10 de [\d.]+ contratos/)).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page, 'contracts list');

      // The customer picker (loaded on first use) with its options open.
      await page.getByRole('combobox', { name: 'Clientes' }).click();
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page, 'contracts list, customer picker open');
      await page.keyboard.press('Escape');

      await page.goto('/contratos?busca_textual=nenhum-contrato-assim');
      await expect(page.getByText('Nenhum contrato encontrado')).toBeVisible();
      await expectNoAxeViolations(page, 'contracts list, empty');

      await sandbox.fault({
        path: '^/v1/contratos$',
        method: 'GET',
        status: 400,
        error: 'Filtro recusado pela plataforma.',
      });
      await page.goto('/contratos?busca_textual=erro');
      await expect(page.getByRole('alert')).toContainText('Filtro recusado pela plataforma.');
      await expectNoAxeViolations(page, 'contracts list, error');
    });

    test('contract wizard: each step, with its validation errors', async ({ page, signIn }) => {
      await signIn(page, { path: '/contratos/novo' });
      await expect(heading(page, 'Novo contrato')).toBeFocused(FIRST_LOAD);
      const next = () => page.getByRole('button', { name: 'Próximo' }).click();
      const step = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

      await step('Cliente e itens');
      await expectNoAxeViolations(page, 'wizard, step 1');
      // "Novo cliente": the dialog, then its refusal of a missing name and a wrong CPF.
      await page.getByRole('button', { name: 'Novo cliente' }).click();
      const newCustomer = page.getByRole('dialog', { name: 'Novo cliente' });
      await expect(newCustomer.getByRole('textbox', { name: /^Nome/ })).toBeVisible();
      await expectNoAxeViolations(page, 'new customer dialog');
      await newCustomer.getByRole('textbox', { name: /^CPF/ }).fill('111.444.777-36');
      await newCustomer.getByRole('button', { name: 'Cadastrar cliente' }).click();
      await expectAnnouncedFieldError(
        newCustomer.getByRole('textbox', { name: /^Nome/ }),
        'Informe o nome do cliente.',
      );
      await expect(newCustomer.getByText('CPF inválido: os dígitos verificadores não conferem.')).toBeVisible();
      await expectNoAxeViolations(page, 'new customer dialog with errors');
      await newCustomer.getByRole('button', { name: 'Cancelar' }).click();
      await expect(newCustomer).toHaveCount(0);
      await next();
      await expectAnnouncedFieldError(input(page, /^Cliente/), 'Escolha o cliente.');
      await expectNoAxeViolations(page, 'wizard, step 1 with errors');
      // An open picker with no option: its message is a disabled option of the listbox.
      await input(page, /^Cliente/).fill('zzzz nenhum cliente');
      await expect(page.getByRole('option', { name: 'Nada encontrado' })).toBeVisible();
      await expectNoAxeViolations(page, 'wizard, a picker that found nothing');
      await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
      await pick(page, /^Produto ou serviço/, 'jardin', /Jardinagem/);
      await next();

      await step('Recorrência');
      await expectNoAxeViolations(page, 'wizard, step 2');
      await input(page, /^A cada quantos meses/).fill('61');
      await input(page, /^Data de fim/).fill('2000-01-01');
      await next();
      await expectAnnouncedFieldError(input(page, /^A cada quantos meses/), 'O valor máximo é 60.');
      await expectAnnouncedFieldError(
        input(page, /^Data de fim/),
        'A data de fim não pode ser anterior à data de início.',
      );
      await expectNoAxeViolations(page, 'wizard, step 2 with errors');
      await input(page, /^A cada quantos meses/).fill('1');
      await input(page, /^Data de fim/).fill('2027-12-31');
      await next();

      await step('Pagamento e valores');
      await expectNoAxeViolations(page, 'wizard, step 3');
      await input(page, /^Desconto \(%\)/).fill('150');
      await next();
      await expectAnnouncedFieldError(input(page, /^Desconto \(%\)/), 'Um desconto percentual vai de 0 a 100%.');
      await expectNoAxeViolations(page, 'wizard, step 3 with errors');
      await input(page, /^Desconto \(%\)/).fill('');
      await input(page, /^Dia de vencimento/).fill('10');
      await input(page, /^Primeiro vencimento/).fill(firstDueFromToday(10, platformDay()));
      await next();

      await step('Revisão');
      await expectNoAxeViolations(page, 'wizard, review');

      // The draft is kept: a reload restores it and says so.
      await page.reload();
      await expect(page.getByText('Rascunho restaurado')).toBeVisible();
      await expectNoAxeViolations(page, 'wizard, draft restored');
    });

    test('contract detail, its close and remove dialogs, and their server errors', async ({
      page,
      signIn,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 40[04]/);
      const numero = underAdjustment.request.termos.numero;
      await signIn(page, { path: `/contratos/${underAdjustment.id}` });
      await expect(heading(page, `Contrato ${numero}`)).toBeVisible(FIRST_LOAD);
      const sales = page.getByRole('region', { name: 'Vendas e parcelas' }).getByRole('table');
      await expect(sales).toBeVisible();
      await expectNoAxeViolations(page, 'contract detail');
      // An issued sale's installments, opened in place.
      await sales
        .getByRole('row')
        .filter({ hasText: issuedSale.data_emissao.split('-').reverse().join('/') })
        .getByRole('button', { name: /^Ver parcelas da venda/ })
        .click();
      await expect(sales.getByRole('list', { name: /^Parcelas da venda/ }).getByText(/^Parcela/)).toBeVisible();
      await expect(sales.getByRole('list', { name: /^Parcelas da venda/ }).getByRole('status')).toHaveCount(0);
      await expectNoAxeViolations(page, 'contract detail with a sale opened');

      await page.getByRole('button', { name: 'Encerrar', exact: true }).click();
      const close = page.getByRole('dialog', { name: `Encerrar o contrato ${numero}?` });
      await expect(close).toBeVisible();
      await expectNoAxeViolations(page, 'close dialog');
      await close.getByRole('button', { name: 'Encerrar contrato' }).click();
      await expect(close.getByRole('alert')).toContainText('não pode ser encerrado');
      await expectNoAxeViolations(page, 'close dialog with the server error');
      await close.getByRole('button', { name: 'Cancelar' }).click();
      await expect(close).toBeHidden();
      // Known to be under adjustment now (decision 0113): said, and its actions disabled.
      await expect(page.getByRole('button', { name: 'Remover', exact: true })).toBeDisabled();
      await expectNoAxeViolations(page, 'contract detail under value adjustment');
      await page.getByRole('button', { name: /O reajuste terminou/ }).click();

      await page.getByRole('button', { name: 'Remover', exact: true }).click();
      const remove = page.getByRole('dialog', { name: `Remover o contrato ${numero}?` });
      await expect(remove).toBeVisible();
      await expectNoAxeViolations(page, 'remove dialog');
      await remove.getByLabel(/digite o número do contrato/).fill(String(numero));
      await remove.getByRole('button', { name: 'Remover permanentemente' }).click();
      await expect(remove.getByRole('alert').filter({ hasText: 'O contrato não foi removido' })).toContainText(
        'não pode ser removido',
      );
      await expectNoAxeViolations(page, 'remove dialog with the server error');
      await page.keyboard.press('Escape');
      await expect(remove).toBeHidden();

      await page.goto('/contratos/nao-e-um-contrato');
      await expect(heading(page, 'Contrato não encontrado')).toBeVisible();
      await expectNoAxeViolations(page, 'contract not found');

      // A removed contract still reads (DELETADO): shown as removed, without actions.
      await page.goto(`/contratos/${removedContract.id}`);
      await expect(page.getByText('Contrato removido')).toBeVisible();
      await expectNoAxeViolations(page, 'removed contract');
    });

    test('receivables list, the settlement form with errors and confirmation prompts, edit, write-off and renegotiation', async ({
      page,
      signIn,
      sandbox,
      api,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 400/);
      await signIn(page, { path: `/recebiveis?${WIDE}` });
      await expect(heading(page, 'Recebíveis')).toBeVisible(FIRST_LOAD);
      await expect(page.getByText(/Mostrando 1–\d+ de \d+/)).toBeVisible();
      await expectNoAxeViolations(page, 'receivables list');

      await page.goto(`/recebiveis?${WIDE}&descricao=${encodeURIComponent(RECEIVABLE)}`);
      const row = page.getByRole('row').filter({ hasText: RECEIVABLE });
      await row.getByRole('link', { name: /Registrar baixa/ }).click();
      await expect(page.getByRole('heading', { name: RECEIVABLE })).toBeVisible();
      const gross = page.getByLabel(/^Valor bruto/);
      await expect(gross).not.toHaveValue('');
      await expectNoAxeViolations(page, 'settlement form');

      // Validation errors.
      await gross.fill('');
      await page.getByRole('button', { name: 'Registrar baixa' }).click();
      await expectAnnouncedFieldError(gross);
      await expectNoAxeViolations(page, 'settlement form with validation errors');

      // The confirmation prompts: a future date and more than the open amount.
      await gross.fill('999999');
      await page.getByLabel('Data do pagamento').fill('2099-01-01');
      await page.getByRole('button', { name: 'Registrar baixa' }).click();
      const prompt = page.getByRole('alert').filter({ hasText: 'Confirme a baixa' });
      await expect(prompt).toContainText('está no futuro');
      await expect(prompt).toContainText('é maior que o valor em aberto');
      await expectNoAxeViolations(page, 'settlement form, confirmation prompt');
      await prompt.getByRole('button', { name: 'Revisar' }).click();

      // A refusal by the server.
      await sandbox.fault({
        path: '/baixa$',
        method: 'POST',
        status: 400,
        error: 'Baixa recusada pela plataforma.',
        times: 1,
      });
      await gross.fill('10');
      await page.getByLabel('Data do pagamento').fill('2026-01-05');
      await page.getByRole('button', { name: 'Registrar baixa' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível registrar a baixa' })).toContainText(
        'Baixa recusada pela plataforma.',
      );
      await expectNoAxeViolations(page, 'settlement form, server error');

      // The installment's edit and write-off dialogs, with their errors; cancelled, nothing sent.
      await page.getByRole('button', { name: 'Editar parcela' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar parcela' });
      const editGross = edit.getByLabel(/^Valor bruto/);
      await expect(editGross).not.toHaveValue('');
      await expectNoAxeViolations(page, 'installment edit dialog');
      await editGross.fill('');
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      await expectAnnouncedFieldError(editGross);
      await expectNoAxeViolations(page, 'installment edit dialog with validation errors');
      await edit.getByRole('button', { name: 'Cancelar' }).click();
      await expect(edit).toHaveCount(0);
      await page.getByRole('button', { name: 'Baixar como perda' }).click();
      const loss = page.getByRole('dialog', { name: 'Baixar como perda' });
      await loss.getByRole('button', { name: 'Baixar como perda' }).click();
      await expect(loss.getByText('Informe o motivo da perda.')).toBeVisible();
      await expectNoAxeViolations(page, 'write-off dialog with its error');
      await loss.getByRole('button', { name: 'Cancelar' }).click();
      await expect(loss).toHaveCount(0);

      // The renegotiation of an overdue installment, with its sum refused, then its review; cancelled, nothing sent.
      const today = await sandboxToday(page.request);
      const { body: overdue } = await api.get<{ itens: Array<{ id: string; nao_pago: number }> }>(
        `/v1/financeiro/eventos-financeiros/contas-a-receber/buscar?pagina=1&tamanho_pagina=50&data_vencimento_de=${addDays(today, -60)}&data_vencimento_ate=${addDays(today, -1)}&status=ATRASADO`,
      );
      const late = overdue.itens.find((i) => i.nao_pago >= 10);
      expect(late, 'an overdue receivable in the seed').toBeDefined();
      await page.goto(`/recebiveis/${late!.id}/renegociar`);
      const renegotiate = page.getByRole('dialog', { name: 'Renegociar parcela' });
      const firstRow = renegotiate.getByLabel('Valor da parcela 1');
      await expect(firstRow).not.toHaveValue('');
      await expectNoAxeViolations(page, 'renegotiation dialog');
      await firstRow.fill('0,01');
      await renegotiate.getByRole('button', { name: 'Revisar' }).click();
      await expect(renegotiate.getByText(/A soma das parcelas/)).toBeVisible();
      await expectNoAxeViolations(page, 'renegotiation dialog with its error');
      await renegotiate.getByRole('button', { name: 'Cancelar' }).click();
      await expect(renegotiate).toHaveCount(0);

      // The bulk settlement's review of the selected rows, with its future-date prompt; cancelled.
      await page.goto(`/recebiveis?${WIDE}&descricao=${encodeURIComponent(RECEIVABLE)}`);
      await expect(page.getByRole('row').filter({ hasText: RECEIVABLE }).first()).toBeVisible();
      await page.getByRole('checkbox', { name: 'Selecionar todas as parcelas da página' }).click();
      await page.getByRole('button', { name: 'Baixar selecionadas' }).click();
      const bulk = page.getByRole('dialog', { name: /Registrar baixa em lote/ });
      await expect(bulk.getByTestId('bulk-review')).toContainText('total de');
      await expect(bulk.getByLabel('Conta financeira')).not.toHaveValue('');
      await expectNoAxeViolations(page, 'bulk settlement review dialog');
      await bulk.getByLabel('Data do pagamento').fill('2099-01-01');
      await bulk.getByRole('button', { name: /^Registrar/ }).click();
      await expect(bulk.getByRole('alert')).toContainText('está no futuro');
      await expectNoAxeViolations(page, 'bulk settlement review dialog, future date prompt');
      await bulk.getByRole('button', { name: 'Cancelar' }).click();
      await expect(bulk).toHaveCount(0);
    });

    test('payables list, and the new payable form with its errors', async ({ page, signIn }) => {
      // Read only: the form's submission is refused by its schema.
      await signIn(page, { path: `/pagamentos?${WIDE}` });
      await expect(heading(page, 'Contas a pagar')).toBeVisible(FIRST_LOAD);
      await expect(page.getByText(/Mostrando 1–\d+ de \d+/)).toBeVisible();
      await expectNoAxeViolations(page, 'payables list');

      await page.getByRole('link', { name: 'Nova conta a pagar' }).click();
      await expect(heading(page, 'Nova conta a pagar')).toBeVisible();
      await expectNoAxeViolations(page, 'new payable form');
      await page.getByRole('button', { name: 'Registrar conta a pagar' }).click();
      await expect(page.getByText('Escolha o fornecedor.')).toBeVisible();
      // The first field in error takes the focus, which opens the supplier's options when
      // they arrive: the focus leaves it (a click on the page's title) and the list is gone
      // before the scan, as the quote form's scan has it.
      await heading(page, 'Nova conta a pagar').click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expectAnnouncedFieldError(input(page, /^Fornecedor/));
      await expectAnnouncedFieldError(input(page, /^Descrição/));
      await expectNoAxeViolations(page, 'new payable form with validation errors');
    });

    test('the new receivable form with installments and two apportionment lines', async ({ page, signIn }) => {
      // Read only: nothing is submitted.
      await signIn(page, { path: '/recebiveis/nova' });
      await expect(heading(page, 'Nova conta a receber')).toBeVisible(FIRST_LOAD);
      await input(page, /^Valor total/).fill('900,00');
      await input(page, /^Parcelas mensais/).fill('3');
      await expect(page.getByLabel('Valor da parcela 3')).toHaveValue('300,00');
      await page.getByRole('button', { name: 'Ratear em outra categoria ou centro de custo' }).click();
      await expect(page.getByLabel('Valor da linha 2')).toBeVisible();
      await expectNoAxeViolations(page, 'new receivable form');
    });

    test('cash: balances, the forecast drawn and its table, a drill-down opened', async ({ page, signIn }) => {
      await signIn(page, { path: '/caixa' });
      await expect(heading(page, 'Caixa')).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('img', { name: /^Projeção de 13 semanas/ })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page, 'cash screen');
      await page
        .getByRole('table', { name: 'Projeção de caixa' })
        .locator('tbody tr')
        .nth(2)
        .getByRole('button')
        .click();
      await expect(page.getByRole('region', { name: /^Contratos a faturar:/ })).toBeVisible();
      await page.getByRole('button', { name: '12 meses' }).click();
      await expectNoAxeViolations(page, 'cash screen by months, with a drill-down');
    });

    test('results: the income statement drawn, a line opened, on both bases', async ({ page, signIn }) => {
      await signIn(page, { path: '/resultados' });
      await expect(heading(page, 'Resultados')).toBeVisible(FIRST_LOAD);
      const statement = page.getByRole('table', { name: /^Demonstração do resultado, / }).first();
      await expect(statement).toBeVisible({ timeout: 60_000 });
      await statement.getByRole('button', { name: /Despesas administrativas/ }).click();
      await expectNoAxeViolations(page, 'results screen, a line opened');
      await page.getByRole('button', { name: 'Caixa', exact: true }).click();
      await expect(page.getByRole('table', { name: /^Demonstração do resultado, / }).first()).toBeVisible({
        timeout: 60_000,
      });
      await expectNoAxeViolations(page, 'results screen on the cash basis');
    });

    test('collections: the list, a customer opened, the charge form with its errors', async ({ page, signIn }) => {
      // Read only: the charge form is opened and its submission refused by the schema.
      await signIn(page, { path: '/recebiveis/inadimplencia?campo_ordenado_ascendente=QUANTIDADE' });
      await expect(heading(page, 'Inadimplência')).toBeVisible(FIRST_LOAD);
      const first = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^Parcelas de / }) })
        .first();
      await expect(first).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page, 'collections list');

      await first.getByRole('button', { name: /^Parcelas de / }).click();
      // The charges are read on request; "Gerar cobrança" then names an installment without one.
      await page.getByRole('button', { name: /^Consultar cobranças das parcelas de / }).click();
      const charge = page.getByRole('button', { name: /^Gerar cobrança: / }).first();
      await expect(charge).toBeEnabled(FIRST_LOAD);
      await expectNoAxeViolations(page, 'collections, a customer opened');

      await charge.click();
      const dialog = page.getByRole('dialog', { name: 'Gerar cobrança' });
      await dialog.getByRole('textbox', { name: /Texto da fatura/ }).fill('');
      await dialog.getByRole('button', { name: 'Gerar cobrança' }).click();
      await expect(dialog.getByText('Escolha o tipo de cobrança.')).toBeVisible();
      await expectNoAxeViolations(page, 'charge form with validation errors');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toHaveCount(0);
    });

    test('capture: upload page, processing, review and its refuse dialog', async ({
      page,
      signIn,
      allowConsoleErrors,
    }) => {
      // The identity provider has no favicon.ico.
      allowConsoleErrors(/status of 404 \(Not Found\)/);
      await signIn(page, { path: '/captura' });
      await expect(heading(page, 'Captura de documentos')).toBeVisible(FIRST_LOAD);
      await expect(page.getByText('Nenhum documento enviado por este navegador')).toBeVisible();
      await expectNoAxeViolations(page, 'capture, nothing sent');

      const name = `boleto-axe-${scheme}-${Date.now()}.pdf`;
      await page
        .getByLabel('Arquivos para captura')
        .setInputFiles([{ name, mimeType: 'application/pdf', buffer: Buffer.from(await makePdf(billLines())) }]);
      await expect(page.getByRole('listitem', { name })).toContainText('Enviado.');
      await expect(page.getByText('Atualizando os status…')).toBeVisible();
      await expectNoAxeViolations(page, 'capture, processing');

      await openReview(page, name);
      await expect(page.getByTitle('Documento original (PDF)')).toBeVisible();
      await expectNoAxeViolations(page, 'capture review');

      await page.getByRole('button', { name: 'Recusar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Recusar esta captura?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, 'capture review, refuse dialog');
      await dialog.getByRole('button', { name: 'Voltar' }).click();
      await expect(dialog).toBeHidden();
    });

    test('capture accepted: the created installments and their correction dialog', async ({
      page,
      signIn,
      allowConsoleErrors,
    }) => {
      // The identity provider has no favicon.ico.
      allowConsoleErrors(/status of 404 \(Not Found\)/);
      await signIn(page, { path: '/captura' });
      await expect(heading(page, 'Captura de documentos')).toBeVisible(FIRST_LOAD);
      const name = `boleto-axe-aceito-${scheme}-${Date.now()}.pdf`;
      await page
        .getByLabel('Arquivos para captura')
        .setInputFiles([{ name, mimeType: 'application/pdf', buffer: Buffer.from(await makePdf(billLines())) }]);
      await openReview(page, name);
      await page.getByRole('button', { name: 'Aceitar' }).click();
      const created = page.getByRole('table', { name: 'Parcelas criadas' });
      await expect(created.getByRole('row').nth(1)).toContainText('10/12/2026');
      await expectNoAxeViolations(page, 'capture accepted, its created installments');
      const correction = page.getByRole('dialog', { name: 'Editar parcela' });
      // The scan's theme flip re-renders the table under the pointer: a click that lands in it is
      // lost, so it is made again until the dialog opens.
      await expect(async () => {
        if (!(await correction.isVisible())) {
          await created.getByRole('button', { name: 'Corrigir a parcela 1' }).click({ timeout: 2_000 });
        }
        await expect(correction).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expect(correction.getByLabel(/Vencimento/)).toHaveValue('10/12/2026');
      await expectNoAxeViolations(page, 'capture accepted, correction dialog');
      await correction.getByRole('button', { name: 'Cancelar' }).click();
      await expect(correction).toHaveCount(0);
    });

    test('an installment with a charge: the question before its due date moves, the reissue and the history', async ({
      page,
      signIn,
      api,
    }) => {
      await signIn(page, { path: '/' });
      const today = await sandboxToday(page.request);
      const descricao = `Mensalidade axe ${scheme} ${Date.now()}`;
      const { id } = await api.createReceivableWithBoleto(addDays(today, 5), descricao, 120);
      await page.goto(`/recebiveis/${id}`);
      await expect(page.getByRole('region', { name: 'Histórico de alterações' })).toBeVisible(FIRST_LOAD);
      await page.getByRole('button', { name: 'Editar parcela' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar parcela' });
      const due = edit.getByLabel(/Vencimento/);
      await expect(due).not.toHaveValue('');
      await due.fill(addDays(today, 9).split('-').reverse().join('/'));
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      const question = edit.getByRole('alert').filter({ hasText: 'Esta parcela tem uma cobrança em aberto' });
      await expect(question).toBeVisible();
      await expectNoAxeViolations(page, 'installment edit, the charge question');
      await question.getByRole('button', { name: 'Salvar, cancelar e emitir outra' }).click();
      await expect(page.getByTestId('charge-reissued')).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: 'Alterações feitas neste app' })
          .getByRole('row')
          .filter({ hasText: 'Cobrança' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'installment page, charge reissued and the history');
    });

    test('reconciliation: import, a refused file, CSV columns, the proposals', async ({ page, signIn, request }) => {
      await signIn(page, { path: '/recebiveis/conciliacao' });
      await expect(heading(page, 'Conciliação bancária')).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page, 'reconciliation, import');
      const statementInput = page.getByLabel('Extrato bancário (OFX ou CSV)');
      await statementInput.setInputFiles({ name: 'vazio.ofx', mimeType: 'application/x-ofx', buffer: Buffer.alloc(0) });
      await expect(page.getByRole('alert')).toContainText('O arquivo está vazio.');
      await expectNoAxeViolations(page, 'reconciliation, refused file');

      const day = addDays(await sandboxToday(request), -RECONCILIATION_DUE_DAYS_AGO);
      const csv = `Data,Valor,Identificador,Descrição\n${day.split('-').reverse().join('/')},98.76,axe-${scheme},Pix recebido\n`;
      await statementInput.setInputFiles({ name: 'banco.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(page.getByRole('heading', { name: 'Colunas do extrato CSV' })).toBeVisible();
      await expectNoAxeViolations(page, 'reconciliation, CSV columns');
      await page.getByRole('button', { name: 'Escolher outro arquivo' }).click();

      // Proposals only (nothing is confirmed): one credit the unpaid seeded row matches, one that matches nothing.
      const [, unpaid] = RECONCILIATION_RECEIVABLES.unpaid;
      await statementInput.setInputFiles(
        ofxStatement([
          { fitId: `AXE-${scheme}-1`, date: day, amount: unpaid, memo: 'PIX RECEBIDO' },
          { fitId: `AXE-${scheme}-2`, date: day, amount: 12.34, memo: 'DEPÓSITO' },
          { fitId: `AXE-${scheme}-3`, date: day, amount: -5, memo: 'TARIFA' },
        ]),
      );
      await expect(page.getByRole('table', { name: 'Créditos do extrato e parcelas propostas' })).toBeVisible({
        timeout: 30_000,
      });
      await expectNoAxeViolations(page, 'reconciliation, proposals');
      // Lines without a match, one ticked to be entered: its category select is enabled.
      await page
        .getByRole('table', { name: /^Débitos sem correspondência/ })
        .getByRole('checkbox')
        .check();
      await expectNoAxeViolations(page, 'reconciliation, entries from the statement');
    });

    test('invoices: the notes of a period, the sales without a note', async ({ page, signIn }) => {
      await signIn(page, { path: '/notas' });
      await expect(heading(page, 'Notas fiscais')).toBeVisible(FIRST_LOAD);
      await expect(
        page
          .getByText(/Mostrando 1–\d+ de [\d.]+ notas/)
          .or(page.getByText('Nenhuma NFS-e com competência no período.')),
      ).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page, 'invoices list');
      await page.getByRole('link', { name: 'Vendas sem nota fiscal' }).click();
      await expect(heading(page, 'Vendas sem nota fiscal')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Resumo das vendas sem nota' })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page, 'sales without a note');
    });

    test('quotes: list, bulk delete dialog, create with errors, detail', async ({
      page,
      signIn,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 404/);
      await signIn(page, { path: '/orcamentos?campo_ordenado_ascendente=NUMERO' });
      await expect(heading(page, 'Orçamentos')).toBeVisible(FIRST_LOAD);
      await expect(page.getByText(/Mostrando 1–10 de [\d.]+ orçamentos/)).toBeVisible();
      await expectNoAxeViolations(page, 'quotes list');

      await page.getByRole('checkbox', { name: 'Selecionar o orçamento nº 1', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Selecionar o orçamento nº 2', exact: true }).check();
      await page.getByRole('button', { name: 'Excluir selecionados' }).click();
      const dialog = page.getByRole('dialog', { name: 'Excluir 2 orçamentos?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, 'bulk delete dialog');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('link', { name: 'Orçamento nº 1', exact: true }).click();
      await expect(heading(page, /Orçamento nº 1\b/)).toBeVisible();
      await expect(page.getByText('Carregando…')).toHaveCount(0);
      await expectNoAxeViolations(page, 'quote detail');

      await page.goto('/orcamentos/0190a5c8-0000-7000-8000-000000000999');
      await expect(heading(page, 'Orçamento não encontrado')).toBeVisible();
      await expectNoAxeViolations(page, 'quote not found');

      await page.goto('/orcamentos/novo');
      await expect(heading(page, 'Novo orçamento')).toBeVisible();
      await expectNoAxeViolations(page, 'quote create');
      await page.getByRole('button', { name: 'Criar orçamento' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Corrija os campos indicados antes de criar o orçamento.' }),
      ).toBeVisible();
      await expectAnnouncedFieldError(input(page, /^Cliente/));
      await expectNoAxeViolations(page, 'quote create with errors');
    });

    test('not found, a screen that failed to load, account menu, signed out, sign-in callback and configuration errors', async ({
      page,
      signIn,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/Tela com erro|ERR_FAILED|dynamically imported module|No matching state/);
      await signIn(page, { path: '/nada-por-aqui' });
      await expect(heading(page, 'Página não encontrada')).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page, 'not found');

      // A screen's code that cannot be loaded (a new deploy, the network).
      await page.route(`**/${chunkOf('src/features/quotes/list/QuotesListPage.tsx')}`, (route) => route.abort());
      await page.goto('/orcamentos');
      await expect(page.getByRole('alert').filter({ hasText: 'Algo deu errado nesta tela' })).toBeVisible();
      await expectNoAxeViolations(page, 'screen that failed to load');
      await page.unrouteAll();

      await page.getByRole('button', { name: /^Sair/ }).click();
      await expect(heading(page, 'Você saiu')).toBeVisible();
      await expectScheme(page, scheme);
      await expectNoAxeViolations(page, 'signed out');

      // A sign-in callback that cannot be validated.
      await page.goto('/auth/callback?code=invalido&state=desconhecido');
      await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível concluir o login' })).toBeVisible();
      await expectNoAxeViolations(page, 'sign-in callback error');

      await page.route('**/config.json', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"apiBaseUrl": 1}' }),
      );
      await page.goto('/contratos');
      await expect(heading(page, 'O aplicativo não pôde iniciar')).toBeVisible();
      await expectScheme(page, scheme);
      await expectNoAxeViolations(page, 'configuration error');
    });
  });
}
