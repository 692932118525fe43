import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import QuotesListPage from './QuotesListPage';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const dataRows = () => screen.getAllByRole('row').slice(1);
const listUrls = () => sandbox.requests.map((r) => new URL(r.url)).filter((u) => u.pathname === '/v1/orcamentos');

describe('QuotesListPage', () => {
  it('lists the first page with number, customer, date, situation and total', async () => {
    renderWithApp(<QuotesListPage />, { route: '/orcamentos' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    expect(screen.getByText(/Mostrando 1–10 de 72 orçamentos/)).toBeInTheDocument();
    const first = within(dataRows()[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Orçamento nº 72' })).toBeInTheDocument();
    expect(first.getByText(/R\$/)).toBeInTheDocument();
  });

  it('sends situations, interval and sort from the URL to the API', async () => {
    renderWithApp(<QuotesListPage />, {
      route:
        '/orcamentos?situacoes=ORCAMENTO_RECUSADO&data_inicio=2026-01-01&data_fim=2026-11-21&campo_ordenado_ascendente=DATA&tamanho_pagina=50',
    });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    for (const row of dataRows()) expect(within(row).getByText('Recusado')).toBeInTheDocument();
    const sent = listUrls().at(-1);
    expect(sent?.searchParams.getAll('situacoes')).toEqual(['ORCAMENTO_RECUSADO']);
    expect(sent?.searchParams.get('data_inicio')).toBe('2026-01-01');
    expect(sent?.searchParams.get('campo_ordenado_ascendente')).toBe('DATA');
    expect(screen.getByRole('columnheader', { name: /Data/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps one end of the date interval out of the URL and explains why', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<QuotesListPage />, { route: '/orcamentos' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    await user.type(screen.getByLabelText('Data do orçamento de'), '01012026');
    expect(await screen.findByText('Informe também a data final.')).toBeInTheDocument();
    expect(view.location()).not.toContain('data_inicio');
    expect(listUrls().every((u) => !u.searchParams.has('data_inicio'))).toBe(true);
  });

  it('selects a page with the header checkbox and deletes it after a confirmation listing the numbers', async () => {
    const user = userEvent.setup();
    renderWithApp(<QuotesListPage />, { route: '/orcamentos?tamanho_pagina=20' });
    await waitFor(() => expect(dataRows()).toHaveLength(20));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os orçamentos da página' }));
    expect(screen.getByText('20 orçamentos selecionados')).toBeInTheDocument();
    // The second batch fails: a pass-through fault takes the first DELETE, a 500 the second.
    sandbox.api.faults.add({ path: '^/v1/orcamentos$', method: 'DELETE', times: 1 });
    sandbox.api.faults.add({
      path: '^/v1/orcamentos$',
      method: 'DELETE',
      status: 500,
      error: 'Falha ao excluir no servidor',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nº 72, nº 71,.* e nº 53/)).toBeInTheDocument();
    expect(within(dialog).getByText(/em 2 lotes/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir 20 orçamentos' }));
    // The failed batch's ids are read back (paced under 8 requests per second) before the report.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText(/Excluídos \(10\):/).parentElement).toHaveTextContent(
      'nº 72, nº 71, nº 70, nº 69, nº 68, nº 67, nº 66, nº 65, nº 64 e nº 63',
    );
    expect(within(alert).getByText(/Não excluídos \(10\):/).parentElement).toHaveTextContent('nº 62');
    expect(alert).toHaveTextContent('Falha ao excluir no servidor');
    expect(sandbox.api.store.quotes.size).toBe(62);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    // The list is refreshed and the quotes not deleted stay selected.
    await waitFor(() => expect(screen.getByText(/Mostrando 1–20 de 62 orçamentos/)).toBeInTheDocument());
    expect(screen.getByText('10 orçamentos selecionados')).toBeInTheDocument();
  });

  it('shows the server message and recovers with retry', async () => {
    sandbox.api.faults.add({
      path: '^/v1/orcamentos$',
      status: 500,
      error: 'Serviço de orçamentos indisponível',
      times: 1,
    });
    const user = userEvent.setup();
    renderWithApp(<QuotesListPage />, { route: '/orcamentos' });
    expect(await screen.findByText('Serviço de orçamentos indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(dataRows()).toHaveLength(10));
  });

  it('explains which filters hide the results when nothing matches', async () => {
    renderWithApp(<QuotesListPage />, { route: '/orcamentos?termo_busca=ninguem-com-este-nome' });
    expect(await screen.findByText('Nenhum orçamento encontrado')).toBeInTheDocument();
    expect(screen.getByText(/busca por “ninguem-com-este-nome”/)).toBeInTheDocument();
  });
});
