import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allInstallments } from '../../../../sandbox/api/receivable-model';
import { formatCents } from '../../../lib/money';
import { mountSandbox, type SandboxHarness } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import ReceivablesListPage from './ReceivablesListPage';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The first render loads Mantine and the sandbox: give a busy machine time. */
const SLOW = { timeout: 5000 };
const dataRows = () => screen.getAllByRole('row').slice(1);
const searches = () =>
  sandbox.requests.map((r) => new URL(r.url)).filter((u) => u.pathname.endsWith('/contas-a-receber/buscar'));

describe('ReceivablesListPage', () => {
  it('asks for the current month by default and shows rows with totals', async () => {
    renderWithApp(<ReceivablesListPage />, { route: '/recebiveis' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), SLOW);
    const sent = searches()[0];
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(sent?.searchParams.get('data_vencimento_de')).toBe(`${month}-01`);
    expect(sent?.searchParams.get('tamanho_pagina')).toBe('10');
    expect(screen.getByRole('region', { name: 'Totais do filtro' })).toHaveTextContent(/Total do período filtrado/);
  });

  it('filters by status and description from the URL, overdue in red, with the settlement action', async () => {
    renderWithApp(<ReceivablesListPage />, {
      route:
        '/recebiveis?status=ATRASADO&descricao=cadeiras&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1), SLOW);
    const row = dataRows()[0] as HTMLElement;
    expect(row).toHaveTextContent('Venda avulsa de cadeiras de escritório');
    expect(row).toHaveTextContent('R$ 3.870,00');
    expect(within(row).getByText('Atrasado').closest('.ui-badge')).toHaveAttribute('data-color', 'red');
    expect(within(row).getByRole('link', { name: /Registrar baixa/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/recebiveis\/.+\/baixa$/),
    );
    const sent = searches().at(-1);
    expect(sent?.searchParams.getAll('status')).toEqual(['ATRASADO']);
    expect(sent?.searchParams.get('descricao')).toBe('cadeiras');
  });

  it.each([
    ['Licenciamento anual de software', 'Recebido', false],
    ['Evento corporativo de fim de ano', 'Cancelado', false],
    ['Serviço de chaveiro e fechaduras', 'Perdido', false],
    ['Aluguel de gerador', 'Renegociado', false],
    ['Projeto de paisagismo', 'Recebido parcial', true],
    ['Higienização de estofados', 'Em aberto', true],
  ] as const)('"%s" (%s): settlement offered = %s', async (description, status, offered) => {
    renderWithApp(<ReceivablesListPage />, {
      route: `/recebiveis?descricao=${encodeURIComponent(description)}&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31`,
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1), SLOW);
    const row = dataRows()[0] as HTMLElement;
    expect(within(row).getByText(status)).toBeInTheDocument();
    expect(within(row).queryAllByRole('link', { name: /Registrar baixa/ })).toHaveLength(offered ? 1 : 0);
  });

  it('filters by financial account, and the totals cover the whole filtered set, not only the page', async () => {
    const user = userEvent.setup();
    const account = sandbox.api.store.accounts.find((a) => a.nome === 'Conta cobranças');
    if (!account) throw new Error('no seeded account "Conta cobranças"');
    const view = renderWithApp(<ReceivablesListPage />, {
      route: '/recebiveis?data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31&tamanho_pagina=10',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(10), SLOW);
    await user.click(screen.getByRole('combobox', { name: 'Contas financeiras' }));
    await user.click(await screen.findByRole('option', { name: 'Conta cobranças' }));
    await waitFor(() => expect(view.location()).toContain(`ids_contas_financeiras=${account.id}`));
    await waitFor(() => expect(searches().at(-1)?.searchParams.getAll('ids_contas_financeiras')).toEqual([account.id]));

    // What the sandbox holds for that account in the interval (cancelled ones count for nothing).
    const matching = allInstallments(sandbox.api.store).filter(
      (v) => v.accountId === account.id && v.data_vencimento >= '2026-01-01' && v.data_vencimento <= '2026-12-31',
    );
    const live = matching.filter((v) => v.status !== 'CANCELADO');
    expect(matching.length).toBeGreaterThan(10);
    expect(live.length).toBeLessThan(matching.length);
    const sum = (pick: (v: (typeof live)[number]) => number) =>
      formatCents(live.reduce((s, v) => s + pick(v), 0)).replace(/\s/g, ' ');

    // The sandbox sums per situation (the platform's "somatórios por situação"); the bar reads them.
    const totals = screen.getByRole('region', { name: 'Totais do filtro' });
    await waitFor(() => expect(totals).toHaveTextContent(`Total do período filtrado${sum((v) => v.totalCents)}`));
    expect(totals).toHaveTextContent(`Recebido${sum((v) => (v.status === 'QUITADO' ? v.totalCents : 0))}`);
    expect(totals).toHaveTextContent(`Em atraso${sum((v) => (v.status === 'ATRASADO' ? v.totalCents : 0))}`);
    const notReceived = ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'];
    expect(totals).toHaveTextContent(`Em aberto${sum((v) => (notReceived.includes(v.status) ? v.totalCents : 0))}`);
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByText(new RegExp(`de ${matching.length} parcelas`))).toBeInTheDocument();
  });

  it('sorts by total when the header is clicked and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<ReceivablesListPage />, {
      route: '/recebiveis?data_vencimento_de=2026-11-01&data_vencimento_ate=2026-11-30',
    });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1), SLOW);
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(view.location()).toContain('campo_ordenado_ascendente=VALOR'));
    await waitFor(() => {
      const totals = dataRows().map((row) =>
        Number((within(row).getAllByRole('cell')[3]?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
      );
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    });
  });

  it('shows the server message and explains an empty result', async () => {
    sandbox.api.faults.add({
      path: 'contas-a-receber',
      status: 500,
      error: 'Serviço financeiro indisponível',
      times: 1,
    });
    const user = userEvent.setup();
    renderWithApp(<ReceivablesListPage />, { route: '/recebiveis?descricao=nada-com-isso' });
    expect(await screen.findByText('Serviço financeiro indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma parcela encontrada')).toBeInTheDocument();
    expect(screen.getByText(/descrição com “nada-com-isso”/)).toBeInTheDocument();
  });
});
