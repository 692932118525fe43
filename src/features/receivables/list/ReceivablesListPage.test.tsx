import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    expect(sent?.searchParams.get('tamanho_pagina')).toBe('20');
    expect(screen.getByRole('region', { name: 'Totais do filtro' })).toHaveTextContent(/Total do período filtrado/);
  });

  it('filters by status and description from the URL, overdue in red, with the settlement action', async () => {
    renderWithApp(<ReceivablesListPage />, {
      route: '/recebiveis?status=ATRASADO&descricao=cadeiras&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1), SLOW);
    const row = dataRows()[0] as HTMLElement;
    expect(row).toHaveTextContent('Venda avulsa de cadeiras de escritório');
    expect(row).toHaveTextContent('R$ 3.870,00');
    expect(within(row).getByText('Atrasado').closest('.mantine-Badge-root')?.getAttribute('style')).toMatch(/red/);
    expect(within(row).getByRole('link', { name: /Registrar baixa/ })).toHaveAttribute('href', expect.stringMatching(/^\/recebiveis\/.+\/baixa$/));
    const sent = searches().at(-1);
    expect(sent?.searchParams.getAll('status')).toEqual(['ATRASADO']);
    expect(sent?.searchParams.get('descricao')).toBe('cadeiras');
  });

  it('offers no settlement on received or cancelled rows', async () => {
    renderWithApp(<ReceivablesListPage />, {
      route: '/recebiveis?descricao=Licenciamento anual&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31',
    });
    await waitFor(() => expect(dataRows()).toHaveLength(1), SLOW);
    expect(within(dataRows()[0] as HTMLElement).getByText('Recebido')).toBeInTheDocument();
    expect(within(dataRows()[0] as HTMLElement).queryByRole('link', { name: /Registrar baixa/ })).not.toBeInTheDocument();
  });

  it('sorts by total when the header is clicked and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<ReceivablesListPage />, { route: '/recebiveis?data_vencimento_de=2026-11-01&data_vencimento_ate=2026-11-30' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1), SLOW);
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(view.location()).toContain('campo_ordenado_ascendente=VALOR'));
    await waitFor(() => {
      const totals = dataRows().map((row) => Number((within(row).getAllByRole('cell')[3]?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    });
  });

  it('shows the server message and explains an empty result', async () => {
    sandbox.api.faults.add({ path: 'contas-a-receber', status: 500, error: 'Serviço financeiro indisponível', times: 1 });
    const user = userEvent.setup();
    renderWithApp(<ReceivablesListPage />, { route: '/recebiveis?descricao=nada-com-isso' });
    expect(await screen.findByText('Serviço financeiro indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma parcela encontrada')).toBeInTheDocument();
    expect(screen.getByText(/descrição com “nada-com-isso”/)).toBeInTheDocument();
  });
});
