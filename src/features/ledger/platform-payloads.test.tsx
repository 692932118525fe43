import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  installmentProduction,
  installmentPublished,
  receivablesSearchProduction,
  receivablesSearchPublished,
  settlementsListProduction,
  settlementsListPublished,
} from '../../api/fixtures/financial';
import { sandboxForEachTest } from '../../test/sandbox';
import { renderWithApp } from '../../test/render';
import ReceivablesListPage from './list/ReceivablesListPage';
import SettlementPage from './settle/SettlementPage';

/**
 * The screens fed with the platform's published examples and production-reported payloads
 * (src/api/fixtures/financial): Portuguese labels, the right actions, never "formato
 * inesperado". Everything else (accounts, categories…) comes from the in-process sandbox.
 */

sandboxForEachTest();

/** Answers these GET paths with the given payloads; the sandbox answers the rest. */
function serve(routes: Array<[RegExp, unknown]>) {
  const sandboxFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const hit = request.method === 'GET' ? routes.find(([pattern]) => pattern.test(path)) : undefined;
    if (hit)
      return new Response(JSON.stringify(hit[1]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return sandboxFetch(input, init);
  });
}

const SLOW = { timeout: 5000 };
const dataRows = () => screen.getAllByRole('row').slice(1);
const noUnexpectedFormat = () => expect(document.body).not.toHaveTextContent(/formato inesperado/i);
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('receivables list with the platform payloads', () => {
  it('production: English codes read as Portuguese labels, "Sem cliente", settle on overdue and open rows, the totals', async () => {
    serve([[/\/contas-a-receber\/buscar$/, receivablesSearchProduction]]);
    renderWithApp(<ReceivablesListPage />, {
      route: '/recebiveis?data_vencimento_de=2025-01-01&data_vencimento_ate=2026-12-31&abertos_anteriores=nao',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(3), SLOW);
    const [received, overdue, open] = dataRows() as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(received).getByText('Recebido')).toBeInTheDocument();
    expect(within(received).getByText('Sem cliente')).toBeInTheDocument();
    expect(within(received).queryByRole('link', { name: /Registrar baixa/ })).toBeNull();

    expect(within(overdue).getByText('Atrasado').closest('.ui-badge')).toHaveAttribute('data-color', 'red');
    expect(within(overdue).getByText('Padaria Pão Quente Ltda')).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: /Registrar baixa/ })).toHaveAttribute(
      'href',
      '/recebiveis/0190a5c8-3c1e-7d2a-9f00-1a2b3c4d5e6f/baixa',
    );

    expect(within(open).getByText('Em aberto')).toBeInTheDocument();
    expect(within(open).getByText('Sem cliente')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: /Registrar baixa/ })).toBeInTheDocument();

    for (const row of dataRows()) expect(text(row)).not.toMatch(/ACQUITTED|OVERDUE|PENDING/);
    const totals = screen.getByRole('region', { name: 'Totais do filtro' });
    expect(text(totals)).toContain('Total do filtroR$ 1.570,50');
    expect(text(totals)).toContain('RecebidoR$ 1.000,00');
    expect(text(totals)).toContain('Em abertoR$ 570,50');
    expect(text(totals)).toContain('Em atrasoR$ 450,50');
    noUnexpectedFormat();
  });

  it('published example: OVERDUE with its customer and the settle action; counts in totais are not shown as money', async () => {
    serve([[/\/contas-a-receber\/buscar$/, receivablesSearchPublished]]);
    renderWithApp(<ReceivablesListPage />, {
      route: '/recebiveis?data_vencimento_de=2027-08-01&data_vencimento_ate=2027-08-31&abertos_anteriores=nao',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1), SLOW);
    const row = dataRows()[0] as HTMLElement;
    expect(within(row).getByText('Atrasado')).toBeInTheDocument();
    expect(within(row).getByText('Maria da Silva')).toBeInTheDocument();
    expect(text(row)).toContain('R$ 781.201,79');
    expect(within(row).getByRole('link', { name: /Registrar baixa/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totais do filtro' })).toBeNull();
    noUnexpectedFormat();
  });
});

describe('settlement page with the platform payloads', () => {
  const open = (id: string) =>
    renderWithApp(<SettlementPage />, { route: `/recebiveis/${id}/baixa`, path: '/recebiveis/:parcelaId/baixa' });
  /** Serves this installment and its settlements as the platform sent them, and opens its settlement page. */
  const openServed = (installment: { id: string }, settlements: unknown) => {
    serve([
      [new RegExp(`/parcelas/${installment.id}$`), installment],
      [new RegExp(`/parcelas/${installment.id}/baixa$`), settlements],
    ]);
    open(installment.id);
  };

  it('production: a partly received installment, its settlements with real amounts, dates, method and account', async () => {
    openServed(installmentProduction, settlementsListProduction);
    const summary = await screen.findByRole('region', { name: 'Teste de baixa parcial' }, SLOW);
    expect(within(summary).getAllByText('Recebido parcial').length).toBeGreaterThan(0);
    // The platform's read names no customer, and no search row has this id: none is made up.
    expect(await within(summary).findByText('não informado')).toBeInTheDocument();
    expect(text(summary)).toContain('Valor totalR$ 1,00');
    const history = await within(summary).findByRole('table', { name: 'Baixas anteriores' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(history).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(text(first)).toContain('19/08/2026');
    expect(text(first)).toContain('Banco Inter');
    expect(text(first)).toContain('Pix');
    expect(within(first).getAllByText('R$ 0,50')).toHaveLength(2);
    expect(text(second)).toContain('Depósito bancário');
    expect(text(history)).not.toContain('R$ 0,00');
    // Still open: the form is offered.
    expect(screen.getByRole('heading', { name: 'Dados do pagamento' })).toBeInTheDocument();
    noUnexpectedFormat();
  });

  it('published example: PENDENTE reads "Em aberto"; the net of a settlement without valor_liquido is computed', async () => {
    openServed(installmentPublished, settlementsListPublished);
    const summary = await screen.findByRole(
      'region',
      { name: 'Parcela do evento financeiro de contas a receber' },
      SLOW,
    );
    expect(within(summary).getAllByText('Em aberto').length).toBeGreaterThan(0);
    expect(text(summary)).toContain('Valor totalR$ 15,00');
    const history = within(summary).getByRole('table', { name: 'Baixas anteriores' });
    await waitFor(() => expect(text(history)).toContain('R$ 143,75'));
    expect(text(history)).toContain('R$ 150,00');
    expect(text(history)).toContain('Cartão de crédito');
    expect(text(history)).toContain('01/10/2023');
    noUnexpectedFormat();
  });
});
