import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failOnceAnyMethod, sandboxForEachTest } from '../../test/sandbox';
import { renderWithApp } from '../../test/render';
import { expectNothingFound } from '../../test/list-screen';
import CollectionsPage from './CollectionsPage';

const sandbox = sandboxForEachTest();

/** The first load reads every overdue installment (in process, on a busy machine). */
const SLOW = { timeout: 15_000 };
const ROUTE = '/recebiveis/inadimplencia';
/** The customer rows (the header row and open details left out). */
const customerRows = () =>
  screen
    .getByRole('table', { name: 'Clientes com parcelas em atraso' })
    .querySelectorAll<HTMLElement>('tbody tr[data-row]');
const nameOf = (row: HTMLElement) => (row.querySelectorAll('td')[0]?.textContent ?? '').trim();

/** Renders the screen at `route` and waits for its customers; returns the first one's row and name. */
async function firstCustomer(route = ROUTE) {
  renderWithApp(<CollectionsPage />, { route });
  await waitFor(() => expect(customerRows().length).toBeGreaterThan(0), SLOW);
  const first = customerRows()[0] as HTMLElement;
  return { first, name: nameOf(first) };
}

/** Opens the installments of customer `name` from its row `first`; returns their table. */
async function openInstallments(user: ReturnType<typeof userEvent.setup>, first: HTMLElement, name: string) {
  await user.click(within(first).getByRole('button', { name: `Parcelas de ${name}` }));
  return screen.findByRole('table', { name: `Parcelas em atraso de ${name}` });
}

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
      Number((row.querySelectorAll('td')[2]?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
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

  it('opens a customer to its installments, with the settlement link; their charges on "Consultar cobranças"', async () => {
    const user = userEvent.setup();
    renderWithApp(<CollectionsPage />, { route: ROUTE });
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(0), SLOW);
    // The customer with the fewest installments: fewest to read.
    const countOf = (row: HTMLElement) => Number(row.querySelectorAll('td')[1]?.textContent);
    const first = [...customerRows()].sort((a, b) => countOf(a) - countOf(b))[0] as HTMLElement;
    const name = nameOf(first);
    const count = Number(first.querySelectorAll('td')[1]?.textContent);
    const detail = await openInstallments(user, first, name);
    expect(within(detail).getAllByRole('row')).toHaveLength(count + 1);
    // Nothing read yet: the charge column says so, and the action reads it when used.
    expect(within(detail).getAllByText('Não consultada')).toHaveLength(count);
    expect(within(detail).getAllByRole('button', { name: /^Cobrança:/ })).toHaveLength(count);
    // Each installment's charges are read from it: none yet in the seed.
    await user.click(screen.getByRole('button', { name: `Consultar cobranças das parcelas de ${name}` }));
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

  it('opening a customer sends at most two requests, however many installments it has', async () => {
    const user = userEvent.setup();
    // The largest total first: a customer with more overdue installments than the requests allowed.
    const { first, name } = await firstCustomer();
    expect(Number(first.querySelectorAll('td')[1]?.textContent)).toBeGreaterThan(2);
    const before = sandbox.requests.length;
    await openInstallments(user, first, name);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sandbox.requests.slice(before).length).toBeLessThanOrEqual(2);
  });

  it("opens and closes a customer from its name, the row's one toggle, with the keyboard as well", async () => {
    const user = userEvent.setup();
    const { first, name } = await firstCustomer(`${ROUTE}?campo_ordenado_ascendente=QUANTIDADE`);
    // One control per row: the name, named "Parcelas de …" (its visible text within).
    expect(within(first).getAllByRole('button')).toHaveLength(1);
    const toggle = within(first).getByRole('button', { name: `Parcelas de ${name}` });
    expect(toggle).toHaveTextContent(name);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('table', { name: `Parcelas em atraso de ${name}` })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('table', { name: `Parcelas em atraso de ${name}` })).toBeNull());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('lays the installments out to fit the open row at 1280×720: fixed columns, wrapping actions, whole descriptions', async () => {
    const user = userEvent.setup();
    const { first, name } = await firstCustomer();
    const detail = await openInstallments(user, first, name);
    // At 1280×720 the open row's box is 990 px wide, about 954 px inside its paddings.
    const remOf = (value: string) => (value.endsWith('rem') ? parseFloat(value) : NaN);
    expect(detail.style.tableLayout).toBe('fixed');
    const cols = [...detail.querySelectorAll('col')];
    expect(cols).toHaveLength(within(detail).getAllByRole('columnheader').length);
    const fixed = cols.map((c) => c.style.width).filter(Boolean);
    expect(fixed).toHaveLength(cols.length - 1); // the description takes the rest
    expect(remOf(detail.style.minWidth) * 16).toBeLessThanOrEqual(954);
    expect(fixed.reduce((sum, w) => sum + remOf(w), 0)).toBeLessThan(remOf(detail.style.minWidth));
    for (const row of within(detail).getAllByRole('row').slice(1)) {
      const cells = row.querySelectorAll('td');
      const description = cells[1]?.querySelector('[title]');
      expect(description?.getAttribute('title')).toBe((cells[1]?.textContent ?? '').trim());
      const actions = cells[cells.length - 1] as HTMLElement;
      expect(actions).not.toHaveClass('nowrap');
      expect(actions.querySelector('.mantine-Group-root')?.getAttribute('style') ?? '').toContain('--group-wrap: wrap');
    }
  });

  /** Opens the customer with the fewest installments; its first installment's row and charge button. */
  async function firstInstallment(user: ReturnType<typeof userEvent.setup>) {
    const { first, name } = await firstCustomer(`${ROUTE}?campo_ordenado_ascendente=QUANTIDADE`);
    const detail = await openInstallments(user, first, name);
    const row = within(detail).getAllByRole('row')[1] as HTMLElement;
    // "Cobrança" until the installment's charges were read ("Gerar cobrança" once read).
    const opener = within(row).getByRole('button', { name: /^(Gerar c|C)obrança:/ });
    return { row, opener };
  }

  /** Generates a Pix charge in the open dialog; the dialog then shows it. */
  async function generatePix(user: ReturnType<typeof userEvent.setup>) {
    let dialog = await screen.findByRole('dialog', { name: 'Gerar cobrança' }, SLOW);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Tipo de cobrança/ }), 'PIX_COBRANCA');
    const account = sandbox.api.store.accounts.find((a) => a.nome === 'Conta cobranças');
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('combobox', { name: /Conta financeira/ })).getAllByRole('option').length,
      ).toBeGreaterThan(1),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Conta financeira/ }), account?.id ?? '');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar cobrança' }));
    dialog = await screen.findByRole('dialog', { name: 'Cobrança da parcela' }, SLOW);
    // As the platform answers: no link until the charge is confirmed.
    await within(dialog).findByText('Aguardando confirmação', {}, SLOW);
    const charge = [...sandbox.api.store.charges.values()].at(-1);
    if (!charge) throw new Error('no charge');
    return { dialog, charge };
  }

  it('shows in the row what the charge dialog learns of the charge, and offers no link once it is cancelled', async () => {
    const user = userEvent.setup();
    const { row, opener } = await firstInstallment(user);
    await user.click(opener);
    const { dialog, charge } = await generatePix(user);
    await waitFor(() => expect(row).toHaveTextContent('Cobrança Pix: aguardando confirmação'));

    charge.createdAt -= 60_000; // the platform confirmed it
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(dialog).findByText('Registrada')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('Cobrança Pix: registrada'));

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar cobrança' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByText('Em cancelamento', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('Cobrança Pix: em cancelamento'));
    expect(within(dialog).queryByRole('button', { name: 'Copiar link' })).toBeNull();

    charge.cancelRequestedAt = (charge.cancelRequestedAt ?? Date.now()) - 60_000; // the platform cancelled it
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Confirmar cancelamento' })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(dialog).findByText('Cancelada')).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('Cobrança Pix: cancelada'));
    expect(screen.queryByRole('button', { name: 'Copiar link' })).toBeNull();
    expect(within(row).getByRole('button', { name: /^Gerar cobrança:/ })).toBe(opener);
  });

  it("gives focus back to the row's button when the charge dialog closes, with or without a change", async () => {
    const user = userEvent.setup();
    const { opener } = await firstInstallment(user);

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Gerar cobrança' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    const { dialog: shown } = await generatePix(user);
    await user.click(within(shown).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveAccessibleName(/^Ver cobrança:/);
  });

  it("copies the customer's reminder: each installment, its amount, the total", async () => {
    const user = userEvent.setup();
    const { first, name } = await firstCustomer(`${ROUTE}?campo_ordenado_ascendente=QUANTIDADE`);
    const detail = await openInstallments(user, first, name);
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
      `Total em aberto: ${first.querySelectorAll('td')[2]?.textContent?.replace(/\u00a0/g, ' ')}.`,
    );
  });

  it('filters by age bucket from the URL: only installments of that bucket', async () => {
    renderWithApp(<CollectionsPage />, { route: `${ROUTE}?faixa=d31_60` });
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(0), SLOW);
    for (const row of customerRows()) expect(row).toHaveTextContent('31 a 60 dias');
  });

  it('says when nothing is overdue for the filters', async () => {
    renderWithApp(<CollectionsPage />, { route: `${ROUTE}?cliente=ninguem-com-este-nome` });
    await expectNothingFound('Nenhum cliente encontrado', 'cliente com “ninguem-com-este-nome”', SLOW);
  });

  it('shows the server message and loads again on "Tentar novamente"', async () => {
    failOnceAnyMethod(sandbox, 'contas-a-receber/buscar', 500, 'Serviço financeiro indisponível');
    const user = userEvent.setup();
    renderWithApp(<CollectionsPage />, { route: ROUTE });
    expect(await screen.findByText('Serviço financeiro indisponível', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os recebíveis atrasados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(customerRows().length).toBeGreaterThan(0), SLOW);
  });
});
