import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sandboxForEachTest } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import { expectListRecovers, expectNothingFound } from '../../../test/list-screen';
import { resetAdjustingCache } from '../../../stores/contract-adjustment';
import { markAdjusting } from '../../../stores/contract-adjustment-write';
import ContractsListPage from './ContractsListPage';

const sandbox = sandboxForEachTest();

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('ContractsListPage', () => {
  it('lists the first page from the sandbox with the total', async () => {
    renderWithApp(<ContractsListPage />, { route: '/contratos' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    expect(screen.getByText(/Mostrando 1–10 de \d+ contratos/)).toBeInTheDocument();
    const listRequest = sandbox.requests.find((r) => new URL(r.url).pathname === '/v1/contratos');
    const url = new URL(listRequest?.url ?? '');
    expect(url.searchParams.get('data_inicio')).toBe(`${new Date().getFullYear() - 3}-01-01`);
    expect(url.searchParams.get('tamanho_pagina')).toBe('10');
  });

  it('a contract the platform said is under value adjustment shows "Em reajuste" on its row', async () => {
    localStorage.clear();
    resetAdjustingCache();
    const record = [...sandbox.api.store.contracts.values()].find((r) => r.status === 'ATIVO' && r.em_reajuste);
    const numero = String(record?.request.termos.numero);
    renderWithApp(<ContractsListPage />, { route: `/contratos?busca_textual=${numero}` });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0] as HTMLElement).queryByText('Em reajuste')).toBeNull();
    markAdjusting(record?.id ?? '');
    expect(await within(dataRows()[0] as HTMLElement).findByText('Em reajuste')).toBeInTheDocument();
  });

  it('applies the status filter from the URL and sends it to the API', async () => {
    renderWithApp(<ContractsListPage />, { route: '/contratos?status=INATIVO&tamanho_pagina=50' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    for (const row of dataRows()) expect(within(row).getByText('Inativo')).toBeInTheDocument();
    const sent = sandbox.requests.map((r) => new URL(r.url)).find((u) => u.pathname === '/v1/contratos');
    expect(sent?.searchParams.get('status')).toBe('INATIVO');
  });

  it('sorts by start date when the header is clicked and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<ContractsListPage />, { route: '/contratos' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /Início/ }));
    await waitFor(() => expect(view.location()).toContain('campo_ordenado_ascendente=DATA_INICIO'));
    await waitFor(() => {
      const starts = dataRows().map((row) => within(row).getAllByRole('cell')[3]?.textContent ?? '');
      const iso = starts.map((s) => s.split('/').reverse().join('-'));
      expect(iso).toEqual([...iso].sort());
    });
    expect(screen.getByRole('columnheader', { name: /Início/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the server message and recovers with retry', async () => {
    await expectListRecovers(
      sandbox,
      { path: '^/v1/contratos$', message: 'Banco de dados indisponível' },
      <ContractsListPage />,
      '/contratos',
    );
  });

  it('explains which filters hide the results when nothing matches', async () => {
    renderWithApp(<ContractsListPage />, { route: '/contratos?busca_textual=ninguem-com-este-nome' });
    await expectNothingFound('Nenhum contrato encontrado', 'busca por “ninguem-com-este-nome”');
  });
});

describe('ContractsListPage search box', () => {
  it('keeps every typed character while the debounced search updates the URL', async () => {
    const user = userEvent.setup({ delay: 120 });
    const view = renderWithApp(<ContractsListPage />, { route: '/contratos' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    // Pauses longer than the debounce between some keys, as a slow typist does.
    await user.type(box, 'clin');
    await new Promise((r) => setTimeout(r, 500));
    await user.type(box, 'ica sorriso');
    expect(box).toHaveValue('clinica sorriso');
    await waitFor(() => expect(view.location()).toContain('busca_textual=clinica+sorriso'));
    expect(box).toHaveValue('clinica sorriso');
  });
});
