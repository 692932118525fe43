import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../../test/sandbox';
import { renderWithApp } from '../../test/render';
import CollectionsPage from './CollectionsPage';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The first load reads every overdue installment (in process, on a busy machine). */
const SLOW = { timeout: 15_000 };
const ROUTE = '/recebiveis/inadimplencia';
/** The customer rows (the header row and open details left out). */
const customerRows = () =>
  screen
    .getByRole('table', { name: 'Clientes com parcelas em atraso' })
    .querySelectorAll<HTMLElement>('tbody tr[data-row]');
const nameOf = (row: HTMLElement) => (row.querySelectorAll('td')[1]?.textContent ?? '').trim();

describe('CollectionsPage', () => {
  it('groups the overdue installments by customer, every page of the search, largest total first', async () => {
    renderWithApp(<CollectionsPage />, { route: ROUTE });
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(1), SLOW);
    const search = sandbox.requests
      .map((r) => new URL(r.url))
      .find((u) => u.pathname.endsWith('/contas-a-receber/buscar'));
    expect(search?.searchParams.get('tamanho_pagina')).toBe('1000');
    expect(search?.searchParams.getAll('status')).toEqual(['ATRASADO', 'RECEBIDO_PARCIAL']);
    expect(search?.searchParams.get('data_vencimento_de')).toBe('2000-01-01');
    const totals = [...customerRows()].map((row) =>
      Number((row.querySelectorAll('td')[3]?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(screen.getByRole('region', { name: 'Resumo da inadimplência' })).toHaveTextContent(/Total em atraso/);
  });

  it('sorts by customer name when the header is clicked, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<CollectionsPage />, { route: ROUTE });
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(1), SLOW);
    await user.click(screen.getByRole('button', { name: /^Cliente/ }));
    await waitFor(() => expect(view.location()).toContain('campo_ordenado_ascendente=CLIENTE'));
    const names = [...customerRows()].map(nameOf);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    await user.click(screen.getByRole('button', { name: /^Cliente/ }));
    await waitFor(() => expect(view.location()).toContain('campo_ordenado_descendente=CLIENTE'));
    const desc = [...customerRows()].map(nameOf);
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a, 'pt-BR', { sensitivity: 'base' })));
    expect(desc[0]).not.toBe(names[0]);
  });

  it('opens a customer to its installments, with their charges and the settlement link', async () => {
    const user = userEvent.setup();
    renderWithApp(<CollectionsPage />, { route: ROUTE });
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(0), SLOW);
    // The customer with the fewest installments: fewest to read.
    const countOf = (row: HTMLElement) => Number(row.querySelectorAll('td')[2]?.textContent);
    const first = [...customerRows()].sort((a, b) => countOf(a) - countOf(b))[0] as HTMLElement;
    const name = nameOf(first);
    const count = Number(first.querySelectorAll('td')[2]?.textContent);
    await user.click(within(first).getByRole('button', { name: `Parcelas de ${name}` }));
    const detail = await screen.findByRole('table', { name: `Parcelas em atraso de ${name}` });
    expect(within(detail).getAllByRole('row')).toHaveLength(count + 1);
    // Each installment's charges are read from it: none yet in the seed.
    await waitFor(() => expect(within(detail).getAllByText('Nenhuma')).toHaveLength(count), SLOW);
    expect(within(detail).getAllByRole('button', { name: /^Gerar cobrança:/ })).toHaveLength(count);
    for (const button of within(detail).getAllByRole('button', { name: /^Gerar cobrança:/ }))
      expect(button).toBeEnabled();
    expect(within(detail).getAllByRole('link', { name: /^Registrar baixa:/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/recebiveis\/.+\/baixa$/),
    );
    expect(within(first).getByRole('button', { name: `Parcelas de ${name}` })).toHaveAttribute('aria-expanded', 'true');
  });

  it("copies the customer's reminder: each installment, its amount, the total", async () => {
    const user = userEvent.setup();
    renderWithApp(<CollectionsPage />, { route: `${ROUTE}?campo_ordenado_ascendente=QUANTIDADE` });
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(0), SLOW);
    const first = customerRows()[0] as HTMLElement;
    const name = nameOf(first);
    await user.click(within(first).getByRole('button', { name: `Parcelas de ${name}` }));
    const detail = await screen.findByRole('table', { name: `Parcelas em atraso de ${name}` });
    await user.click(screen.getByRole('button', { name: `Copiar lembrete para ${name}` }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toContain('Total em aberto: R$'), SLOW);
    const text = await navigator.clipboard.readText();
    expect(text.startsWith(name === 'Sem cliente' ? 'Olá!' : `Olá, ${name}!`)).toBe(true);
    const descriptions = within(detail)
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row.querySelectorAll('td')[1]?.textContent ?? '').trim());
    for (const d of descriptions) expect(text).toContain(`• ${d}: vencimento em `);
    expect(text).toContain(
      `Total em aberto: ${first.querySelectorAll('td')[3]?.textContent?.replace(/\u00a0/g, ' ')}.`,
    );
  });

  it('filters by age bucket from the URL: only installments of that bucket', async () => {
    renderWithApp(<CollectionsPage />, { route: `${ROUTE}?faixa=d31_60` });
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(0), SLOW);
    for (const row of customerRows()) expect(row).toHaveTextContent('31 a 60 dias');
  });

  it('says when nothing is overdue for the filters', async () => {
    renderWithApp(<CollectionsPage />, { route: `${ROUTE}?cliente=ninguem-com-este-nome` });
    expect(await screen.findByText('Nenhum recebível atrasado', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/cliente com “ninguem-com-este-nome”/)).toBeInTheDocument();
  });

  it('shows the server message and loads again on "Tentar novamente"', async () => {
    sandbox.api.faults.add({
      path: 'contas-a-receber/buscar',
      status: 500,
      error: 'Serviço financeiro indisponível',
      times: 1,
    });
    const user = userEvent.setup();
    renderWithApp(<CollectionsPage />, { route: ROUTE });
    expect(await screen.findByText('Serviço financeiro indisponível', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os recebíveis atrasados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(0), SLOW);
  });
});
