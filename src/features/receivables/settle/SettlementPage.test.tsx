import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import { SETTLEMENT_METHOD_LABELS } from '../../../lib/labels';
import SettlementPage from './SettlementPage';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Seeded standalone receivable reserved for component tests: overdue, R$ 3.870,00, nothing paid. */
const OPEN = 'Venda avulsa de cadeiras de escritório';

function idOf(description: string): string {
  const record = sandbox.api.store.receivables.find((r) => r.descricao === description);
  if (!record) throw new Error(`no seeded receivable "${description}"`);
  return record.id;
}

function open(description = OPEN) {
  const id = idOf(description);
  const view = renderWithApp(<SettlementPage />, { route: `/recebiveis/${id}/baixa`, path: '/recebiveis/:parcelaId/baixa' });
  return { id, view };
}

const posts = () => sandbox.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/baixa'));
const gross = () => screen.getByLabelText(/Valor bruto/) as HTMLInputElement;

async function ready() {
  await screen.findByRole('heading', { name: OPEN }, { timeout: 5000 });
  // the default account arrives with the accounts list
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Conta financeira/ })).toHaveDisplayValue('Conta corrente principal (Banco do Brasil)'));
}

describe('SettlementPage', () => {
  it('shows the installment first, then the form prefilled with the open amount, today and the default account', async () => {
    open();
    await ready();
    const summary = screen.getByRole('region', { name: OPEN });
    expect(within(summary).getAllByText('R$ 3.870,00').length).toBeGreaterThanOrEqual(2);
    expect(within(summary).getByText('Nenhuma baixa registrada nesta parcela.')).toBeInTheDocument();
    expect(within(summary).getAllByText('Atrasado').length).toBeGreaterThan(0);
    expect(gross().value).toBe('R$ 3.870');
    expect(screen.getByLabelText(/Data do pagamento/)).toHaveValue(new Intl.DateTimeFormat('en-CA').format(new Date()));
    expect(screen.getByTestId('net-amount')).toHaveTextContent('R$ 3.870,00');
  });

  it('computes the net amount live, in cents', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    await user.clear(gross());
    await user.type(gross(), '100,10');
    await user.type(screen.getByLabelText('Juros'), '0,20');
    await user.type(screen.getByLabelText('Desconto'), '5');
    await user.type(screen.getByLabelText('Taxa'), '1,99');
    expect(screen.getByTestId('net-amount')).toHaveTextContent('R$ 93,31');
  });

  it('refuses a negative net amount without calling the server', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    await user.clear(gross());
    await user.type(gross(), '10');
    await user.type(screen.getByLabelText('Desconto'), '11');
    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    expect(await screen.findByText(/O valor líquido .* não pode ser negativo/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('registers a partial settlement once, even on a double click, and shows id, version and the new status', async () => {
    const user = userEvent.setup();
    const { id } = open();
    await ready();
    await user.clear(gross());
    await user.type(gross(), '1000');
    await user.type(screen.getByLabelText('NSU'), '778899');
    await user.dblClick(screen.getByRole('button', { name: 'Registrar baixa' }));
    const status = await screen.findByTestId('installment-status');
    await waitFor(() => expect(status).toHaveTextContent('Recebido parcial'));
    expect(posts()).toHaveLength(1);
    const saved = sandbox.api.store.settlements.get(id) ?? [];
    expect(saved).toHaveLength(1);
    expect(screen.getByTestId('settlement-id')).toHaveTextContent(saved[0]?.id ?? 'missing');
    expect(screen.getByTestId('settlement-version')).toHaveTextContent('1');
    expect(saved[0]).toMatchObject({ composicao_valor: { valor_bruto: 1000 }, nsu: '778899' });
    // the summary now lists the settlement and the new open amount
    expect(screen.getByRole('table', { name: 'Baixas anteriores' })).toHaveTextContent('778899');
    expect(screen.getAllByText('R$ 2.870,00').length).toBeGreaterThan(0);
  });

  it('asks for confirmation when the gross value is above the open amount', async () => {
    const user = userEvent.setup();
    const { id } = open();
    await ready();
    await user.clear(gross());
    await user.type(gross(), '4000');
    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    expect(await screen.findByText(/maior que o valor em aberto \(R\$\s3\.870,00\)/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirmar e registrar' }));
    await waitFor(() => expect(screen.getByTestId('installment-status')).toHaveTextContent('Recebido'));
    expect(sandbox.api.store.settlements.get(id)).toHaveLength(1);
  });

  it('asks for confirmation of a payment date in the future', async () => {
    const user = userEvent.setup();
    open();
    await ready();
    const date = screen.getByLabelText(/Data do pagamento/);
    await user.clear(date);
    await user.type(date, '2099-01-10');
    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    expect(await screen.findByText('A data do pagamento (10/01/2099) está no futuro.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    expect(screen.queryByText(/está no futuro/)).not.toBeInTheDocument();
    // back to the field in question
    await waitFor(() => expect(date).toHaveFocus());
  });

  it('shows the server message on a 400 and keeps every field', async () => {
    sandbox.api.faults.add({ path: '/baixa$', method: 'POST', status: 400, error: 'Conta financeira bloqueada para recebimentos.', times: 1 });
    const user = userEvent.setup();
    const { id } = open();
    await ready();
    await user.clear(gross());
    await user.type(gross(), '123,45');
    await user.type(screen.getByLabelText('Multa'), '2');
    await user.type(screen.getByLabelText('NSU'), 'ABC123');
    await user.type(screen.getByLabelText('Observação'), 'Pago na boca do caixa');
    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    expect(await screen.findByText('Conta financeira bloqueada para recebimentos.')).toBeInTheDocument();
    expect(gross().value).toBe('R$ 123,45');
    expect(screen.getByLabelText('Multa')).toHaveValue('R$ 2');
    expect(screen.getByLabelText('NSU')).toHaveValue('ABC123');
    expect(screen.getByLabelText('Observação')).toHaveValue('Pago na boca do caixa');
    expect(sandbox.api.store.settlements.get(id) ?? []).toHaveLength(0);
    // and it can be sent again
    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    await waitFor(() => expect(screen.getByTestId('installment-status')).toHaveTextContent('Recebido parcial'));
  });

  it('offers every settlement method with its Portuguese label, the installment\'s own method preselected', async () => {
    const { id } = open();
    await ready();
    const own = sandbox.api.store.receivables.find((r) => r.id === id)?.metodo_pagamento as string;
    const method = screen.getByRole('combobox', { name: 'Forma de pagamento' });
    expect(method).toHaveDisplayValue(SETTLEMENT_METHOD_LABELS[own] as string);
    const options = within(method).getAllByRole('option').map((o) => o.textContent);
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
    const user = userEvent.setup();
    open();
    await ready();
    await user.clear(gross());
    await user.clear(screen.getByLabelText(/Data do pagamento/));
    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    expect(await screen.findByText('Informe a data.')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(gross()).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('keeps the date, account and method on a 400 too, and sends them once corrected', async () => {
    sandbox.api.faults.add({ path: '/baixa$', method: 'POST', status: 400, error: 'Data de pagamento em período fechado.', times: 1 });
    const user = userEvent.setup();
    const { id } = open();
    await ready();
    const date = screen.getByLabelText(/Data do pagamento/);
    await user.clear(date);
    await user.type(date, '2026-01-15');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Conta financeira/ }), 'Poupança reserva (Caixa)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Forma de pagamento' }), 'Cheque');
    await user.clear(gross());
    await user.type(gross(), '70');
    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    expect(await screen.findByText('Data de pagamento em período fechado.')).toBeInTheDocument();
    expect(date).toHaveValue('2026-01-15');
    expect(screen.getByRole('combobox', { name: /^Conta financeira/ })).toHaveDisplayValue('Poupança reserva (Caixa)');
    expect(screen.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveDisplayValue('Cheque');
    expect(gross().value).toBe('R$ 70');

    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    await waitFor(() => expect(screen.getByTestId('installment-status')).toHaveTextContent('Recebido parcial'));
    const poupanca = sandbox.api.store.accounts.find((a) => a.nome === 'Poupança reserva')?.id;
    expect(sandbox.api.store.settlements.get(id)).toEqual([
      expect.objectContaining({ data_pagamento: '2026-01-15', conta_financeira: poupanca, metodo_pagamento: 'CHEQUE', composicao_valor: { valor_bruto: 70 } }),
    ]);
  });

  it('keeps what the user typed when the installment is refreshed in the background (settled elsewhere meanwhile)', async () => {
    const user = userEvent.setup();
    const { id, view } = open();
    await ready();
    await user.clear(gross());
    await user.type(gross(), '500');
    await user.type(screen.getByLabelText('NSU'), 'N-1');
    // Another user registers part of it; this screen refetches the installment.
    const account = sandbox.api.store.accounts[0]?.id as string;
    const other = await sandbox.api.handle(
      new Request(`http://sandbox.test/v1/financeiro/eventos-financeiros/parcelas/${id}/baixa`, {
        method: 'POST',
        headers: { Authorization: 'Bearer test-token', 'Content-Type': 'application/json' },
        body: JSON.stringify({ data_pagamento: '2026-11-20', conta_financeira: account, composicao_valor: { valor_bruto: 870 } }),
      }),
    );
    expect(other.status).toBe(200);
    await view.queryClient.invalidateQueries({ queryKey: ['receivables', 'detail', id] });
    // The summary shows the new figures ...
    await waitFor(() => expect(screen.getByText('Em aberto: R$ 3.000,00')).toBeInTheDocument());
    // ... and the form still holds the input.
    expect(gross().value).toBe('R$ 500');
    expect(screen.getByLabelText('NSU')).toHaveValue('N-1');
  });

  it('offers no form for a cancelled or a fully paid installment, and says why', async () => {
    open('Evento corporativo de fim de ano');
    expect(await screen.findByText('Esta parcela foi cancelada e não aceita baixa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar baixa' })).not.toBeInTheDocument();
  });

  it('explains a fully paid installment', async () => {
    open('Licenciamento anual de software');
    expect(await screen.findByText(/já está quitada/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Valor bruto/)).not.toBeInTheDocument();
  });

  it('shows the server message for an unknown installment', async () => {
    renderWithApp(<SettlementPage />, { route: '/recebiveis/0190a5c8-0000-7000-8000-00000000ffff/baixa', path: '/recebiveis/:parcelaId/baixa' });
    expect(await screen.findByText('Parcela não encontrada.')).toBeInTheDocument();
  });
});
