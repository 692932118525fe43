import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failOnce, sandboxForEachTest } from '../../../test/sandbox';
import { captureDownloads } from '../../../test/downloads';
import { renderWithApp } from '../../../test/render';
import { expectListRecovers, expectNothingFound } from '../../../test/list-screen';
import { payload as refusedOnly } from '../../../api/fixtures/quotes/list/refused-only';
import QuotesListPage from './QuotesListPage';

const sandbox = sandboxForEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

/** The quotes the platform counts in `total_itens`: the refused ones are left out. */
const counted = () => [...sandbox.api.store.quotes.values()].filter((q) => q.situacao !== 'ORCAMENTO_RECUSADO').length;

const dataRows = () => screen.getAllByRole('row').slice(1);
const listUrls = () => sandbox.requests.map((r) => new URL(r.url)).filter((u) => u.pathname === '/v1/orcamentos');

describe('QuotesListPage', () => {
  it('lists the first page with number, customer, date, situation and total', async () => {
    renderWithApp(<QuotesListPage />, { route: '/orcamentos' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    // The platform's count (refused quotes left out) until the pages say more.
    expect(screen.getByText(`Mostrando 1–10 de ${counted()} orçamentos`)).toBeInTheDocument();
    const first = within(dataRows()[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Orçamento nº 72' })).toBeInTheDocument();
    expect(first.getByText(/R\$/)).toBeInTheDocument();
  });

  it('sends situations, interval and sort from the URL to the API', async () => {
    renderWithApp(<QuotesListPage />, {
      route:
        '/orcamentos?situacoes=ORCAMENTO_RECUSADO&data_inicio=2026-01-01&data_fim=2026-11-21&campo_ordenado_ascendente=DATA&tamanho_pagina=50',
    });
    // The platform counts refused quotes as 0: the rows are shown, never "nothing found".
    const refused = [...sandbox.api.store.quotes.values()].filter(
      (q) => q.situacao === 'ORCAMENTO_RECUSADO' && q.request.data_orcamento >= '2026-01-01',
    );
    expect(refused.length).toBeGreaterThan(0);
    await waitFor(() => expect(dataRows()).toHaveLength(refused.length));
    expect(screen.queryByText('Nenhum orçamento encontrado')).toBeNull();
    expect(screen.getByText(`Mostrando 1–${refused.length} de ${refused.length} orçamentos`)).toBeInTheDocument();
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
    failOnce(sandbox, 'DELETE', '^/v1/orcamentos$', 500, 'Falha ao excluir no servidor');
    await user.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nº 72, nº 71,.* e nº 53/)).toBeInTheDocument();
    expect(within(dialog).getByText(/em 2 lotes/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir 20 orçamentos' }));
    // The failed batch's ids are read back before the report.
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(/Excluídos \(10\):/).parentElement).toHaveTextContent(
      'nº 72, nº 71, nº 70, nº 69, nº 68, nº 67, nº 66, nº 65, nº 64 e nº 63',
    );
    expect(within(alert).getByText(/Não excluídos \(10\):/).parentElement).toHaveTextContent('nº 62');
    expect(alert).toHaveTextContent('Falha ao excluir no servidor');
    expect(sandbox.api.store.quotes.size).toBe(62);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    // The list is refreshed and the quotes not deleted stay selected.
    await waitFor(() => expect(screen.getByText(`Mostrando 1–20 de ${counted()} orçamentos`)).toBeInTheDocument());
    expect(screen.getByText('10 orçamentos selecionados')).toBeInTheDocument();
  });

  it('the platform answers refused quotes with total_itens 0: the rows are listed, not "nothing found"', async () => {
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(new Request(input, init).url).pathname === '/v1/orcamentos'
        ? Response.json(refusedOnly)
        : inner(input, init),
    );
    renderWithApp(<QuotesListPage />, { route: '/orcamentos?situacoes=ORCAMENTO_RECUSADO' });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.queryByText('Nenhum orçamento encontrado')).toBeNull();
    expect(screen.getByText('1 orçamento')).toBeInTheDocument();
    expect(within(dataRows()[0] as HTMLElement).getByText('Recusado')).toBeInTheDocument();
  });

  it('pages past the count: a full page where the count ends reads the next one; a short page ends the list', async () => {
    const all = sandbox.api.store.quotes.size;
    const lastByCount = Math.ceil(counted() / 10);
    expect(lastByCount * 10).toBeLessThan(all);
    const user = userEvent.setup();
    const view = renderWithApp(<QuotesListPage />, { route: `/orcamentos?pagina=${lastByCount}` });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    // The page after it has rows: the pager offers it, and it opens.
    const shown = lastByCount * 10;
    expect(
      await screen.findByText(`Mostrando ${shown - 9}–${shown} de ${Math.min(shown + 10, all)} orçamentos`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Página ${lastByCount + 1}` }));
    await waitFor(() => expect(view.location()).toContain(`pagina=${lastByCount + 1}`));
    view.unmount();

    const lastPage = Math.ceil(all / 10);
    renderWithApp(<QuotesListPage />, { route: `/orcamentos?pagina=${lastPage}` });
    await waitFor(() => expect(dataRows()).toHaveLength(all - (lastPage - 1) * 10));
    expect(screen.getByText(`Mostrando ${(lastPage - 1) * 10 + 1}–${all} de ${all} orçamentos`)).toBeInTheDocument();
  });

  it('exports every quote of the filters, the refused ones too, reading pages until a short one', async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderWithApp(<QuotesListPage />, { route: '/orcamentos' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar orçamentos' });
    const all = sandbox.api.store.quotes.size;
    expect(await within(dialog).findByText(new RegExp(`Exportação concluída: ${all} registros`))).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.text.split('\r\n').filter(Boolean)).toHaveLength(all + 1);
    const exports = listUrls().filter((u) => u.searchParams.get('tamanho_pagina') === '1000');
    expect(exports.map((u) => u.searchParams.get('pagina'))).toEqual(['1']);
  });

  it('a selected quote deleted elsewhere meanwhile is no failure: the platform answers 204', async () => {
    const user = userEvent.setup();
    renderWithApp(<QuotesListPage />, { route: '/orcamentos' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o orçamento nº 72' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar o orçamento nº 71' }));
    const gone = [...sandbox.api.store.quotes.values()].find((q) => q.numero === 71)!;
    sandbox.api.store.quotes.delete(gone.id);
    await user.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir 2 orçamentos' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('2 orçamentos excluídos');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect([...sandbox.api.store.quotes.values()].some((q) => q.numero === 72)).toBe(false);
  });

  it('shows the server message and recovers with retry', async () => {
    await expectListRecovers(
      sandbox,
      { path: '^/v1/orcamentos$', message: 'Serviço de orçamentos indisponível' },
      <QuotesListPage />,
      '/orcamentos',
    );
  });

  it('explains which filters hide the results when nothing matches', async () => {
    renderWithApp(<QuotesListPage />, { route: '/orcamentos?termo_busca=ninguem-com-este-nome' });
    await expectNothingFound('Nenhum orçamento encontrado', 'busca por “ninguem-com-este-nome”');
  });
});
