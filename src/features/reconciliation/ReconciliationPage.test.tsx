import { setStoreCompany } from '../../lib/company-store';
import { keptKey, TEST_COMPANY } from '../../test/company';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONCILIATION_DUE_DAYS_AGO, RECONCILIATION_RECEIVABLES } from '../../../sandbox/api/seed-reconciliation';
import { addDays } from '../../lib/date-math';
import { toCents } from '../../lib/money';
import { createFinancialEvent } from '../../../sandbox/api/financial-events';
import {
  createRun,
  entryRequestFor,
  markSending,
  parseStatement,
  settlementRequestFor,
  type StatementTransaction,
} from '../../lib/statement';
import { bankCsv, bankOfx, encodeText, type GenTransaction } from '../../test/bank-statements';
import { renderWithApp } from '../../test/render';
import { failOnce, sandboxForEachTest, TEST_TODAY } from '../../test/sandbox';
import type { PayableRecord } from '../../../sandbox/api/store';
import ReconciliationPage from './ReconciliationPage';

const none = () => [];
import { storeRun } from '../../stores/reconciliation';
import { statementFingerprint } from '../../lib/statement';

// A few contracts: the reconciliation's own receivables and payables are seeded apart from them.
const sandbox = sandboxForEachTest({ contractCount: 12, reset: () => window.localStorage.clear() });
afterEach(() => {
  vi.restoreAllMocks();
});
/** Uploads ignore the input's accepted types; no CSS is loaded, so no pointer-events check. */
const USER = { applyAccept: false, pointerEventsCheck: 0, delay: null } as const;

const DAY = addDays(TEST_TODAY, -RECONCILIATION_DUE_DAYS_AGO);
const file = (bytes: Uint8Array, name: string, type = 'application/x-ofx') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const input = () => screen.getByLabelText('Extrato bancário (OFX ou CSV)');
const apiCalls = () => sandbox.requests.filter((r) => new URL(r.url).pathname.startsWith('/v1/'));

/** A seeded reconciliation receivable, as the store has it, with its customer's name. */
function seeded(key: keyof typeof RECONCILIATION_RECEIVABLES) {
  const [descricao, valor] = RECONCILIATION_RECEIVABLES[key];
  const record = sandbox.api.store.receivables.find((r) => r.descricao === descricao)!;
  const customer = sandbox.api.store.customers.find((c) => c.id === record.customerId)!;
  return { id: record.id, descricao, valor, cliente: customer.nome };
}

function ofx(transactions: GenTransaction[], name = 'extrato.ofx') {
  return file(encodeText(bankOfx('bb', transactions), 'windows-1252'), name);
}

/**
 * Confirms every exact suggestion (`count` of them, once the statement is read) and
 * registers the confirmed ones, once the settlements' account is chosen.
 */
async function settleExactSuggestions(user: ReturnType<typeof userEvent.setup>, count: number) {
  await user.click(
    await screen.findByRole('button', { name: `Confirmar todas as sugestões exatas (${count})` }, { timeout: 5_000 }),
  );
  await waitFor(() => expect(screen.getByLabelText('Conta do extrato')).not.toHaveValue(''));
  await user.click(screen.getByRole('button', { name: `Registrar baixa das confirmadas (${count})` }));
}

function statement() {
  const exact = seeded('exact');
  const partial = seeded('partial');
  return {
    exact,
    partial,
    memos: {
      exact: `PIX RECEBIDO ${exact.cliente}`,
      partial: `TED RECEBIDA ${partial.cliente}`,
      none: 'DEPÓSITO EM DINHEIRO AG 0001',
    },
    file: ofx([
      { date: DAY, amountCents: toCents(exact.valor), memo: `PIX RECEBIDO ${exact.cliente}`, fitId: 'FIT-1' },
      { date: DAY, amountCents: 81_234, memo: `TED RECEBIDA ${partial.cliente}`, fitId: 'FIT-2' },
      { date: DAY, amountCents: 9_876, memo: 'DEPÓSITO EM DINHEIRO AG 0001', fitId: 'FIT-3' },
      { date: DAY, amountCents: -15_000, memo: 'TARIFA PACOTE', fitId: 'FIT-4' },
    ]),
  };
}

/** Renders the reconciliation screen; returns a user whose uploads ignore the input's accepted types. */
function renderPage() {
  const user = userEvent.setup(USER);
  renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
  return user;
}

/** The table of the statement's credits and their proposed installments, once it shows. */
const creditsTable = () =>
  screen.findByRole('table', { name: 'Créditos do extrato e parcelas propostas' }, { timeout: 5_000 });

/** The first credit line of a statement, as the reconciliation reads it: this bank id, amount and memo. */
const creditLine = (fitId: string, amountCents: number, description: string): StatementTransaction => ({
  bankId: fitId,
  fitId,
  date: DAY,
  amountCents,
  description,
  type: 'CREDIT',
  document: null,
  index: 1,
});

/** The fingerprint `statement()`'s run was kept under before debits were reconciled: its credits alone. */
const STATEMENT_CREDITS_FINGERPRINT = statementFingerprint([
  { bankId: 'FIT-1' },
  { bankId: 'FIT-2' },
  { bankId: 'FIT-3' },
]);

/** Presses "Baixar relatório (CSV)" and returns the text of the file it saves. */
async function downloadReportCsv(user: ReturnType<typeof userEvent.setup>) {
  let saved: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (b: Blob) => ((saved = b), 'blob:x'), revokeObjectURL: () => undefined }),
  );
  await user.click(screen.getByRole('button', { name: 'Baixar relatório (CSV)' }));
  return (saved as unknown as Blob).text();
}

/** Renders the screen, uploads `statement()` and waits for its credits' table. */
async function uploadStatement() {
  const user = renderPage();
  const s = statement();
  await user.upload(input(), s.file);
  return { user, s, table: await creditsTable() };
}

const creditRow = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

/**
 * An open payable of the test's own, due on the statement's day (so overdue), of a seeded
 * supplier; `valor` unusual, so no other open payable has it.
 */
function payable(descricao: string, valor: number, supplierIndex: number, dueDaysBefore = 0) {
  const store = sandbox.api.store;
  const suppliers = store.customers.filter((c) => c.perfis?.includes('Fornecedor'));
  const supplier = suppliers[supplierIndex % suppliers.length]!;
  const record: PayableRecord = {
    id: crypto.randomUUID(),
    eventoId: crypto.randomUUID(),
    descricao,
    supplierId: supplier.id,
    data_competencia: addDays(DAY, -20 - dueDaysBefore),
    data_vencimento: addDays(DAY, -dueDaysBefore),
    valor,
    accountId: store.accounts[0]!.id,
    criado_em: `${addDays(DAY, -25)}T10:00:00-03:00`,
  };
  store.payables.push(record);
  return { id: record.id, descricao, valor, fornecedor: supplier.nome };
}

/** A statement with one credit and four debits: two pay bills exactly, one names another payee, one is a fee. */
function mixedStatement() {
  const exact = seeded('exact');
  const bills = {
    pix: payable('Conciliação D: paga por Pix', 1357.91, 0),
    boleto: payable('Conciliação D: paga por boleto', 2468.13, 1),
    other: payable('Conciliação D: paga a outro favorecido', 3579.24, 2),
  };
  const memos = {
    credit: `PIX RECEBIDO ${exact.cliente}`,
    pix: `PIX ENVIADO - ${bills.pix.fornecedor.toUpperCase()}`,
    boleto: `PAGAMENTO BOLETO ${bills.boleto.fornecedor.toUpperCase()}`,
    other: 'TED ENVIADA - JOSÉ DA CONCEIÇÃO',
    fee: 'TARIFA PACOTE',
  };
  return {
    exact,
    bills,
    memos,
    file: ofx(
      [
        { date: DAY, amountCents: toCents(exact.valor), memo: memos.credit, fitId: 'M-C1' },
        { date: DAY, amountCents: -toCents(bills.pix.valor), memo: memos.pix, fitId: 'M-D1' },
        { date: DAY, amountCents: -toCents(bills.boleto.valor), memo: memos.boleto, fitId: 'M-D2' },
        { date: DAY, amountCents: -toCents(bills.other.valor), memo: memos.other, fitId: 'M-D3' },
        { date: DAY, amountCents: -15_000, memo: memos.fee, fitId: 'M-D4' },
      ],
      'extrato-misto.ofx',
    ),
  };
}

const DEBITS_TABLE = 'Débitos do extrato e parcelas a pagar propostas';
const settlementsOf = (id: string) =>
  (sandbox.api.store.settlements.get(id) ?? []).map((x) => [x.nsu, x.composicao_valor.valor_bruto]);

describe('ReconciliationPage: the file', () => {
  it.each([
    ['empty', new Uint8Array(), 'O arquivo está vazio.'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n1 0 obj'), 'O arquivo é um PDF, não um extrato.'],
    ['prose', new TextEncoder().encode('Querido cliente,\nsegue a proposta.\n'), 'O arquivo não parece um extrato'],
  ])('refuses %s with a message and sends nothing', async (_, bytes, message) => {
    const user = renderPage();
    await user.upload(input(), file(bytes, 'arquivo.ofx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/créditos? e \d+ débitos?/)).not.toBeInTheDocument();
    expect(apiCalls()).toEqual([]);
  });

  it('refuses a file over 5 MB from its size, without reading it', async () => {
    const user = renderPage();
    const big = file(new Uint8Array(5 * 1024 * 1024 + 1), 'grande.ofx');
    const read = vi.spyOn(big, 'arrayBuffer');
    await user.upload(input(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('o limite para extratos é 5 MB');
    expect(read).not.toHaveBeenCalled();
    expect(apiCalls()).toEqual([]);
  });
});

describe("ReconciliationPage: the statement's account", () => {
  it("is the platform's account with the file's bank and number; without one, the default", async () => {
    const accounts = sandbox.api.store.accounts;
    const savings = accounts.find((a) => a.nome === 'Poupança reserva')!;
    const main = accounts.find((a) => a.conta_padrao)!;
    // The Caixa profile's own branch and number (src/test/bank-statements.ts).
    Object.assign(savings, { codigo_banco: 104, agencia: '0534', numero: '100044028-2' });
    const line = { date: DAY, amountCents: 1_234_56, memo: 'PIX RECEBIDO ALGUÉM', fitId: 'CX-1' };
    const user = renderPage();
    await user.upload(input(), file(encodeText(bankOfx('caixa', [line]), 'windows-1252'), 'cx.ofx'));
    const select = await screen.findByLabelText('Conta do extrato', {}, { timeout: 5_000 });
    await waitFor(() => expect(select).toHaveValue(savings.id));
    expect(screen.getByText(/^Reconhecida pelo banco e pelo número no extrato\./)).toBeInTheDocument();
    // Chosen by hand, the account is the user's and the note goes.
    await user.selectOptions(select, main.id);
    expect(screen.queryByText(/^Reconhecida pelo banco/)).not.toBeInTheDocument();
  });

  it('is the default account, with a word to check it, when no account has the bank and number the file names', async () => {
    const main = sandbox.api.store.accounts.find((a) => a.conta_padrao)!;
    const line = { date: DAY, amountCents: 1_234_56, memo: 'PIX RECEBIDO ALGUÉM', fitId: 'BR-1' };
    const user = renderPage();
    await user.upload(input(), file(encodeText(bankOfx('bradesco', [line]), 'windows-1252'), 'br.ofx'));
    const select = await screen.findByLabelText('Conta do extrato', {}, { timeout: 5_000 });
    await waitFor(() => expect(select).toHaveValue(main.id));
    expect(screen.queryByText(/^Reconhecida pelo banco/)).not.toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(
      /^O extrato é do banco 0237, conta 1239066, e nenhuma conta ativa tem esse banco e número: confira a conta\./,
    );
  });

  it('says nothing of the file when the platform gives no account its bank and number', async () => {
    for (const a of sandbox.api.store.accounts) Object.assign(a, { codigo_banco: null, agencia: null, numero: null });
    const main = sandbox.api.store.accounts.find((a) => a.conta_padrao)!;
    const line = { date: DAY, amountCents: 1_234_56, memo: 'PIX RECEBIDO ALGUÉM', fitId: 'BR-2' };
    const user = renderPage();
    await user.upload(input(), file(encodeText(bankOfx('bradesco', [line]), 'windows-1252'), 'br.ofx'));
    const select = await screen.findByLabelText('Conta do extrato', {}, { timeout: 5_000 });
    await waitFor(() => expect(select).toHaveValue(main.id));
    expect(select).toHaveAccessibleDescription(
      'As baixas, os lançamentos e as transferências entre contas são desta conta.',
    );
  });
});

describe('ReconciliationPage: CSV columns', () => {
  const lines = (memo: string): GenTransaction[] => [
    { date: DAY, amountCents: 123_456, memo, fitId: 'a1b2c3d4-0000-4000-8000-000000000001' },
    { date: DAY, amountCents: -5_000, memo: 'Compra no débito', fitId: 'a1b2c3d4-0000-4000-8000-000000000002' },
  ];
  const nubank = (memo: string) => file(encodeText(bankCsv('nubank', lines(memo)), 'utf-8'), 'nubank.csv', 'text/csv');

  it('asks for the columns once per bank layout and remembers them', async () => {
    const user = userEvent.setup(USER);
    const first = renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    await user.upload(input(), nubank('Transferência recebida pelo Pix - FULANO'));
    // Each step takes the focus to its heading (the control that led to it is gone).
    expect(await screen.findByRole('heading', { name: 'Colunas do extrato CSV' })).toHaveFocus();
    // The proposal from the header, the formats detected (dot decimal, dd/mm/aaaa).
    expect(screen.getByRole('combobox', { name: 'Data do lançamento' })).toHaveDisplayValue(/^Data/);
    expect(screen.getByRole('combobox', { name: 'Valor' })).toHaveDisplayValue(/^Valor/);
    expect(screen.getByLabelText('Separador decimal dos valores')).toHaveDisplayValue('Ponto: 1234.56');
    expect(screen.getByLabelText('Formato da data')).toHaveDisplayValue(/^dd\/mm\/aaaa/);
    await user.click(screen.getByRole('button', { name: 'Usar estas colunas' }));
    expect(await screen.findByText(/extrato CSV com 1 crédito e 1 débito/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lançamentos do extrato' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Escolher outro extrato' }));
    first.unmount();

    // Another file of the same bank: straight to the match, no columns asked.
    renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    await user.upload(input(), nubank('Outro crédito de outro período'));
    expect(await screen.findByText(/extrato CSV com 1 crédito e 1 débito/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Colunas do extrato CSV' })).not.toBeInTheDocument();
  });

  it('reads a headerless CSV with the columns the user chooses, in Brazilian number format', async () => {
    const user = renderPage();
    const text = `${DAY.split('-').reverse().join('/')};RECEBIMENTO PIX;1.234,56;9.999,00\n${DAY.split('-').reverse().join('/')};TARIFA;-12,00;9.987,00\n`;
    await user.upload(input(), file(new TextEncoder().encode(text), 'banco.csv', 'text/csv'));
    expect(await screen.findByRole('heading', { name: 'Colunas do extrato CSV' })).toBeInTheDocument();
    expect(screen.getByLabelText('Separador decimal dos valores')).toHaveDisplayValue('Vírgula: 1.234,56');
    // Nothing is read before the columns say where the description is: the user corrects it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Descrição' }), 'Coluna 2 (ex.: RECEBIMENTO PIX)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Valor' }), 'Coluna 3 (ex.: 1.234,56)');
    await user.click(screen.getByRole('button', { name: 'Usar estas colunas' }));
    expect(await screen.findByText(/extrato CSV com 1 crédito e 1 débito/)).toBeInTheDocument();
    // Both sides' candidates are read first (the receivables, then the payables).
    expect(
      await screen.findByText('R$ 1.234,56', { normalizer: (s) => s.replace(/\s/g, ' ') }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});

describe('ReconciliationPage: match and settle', () => {
  it('confirms, changes and skips credits, settles the confirmed ones once and reports each line', async () => {
    const { user, s, table } = await uploadStatement();
    expect(within(table).getAllByRole('row')).toHaveLength(4); // header + 3 credits; the debit has its own table
    expect(screen.getByRole('heading', { name: /Débitos do extrato \(1\)/ })).toBeInTheDocument();

    const exactSelect = within(creditRow(s.memos.exact)).getByRole('combobox');
    expect(exactSelect).toHaveValue(s.exact.id);
    expect(creditRow(s.memos.none)).toHaveTextContent('Sem correspondência');
    expect(within(creditRow(s.memos.none)).getByRole('button', { name: /^Confirmar/ })).toBeDisabled();

    // Change: the partial credit to its installment; it then proposes a partial settlement.
    const partialSelect = within(creditRow(s.memos.partial)).getByRole('combobox');
    await user.selectOptions(partialSelect, s.partial.id);
    expect(creditRow(s.memos.partial)).toHaveTextContent(/baixa parcial: restam R\$\s1\.235,56/);
    await user.click(within(creditRow(s.memos.partial)).getByRole('button', { name: /^Confirmar/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar todas as sugestões exatas (1)' }));
    expect(creditRow(s.memos.exact)).toHaveTextContent('Confirmada');
    await user.click(within(creditRow(s.memos.none)).getByRole('button', { name: /^Ignorar/ }));
    expect(creditRow(s.memos.none)).toHaveTextContent('Ignorada');
    // Undo, then skip again: nothing is lost.
    await user.click(within(creditRow(s.memos.none)).getByRole('button', { name: /^Desfazer/ }));
    await user.click(within(creditRow(s.memos.none)).getByRole('button', { name: /^Ignorar/ }));

    await waitFor(() => expect(screen.getByLabelText('Conta do extrato')).not.toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Registrar baixa das confirmadas (2)' }));
    expect(await screen.findByText(/Concluído\. 2 baixadas/, {}, { timeout: 5_000 })).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
    const line = (text: string) =>
      within(report)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(text))!;
    expect(line(s.memos.exact)).toHaveTextContent('Baixada');
    expect(line(s.memos.exact)).not.toHaveTextContent('Baixada em parte');
    // Below what the installment had open: it settled a part of it.
    expect(line(s.memos.partial)).toHaveTextContent('Baixada em parte');
    expect(line(s.memos.none)).toHaveTextContent('Ignorada');

    const posts = sandbox.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    const settled = (id: string) => sandbox.api.store.settlements.get(id) ?? [];
    expect(settled(s.exact.id).map((x) => [x.nsu, x.composicao_valor.valor_bruto, x.metodo_pagamento])).toEqual([
      ['FIT-1', s.exact.valor, 'PIX_PAGAMENTO_INSTANTANEO'],
    ]);
    expect(settled(s.partial.id).map((x) => [x.nsu, x.composicao_valor.valor_bruto, x.metodo_pagamento])).toEqual([
      ['FIT-2', 812.34, 'TRANSFERENCIA_BANCARIA'],
    ]);

    // The report as CSV.
    const csv = await downloadReportCsv(user);
    expect(csv).toContain('FIT-1');
    expect(csv.match(/;Baixada;/g)).toHaveLength(1);
    expect(csv.match(/;Baixada em parte;/g)).toHaveLength(1);
    expect(csv).toContain(';Ignorada;Ignorado pelo usuário.');
  });

  it('two lines of one payment: the second may not settle the installment the first settles in full', async () => {
    const exact = seeded('exact');
    const memo = `PIX RECEBIDO ${exact.cliente}`;
    const user = renderPage();
    await user.upload(
      input(),
      ofx([
        { date: DAY, amountCents: toCents(exact.valor), memo, fitId: 'DUP-1' },
        { date: DAY, amountCents: toCents(exact.valor), memo, fitId: 'DUP-2' },
      ]),
    );
    const table = await creditsTable();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('combobox')).toHaveValue(exact.id);
    await user.selectOptions(within(second!).getByRole('combobox'), exact.id);
    expect(screen.getByRole('button', { name: 'Confirmar todas as sugestões exatas (1)' })).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: /^Confirmar/ }));

    expect(second).toHaveTextContent(
      /Outra linha deste extrato já baixa R\$\s[\d.,]+ desta parcela; com esta, passaria/,
    );
    expect(within(second!).getByRole('button', { name: /^Confirmar/ })).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Conta do extrato')).not.toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Registrar baixa das confirmadas (1)' }));
    expect(await screen.findByText(/Concluído\. 1 baixada/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(settlementsOf(exact.id)).toEqual([['DUP-1', exact.valor]]);
  });

  it('resumes an interrupted run without settling twice: a line left in flight is checked first', async () => {
    const s = statement();
    // An earlier tab sent FIT-1's settlement and closed before it saw the answer.
    const account = sandbox.api.store.accounts[0]!.id;
    const credit = creditLine('FIT-1', toCents(s.exact.valor), s.memos.exact);
    const request = settlementRequestFor(credit, account);
    sandbox.api.store.settlements.set(s.exact.id, [
      {
        id: 'b0000000-0000-4000-8000-000000000001',
        versao: 1,
        parcelaId: s.exact.id,
        data_pagamento: DAY,
        composicao_valor: { valor_bruto: s.exact.valor },
        conta_financeira: account,
        nsu: 'FIT-1',
        criado_em: `${DAY}T10:00:00-03:00`,
      },
    ]);
    const run = markSending(
      createRun([{ line: credit, installmentId: s.exact.id, installmentLabel: s.exact.descricao, request }]),
      'FIT-1',
    );
    // Kept before debits were reconciled: under the fingerprint of the statement's credits
    // alone (FIT-4 is its debit), its lines without a side. It is still this statement's.
    storeRun(STATEMENT_CREDITS_FINGERPRINT, run);

    const user = renderPage();
    await user.upload(input(), s.file);
    await user.click(await screen.findByRole('button', { name: 'Retomar as baixas' }));
    // The file was imported before: the page says its settlements were kept, not a new import.
    expect(screen.getByText('Baixas retomadas')).toBeInTheDocument();
    expect(document.body).toHaveTextContent(/As baixas do extrato extrato\.ofx, importado antes, ficaram guardadas/);
    const report = screen.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
    await waitFor(() => expect(within(report).getAllByRole('row')[1]).toHaveTextContent('Baixada'));
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent('A baixa já constava na plataforma.');
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(sandbox.api.store.settlements.get(s.exact.id)).toHaveLength(1);

    // Finished: leaving forgets it; the same statement again is matched against the platform.
    await user.click(screen.getByRole('button', { name: 'Conciliar outro extrato' }));
    expect(localStorage.length).toBe(0);
    await user.upload(input(), s.file);
    expect(
      await screen.findByText(/1 crédito deste extrato já está baixado/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Créditos do extrato e parcelas propostas' });
    expect(creditRow(s.memos.exact)).toBeUndefined();
    expect(creditRow(s.memos.partial)).toBeDefined();
  });

  it('an unfinished run can be closed: nothing is undone and the statement is matched again', async () => {
    const s = statement();
    const account = sandbox.api.store.accounts[0]!.id;
    const credit = creditLine('FIT-2', 81_234, s.memos.partial);
    storeRun(
      STATEMENT_CREDITS_FINGERPRINT,
      createRun([{ line: credit, installmentId: s.partial.id, request: settlementRequestFor(credit, account) }]),
    );
    const user = renderPage();
    await user.upload(input(), s.file);
    await user.click(await screen.findByRole('button', { name: 'Encerrar esta execução' }));
    expect(localStorage.length).toBe(0);
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.upload(input(), s.file);
    expect(await creditsTable()).toBeInTheDocument();
  });

  it('a refused settlement shows the server message and is retried on demand', async () => {
    const user = renderPage();
    const s = statement();
    failOnce(sandbox, 'POST', `/parcelas/${s.exact.id}/baixa$`, 500, 'Falha interna simulada.');
    await user.upload(input(), s.file);
    await settleExactSuggestions(user, 1);
    const report = await screen.findByRole('table', { name: 'Relatório das baixas, por lançamento' });
    // A 500 may have settled it: the line is to be checked, not refused.
    await waitFor(() => expect(within(report).getAllByRole('row')[1]).toHaveTextContent('A conferir'));
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent(
      'Falha interna simulada. Resultado incerto: conferido na plataforma antes de um novo envio.',
    );
    expect(sandbox.api.store.settlements.get(s.exact.id) ?? []).toHaveLength(0);
    await user.click(within(report).getByRole('button', { name: /Tentar novamente o crédito/ }));
    await waitFor(() => expect(within(report).getAllByRole('row')[1]).toHaveTextContent('Baixada'));
    expect(sandbox.api.store.settlements.get(s.exact.id)?.map((x) => x.nsu)).toEqual(['FIT-1']);
  });

  it('cancel lets the request in flight finish, sends nothing more, and the run continues on demand', async () => {
    const user = renderPage();
    const first = seeded('faultFirst');
    const second = seeded('faultSecond');
    // The first settlement is held in flight until the test lets it answer.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(url, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith(`/parcelas/${first.id}/baixa`))
        await gate;
      return inner(url, init);
    });
    await user.upload(
      input(),
      ofx([
        { date: DAY, amountCents: toCents(first.valor), memo: `PIX RECEBIDO ${first.cliente}`, fitId: 'C-1' },
        { date: DAY, amountCents: toCents(second.valor), memo: 'PIX RECEBIDO', fitId: 'C-2' },
      ]),
    );
    await settleExactSuggestions(user, 2);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    release();
    expect(await screen.findByText(/Envio interrompido\. 1 baixada \(/)).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
    expect(within(report).getAllByRole('row')[2]).toHaveTextContent('Não enviada');
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(sandbox.api.store.settlements.get(second.id) ?? []).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Continuar as baixas' }));
    expect(await screen.findByText(/Concluído\. 2 baixadas/)).toBeInTheDocument();
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(sandbox.api.store.settlements.get(first.id)?.map((x) => x.nsu)).toEqual(['C-1']);
    expect(sandbox.api.store.settlements.get(second.id)?.map((x) => x.nsu)).toEqual(['C-2']);
  });
});

describe('ReconciliationPage: money out (debits against payables)', () => {
  it('proposes payables for the debits, confirms both sides in bulk, settles each once; a second import settles nothing', async () => {
    const user = userEvent.setup(USER);
    const first = renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    const s = mixedStatement();
    await user.upload(input(), s.file);
    expect(await screen.findByText(/extrato OFX com 1 crédito e 4 débitos/)).toBeInTheDocument();
    const debits = await screen.findByRole('table', { name: DEBITS_TABLE }, { timeout: 5_000 });
    const credits = screen.getByRole('table', { name: 'Créditos do extrato e parcelas propostas' });
    expect(within(credits).getAllByRole('row')).toHaveLength(2);
    expect(within(debits).getAllByRole('row')).toHaveLength(5);
    // Each side in its own words: the party is the customer of a credit, the supplier of a debit.
    expect(within(credits).getByRole('columnheader', { name: 'Cliente e parcela' })).toBeInTheDocument();
    expect(within(debits).getByRole('columnheader', { name: 'Fornecedor e parcela' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Débitos do extrato (4)' })).toBeInTheDocument();
    expect(screen.getByText('4 débitos a conciliar: 3 a confirmar, 1 sem correspondência.')).toBeInTheDocument();
    expect(screen.getByText('1 crédito a conciliar: 1 a confirmar.')).toBeInTheDocument();

    const row = (memo: string) =>
      within(debits)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(memo))!;
    expect(within(row(s.memos.pix)).getByRole('combobox', { name: /^Parcela para o débito de/ })).toHaveValue(
      s.bills.pix.id,
    );
    expect(row(s.memos.pix)).toHaveTextContent('valor exato');
    expect(row(s.memos.pix).querySelector('select')!.title).toContain(s.bills.pix.fornecedor);
    expect(within(row(s.memos.boleto)).getByRole('combobox')).toHaveValue(s.bills.boleto.id);
    // Proposed (the amount is exact) but marked: the memo names another payee.
    expect(within(row(s.memos.other)).getByRole('combobox')).toHaveValue(s.bills.other.id);
    expect(row(s.memos.other)).toHaveTextContent('favorecido diferente: José da Conceição');
    expect(row(s.memos.fee)).toHaveTextContent('Sem correspondência');
    expect(row(s.memos.fee)).toHaveTextContent('Nenhuma parcela a pagar em aberto corresponde');

    // The bulk confirmation covers both sides and still leaves out the other payee.
    await user.click(screen.getByRole('button', { name: 'Confirmar todas as sugestões exatas (3)' }));
    expect(creditRow(s.memos.credit)).toHaveTextContent('Confirmada');
    expect(row(s.memos.pix)).toHaveTextContent('Confirmada');
    expect(row(s.memos.boleto)).toHaveTextContent('Confirmada');
    expect(row(s.memos.other)).toHaveTextContent('A confirmar');
    expect(
      screen.getByText('4 débitos a conciliar: 2 confirmados, 1 a confirmar, 1 sem correspondência.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 crédito e 2 débitos')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText('Conta do extrato')).not.toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Registrar baixa das confirmadas (3)' }));
    expect(
      await screen.findByText(
        /^Concluído\. 3 baixadas \(R\$\s1\.234,56 recebidos, R\$\s3\.826,04 pagos\), 0 recusadas, 0 não enviadas, 0 ignoradas, 2 não conciliadas\.$/,
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
    const line = (memo: string) =>
      within(report)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(memo))!;
    expect(line(s.memos.credit)).toHaveTextContent(/Crédito.*Baixada/);
    expect(line(s.memos.pix)).toHaveTextContent(/Débito.*Baixada/);
    expect(line(s.memos.boleto)).toHaveTextContent(/Débito.*Baixada/);
    expect(line(s.memos.other)).toHaveTextContent(/Débito.*Não conciliada/);
    expect(line(s.memos.fee)).toHaveTextContent(/Débito.*Não conciliada/);

    // On the platform: one settlement each, the payment as a positive value, nsu = FITID.
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
    expect(settlementsOf(s.exact.id)).toEqual([['M-C1', s.exact.valor]]);
    expect(settlementsOf(s.bills.pix.id)).toEqual([['M-D1', 1357.91]]);
    expect(settlementsOf(s.bills.boleto.id)).toEqual([['M-D2', 2468.13]]);
    expect(settlementsOf(s.bills.other.id)).toEqual([]);
    expect(sandbox.api.store.settlements.get(s.bills.boleto.id)![0]!.metodo_pagamento).toBe('BOLETO_BANCARIO');

    // The report as CSV says each line's side.
    const csv = await downloadReportCsv(user);
    expect(csv).toContain('Data do lançamento;Tipo;Valor;');
    expect(csv).toContain(`;Débito;1357,91;${s.memos.pix};M-D1;`);
    expect(csv).toContain(`;Crédito;1234,56;${s.memos.credit};M-C1;`);
    expect(csv.match(/;Débito;.*;Baixada;/g)).toHaveLength(2);

    // The same statement again, after a new screen: nothing settled is proposed, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Conciliar outro extrato' }));
    first.unmount();
    renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    await user.upload(input(), s.file);
    expect(
      await screen.findByText(/^2 débitos deste extrato já estão baixados em parcelas a pagar/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^1 crédito deste extrato já está baixado/)).toBeInTheDocument();
    expect(screen.getByText(/Todos os créditos deste extrato já foram baixados/)).toBeInTheDocument();
    const again = screen.getByRole('table', { name: DEBITS_TABLE });
    expect(within(again).getAllByRole('row')).toHaveLength(3); // the other payee and the fee
    expect(screen.queryByText(s.memos.pix)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar todas as sugestões exatas (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Registrar baixa das confirmadas (0)' })).toBeDisabled();
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });

  it('a bill paid long after its due date is proposed when the memo names its supplier; an unnamed old one is not', async () => {
    const user = userEvent.setup(USER);
    renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    const named = payable('Conciliação E: atrasada há 200 dias', 2110.05, 3, 200);
    const unnamed = payable('Conciliação E: atrasada, favorecido não dito', 1987.65, 4, 200);
    const memos = { named: `PAGTO BOLETO ${named.fornecedor.toUpperCase()}`, unnamed: 'PAGAMENTO DE TITULO' };
    await user.upload(
      input(),
      ofx(
        [
          { date: DAY, amountCents: -toCents(named.valor), memo: memos.named, fitId: 'E-D1' },
          { date: DAY, amountCents: -toCents(unnamed.valor), memo: memos.unnamed, fitId: 'E-D2' },
        ],
        'extrato-atrasadas.ofx',
      ),
    );
    const debits = await screen.findByRole('table', { name: DEBITS_TABLE }, { timeout: 5_000 });
    const row = (memo: string) =>
      within(debits)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(memo))!;
    expect(within(row(memos.named)).getByRole('combobox', { name: /^Parcela para o débito de/ })).toHaveValue(named.id);
    expect(row(memos.named)).toHaveTextContent('valor exato');
    // On the amount alone, a debt that old could be anybody's: not proposed.
    expect(row(memos.unnamed)).toHaveTextContent('Nenhuma parcela a pagar em aberto corresponde');
    // Every open bill due up to the window's end was asked for, the oldest included.
    const asked = sandbox.requests
      .map((r) => new URL(r.url))
      .filter(
        (u) => u.pathname.endsWith('/contas-a-pagar/buscar') && u.searchParams.getAll('status').includes('ATRASADO'),
      );
    expect(asked.length).toBeGreaterThan(0);
    for (const u of asked) expect(u.searchParams.get('data_vencimento_de')).toBe('2000-01-01');
  });

  it("a 500 on one debit's settlement leaves the others settled and that one retryable; retried, it is settled once", async () => {
    const user = renderPage();
    const s = mixedStatement();
    failOnce(sandbox, 'POST', `/parcelas/${s.bills.boleto.id}/baixa$`, 500, 'Falha interna simulada no pagamento.');
    await user.upload(input(), s.file);
    await settleExactSuggestions(user, 3);
    const report = await screen.findByRole('table', { name: 'Relatório das baixas, por lançamento' });
    const line = (memo: string) =>
      within(report)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(memo))!;
    await waitFor(() => expect(line(s.memos.boleto)).toHaveTextContent('A conferir'), { timeout: 5_000 });
    expect(
      await screen.findByText(/^Envio terminado, com baixas a conferir\. 2 baixadas .*, 0 recusadas, 1 a conferir,/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conferir e tentar novamente (1)' })).toBeInTheDocument();
    expect(line(s.memos.boleto)).toHaveTextContent('Falha interna simulada no pagamento.');
    expect(line(s.memos.pix)).toHaveTextContent('Baixada');
    expect(line(s.memos.credit)).toHaveTextContent('Baixada');
    expect(settlementsOf(s.bills.pix.id)).toEqual([['M-D1', 1357.91]]);
    expect(settlementsOf(s.exact.id)).toEqual([['M-C1', s.exact.valor]]);
    expect(settlementsOf(s.bills.boleto.id)).toEqual([]);

    // Only the refused line offers a retry, named as the debit it is.
    expect(within(report).getAllByRole('button', { name: /^Tentar novamente/ })).toHaveLength(1);
    await user.click(
      within(report).getByRole('button', { name: /^Tentar novamente o débito de .* de R\$\s2\.468,13$/ }),
    );
    await waitFor(() => expect(line(s.memos.boleto)).toHaveTextContent('Baixada'), { timeout: 5_000 });
    expect(await screen.findByText(/^Concluído\. 3 baixadas/)).toBeInTheDocument();
    expect(settlementsOf(s.bills.boleto.id)).toEqual([['M-D2', 2468.13]]);
    expect(settlementsOf(s.bills.pix.id)).toEqual([['M-D1', 1357.91]]);
    // Three first sends, the refused one's, then its retry (after a check: its outcome was unknown).
    const posts = sandbox.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname);
    expect(posts).toHaveLength(4);
    expect(posts.filter((p) => p.includes(s.bills.boleto.id))).toHaveLength(2);
  });

  it('resumes work kept before debits were reconciled: the credits keep their decisions, the debits are proposed', async () => {
    const user = userEvent.setup(USER);
    const s = mixedStatement();
    // A draft of then: the statement (its debits were listed apart), under its credits' fingerprint.
    const bytes = new Uint8Array(await s.file.arrayBuffer());
    const statement = parseStatement(bytes);
    const legacy = statementFingerprint(statement.credits);
    localStorage.setItem(
      keptKey('conciliacao.rascunho'),
      JSON.stringify({
        version: 1,
        step: 'match',
        fileName: 'extrato-misto.ofx',
        fingerprint: legacy,
        savedAt: '2026-11-14T12:00:00.000Z',
        statement,
      }),
    );
    localStorage.setItem(
      keptKey('conciliacao.rascunho.decisoes'),
      JSON.stringify({ fingerprint: legacy, decisions: [['M-C1', 'confirmada', s.exact.id]] }),
    );
    renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    expect(screen.getByText('Conciliação retomada')).toBeInTheDocument();
    // When it was imported, on the platform's clock (São Paulo), whatever the browser's zone.
    expect(document.body).toHaveTextContent('importado em 14/11/2026, 09:00');
    const debits = await screen.findByRole('table', { name: DEBITS_TABLE }, { timeout: 5_000 });
    expect(creditRow(s.memos.credit)).toHaveTextContent('Confirmada');
    expect(within(debits).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('4 débitos a conciliar: 3 a confirmar, 1 sem correspondência.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar todas as sugestões exatas (2)' }));
    expect(screen.getByRole('button', { name: 'Registrar baixa das confirmadas (3)' })).toBeInTheDocument();
  });
});

describe('ReconciliationPage: entries from the statement', () => {
  /** The installment the sandbox holds for the entry made from this line, with its settlements. */
  const entryOf = (fitId: string) => {
    const store = sandbox.api.store;
    const found = [...store.payables, ...store.receivables].filter((r) => r.descricao.endsWith(`[extrato ${fitId}]`));
    return found.map((r) => ({
      side: store.payables.includes(r as PayableRecord) ? 'pagar' : 'receber',
      due: r.data_vencimento,
      valor: r.valor,
      categoria: store.categories.find((c) => c.id === r.categoryId)?.nome,
      baixas: (store.settlements.get(r.id) ?? []).map((x) => [x.nsu, x.data_pagamento, x.composicao_valor.valor_bruto]),
    }));
  };
  const categoryNamed = (tipo: 'RECEITA' | 'DESPESA', index: number) =>
    sandbox.api.store.categories.filter((c) => c.tipo === tipo)[index]!;

  async function pickEntries(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('heading', { name: 'Lançar o que não tem correspondência' }, { timeout: 5_000 });
    const debits = await screen.findByRole('table', { name: /^Débitos sem correspondência/ });
    const credits = screen.getByRole('table', { name: /^Créditos sem correspondência/ });
    // The bank's text whole: it is what tells a line to enter from another.
    expect(within(debits).getByRole('cell', { name: /^TARIFA PACOTE/ })).toHaveClass('ui-wrap');
    await user.click(within(debits).getByRole('checkbox', { name: /^Lançar o débito de .* de R\$\s150,00$/ }));
    await user.click(within(credits).getByRole('checkbox', { name: /^Lançar o crédito de .* de R\$\s98,76$/ }));
    // Without a category the run cannot start.
    expect(screen.getByRole('button', { name: 'Registrar baixas e lançamentos (2)' })).toBeDisabled();
    const expense = categoryNamed('DESPESA', 0);
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Categoria dos débitos marcados')).getByRole('option', { name: expense.nome }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Categoria dos débitos marcados'), expense.id);
    // A line's own category wins over the one of the marked lines.
    const revenue = categoryNamed('RECEITA', 1);
    await user.selectOptions(within(credits).getByRole('combobox', { name: /^Categoria do crédito/ }), revenue.id);
    await waitFor(() => expect(screen.getByLabelText('Conta do extrato')).not.toHaveValue(''));
    return { expense, revenue };
  }

  it('turns unmatched lines into a payable and a receivable, settled on their dates with nsu = the line id, once', async () => {
    const user = renderPage();
    const s = statement();
    await user.upload(input(), s.file);
    const { expense, revenue } = await pickEntries(user);
    await user.click(screen.getByRole('button', { name: 'Registrar baixas e lançamentos (2)' }));
    const report = await screen.findByRole('table', { name: 'Relatório das baixas, por lançamento' });
    expect(await screen.findByText(/^Concluído\. 2 baixadas/, undefined, { timeout: 5_000 })).toBeInTheDocument();
    const row = (memo: string) =>
      within(report)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(memo))!;
    expect(row('TARIFA PACOTE')).toHaveTextContent(`Nova conta a pagar · ${expense.nome}`);
    expect(row('TARIFA PACOTE')).toHaveTextContent('Baixada');
    expect(row(s.memos.none)).toHaveTextContent(`Nova conta a receber · ${revenue.nome}`);
    expect(entryOf('FIT-4')).toEqual([
      { side: 'pagar', due: DAY, valor: 150, categoria: expense.nome, baixas: [['FIT-4', DAY, 150]] },
    ]);
    expect(entryOf('FIT-3')).toEqual([
      { side: 'receber', due: DAY, valor: 98.76, categoria: revenue.nome, baixas: [['FIT-3', DAY, 98.76]] },
    ]);
    const creations = sandbox.requests.filter(
      (r) => r.method === 'POST' && /\/contas-a-(pagar|receber)$/.test(new URL(r.url).pathname),
    );
    expect(creations).toHaveLength(2);
  });

  it('two alike lines get controls of their own: each names its place in the file, and ticking one leaves the other', async () => {
    const user = renderPage();
    await user.upload(
      input(),
      ofx([
        { date: DAY, amountCents: -1_990, memo: 'TARIFA TED', fitId: 'FIT-A' },
        { date: DAY, amountCents: -1_990, memo: 'TARIFA TED', fitId: 'FIT-B' },
      ]),
    );
    const debits = await screen.findByRole('table', { name: /^Débitos sem correspondência/ }, { timeout: 5_000 });
    const boxes = within(debits).getAllByRole('checkbox', { name: /^Lançar o débito de .* de R\$\s19,90/ });
    // Banco do Brasil's file opens with its "Saldo Anterior" line: these are its 2nd and 3rd.
    expect(boxes.map((b) => b.getAttribute('aria-label')?.replace(/^.*\(/, '('))).toEqual([
      '(lançamento 2 do arquivo)',
      '(lançamento 3 do arquivo)',
    ]);
    await user.click(within(debits).getByRole('checkbox', { name: /\(lançamento 3 do arquivo\)$/ }));
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);
    expect(
      within(debits).getByRole('combobox', { name: /^Categoria do débito .*\(lançamento 3 do arquivo\)$/ }),
    ).toBeEnabled();
    expect(
      within(debits).getByRole('combobox', { name: /^Categoria do débito .*\(lançamento 2 do arquivo\)$/ }),
    ).toBeDisabled();
  });

  it('the lines ticked to be entered and their categories survive leaving the screen', async () => {
    const user = userEvent.setup(USER);
    const first = renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    await user.upload(input(), statement().file);
    const { expense, revenue } = await pickEntries(user);
    expect(screen.getByRole('button', { name: 'Registrar baixas e lançamentos (2)' })).toBeEnabled();
    first.unmount();

    renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    const debits = await screen.findByRole('table', { name: /^Débitos sem correspondência/ }, { timeout: 5_000 });
    const credits = screen.getByRole('table', { name: /^Créditos sem correspondência/ });
    expect(within(debits).getByRole('checkbox', { name: /^Lançar o débito de .* de R\$\s150,00$/ })).toBeChecked();
    expect(within(credits).getByRole('checkbox', { name: /^Lançar o crédito de .* de R\$\s98,76$/ })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Categoria dos débitos marcados')).toHaveValue(expense.id));
    expect(within(credits).getByRole('combobox', { name: /^Categoria do crédito/ })).toHaveValue(revenue.id);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Registrar baixas e lançamentos (2)' })).toBeEnabled(),
    );
  });

  it('sets aside the lines that are transfers of the settlements account: not settled, not entered, reported as such', async () => {
    const store = sandbox.api.store;
    const main = store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0]!;
    const other = store.accounts.find((a) => a !== main)!;
    store.transfers.push(
      {
        id: 'T-OUT',
        descricao: 'Aplicação de teste',
        data: DAY,
        cents: 123_457,
        fromAccountId: main.id,
        toAccountId: other.id,
      },
      {
        id: 'T-IN',
        descricao: 'Resgate de teste',
        data: addDays(DAY, 1),
        cents: 45_679,
        fromAccountId: other.id,
        toAccountId: main.id,
      },
    );
    const exact = seeded('exact');
    const user = renderPage();
    await user.upload(
      input(),
      ofx([
        { date: DAY, amountCents: toCents(exact.valor), memo: `PIX RECEBIDO ${exact.cliente}`, fitId: 'T-1' },
        { date: DAY, amountCents: -123_457, memo: 'APLICACAO POUPANCA', fitId: 'T-2' },
        { date: DAY, amountCents: -123_457, memo: 'PAGAMENTO BOLETO', fitId: 'T-3' },
        { date: DAY, amountCents: 45_679, memo: 'RESGATE POUPANCA', fitId: 'T-4' },
      ]),
    );
    const debits = await screen.findByRole('list', { name: 'Transferências: débitos do extrato' }, { timeout: 5_000 });
    expect(debits).toHaveTextContent(/APLICACAO POUPANCA: Aplicação de teste \(.+ → .+\)/);
    expect(screen.getByRole('list', { name: 'Transferências: créditos do extrato' })).toHaveTextContent(
      'RESGATE POUPANCA: Resgate de teste',
    );
    expect(screen.getByText(/^1 débito deste extrato é transferência entre contas/)).toBeInTheDocument();
    // Kept for the month's close, which counts them as needing nothing.
    const setAside = () => JSON.parse(localStorage.getItem(keptKey('conciliacao.rascunho.sem-acao')) ?? '{}').keys;
    await waitFor(() => expect(setAside()).toEqual(['T-2', 'T-4']));
    // One transfer explains one line: the second debit of the same value stays to reconcile.
    const debitsTable = await screen.findByRole('table', { name: DEBITS_TABLE });
    expect(debitsTable).toHaveTextContent('PAGAMENTO BOLETO');
    expect(debitsTable).not.toHaveTextContent('APLICACAO POUPANCA');
    expect(await creditsTable()).not.toHaveTextContent('RESGATE POUPANCA');
    expect(screen.getByText('1 crédito a conciliar: 1 a confirmar.')).toBeInTheDocument();

    await settleExactSuggestions(user, 1);
    expect(
      await screen.findByText(
        /^Concluído\. 1 baixada .*, 1 não conciliada, 2 transferências entre contas\.$/,
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
    const row = within(report)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('APLICACAO POUPANCA'))!;
    expect(row).toHaveTextContent('Transferência');
    expect(row).toHaveTextContent('Transferência entre contas (Aplicação de teste');
    const posts = sandbox.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  it('a lost follow-up after the creation resumes through the protocol: the entry is not created again', async () => {
    const user = renderPage();
    const s = statement();
    failOnce(sandbox, 'GET', '/v1/protocolo/', 500, 'Falha interna simulada no protocolo.');
    await user.upload(input(), s.file);
    await pickEntries(user);
    await user.click(screen.getByRole('button', { name: 'Registrar baixas e lançamentos (2)' }));
    const report = await screen.findByRole('table', { name: 'Relatório das baixas, por lançamento' });
    const row = (memo: string) =>
      within(report)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(memo))!;
    await waitFor(() => expect(row(s.memos.none)).toHaveTextContent('A conferir'), { timeout: 5_000 });
    await waitFor(() => expect(row('TARIFA PACOTE')).toHaveTextContent('Baixada'), { timeout: 5_000 });
    expect(entryOf('FIT-3')).toHaveLength(1);
    expect(entryOf('FIT-3')[0]!.baixas).toEqual([]);

    await user.click(within(report).getByRole('button', { name: /^Tentar novamente o crédito/ }));
    await waitFor(() => expect(row(s.memos.none)).toHaveTextContent('Baixada'), { timeout: 5_000 });
    expect(entryOf('FIT-3')).toHaveLength(1);
    expect(entryOf('FIT-3')[0]!.baixas).toEqual([['FIT-3', DAY, 98.76]]);
    expect(entryOf('FIT-4')).toHaveLength(1);
    const creations = sandbox.requests.filter(
      (r) => r.method === 'POST' && /\/contas-a-(pagar|receber)$/.test(new URL(r.url).pathname),
    );
    expect(creations).toHaveLength(2);
  });

  it('resumes a run closed while an entry was being created: it is looked up by its mark, never created twice', async () => {
    const s = statement();
    const account = sandbox.api.store.accounts[0]!.id;
    const expense = categoryNamed('DESPESA', 0);
    const fee = { bankId: 'FIT-4', date: DAY, amountCents: -15_000, description: 'TARIFA PACOTE' };
    const request = entryRequestFor(fee, expense.id, account);
    // An earlier tab sent the creation, which the platform wrote, and closed before it saw the answer.
    createFinancialEvent(sandbox.api.store, {
      tipo: 'DESPESA',
      descricao: request.descricao,
      data_competencia: DAY,
      valor: 150,
      categoryId: expense.id,
      accountId: account,
      parcelas: [{ descricao: request.descricao, data_vencimento: DAY, valor: 150 }],
    });
    const run = markSending(
      createRun([
        {
          line: fee,
          installmentId: null,
          installmentLabel: `Nova conta a pagar · ${expense.nome}`,
          request: settlementRequestFor({ ...fee, fitId: 'FIT-4', type: null, document: null, index: 4 }, account),
          entry: { side: 'pagar', categoryName: expense.nome, request },
        },
      ]),
      'FIT-4',
    );
    storeRun(statementFingerprint(['FIT-1', 'FIT-2', 'FIT-3', 'FIT-4'].map((bankId) => ({ bankId }))), run);

    const user = renderPage();
    await user.upload(input(), s.file);
    await user.click(await screen.findByRole('button', { name: 'Retomar as baixas' }));
    const report = screen.getByRole('table', { name: 'Relatório das baixas, por lançamento' });
    await waitFor(() => expect(within(report).getAllByRole('row')[1]).toHaveTextContent('Baixada'), {
      timeout: 5_000,
    });
    expect(entryOf('FIT-4')).toEqual([
      { side: 'pagar', due: DAY, valor: 150, categoria: expense.nome, baixas: [['FIT-4', DAY, 150]] },
    ]);
    // Nothing created: the only POST is the settlement.
    const posts = sandbox.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/\/baixa$/);
  });
});

describe('ReconciliationPage: who paid', () => {
  it('marks a credit whose memo names another payer and leaves it out of the bulk confirmation', async () => {
    const user = renderPage();
    const exact = seeded('exact');
    const first = seeded('faultFirst');
    const other = 'TED RECEBIDA - JOSÉ DA CONCEIÇÃO';
    const own = `PIX RECEBIDO ${first.cliente}`;
    await user.upload(
      input(),
      ofx([
        { date: DAY, amountCents: toCents(exact.valor), memo: other, fitId: 'P-1' },
        { date: DAY, amountCents: toCents(first.valor), memo: own, fitId: 'P-2' },
      ]),
    );
    await creditsTable();
    // Still proposed (the amount is exact), but marked.
    expect(within(creditRow(other)).getByRole('combobox')).toHaveValue(exact.id);
    expect(creditRow(other)).toHaveTextContent('pagador diferente: José da Conceição');
    expect(creditRow(own)).not.toHaveTextContent('pagador diferente');

    await user.click(screen.getByRole('button', { name: 'Confirmar todas as sugestões exatas (1)' }));
    expect(creditRow(own)).toHaveTextContent('Confirmada');
    expect(creditRow(other)).toHaveTextContent('A confirmar');
    // Confirmed one by one, by someone who looked.
    await user.click(within(creditRow(other)).getByRole('button', { name: /^Confirmar/ }));
    expect(creditRow(other)).toHaveTextContent('Confirmada');
  });
});

describe('ReconciliationPage: work kept when leaving the screen', () => {
  const draftKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('conciliacao.rascunho'));

  it('restores the statement and the decisions after leaving through the navigation; discard starts over', async () => {
    const user = userEvent.setup(USER);
    const s = statement();
    const before = renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    await user.upload(input(), s.file);
    await user.click(
      await screen.findByRole('button', { name: 'Confirmar todas as sugestões exatas (1)' }, { timeout: 5_000 }),
    );
    await user.click(within(creditRow(s.memos.none)).getByRole('button', { name: /^Ignorar/ }));
    await user.click(screen.getByRole('link', { name: 'Ver recebíveis' }));
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
    before.unmount();

    renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    expect(screen.getByText('Conciliação retomada')).toBeInTheDocument();
    expect(screen.getByText(/extrato OFX com 3 créditos e 1 débito/)).toBeInTheDocument();
    await creditsTable();
    expect(creditRow(s.memos.exact)).toHaveTextContent('Confirmada');
    expect(creditRow(s.memos.none)).toHaveTextContent('Ignorada');
    expect(screen.getByText(/^3 créditos a conciliar: 1 confirmado, .*1 ignorado\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar baixa das confirmadas (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descartar e recomeçar' }));
    expect(input()).toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("another company's statement is never resumed here: it is named, with the way to its company", async () => {
    const user = userEvent.setup(USER);
    const s = statement();
    const first = renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    await user.upload(input(), s.file);
    await screen.findByRole('button', { name: 'Confirmar todas as sugestões exatas (1)' }, { timeout: 5_000 });
    first.unmount();

    // The same browser, on the page of another company of the tab.
    setStoreCompany('outra-empresa');
    const tab = [{ key: TEST_COMPANY, name: 'Bicho Feliz Vet' }];
    const companiesAt = (keys: readonly string[], path: string) =>
      tab.filter((c) => keys.includes(c.key)).map((c) => ({ ...c, href: `/e/${c.key}${path}` }));
    try {
      renderWithApp(<ReconciliationPage companiesAt={companiesAt} />, { route: '/recebiveis/conciliacao' });
      expect(screen.queryByText('Conciliação retomada')).not.toBeInTheDocument();
      expect(input()).toBeInTheDocument();
      expect(screen.getByText(/conciliação em andamento de Bicho Feliz Vet/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir para a conciliação de Bicho Feliz Vet' })).toHaveAttribute(
        'href',
        `/e/${TEST_COMPANY}/recebiveis/conciliacao`,
      );
    } finally {
      setStoreCompany(TEST_COMPANY);
    }
    expect(draftKeys()).toContain(keptKey('conciliacao.rascunho'));
    expect(Object.keys(localStorage).filter((k) => k.endsWith('@outra-empresa'))).toEqual([]);
  });

  it('a credit without a match is "sem correspondência", then "não conciliada"; the report survives leaving', async () => {
    const user = userEvent.setup(USER);
    const exact = seeded('exact');
    const noMatch = 'DEPÓSITO EM DINHEIRO AG 0001';
    const before = renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    await user.upload(
      input(),
      ofx([
        { date: DAY, amountCents: toCents(exact.valor), memo: `PIX RECEBIDO ${exact.cliente}`, fitId: 'W-1' },
        { date: DAY, amountCents: 9_876, memo: noMatch, fitId: 'W-2' },
      ]),
    );
    expect(await screen.findByText(/extrato OFX com 2 créditos e 0 débitos/)).toBeInTheDocument();
    expect(
      await screen.findByText('2 créditos a conciliar: 1 a confirmar, 1 sem correspondência.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(creditRow(noMatch)).toHaveTextContent('Sem correspondência');
    await user.click(screen.getByRole('button', { name: 'Confirmar todas as sugestões exatas (1)' }));
    expect(screen.getByText('2 créditos a conciliar: 1 confirmado, 1 sem correspondência.')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByLabelText('Conta do extrato')).not.toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Registrar baixa das confirmadas (1)' }));
    expect(
      await screen.findByText(
        /^Concluído\. 1 baixada \(R\$\s1\.234,56 recebidos\), 0 recusadas, 0 não enviadas, 0 ignoradas, 1 não conciliada\.$/,
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    const reportRow = (text: string) =>
      within(screen.getByRole('table', { name: 'Relatório das baixas, por lançamento' }))
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(text))!;
    expect(reportRow(noMatch)).toHaveTextContent('Não conciliada');
    expect(reportRow(noMatch)).not.toHaveTextContent('Ignorada');

    // Leaving and coming back: the report is there again.
    await user.click(screen.getByRole('link', { name: 'Ver recebíveis' }));
    before.unmount();
    renderWithApp(<ReconciliationPage companiesAt={none} />, { route: '/recebiveis/conciliacao' });
    // Finished: nothing is "taken up", the page says the settlements were done.
    expect(screen.getByText('Baixas já registradas')).toBeInTheDocument();
    expect(screen.queryByText('Baixas retomadas')).not.toBeInTheDocument();
    expect(reportRow(`PIX RECEBIDO ${exact.cliente}`)).toHaveTextContent('Baixada');
    expect(reportRow(noMatch)).toHaveTextContent('Não conciliada');

    const csv = await downloadReportCsv(user);
    expect(csv).toContain(';W-2;;Não conciliada;Sem correspondência.');
    expect(csv).not.toContain('Ignorada');

    await user.click(screen.getByRole('button', { name: 'Conciliar outro extrato' }));
    expect(draftKeys()).toEqual([]);
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('ReconciliationPage: development checks', () => {
  it('settles under StrictMode, whose check mounts the report twice', async () => {
    const user = userEvent.setup(USER);
    renderWithApp(
      <StrictMode>
        <ReconciliationPage companiesAt={none} />
      </StrictMode>,
      { route: '/recebiveis/conciliacao' },
    );
    const s = statement();
    await user.upload(input(), s.file);
    await settleExactSuggestions(user, 1);
    expect(await screen.findByText(/^Concluído\. 1 baixada/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(sandbox.api.store.settlements.get(s.exact.id)?.map((x) => x.nsu)).toEqual(['FIT-1']);
  });
});

describe('ReconciliationPage: the table at 1280×720', () => {
  it('fits beside the navigation: memo, status and actions wrap instead of being cut; the chosen installment in full', async () => {
    const { s, table } = await uploadStatement();
    // The width beside the navigation (13.75rem), the page's padding and a scroll bar.
    const available = 1280 - 13.75 * 16 - 2 * 16 - 16;
    const box = table.closest('.ui-table-scroll')!.firstElementChild as HTMLElement;
    const minWidth = parseFloat(box.style.minWidth) * 16;
    expect(minWidth).toBeLessThanOrEqual(available);
    // The columns' least widths (TableRoot's rules for this table) fit that width.
    const layout = [...table.classList].find((c) => c.startsWith('ui-cols-'))!;
    const rules = [...document.head.querySelectorAll('style')]
      .map((e) => e.textContent ?? '')
      .join('')
      .split('}')
      .filter((r) => r.includes(`.${layout}>`));
    const least = rules.reduce((sum, rule) => {
      const fixed = /flex:0 0 ([\d.]+)rem/.exec(rule);
      const share = /min-width:([\d.]+)rem/.exec(rule);
      return sum + Number(fixed?.[1] ?? share?.[1] ?? 0) * 16;
    }, 0);
    expect(rules).toHaveLength(6);
    expect(least).toBeLessThanOrEqual(minWidth);

    const cells = within(creditRow(s.memos.none)).getAllByRole('cell');
    const status = cells.find((c) => c.textContent === 'Sem correspondência')!;
    const actions = cells.find((c) => within(c).queryByRole('button', { name: /^Ignorar/ }))!;
    expect(status).toHaveClass('ui-wrap');
    expect(actions).toHaveClass('ui-wrap');
    // The bank's text is what a line is matched by: whole, in its own direction.
    const memo = cells.find((c) => c.textContent === s.memos.none)!;
    expect(memo).toHaveClass('ui-wrap');
    expect(memo).toHaveAttribute('dir', 'auto');
    const select = within(creditRow(s.memos.exact)).getByRole('combobox') as HTMLSelectElement;
    expect(select.title).toBe(select.selectedOptions[0]!.textContent);
    expect(select.title).toContain(s.exact.cliente);
    // The proposal reads whole beside the select, which shows only what fits: party, description, due date, amount.
    const proposal = creditRow(s.memos.exact).querySelector('[data-proposal]');
    expect(proposal?.textContent).toBe(select.selectedOptions[0]!.textContent);
    expect(proposal?.textContent).toMatch(/venc\. \d\d\/\d\d\/\d{4} · R\$\s[\d.]+,\d\d em aberto/);
    expect(proposal).toHaveClass('ui-stacked-main');
  });
});
