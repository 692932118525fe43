import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiSend, failOnce, sandboxForEachTest } from '../../../test/sandbox';
import { allInstallments } from '../../../../sandbox/api/receivable-model';
import { renderWithApp } from '../../../test/render';
import { formatDateBR, platformToday } from '../../../lib/dates';
import { SETTLEMENT_METHOD_LABELS } from '../../../lib/labels/settlement';
import { UNCATEGORISED_PREFIX } from '../../../../sandbox/api/seed-results';
import SettlementPage from './SettlementPage';

const sandbox = sandboxForEachTest();

/** Seeded standalone receivable reserved for component tests: overdue, R$ 3.870,00, nothing paid. */
const OPEN = 'Venda avulsa de cadeiras de escritório';

function idOf(description: string): string {
  const record = sandbox.api.store.receivables.find((r) => r.descricao === description);
  if (!record) throw new Error(`no seeded receivable "${description}"`);
  return record.id;
}

function open(description = OPEN, state?: { from: string }) {
  const id = idOf(description);
  const view = renderWithApp(<SettlementPage />, {
    route: `/recebiveis/${id}/baixa`,
    path: '/recebiveis/:parcelaId/baixa',
    state,
  });
  return { id, view };
}

/** A payable's own page. */
function view(id: string) {
  cleanup();
  return renderWithApp(<SettlementPage view />, { route: `/pagamentos/${id}`, path: '/pagamentos/:parcelaId' });
}

/** Another user settles `valorBruto` of the installment (on the platform); this screen refetches it. */
async function settleElsewhere(id: string, view: ReturnType<typeof open>['view'], valorBruto: number) {
  const account = sandbox.api.store.accounts[0]?.id as string;
  const other = await sandbox.api.handle(
    new Request(`http://sandbox.test/v1/financeiro/eventos-financeiros/parcelas/${id}/baixa`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data_pagamento: '2026-11-20',
        conta_financeira: account,
        composicao_valor: { valor_bruto: valorBruto },
      }),
    }),
  );
  expect(other.status).toBe(200);
  await view.queryClient.invalidateQueries({ queryKey: ['receivables', 'detail', id] });
}

const posts = () => sandbox.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/baixa'));
const gross = () => screen.getByLabelText(/Valor bruto/) as HTMLInputElement;

async function ready() {
  await screen.findByRole('heading', { name: OPEN }, { timeout: 5000 });
  // the default account arrives with the accounts list
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^Conta financeira/ })).toHaveDisplayValue(
      'Conta corrente principal (Banco do Brasil)',
    ),
  );
}

/** Opens the screen on the open receivable and waits for its form; returns the user driving it too. */
async function openReady() {
  const user = userEvent.setup();
  const opened = open();
  await ready();
  return { ...opened, user };
}

/** Replaces the gross value with `value`, as typed. */
async function typeGross(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.clear(gross());
  await user.type(gross(), value);
}

/** Presses "Registrar baixa". */
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Registrar baixa' }));

describe('SettlementPage', () => {
  it('shows the installment first, then the form prefilled with the open amount, today and the default account', async () => {
    open();
    await ready();
    const summary = screen.getByRole('region', { name: OPEN });
    expect(within(summary).getAllByText('R$ 3.870,00').length).toBeGreaterThanOrEqual(2);
    expect(within(summary).getByText('Nenhuma baixa registrada nesta parcela.')).toBeInTheDocument();
    expect(within(summary).getAllByText('Atrasado').length).toBeGreaterThan(0);
    expect(gross().value).toBe('3.870,00');
    // The platform's day (São Paulo), not the machine's: from 21:00 there they differ.
    expect(screen.getByLabelText(/Data do pagamento/)).toHaveValue(formatDateBR(platformToday()));
    expect(screen.getByTestId('net-amount')).toHaveTextContent('R$ 3.870,00');
  });

  it('names who pays or is paid, which the installment read leaves out: the search row of the same id', async () => {
    const { id } = open();
    await ready();
    const customer = sandbox.api.store.customers.find(
      (c) => c.id === sandbox.api.store.receivables.find((r) => r.id === id)?.customerId,
    );
    const summary = screen.getByRole('region', { name: OPEN });
    expect(await within(summary).findByText(customer!.nome)).toBeInTheDocument();
    expect(within(summary).getByText('Cliente')).toBeInTheDocument();

    const bill = sandbox.api.store.payables.find((p) => p.supplierId && p.descricao)!;
    const supplier = sandbox.api.store.customers.find((c) => c.id === bill.supplierId)!;
    view(bill.id);
    const billSummary = await screen.findByRole('region', { name: bill.descricao }, { timeout: 5000 });
    expect(within(billSummary).getByText('Fornecedor')).toBeInTheDocument();
    expect(await within(billSummary).findByText(supplier.nome)).toBeInTheDocument();
  });

  it("names the event's category, as the platform keeps it", async () => {
    const { id } = open();
    await ready();
    const record = sandbox.api.store.receivables.find((r) => r.id === id)!;
    const category = sandbox.api.store.categories.find((c) => c.id === record.categoryId)!;
    const summary = screen.getByRole('region', { name: OPEN });
    expect(within(summary).getByText('Categoria')).toBeInTheDocument();
    expect(within(summary).getByText(category.nome)).toBeInTheDocument();
  });

  it('says where an entry without a category is classified: not here, the API cannot', async () => {
    const record = sandbox.api.store.receivables.find((r) => r.descricao?.startsWith(UNCATEGORISED_PREFIX))!;
    renderWithApp(<SettlementPage view />, { route: `/recebiveis/${record.id}`, path: '/recebiveis/:parcelaId' });
    const summary = await screen.findByRole('region', { name: record.descricao as string }, { timeout: 5000 });
    expect(
      await within(summary).findByText(/^Sem categoria\. Escolha-a no Conta Azul: a API da plataforma não altera/),
    ).toBeInTheDocument();
  });

  it('lists the charges issued for the installment: kind, status and due date', async () => {
    const store = sandbox.api.store;
    const overdue = allInstallments(store, 'RECEITA').find((i) => i.status === 'ATRASADO' && i.openCents > 0)!;
    const account = store.accounts.find((a) => a.tipo === 'COBRANCAS_CONTA_AZUL')!;
    const issued = await apiSend(
      sandbox,
      'POST',
      '/v1/financeiro/eventos-financeiros/contas-a-receber/gerar-cobranca',
      {
        conta_bancaria: account.id,
        descricao_fatura: 'Mensalidade',
        id_parcela: overdue.id,
        data_vencimento: '2026-12-08',
        tipo: 'PIX_COBRANCA',
      },
    );
    expect(issued.status).toBe(200);
    renderWithApp(<SettlementPage view />, { route: `/recebiveis/${overdue.id}`, path: '/recebiveis/:parcelaId' });
    const summary = await screen.findByRole('region', { name: overdue.descricao as string }, { timeout: 5000 });
    expect(within(summary).getByText('Cobrança')).toBeInTheDocument();
    expect(
      within(summary).getByText(
        (_, el) => el?.tagName === 'SPAN' && /^Cobrança Pix: .+, vence 08\/12\/2026/.test(el.textContent ?? ''),
      ),
    ).toBeInTheDocument();
  });

  /** A bill split between two expense categories by `split`, paid in `parcelas` (due date, value); its categories. */
  async function splitBill(descricao: string, split: [number, number], parcelas: [string, number][]) {
    const [a, b] = sandbox.api.store.categories.filter((c) => c.tipo === 'DESPESA');
    const created = await apiSend(sandbox, 'POST', '/v1/financeiro/eventos-financeiros/contas-a-pagar', {
      descricao,
      data_competencia: '2026-11-10',
      valor: split[0] + split[1],
      contato: sandbox.api.store.customers[0]!.id,
      rateio: [
        { id_categoria: a!.id, valor: split[0], rateio_centro_custo: [] },
        { id_categoria: b!.id, valor: split[1], rateio_centro_custo: [] },
      ],
      condicao_pagamento: {
        parcelas: parcelas.map(([data_vencimento, valor]) => ({
          descricao,
          data_vencimento,
          detalhe_valor: { valor_bruto: valor, valor_liquido: valor, multa: 0, juros: 0, desconto: 0, taxa: 0 },
        })),
      },
    });
    expect(created.status).toBe(200);
    return { a: a!.nome, b: b!.nome };
  }
  /** `text` whole, as a pattern: the currency's space matches any space (the amounts use a no-break one). */
  const whole = (text: string) =>
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/R\\\$ /g, 'R\\$\\s')}$`);

  it('names each category of a split event with its share', async () => {
    const descricao = 'Consultoria dividida';
    const { a, b } = await splitBill(descricao, [600, 400], [['2026-11-20', 1000]]);
    view(sandbox.api.store.payables.find((p) => p.descricao === descricao)!.id);
    const summary = await screen.findByRole('region', { name: descricao }, { timeout: 5000 });
    expect(within(summary).getByText('Categorias desta parcela')).toBeInTheDocument();
    expect(within(summary).getByText(/R\$\s600,00\); .*R\$\s400,00\)$/)).toHaveTextContent(
      whole(`${a} (R$ 600,00); ${b} (R$ 400,00)`),
    );
    expect(within(summary).queryByTestId('event-split')).not.toBeInTheDocument();
  });

  it("shows one installment's part of each category, as the income statement counts it, and the event's split beside", async () => {
    const descricao = 'Consultoria em três vezes';
    const { a, b } = await splitBill(
      descricao,
      [700, 300],
      [
        ['2026-11-20', 333.33],
        ['2026-12-20', 333.33],
        ['2027-01-20', 333.34],
      ],
    );
    const first = sandbox.api.store.payables.find(
      (p) => p.descricao === descricao && p.data_vencimento === '2026-11-20',
    )!;
    view(first.id);
    const summary = await screen.findByRole('region', { name: descricao }, { timeout: 5000 });
    // 333.33 × 0.7 = 233.331 and × 0.3 = 99.999: the cent left goes to the larger remainder.
    expect(within(summary).getByText(/R\$\s233,33\); /)).toHaveTextContent(whole(`${a} (R$ 233,33); ${b} (R$ 100,00)`));
    expect(within(summary).getByTestId('event-split')).toHaveTextContent(
      whole(`Rateio do lançamento (R$ 1.000,00): ${a} (R$ 700,00); ${b} (R$ 300,00)`),
    );
  });

  it('computes the net amount live, in cents', async () => {
    const { user } = await openReady();
    await typeGross(user, '100,10');
    await user.type(screen.getByLabelText('Juros'), '0,20');
    await user.type(screen.getByLabelText('Desconto'), '5');
    await user.type(screen.getByLabelText('Taxa'), '1,99');
    expect(screen.getByTestId('net-amount')).toHaveTextContent('R$ 93,31');
  });

  it('refuses a negative net amount without calling the server', async () => {
    const { user } = await openReady();
    await typeGross(user, '10');
    await user.type(screen.getByLabelText('Desconto'), '11');
    await submit(user);
    expect(await screen.findByText(/O valor líquido .* não pode ser negativo/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('refuses a gross value of zero, as the platform does, without calling the server', async () => {
    const { user } = await openReady();
    await typeGross(user, '0');
    await submit(user);
    expect(await screen.findByText('Informe um valor bruto maior que zero.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('registers a partial settlement once, even on a double click, and names it in words and shows the new status', async () => {
    const { id, user } = await openReady();
    await typeGross(user, '1000');
    await user.type(screen.getByLabelText('NSU'), '778899');
    await user.dblClick(screen.getByRole('button', { name: 'Registrar baixa' }));
    const status = await screen.findByTestId('installment-status');
    await waitFor(() => expect(status).toHaveTextContent('Recebido parcial'));
    expect(posts()).toHaveLength(1);
    const saved = sandbox.api.store.settlements.get(id) ?? [];
    expect(saved).toHaveLength(1);
    // Named in words (amount and date), not by its internal id and version.
    expect(screen.getByTestId('settlement-name')).toHaveTextContent(/^R\$\s1\.000,00 de \d\d\/\d\d\/\d{4}$/);
    expect(screen.getByRole('status')).not.toHaveTextContent(saved[0]?.id ?? 'missing');
    // The account by its name, not "na conta Conta corrente…".
    expect(screen.getByRole('status')).toHaveTextContent(/registrado em Conta corrente principal/);
    expect(screen.getByRole('status')).not.toHaveTextContent(/na conta/);
    expect(screen.queryByTestId('settlement-version')).toBeNull();
    expect(screen.queryByTestId('settlement-net')).toBeNull();
    expect(saved[0]).toMatchObject({ composicao_valor: { valor_bruto: 1000 }, nsu: '778899' });
    // the summary now lists the settlement and the new open amount
    expect(screen.getByRole('table', { name: 'Baixas anteriores' })).toHaveTextContent('778899');
    expect(screen.getAllByText('R$ 2.870,00').length).toBeGreaterThan(0);
    // The button pressed is gone: the focus is on the result, then on the next form.
    expect(screen.getByTestId('settlement-result')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Registrar outra baixa' }));
    expect(await screen.findByRole('heading', { name: 'Dados do pagamento' })).toHaveFocus();
  });

  it('names the net amount too when penalty or interest make it differ from the gross', async () => {
    const { user } = await openReady();
    await typeGross(user, '100');
    await user.type(screen.getByLabelText('Multa'), '2');
    await user.type(screen.getByLabelText('Juros'), '0,50');
    await submit(user);
    const net = await screen.findByTestId('settlement-net');
    expect(net.textContent?.replace(/\s/g, ' ')).toBe('R$ 102,50');
    expect(screen.getByTestId('settlement-name').textContent).toMatch(/^R\$\s100,00 de /);
  });

  it('asks for confirmation when the gross value is above the open amount', async () => {
    const { id, user } = await openReady();
    await typeGross(user, '4000');
    await submit(user);
    expect(await screen.findByText(/maior que o valor em aberto \(R\$\s3\.870,00\)/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirmar e registrar' }));
    await waitFor(() => expect(screen.getByTestId('installment-status')).toHaveTextContent('Recebido'));
    expect(sandbox.api.store.settlements.get(id)).toHaveLength(1);
  });

  it('asks for confirmation of a payment date in the future', async () => {
    const { user } = await openReady();
    const date = screen.getByLabelText(/Data do pagamento/);
    await user.clear(date);
    await user.type(date, '10012099');
    await submit(user);
    expect(await screen.findByText('A data do pagamento (10/01/2099) está no futuro.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    expect(screen.queryByText(/está no futuro/)).not.toBeInTheDocument();
    // back to the field in question
    await waitFor(() => expect(date).toHaveFocus());
  });

  it('shows the server message on a 400 and keeps every field', async () => {
    // The platform names the field by its API path; the user reads the sentence.
    failOnce(sandbox, 'POST', '/baixa$', 400, 'conta_financeira: conta financeira bloqueada para recebimentos.');
    const { id, user } = await openReady();
    await typeGross(user, '123,45');
    await user.type(screen.getByLabelText('Multa'), '2');
    await user.type(screen.getByLabelText('NSU'), 'ABC123');
    await user.type(screen.getByLabelText('Observação'), 'Pago na boca do caixa');
    await submit(user);
    expect(await screen.findByText('Conta financeira bloqueada para recebimentos.')).toBeInTheDocument();
    expect(screen.queryByText(/conta_financeira:/)).not.toBeInTheDocument();
    expect(gross().value).toBe('123,45');
    expect(screen.getByLabelText('Multa')).toHaveValue('2,00');
    expect(screen.getByLabelText('NSU')).toHaveValue('ABC123');
    expect(screen.getByLabelText('Observação')).toHaveValue('Pago na boca do caixa');
    expect(sandbox.api.store.settlements.get(id) ?? []).toHaveLength(0);
    // and it can be sent again
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('installment-status')).toHaveTextContent('Recebido parcial'));
  });

  it("offers every settlement method with its Portuguese label, the installment's own method preselected", async () => {
    const { id } = open();
    await ready();
    const own = sandbox.api.store.receivables.find((r) => r.id === id)?.metodo_pagamento as string;
    const method = screen.getByRole('combobox', { name: 'Forma de pagamento' });
    expect(method).toHaveDisplayValue(SETTLEMENT_METHOD_LABELS[own] as string);
    const options = within(method)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Não informada',
      'Pix',
      'Boleto bancário',
      'Transferência bancária',
      'Dinheiro',
      'Cartão de crédito',
      'Cartão de débito',
      'Depósito bancário',
      'Cartão de crédito via link',
      'Cheque',
      'Carteira digital',
      'Crédito na loja',
      'Crédito virtual',
      'Cashback',
      'Outro',
    ]);
  });

  it('says which required fields are missing, in Portuguese, without calling the server', async () => {
    const { user } = await openReady();
    await user.clear(gross());
    await user.clear(screen.getByLabelText(/Data do pagamento/));
    await submit(user);
    expect(await screen.findByText('Informe a data.')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(gross()).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('keeps the date, account and method on a 400 too, and sends them once corrected', async () => {
    failOnce(sandbox, 'POST', '/baixa$', 400, 'Data de pagamento em período fechado.');
    const { id, user } = await openReady();
    const date = screen.getByLabelText(/Data do pagamento/);
    await user.clear(date);
    await user.type(date, '15/01/2026');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Conta financeira/ }), 'Poupança reserva (Caixa)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Forma de pagamento' }), 'Cheque');
    await typeGross(user, '70');
    await submit(user);
    expect(await screen.findByText('Data de pagamento em período fechado.')).toBeInTheDocument();
    expect(date).toHaveValue('15/01/2026');
    expect(screen.getByRole('combobox', { name: /^Conta financeira/ })).toHaveDisplayValue('Poupança reserva (Caixa)');
    expect(screen.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveDisplayValue('Cheque');
    expect(gross().value).toBe('70,00');

    await submit(user);
    await waitFor(() => expect(screen.getByTestId('installment-status')).toHaveTextContent('Recebido parcial'));
    const poupanca = sandbox.api.store.accounts.find((a) => a.nome === 'Poupança reserva')?.id;
    expect(sandbox.api.store.settlements.get(id)).toEqual([
      expect.objectContaining({
        data_pagamento: '2026-01-15',
        conta_financeira: poupanca,
        metodo_pagamento: 'CHEQUE',
        composicao_valor: { valor_bruto: 70 },
      }),
    ]);
  });

  it('keeps what the user typed when the installment is refreshed in the background (settled elsewhere meanwhile)', async () => {
    const { id, view, user } = await openReady();
    await typeGross(user, '500');
    await user.type(screen.getByLabelText('NSU'), 'N-1');
    // Another user registers part of it; this screen refetches the installment.
    await settleElsewhere(id, view, 870);
    // The summary shows the new figures ...
    await waitFor(() => expect(screen.getByText('Em aberto: R$ 3.000,00')).toBeInTheDocument());
    // ... and the form still holds the input.
    expect(gross().value).toBe('500,00');
    expect(screen.getByLabelText('NSU')).toHaveValue('N-1');
  });

  it('an installment paid above its value keeps its value and shows what was received over it', async () => {
    const id = idOf(OPEN);
    const page = renderWithApp(<SettlementPage view />, { route: `/recebiveis/${id}`, path: '/recebiveis/:parcelaId' });
    await screen.findByRole('heading', { name: OPEN }, { timeout: 5000 });
    await settleElsewhere(id, page, 3870 + 405.99);
    const figure = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' }, { timeout: 5000 })).parentElement?.textContent;
    await waitFor(async () => expect(await figure('Recebido a mais')).toMatch(/R\$\s405,99/));
    expect(await figure('Valor total')).toMatch(/R\$\s3\.870,00/);
    expect(await figure('Já recebido')).toMatch(/R\$\s4\.275,99/);
  });

  it('offers no form for a cancelled or a fully paid installment, and says why', async () => {
    open('Evento corporativo de fim de ano');
    expect(await screen.findByText('Esta parcela foi cancelada e não aceita baixa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar baixa' })).not.toBeInTheDocument();
  });

  it('"Ver parcela": the installment\'s own page, its settlements with correction and undo, the form one press away', async () => {
    const user = userEvent.setup();
    const id = idOf(OPEN);
    const view = renderWithApp(<SettlementPage view />, {
      route: `/recebiveis/${id}`,
      path: '/recebiveis/:parcelaId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcela' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: OPEN }, { timeout: 5000 });
    expect(screen.queryByLabelText(/Valor bruto/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Registrar baixa' }));
    expect(view.location()).toBe(`/recebiveis/${id}/baixa`);
  });

  it('"Cancelar" goes back to the installment\'s page when the form was opened from it, else to the list', async () => {
    const id = idOf(OPEN);
    const page = renderWithApp(<SettlementPage />, {
      route: `/recebiveis/${id}/baixa`,
      path: '/recebiveis/:parcelaId/baixa',
      state: { from: '/recebiveis?status=ATRASADO', daParcela: true },
    });
    await ready();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', `/recebiveis/${id}`);
    page.unmount();
    open();
    await ready();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/recebiveis');
  });

  it('explains a fully paid installment', async () => {
    open('Licenciamento anual de software');
    expect(await screen.findByText(/já está quitada/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Valor bruto/)).not.toBeInTheDocument();
  });

  it('returns to the collections screen, with its filters, when the user came from it', async () => {
    const user = userEvent.setup();
    const collections = '/recebiveis/inadimplencia?cliente=Padaria&faixa=d31_60';
    const { view } = open(OPEN, { from: collections });
    await ready();
    expect(screen.queryByRole('link', { name: 'Voltar para recebíveis' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para inadimplência' })).toHaveAttribute('href', collections);
    // After a settlement, the link under the result goes back there too.
    await submit(user);
    await screen.findByTestId('installment-status');
    expect(screen.getByRole('link', { name: 'Ver inadimplência' })).toHaveAttribute('href', collections);
    await user.click(screen.getByRole('link', { name: 'Voltar para inadimplência' }));
    expect(view.location()).toBe(collections);
  });

  it('returns to the receivables list when nothing says where the user came from', async () => {
    open();
    await ready();
    expect(screen.getByRole('link', { name: 'Voltar para recebíveis' })).toHaveAttribute('href', '/recebiveis');
  });

  it('an address of no installment, unknown or not an id, says so with a way back and nothing to try again', async () => {
    for (const id of ['0190a5c8-0000-7000-8000-00000000ffff', 'abc']) {
      const page = renderWithApp(<SettlementPage />, {
        route: `/recebiveis/${id}/baixa`,
        path: '/recebiveis/:parcelaId/baixa',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Parcela não encontrada' })).toBeInTheDocument();
      expect(
        screen.getByText('A parcela deste endereço não existe, foi excluída ou é de outra empresa.'),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Voltar para recebíveis' })).toHaveAttribute('href', '/recebiveis');
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
      expect(document.body.textContent).not.toContain('parcela_id');
      page.unmount();
    }
  });
});

describe('undoing a settlement', () => {
  /** Seeded partly received (R$ 5.400,00, due 27 days ago): one settlement, still open. */
  const PARTIAL = 'Projeto de paisagismo';
  const deletes = () => sandbox.requests.filter((r) => r.method === 'DELETE' && /\/parcelas\/baixa\//.test(r.url));

  async function openPartial() {
    const id = idOf(PARTIAL);
    const [seeded] = sandbox.api.store.settlements.get(id) ?? [];
    if (!seeded) throw new Error('the seeded partial receivable has no settlement');
    open(PARTIAL);
    const summary = await screen.findByRole('region', { name: PARTIAL }, { timeout: 5000 });
    const history = await within(summary).findByRole('table', { name: 'Baixas anteriores' });
    const amount = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
      .format(seeded.composicao_valor.valor_bruto)
      .replace(/\s/g, ' ');
    const date = seeded.data_pagamento.split('-').reverse().join('/');
    return { id, summary, history, amount, date };
  }

  /** Presses "Desfazer" on the settlement of `amount` on `date` and returns the dialog that asks. */
  async function askToUndo(
    user: ReturnType<typeof userEvent.setup>,
    history: HTMLElement,
    amount: string,
    date: string,
  ) {
    await user.click(
      within(history).getByRole('button', {
        name: (n) => n.replace(/\s/g, ' ') === `Desfazer a baixa de ${amount} de ${date}`,
      }),
    );
    return screen.findByRole('dialog', { name: 'Desfazer esta baixa?' });
  }

  it('asks first, naming the amount and the date; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const { history, amount, date } = await openPartial();
    const dialog = await askToUndo(user, history, amount, date);
    expect((dialog.textContent ?? '').replace(/\s/g, ' ')).toContain(`A baixa de ${amount} de ${date} será excluída`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);
  });

  it('titles a renegotiated installment by its description without the renegotiation mark', async () => {
    const id = idOf(PARTIAL);
    sandbox.api.store.installmentEdits.set(id, {
      descricao: `${PARTIAL} (renegociada 1/2) [renegociação 8a68784995]`,
      alterado_em: '2026-01-10T12:00:00.000Z',
    });
    open(PARTIAL);
    expect(
      await screen.findByRole('heading', { level: 2, name: `${PARTIAL} (renegociada 1/2)` }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('8a68784995');
  });

  it('a lost installment keeps its settlements: no correction or undo, and the page says why', async () => {
    const id = idOf(PARTIAL);
    sandbox.api.store.installmentEdits.set(id, {
      perda: { data: '2026-01-10', valor: 100 },
      alterado_em: '2026-01-10T12:00:00.000Z',
    });
    open(PARTIAL);
    const summary = await screen.findByRole('region', { name: PARTIAL }, { timeout: 5000 });
    const history = await within(summary).findByRole('table', { name: 'Baixas anteriores' });
    expect(
      within(summary).getByText(
        'Esta parcela foi registrada como perdida: as baixas dela não podem ser corrigidas nem desfeitas, pois ela não aceitaria baixa de novo.',
      ),
    ).toBeInTheDocument();
    expect(within(history).queryByRole('button')).toBeNull();
  });

  it('undoes it: one DELETE, the installment open again with its whole value, the history empty', async () => {
    const user = userEvent.setup();
    const { id, summary, history, amount, date } = await openPartial();
    const dialog = await askToUndo(user, history, amount, date);
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer baixa' }));
    expect(await screen.findByText('Baixa desfeita')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('installment-status-after-undo')).toHaveTextContent('Atrasado'));
    expect(within(summary).getByText('Nenhuma baixa registrada nesta parcela.')).toBeInTheDocument();
    expect(within(summary).getAllByText('R$ 5.400,00').length).toBeGreaterThanOrEqual(2);
    expect(deletes()).toHaveLength(1);
    expect(sandbox.api.store.settlements.get(id)).toEqual([]);
    // Still open: the form is there again for a new settlement.
    expect(screen.getByRole('heading', { name: 'Dados do pagamento' })).toBeInTheDocument();
  });

  it('a refusal keeps the dialog open with the server message, and nothing is lost', async () => {
    failOnce(sandbox, 'DELETE', '/parcelas/baixa/', 500, 'Falha ao excluir a baixa');
    const user = userEvent.setup();
    const { id, history, amount, date } = await openPartial();
    const dialog = await askToUndo(user, history, amount, date);
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer baixa' }));
    expect(await within(dialog).findByText('Falha ao excluir a baixa')).toBeInTheDocument();
    expect(sandbox.api.store.settlements.get(id)).toHaveLength(1);
    // Trying again works.
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer baixa' }));
    expect(await screen.findByText('Baixa desfeita')).toBeInTheDocument();
    expect(sandbox.api.store.settlements.get(id)).toEqual([]);
  });
});

describe('the settlement form follows the platform', () => {
  /** Seeded partly received (R$ 5.400,00): one settlement, still open. */
  const PARTIAL = 'Projeto de paisagismo';
  const flat = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
  const brl = (n: number) =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\s/g, ' ');
  const grossDescription = () =>
    flat(document.getElementById(gross().getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null);

  async function openPartial() {
    const id = idOf(PARTIAL);
    const [seeded] = sandbox.api.store.settlements.get(id) ?? [];
    if (!seeded) throw new Error('the seeded partial receivable has no settlement');
    const { view } = open(PARTIAL);
    const summary = await screen.findByRole('region', { name: PARTIAL }, { timeout: 5000 });
    const history = await within(summary).findByRole('table', { name: 'Baixas anteriores' });
    await waitFor(() => expect(gross().value).not.toBe(''));
    const date = seeded.data_pagamento.split('-').reverse().join('/');
    const button = (action: 'Corrigir' | 'Desfazer', amount: number) =>
      within(history).getByRole('button', {
        name: (n) => flat(n) === `${action} a baixa de ${brl(amount)} de ${date}`,
      });
    const user = userEvent.setup();
    /** Corrects the settlement of `amount` to the gross value `typed`, and waits until it is saved. */
    async function correct(amount: number, typed: string) {
      await user.click(button('Corrigir', amount));
      const dialog = await screen.findByRole('dialog', { name: 'Corrigir baixa' }, { timeout: 5000 });
      const dialogGross = within(dialog).getByLabelText(/Valor bruto/);
      await waitFor(() => expect(dialogGross).not.toHaveValue(''));
      await user.clear(dialogGross);
      await user.type(dialogGross, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
      await screen.findByText('Baixa corrigida');
    }
    /** Undoes the settlement of `amount`, confirming in the dialog, and waits until it is gone. */
    async function undo(amount: number) {
      await user.click(button('Desfazer', amount));
      const dialog = await screen.findByRole('dialog', { name: 'Desfazer esta baixa?' });
      await user.click(within(dialog).getByRole('button', { name: 'Desfazer baixa' }));
      await screen.findByText('Baixa desfeita');
    }
    return { id, view, seeded, summary, button, user, correct, undo };
  }

  it("starts with the installment's own account when it is an active one", async () => {
    const record = sandbox.api.store.receivables.find((r) => r.descricao === OPEN);
    const own = sandbox.api.store.accounts.find((a) => a.nome === 'Poupança reserva');
    if (!record || !own) throw new Error('seed changed');
    record.accountId = own.id;
    open();
    await screen.findByRole('heading', { name: OPEN }, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Conta financeira/ })).toHaveDisplayValue(
        'Poupança reserva (Caixa)',
      ),
    );
  });

  it('prefills the gross value with the open amount after a correction and an undo; a typed value stays, checked against the open amount now', async () => {
    const { id, view, seeded, user, correct, undo } = await openPartial();
    const open0 = 5400 - seeded.composicao_valor.valor_bruto;
    expect(flat(gross().value)).toBe(brl(open0).replace(/^R\$ /, ''));

    // Corrected to R$ 1.000,00: R$ 4.400,00 open, and the untouched field says so.
    await correct(seeded.composicao_valor.valor_bruto, '1000');
    await waitFor(() => expect(gross().value).toBe('4.400,00'));
    expect(grossDescription()).toBe('Em aberto: R$ 4.400,00');

    // Undone: the whole R$ 5.400,00 is open again, in the field too.
    await undo(1000);
    await waitFor(() => expect(gross().value).toBe('5.400,00'));
    expect(grossDescription()).toBe('Em aberto: R$ 5.400,00');

    // A typed amount stays through a change made elsewhere; the confirmation compares it
    // with what is open now.
    await typeGross(user, '5000');
    await user.tab();
    await settleElsewhere(id, view, 900);
    await waitFor(() => expect(grossDescription()).toBe('Em aberto: R$ 4.500,00'));
    expect(gross().value).toBe('5.000,00');
    await submit(user);
    expect(await screen.findByText(/maior que o valor em aberto \(R\$\s4\.500,00\)/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('gives focus back to the control that opened a dialog, or to the installment when it is gone', async () => {
    const { seeded, button, user, correct, undo } = await openPartial();
    const amount = seeded.composicao_valor.valor_bruto;

    // Cancelled: back to "Desfazer".
    await user.click(button('Desfazer', amount));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer esta baixa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button('Desfazer', amount)).toHaveFocus());

    // Corrected: back to that settlement's "Corrigir" (named by its new amount).
    await correct(amount, '1000');
    await waitFor(() => expect(button('Corrigir', 1000)).toHaveFocus());

    // Undone (the only settlement): its row is gone, the installment's title takes focus.
    await undo(1000);
    await waitFor(() => expect(screen.getByRole('heading', { name: PARTIAL })).toHaveFocus());
  });
});
