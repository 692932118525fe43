import { keptKey } from '../../../test/company';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { salesOf, type ContractRecord } from '../../../../sandbox/api/store';
import { formatBRL, fromCents, toCents } from '../../../lib/money';
import { mountSandbox, TEST_TOKEN, type SandboxHarness } from '../../../test/sandbox';
import { MONTHLY_2026_TERMS } from '../../../test/contract-terms';
import { renderWithApp } from '../../../test/render';
import { resetAdjustingCache } from '../../../stores/contract-adjustment';
import * as platformBadRequest from '../../../api/fixtures/errors/platform-bad-request';
import * as platformUnknown from '../../../api/fixtures/errors/platform-unknown-contract';
import * as detailPublished from '../../../api/fixtures/contracts/detail-published';
import * as detailRemarks from '../../../api/fixtures/contracts/detail-remarks-observed';
import * as detailRemoved from '../../../api/fixtures/contracts/detail-removed';
import { payload as salesSearchPublished } from '../../../api/fixtures/sales/search-published';
import { payload as salesSituationText } from '../../../api/fixtures/sales/search-situation-text';
import ContractDetailPage from './ContractDetailPage';

const saleItem = salesSearchPublished.itens[0] as (typeof salesSearchPublished.itens)[number];

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDetail = (id: string) =>
  renderWithApp(<ContractDetailPage />, { route: `/contratos/${id}`, path: '/contratos/:id' });
const contracts = () => [...sandbox.api.store.contracts.values()];
/** An issued sale none has settled, of the seed's first active contract that has one. */
const isOpenIssued = (s: { status: string; id_parcela: string }) =>
  s.status === 'EMITIDA' && !sandbox.api.store.settlements.has(s.id_parcela);
function activeWithOpenSale() {
  const record = contracts().find(
    (r) => r.status === 'ATIVO' && salesOf(sandbox.api.store, r.id).some(isOpenIssued),
  ) as ContractRecord;
  const sale = salesOf(sandbox.api.store, record.id).find(isOpenIssued);
  if (!sale) throw new Error('the seed has no active contract with an open issued sale');
  return { record, sale };
}
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
      // As the sandbox's stub: a request aborted before it left never arrives.
      await Promise.resolve();
      if (request.signal.aborted) throw request.signal.reason;
      sandbox.requests.push(request.clone());
      return override();
    }
    return inner(input, init);
  });
}

/** Opens the detail of contract `id`, the platform answering `contract` for it and `sales` for its sales search. */
function renderAnswered(id: string, contract: unknown, sales: unknown) {
  answer({
    [`/v1/contratos/${id}`]: () => Response.json(contract),
    '/v1/venda/busca': () => Response.json(sales),
  });
  return renderDetail(id);
}

const NOT_RETURNED = 'Veja no Conta Azul (a plataforma não a informa na consulta do contrato)';

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
    expect(
      within(screen.getByRole('group', { name: 'Resumo do contrato' })).getByText(customer?.nome as string),
    ).toBeInTheDocument();
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
    // The platform reads the root remark back in the payment condition, and no invoice remark: said, not a dash.
    expect(field('Pagamento', 'Observações para a nota')).toBe(NOT_RETURNED);
    expect(field('Pagamento', 'Forma de pagamento')).not.toBe('—');

    for (const label of ['Valor bruto', 'Desconto', 'Frete', 'Impostos sobre serviços', 'Valor líquido']) {
      expect(field('Valores', label)).toMatch(/^R\$\s/);
    }
    // A scheduled sale carries the current terms; an issued one may predate a change of value.
    const sales = salesOf(sandbox.api.store, record.id);
    expect(field('Valores', 'Valor líquido')).toBe(formatBRL(sales.find((s) => s.status === 'AGENDADA')?.valor));

    expect(field('Emissões', 'Próxima emissão')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(field('Emissões', 'Última emissão')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    // Sales named by number and date, not by their internal ids.
    const scheduled = salesOf(sandbox.api.store, record.id).find((s) => s.status === 'AGENDADA');
    await waitFor(() =>
      expect(field('Emissões', 'Próxima venda agendada')).toBe(
        `Venda nº ${termos.numero * 1000 + (scheduled?.indice ?? 0)} de ${scheduled?.data_emissao.split('-').reverse().join('/')}`,
      ),
    );
    expect(field('Emissões', 'Última venda confirmada')).toMatch(/^Venda nº \d+ de \d\d\/\d\d\/\d{4}$/);
    const seller = sandbox.api.store.sellers.find((s) => s.id === record.request.id_vendedor);
    expect(field('Outras informações', 'Vendedor')).toBe(seller?.nome);
    expect(field('Outras informações', 'Local de prestação do serviço')).toBe(record.local_prestacao_servico);
    expect(field('Outras informações', 'Observações')).toBe(record.request.observacoes);
    expect(field('Outras informações', 'Identificador')).toBe(record.id);

    // Sales: one row each from the sales search; an issued sale opens its installment with a settlement link.
    const table = await within(region('Vendas e parcelas')).findByRole('table');
    expect((table as HTMLTableElement).tBodies[0]?.rows).toHaveLength(sales.length);
    // Their sums, apart: what was issued and what is scheduled, to the cent of the platform's sales.
    const sumOf = (status: string) =>
      formatBRL(fromCents(sales.filter((s) => s.status === status).reduce((n, s) => n + toCents(s.valor), 0)));
    const sumRow = (label: string, status: string) =>
      within(
        within(table)
          .getByRole('rowheader', {
            name: new RegExp(`^${label} \\(${sales.filter((s) => s.status === status).length} venda`),
          })
          .closest('tr') as HTMLElement,
      ).getAllByRole('cell')[0]?.textContent;
    expect(sumRow('Confirmadas', 'EMITIDA')).toBe(sumOf('EMITIDA'));
    expect(sumRow('Agendadas', 'AGENDADA')).toBe(sumOf('AGENDADA'));
    expect(within(table).getAllByText('Em andamento').length).toBe(sales.filter((s) => s.status === 'AGENDADA').length);
    const searches = sandbox.requests
      .filter((r) => new URL(r.url).pathname === '/v1/venda/busca')
      .map((r) => new URL(r.url).searchParams);
    expect(searches.length).toBeGreaterThan(0);
    for (const params of searches) {
      expect(params.getAll('ids_clientes')).toEqual([record.request.id_cliente]);
      expect(params.get('data_inicio')).toBe(termos.data_inicio);
      expect(params.get('data_fim')).toBe(termos.data_fim);
    }
    const open = sales.find(isOpenIssued);
    expect(open).toBeDefined();
    const numero = termos.numero * 1000 + (open?.indice ?? 0);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: `Ver parcelas da venda ${numero}` }));
    const installments = await within(table).findByRole('list', { name: `Parcelas da venda ${numero}` });
    const link = await within(installments).findByRole('link', { name: /Registrar baixa/ });
    expect(link).toHaveAttribute('href', `/recebiveis/${open?.id_parcela}/baixa`);
    expect(within(installments).getByText(/Em aberto|Atrasado/, { selector: 'span' })).toBeInTheDocument();
    // The installment reads by the description every list shows it by, beside its place in the sale.
    const read = await sandbox.api.handle(
      new Request(`http://sandbox.test/v1/financeiro/eventos-financeiros/parcelas/${open?.id_parcela}`, {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      }),
    );
    const { descricao } = (await read.json()) as { descricao: string };
    expect(descricao).toMatch(new RegExp(`^Contrato ${termos.numero} - parcela \\d+$`));
    expect(within(installments).getByText(descricao)).toHaveAttribute('dir', 'auto');
    expect(installments.textContent).toContain(`Parcela 1 · ${descricao} · vence`);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|null/);
  });

  it('a received installment links to its settlement page and history ("Ver baixas")', async () => {
    const { record, sale } = activeWithOpenSale();
    const account = sandbox.api.store.accounts[0];
    const settled = await sandbox.api.handle(
      new Request(`http://sandbox.test/v1/financeiro/eventos-financeiros/parcelas/${sale.id_parcela}/baixa`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data_pagamento: sale.data_vencimento,
          conta_financeira: account?.id,
          composicao_valor: { valor_bruto: sale.valor },
        }),
      }),
    );
    expect(settled.status).toBeLessThan(300);
    renderDetail(record.id);
    const numero = record.request.termos.numero * 1000 + sale.indice;
    const user = userEvent.setup();
    const table = await within(await screen.findByRole('region', { name: 'Vendas e parcelas' })).findByRole('table');
    await user.click(within(table).getByRole('button', { name: `Ver parcelas da venda ${numero}` }));
    const installments = await within(table).findByRole('list', { name: `Parcelas da venda ${numero}` });
    const link = await within(installments).findByRole('link', { name: /Ver baixas/ });
    expect(link).toHaveAttribute('href', `/recebiveis/${sale.id_parcela}/baixa`);
    expect(within(installments).queryByRole('link', { name: /Dar baixa/ })).toBeNull();
  });

  it("an installment edited since its sale shows its due date and value as they are now, and the sale's beside", async () => {
    const { record, sale } = activeWithOpenSale();
    sandbox.api.store.installmentEdits.set(sale.id_parcela, {
      data_vencimento: '2031-01-15',
      composicao: { valor_bruto: 123.45 },
      alterado_em: '2026-01-10T12:00:00.000Z',
    });
    renderDetail(record.id);
    const numero = record.request.termos.numero * 1000 + sale.indice;
    const user = userEvent.setup();
    const table = await within(await screen.findByRole('region', { name: 'Vendas e parcelas' })).findByRole('table');
    await user.click(within(table).getByRole('button', { name: `Ver parcelas da venda ${numero}` }));
    const installments = await within(table).findByRole('list', { name: `Parcelas da venda ${numero}` });
    const brl = (v: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v).replace(/\s/g, ' ');
    const text = () => (installments.textContent ?? '').replace(/\s/g, ' ');
    await waitFor(() => expect(text()).toContain(`vence 15/01/2031 · ${brl(123.45)}`));
    expect(text()).toContain(`(na venda: ${sale.data_vencimento.split('-').reverse().join('/')} · ${brl(sale.valor)})`);
  });

  it('a refusal for a value adjustment marks the contract "Em reajuste" and disables Encerrar and Remover, with the reason', async () => {
    localStorage.clear();
    resetAdjustingCache();
    const record = contracts().find((r) => r.status === 'ATIVO' && r.em_reajuste) as ContractRecord;
    expect(record).toBeDefined();
    const user = userEvent.setup();
    renderDetail(record.id);
    await screen.findByRole('heading', { level: 1, name: `Contrato ${record.request.termos.numero}` });
    expect(screen.queryByText('Em reajuste')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Encerrar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar contrato' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('em reajuste de valores');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const summary = screen.getByRole('group', { name: 'Resumo do contrato' });
    expect(await within(summary).findByText('Em reajuste')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Encerrar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover' })).toHaveAccessibleDescription(
      /recusa encerrá-lo ou removê-lo/,
    );
    // Told again on the next visit (kept per browser), until the user says it is over.
    expect(JSON.parse(localStorage.getItem(keptKey('contratos.em-reajuste')) ?? '{}')).toHaveProperty(record.id);
    await user.click(screen.getByRole('button', { name: /O reajuste terminou/ }));
    expect(screen.getByRole('button', { name: 'Encerrar' })).toBeEnabled();
    expect(within(summary).queryByText('Em reajuste')).toBeNull();
  });

  it('reads every page of the sales search and keeps only the sales of this contract', async () => {
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    const own = (i: number) => ({
      ...saleItem,
      id: `0190a5c8-5555-7000-8000-${String(i).padStart(12, '0')}`,
      numero: 9000 + i,
      id_contrato: record.id,
      data: `2026-0${(i % 9) + 1}-10`,
    });
    const other = (i: number) => ({
      ...own(i),
      id: `0190a5c8-6666-7000-8000-${String(i).padStart(12, '0')}`,
      numero: 8000 + i,
      id_contrato: '0190a5c8-7777-7000-8000-000000000000',
    });
    const pages = [
      [...Array.from({ length: 60 }, (_, i) => own(i)), ...Array.from({ length: 40 }, (_, i) => other(i))],
      [own(60), own(61), other(40)],
    ];
    answer({
      '/v1/venda/busca': () => {
        const last = sandbox.requests.at(-1) as Request;
        const page = Number(new URL(last.url).searchParams.get('pagina'));
        return Response.json({ ...salesSearchPublished, itens: pages[page - 1] ?? [], total_itens: 103 });
      },
    });
    renderDetail(record.id);
    const table = await within(await screen.findByRole('region', { name: 'Vendas e parcelas' })).findByRole('table');
    expect((table as HTMLTableElement).tBodies[0]?.rows).toHaveLength(62);
    expect(within(table).queryByText('8001')).not.toBeInTheDocument();
    const asked = sandbox.requests
      .filter((r) => new URL(r.url).pathname === '/v1/venda/busca')
      .map((r) => new URL(r.url).searchParams.get('pagina'));
    expect(asked).toEqual(['1', '2']);
    // The platform's Portuguese situation is shown as sent.
    expect(within(table).getAllByText(saleItem.situacao.descricao).length).toBe(62);
  });

  it('sums the sales issued and those scheduled apart, a cancelled one left out and said', async () => {
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    const sale = (i: number, total: number, nome: string) => ({
      ...saleItem,
      id: `0190a5c8-5555-7000-8000-${String(i).padStart(12, '0')}`,
      numero: 9000 + i,
      id_contrato: record.id,
      total,
      situacao: { nome, descricao: null },
    });
    const itens = [
      sale(1, 0.1, 'APROVADO'),
      // The search's example writes the situation as a word.
      sale(2, 0.2, 'Faturado'),
      sale(3, 1000, 'Cancelado'),
      sale(4, 1.05, 'EM_ANDAMENTO'),
      sale(5, 2.5, 'Em andamento'),
    ];
    answer({ '/v1/venda/busca': () => Response.json({ ...salesSearchPublished, itens, total_itens: itens.length }) });
    renderDetail(record.id);
    const table = await within(await screen.findByRole('region', { name: 'Vendas e parcelas' })).findByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(row('Confirmadas (2 vendas)').closest('tfoot')).not.toBeNull();
    expect(within(row('Confirmadas (2 vendas)')).getAllByRole('cell')[0]?.textContent).toBe(formatBRL(0.3));
    expect(row('Confirmadas (2 vendas)').textContent).toContain('sem a cancelada');
    expect(within(row('Agendadas (2 vendas)')).getAllByRole('cell')[0]?.textContent).toBe(formatBRL(3.55));
  });

  it('a sale without a value leaves its total unknown rather than short', async () => {
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    const itens = [
      { ...saleItem, id_contrato: record.id, total: 10 },
      { ...saleItem, id: '0190a5c8-5555-7000-8000-000000000009', numero: 9009, id_contrato: record.id, total: null },
    ];
    answer({ '/v1/venda/busca': () => Response.json({ ...salesSearchPublished, itens, total_itens: 2 }) });
    renderDetail(record.id);
    const table = await within(await screen.findByRole('region', { name: 'Vendas e parcelas' })).findByRole('table');
    const total = within(table).getByRole('rowheader', { name: 'Confirmadas (2 vendas)' }).closest('tr') as HTMLElement;
    expect(within(total).getAllByRole('cell')[0]?.textContent).toBe('—');
    expect(within(table).queryByRole('rowheader', { name: /^Agendadas/ })).not.toBeInTheDocument();
  });

  it('a sale whose situation comes as a plain code is listed with its label, not "formato inesperado"', async () => {
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    const item = salesSituationText.itens[0] as (typeof salesSituationText.itens)[number];
    answer({
      '/v1/venda/busca': () =>
        Response.json({
          ...salesSituationText,
          itens: [
            { ...item, id_contrato: record.id },
            {
              ...item,
              id: '0190a5c8-5555-7000-8000-000000000002',
              numero: 1002,
              situacao: 'EM_ANDAMENTO',
              id_contrato: record.id,
            },
          ],
          total_itens: 2,
        }),
    });
    renderDetail(record.id);
    const section = await screen.findByRole('region', { name: 'Vendas e parcelas' });
    const table = await within(section).findByRole('table');
    expect((table as HTMLTableElement).tBodies[0]?.rows).toHaveLength(2);
    expect(within(table).getByText('Aprovada')).toBeInTheDocument();
    expect(within(table).getByText('Em andamento')).toBeInTheDocument();
    expect(screen.queryByText(/formato inesperado/)).not.toBeInTheDocument();
  });

  it('a closed contract keeps what was agreed: the charges of its terms and the whole-term total (decision 0112)', async () => {
    const id = '0190a5c8-1111-7000-8000-000000000112';
    answer({
      [`/v1/contratos/${id}`]: () =>
        Response.json({
          id,
          status: 'INATIVO',
          // A read that, like the sandbox before, zeroes the figures once closed.
          configuracao_recorrencia: { vigencia_total: 0, vigencia_restante: 0 },
          composicao_valor: { valor_bruto: 161.73, desconto: 0, frete: 0, valor_liquido: 161.73 },
          termos: {
            ...MONTHLY_2026_TERMS,
            numero: 4321,
            data_inicio: '2026-11-23',
            data_fim: '2027-11-22',
            dia_emissao_venda: 1,
          },
        }),
      '/v1/venda/busca': () => Response.json({ itens: null, total_itens: 0 }),
    });
    renderDetail(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato 4321' })).toBeInTheDocument();
    expect(field('Termos', 'Cobranças')).toBe('12 cobranças acordadas (encerrado: as demais não serão emitidas)');
    expect(field('Valores', 'Total acordado')).toBe(formatBRL(1940.76));
  });

  it('after closing through the sandbox, the detail still reads 0 of 12 and the agreed total', async () => {
    const record = contracts().find(
      (r) =>
        r.status === 'ATIVO' &&
        !r.em_reajuste &&
        r.request.termos.tipo_expiracao === 'DATA' &&
        salesOf(sandbox.api.store, r.id).every((s) => s.status === 'AGENDADA'),
    ) as ContractRecord;
    expect(record).toBeDefined();
    const response = await sandbox.api.handle(
      new Request(`http://sandbox.test/v1/contratos/${record.id}/encerrar`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      }),
    );
    expect(response.status).toBe(204);
    renderDetail(record.id);
    await waitFor(() => expect(field('Termos', 'Cobranças')).toMatch(/^0 de \d+ cobranças realizadas \(encerrado/));
    expect(field('Valores', 'Total acordado')).toMatch(/^R\$\s/);
    expect(field('Valores', 'Total acordado')).not.toBe(formatBRL(0));
  });

  it.each([
    [{ tipo_expiracao: 'DATA', data_fim: '2027-11-22' }, '22/11/2027'],
    [{ tipo_expiracao: 'NUNCA', data_fim: null }, 'sem fim (nunca expira)'],
    [{ tipo_expiracao: 'VEZES', data_fim: '2027-11-22' }, 'Após um número de cobranças (22/11/2027)'],
    [{ tipo_expiracao: 'DATA', data_fim: '2027-11-22', status: 'INATIVO' }, 'encerrado; o fim previsto era 22/11/2027'],
    [{ tipo_expiracao: 'NUNCA', data_fim: null, status: 'INATIVO' }, 'encerrado (não tinha fim previsto)'],
  ])('says when the term ends in one line, its kind only where the date does not say it: %o', async (given, shown) => {
    const { status, ...termos } = given as { status?: string };
    renderAnswered('0190a5c8-1111-7000-8000-000000000002', { termos, status }, { itens: [], total_itens: 0 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato' })).toBeInTheDocument();
    expect(field('Termos', 'Fim')).toBe(shown);
    expect(within(region('Termos')).queryByText('Expiração', { selector: 'dt' })).toBeNull();
  });

  it('a closed contract that had no end: what it issued, no agreed total', async () => {
    renderAnswered(
      '0190a5c8-1111-7000-8000-000000000003',
      {
        status: 'INATIVO',
        termos: { tipo_expiracao: 'NUNCA', data_fim: null },
        configuracao_recorrencia: { vigencia_total: 7, vigencia_restante: 0 },
        composicao_valor: { valor_bruto: 100, valor_liquido: 100 },
      },
      { itens: [], total_itens: 0 },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato' })).toBeInTheDocument();
    expect(field('Termos', 'Cobranças')).toBe('7 cobranças realizadas (encerrado: nenhuma outra será emitida)');
    expect(field('Valores', 'Total acordado')).toBe('sem fim previsto');
  });

  it('renders a sparse payload with dashes and an empty sales section', async () => {
    const id = '0190a5c8-1111-7000-8000-000000000001';
    renderAnswered(id, {}, { itens: null, total_itens: 0 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato' })).toBeInTheDocument();
    for (const section of ['Termos', 'Pagamento', 'Valores', 'Emissões', 'Outras informações']) {
      const values = within(region(section))
        .getAllByText((_, el) => el?.tagName === 'DD')
        .map((dd) => dd.textContent);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(['—', 'Sem total previsto', NOT_RETURNED]).toContain(value);
    }
    expect(await screen.findByText('Este contrato ainda não gerou vendas.')).toBeInTheDocument();
    // No status: closing is not offered; removal still is.
    expect(screen.queryByRole('button', { name: 'Encerrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|null/);
  });

  it('a sales search that fails shows the error with a retry, the rest of the page intact', async () => {
    const user = userEvent.setup();
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    let fail = true;
    answer({
      '/v1/venda/busca': () =>
        fail
          ? Response.json(platformUnknown.payload, { status: 503 })
          : Response.json({
              ...salesSearchPublished,
              itens: [{ ...saleItem, id_contrato: record.id }],
              total_itens: 1,
            }),
    });
    renderDetail(record.id);
    const section = await screen.findByRole('region', { name: 'Vendas e parcelas' });
    expect(await within(section).findByText('Não foi possível carregar as vendas')).toBeInTheDocument();
    expect(within(section).getByText('O servidor está indisponível no momento. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Termos' })).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(section).findByRole('table')).toBeInTheDocument();
  });

  it('a notes lookup that fails marks each note unread and says why, with a retry that fills them in', async () => {
    const user = userEvent.setup();
    const { record } = activeWithOpenSale();
    sandbox.api.faults.add({
      path: '^/v1/notas-fiscais-servico$',
      method: 'GET',
      status: 500,
      error: 'Falha simulada nas notas.',
    });
    renderDetail(record.id);
    const section = await screen.findByRole('region', { name: 'Vendas e parcelas' });
    const alert = await within(section).findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Não foi possível consultar as notas fiscais das vendas');
    expect(alert).toHaveTextContent('Falha simulada nas notas.');
    const table = within(section).getByRole('table');
    const unread = within(table).getAllByText('Não lida');
    expect(unread.length).toBeGreaterThan(0);
    const cells = unread.map((cell) => cell.closest('td') as HTMLTableCellElement);
    expect(within(table).queryByText('Indisponível')).toBeNull();
    sandbox.api.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(table).queryAllByText('Não lida')).toHaveLength(0), { timeout: 5_000 });
    expect(within(section).queryByRole('alert')).toBeNull();
    // Each reads what the notes say of its sale: none, or the note's number and status.
    for (const cell of cells) expect(cell.textContent).toMatch(/^(Sem nota|(Nº \S+ · )?[A-ZÀ-Ú][a-zà-ú ]+)$/);
  });

  it('a removed contract (200, DELETADO) shows plainly as removed, offers no action and asks for no sales', async () => {
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    await sandbox.api.handle(
      new Request(`http://sandbox.test/v1/contratos/${record.id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      }),
    );
    expect(record.status).toBe('DELETADO');
    sandbox.requests.length = 0;
    renderDetail(record.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Contrato ${record.request.termos.numero}` }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Resumo do contrato' })).getByText('Removido')).toBeInTheDocument();
    expect(screen.getByText('Contrato removido')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
    expect(
      within(region('Vendas e parcelas')).getByText(/foram canceladas quando ele foi removido/),
    ).toBeInTheDocument();
    expect(sandbox.requests.some((r) => new URL(r.url).pathname.startsWith('/v1/venda'))).toBe(false);
  });

  it('renders the published and observed contract payloads without "formato inesperado"', async () => {
    for (const fixture of [detailPublished, detailRemoved]) {
      const id = fixture.payload.id;
      const view = renderAnswered(id, fixture.payload, salesSearchPublished);
      expect(
        await screen.findByRole('heading', { level: 1, name: `Contrato ${fixture.payload.termos.numero}` }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/formato inesperado/)).not.toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/undefined|NaN/);
      view.unmount();
      vi.unstubAllGlobals();
      sandbox = mountSandbox();
    }
  });

  it("shows the contract's remark read back in the payment condition once, as its remark", async () => {
    const { payload, written } = detailRemarks;
    renderAnswered(payload.id, payload, { itens: [], total_itens: 0 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato 2' })).toBeInTheDocument();
    expect(field('Outras informações', 'Observações')).toBe(written.observacoes);
    expect(field('Pagamento', 'Observações para a nota')).toBe(NOT_RETURNED);
  });

  it("the spec's detail keeps each remark where it is", async () => {
    const { payload } = detailPublished;
    renderAnswered(payload.id, payload, { itens: [], total_itens: 0 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato 1014' })).toBeInTheDocument();
    expect(field('Outras informações', 'Observações')).toBe(payload.observacoes);
    expect(field('Pagamento', 'Observações para a nota')).toBe(payload.condicao_pagamento.observacoes_pagamento);
  });

  it('shows "not found" for a malformed id without calling the API', async () => {
    renderDetail('nao-e-um-id');
    expect(await screen.findByRole('heading', { name: 'Contrato não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os contratos' })).toHaveAttribute('href', '/contratos');
    expect(sandbox.requests).toHaveLength(0);
  });

  it('shows "not found" for an unknown id answered 404 (docs/platform-contract.md)', async () => {
    const id = '0190a5c8-2222-7000-8000-000000000002';
    answer({ [`/v1/contratos/${id}`]: () => Response.json({ error: 'Contrato não encontrado.' }, { status: 404 }) });
    renderDetail(id);
    expect(await screen.findByRole('heading', { name: 'Contrato não encontrado' })).toBeInTheDocument();
    expect(sandbox.requests.some((r) => new URL(r.url).pathname.endsWith(id))).toBe(true);
  });

  it("explains the platform's 500 for an unknown id plainly, with a retry and the way back", async () => {
    const user = userEvent.setup();
    const id = '0190a5c8-2222-7000-8000-000000000003';
    renderDetail(id);
    expect(await screen.findByText('Não foi possível carregar o contrato')).toBeInTheDocument();
    // The sandbox answers as the platform does: 500 with only the reason phrase; never shown alone.
    expect(screen.getByText('Erro interno no servidor. Tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(screen.getByText(/o contrato deste endereço provavelmente não existe mais/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os contratos' })).toHaveAttribute('href', '/contratos');
    const before = sandbox.requests.length;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(sandbox.requests.length).toBeGreaterThan(before));
  });

  it("shows the platform error body's message when closing is refused", async () => {
    const user = userEvent.setup();
    const record = contracts().find((r) => r.status === 'ATIVO' && !r.em_reajuste) as ContractRecord;
    answer({
      [`/v1/contratos/${record.id}/encerrar`]: () => Response.json(platformBadRequest.payload, { status: 400 }),
    });
    renderDetail(record.id);
    await user.click(await screen.findByRole('button', { name: 'Encerrar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar contrato' }));
    expect(await within(dialog).findByText(platformBadRequest.shown)).toBeInTheDocument();
    expect(within(dialog).queryByText('Bad Request')).not.toBeInTheDocument();
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
    expect(sandbox.api.store.contracts.get(record.id)?.status).toBe('DELETADO');
    expect(view.queryClient.getQueryData(['contracts', 'detail', record.id])).toBeUndefined();
  });
});
