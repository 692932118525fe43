import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { salesOf, type ContractRecord } from '../../../../sandbox/api/store';
import { formatBRL } from '../../../lib/money';
import { mountSandbox, type SandboxHarness } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import ContractDetailPage from './ContractDetailPage';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDetail = (id: string) => renderWithApp(<ContractDetailPage />, { route: `/contratos/${id}`, path: '/contratos/:id' });
const contracts = () => [...sandbox.api.store.contracts.values()];
const region = (name: string) => screen.getByRole('region', { name });
const field = (section: string, label: string) => {
  const term = within(region(section)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

/** Replaces the answers of the given paths (to feed the screen payloads the sandbox never sends). */
function answer(overrides: Record<string, () => Response>) {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const override = overrides[new URL(request.url).pathname];
    if (override) {
      sandbox.requests.push(request.clone());
      return override();
    }
    return inner(input, init);
  });
}

describe('ContractDetailPage', () => {
  it('shows every field of a complete contract and its sales with installments', async () => {
    const record = contracts().find(
      (r) =>
        r.status === 'ATIVO' &&
        !r.em_reajuste &&
        r.local_prestacao_servico &&
        r.request.id_vendedor &&
        r.request.observacoes &&
        r.request.observacoes_pagamento &&
        r.request.termos.tipo_expiracao === 'DATA' &&
        salesOf(sandbox.api.store, r.id).some((s) => s.status === 'EMITIDA') &&
        salesOf(sandbox.api.store, r.id).some((s) => s.status === 'AGENDADA'),
    ) as ContractRecord;
    expect(record).toBeDefined();
    const { termos, condicao_pagamento } = record.request;
    renderDetail(record.id);

    expect(await screen.findByRole('heading', { level: 1, name: `Contrato ${termos.numero}` })).toBeInTheDocument();
    const customer = sandbox.api.store.customers.find((c) => c.id === record.request.id_cliente);
    expect(within(screen.getByRole('group', { name: 'Resumo do contrato' })).getByText(customer?.nome as string)).toBeInTheDocument();
    expect(field('Outras informações', 'Cliente')).toBe(customer?.nome);
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Encerrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeInTheDocument();

    expect(field('Termos', 'Número')).toBe(String(termos.numero));
    expect(field('Termos', 'Início')).toBe(termos.data_inicio.split('-').reverse().join('/'));
    expect(field('Termos', 'Fim')).toBe(termos.data_fim.split('-').reverse().join('/'));
    expect(field('Termos', 'Dia de emissão')).toBe(`Dia ${termos.dia_emissao_venda}`);
    expect(field('Termos', 'Frequência')).toMatch(/^(Mensal|Anual|A cada \d+ (meses|anos))$/);
    expect(field('Termos', 'Cobranças')).toMatch(/^\d+ de \d+ cobranças realizadas$/);
    expect(within(region('Termos')).getByRole('progressbar', { name: 'Cobranças realizadas' })).toBeInTheDocument();

    expect(field('Pagamento', 'Dia de vencimento')).toBe(`Dia ${condicao_pagamento.dia_vencimento}`);
    const account = sandbox.api.store.accounts.find((a) => a.id === condicao_pagamento.id_conta_financeira);
    expect(field('Pagamento', 'Conta financeira')).toBe(account?.nome);
    expect(field('Pagamento', 'Observações para a nota')).toBe(record.request.observacoes_pagamento);
    expect(field('Pagamento', 'Forma de pagamento')).not.toBe('—');

    for (const label of ['Valor bruto', 'Desconto', 'Frete', 'Impostos sobre serviços', 'Valor líquido']) {
      expect(field('Valores', label)).toMatch(/^R\$\s/);
    }
    const sales = salesOf(sandbox.api.store, record.id);
    expect(field('Valores', 'Valor líquido')).toBe(formatBRL(sales[0]?.valor));

    expect(field('Emissões', 'Próxima emissão')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(field('Emissões', 'Última emissão')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    const seller = sandbox.api.store.sellers.find((s) => s.id === record.request.id_vendedor);
    expect(field('Outras informações', 'Vendedor')).toBe(seller?.nome);
    expect(field('Outras informações', 'Local de prestação do serviço')).toBe(record.local_prestacao_servico);
    expect(field('Outras informações', 'Observações')).toBe(record.request.observacoes);
    expect(field('Outras informações', 'Identificador')).toBe(record.id);

    // Sales: one row each, with a settlement link for open installments.
    const table = await within(region('Vendas e parcelas')).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(sales.length + 1);
    const open = sales.find((s) => s.status === 'EMITIDA' && !sandbox.api.store.settlements.has(s.id_parcela));
    if (open) {
      const links = within(table).getAllByRole('link', { name: /Dar baixa/ });
      expect(links.map((l) => l.getAttribute('href'))).toContain(`/recebiveis/${open.id_parcela}/baixa`);
    }
    expect(within(table).getAllByText('Agendada').length).toBe(sales.filter((s) => s.status === 'AGENDADA').length);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|null/);
  });

  it('renders a sparse payload with dashes and degrades to a note without the sales endpoint', async () => {
    const id = '0190a5c8-1111-7000-8000-000000000001';
    answer({
      [`/v1/contratos/${id}`]: () => Response.json({}),
      [`/v1/contratos/${id}/vendas`]: () => Response.json({ error: 'Recurso não encontrado.' }, { status: 404 }),
    });
    renderDetail(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato' })).toBeInTheDocument();
    for (const section of ['Termos', 'Pagamento', 'Valores', 'Emissões', 'Outras informações']) {
      const values = within(region(section)).getAllByText((_, el) => el?.tagName === 'DD').map((dd) => dd.textContent);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(value === '—' || value === 'Sem total previsto').toBe(true);
    }
    expect(await screen.findByText('Vendas indisponíveis')).toBeInTheDocument();
    // No status: closing is not offered; removal still is.
    expect(screen.queryByRole('button', { name: 'Encerrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|null/);
  });

  it('shows "not found" for a malformed id without calling the API', async () => {
    renderDetail('nao-e-um-id');
    expect(await screen.findByRole('heading', { name: 'Contrato não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os contratos' })).toHaveAttribute('href', '/contratos');
    expect(sandbox.requests).toHaveLength(0);
  });

  it('shows "not found" for an unknown id (404)', async () => {
    renderDetail('0190a5c8-2222-7000-8000-000000000002');
    expect(await screen.findByRole('heading', { name: 'Contrato não encontrado' })).toBeInTheDocument();
    expect(sandbox.requests.some((r) => new URL(r.url).pathname.endsWith('0190a5c8-2222-7000-8000-000000000002'))).toBe(true);
  });

  it('closes an active contract after confirmation and shows it inactive', async () => {
    const user = userEvent.setup();
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    renderDetail(record.id);
    await user.click(await screen.findByRole('button', { name: 'Encerrar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nenhuma nova cobrança será gerada/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar contrato' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Inativo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar' })).not.toBeInTheDocument();
    expect(record.status).toBe('INATIVO');
  });

  it('shows the server refusal when closing a contract under value adjustment and changes nothing', async () => {
    const user = userEvent.setup();
    const record = contracts().find((r) => r.status === 'ATIVO' && r.em_reajuste) as ContractRecord;
    expect(record).toBeDefined();
    renderDetail(record.id);
    await user.click(await screen.findByRole('button', { name: 'Encerrar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar contrato' }));
    expect(await within(dialog).findByText(/está em reajuste de valores e não pode ser encerrado/)).toBeInTheDocument();
    expect(within(dialog).getByText('O contrato não foi encerrado')).toBeInTheDocument();
    expect(record.status).toBe('ATIVO');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ativo')).toBeInTheDocument();
  });

  it('removes only after the typed number matches, then leaves the page', async () => {
    const user = userEvent.setup();
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    const view = renderDetail(record.id);
    await user.click(await screen.findByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/removido permanentemente/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Remover permanentemente' });
    const input = within(dialog).getByLabelText(/digite o número do contrato/);
    await user.type(input, String(record.request.termos.numero + 1));
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, String(record.request.termos.numero));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(view.location()).toBe('/contratos'));
    expect(sandbox.api.store.contracts.has(record.id)).toBe(false);
    expect(view.queryClient.getQueryData(['contracts', 'detail', record.id])).toBeUndefined();
  });
});
