import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allInstallments } from '../../../../sandbox/api/receivable-model';
import { platformToday } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { formatCount } from '../../../lib/text';
import { API_BASE, sandboxForEachTest, TEST_TOKEN } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import { SPLIT_BILL } from '../../../../sandbox/api/seed-results';
import PayablesListPage from './PayablesListPage';

const sandbox = sandboxForEachTest();

const dataRows = () => screen.getAllByRole('row').slice(1);
const searches = (side: 'pagar' | 'receber') =>
  sandbox.requests.map((r) => new URL(r.url)).filter((u) => u.pathname.endsWith(`/contas-a-${side}/buscar`));
const money = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

describe('PayablesListPage', () => {
  it('reads the payables search, names the supplier, and links each open row to its payment', async () => {
    renderWithApp(<PayablesListPage />, { route: '/pagamentos' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(searches('pagar').length).toBeGreaterThan(0);
    expect(searches('receber')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Fornecedor e descrição' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pago' })).toBeInTheDocument();
    const open = dataRows().find((r) => within(r).queryByRole('link', { name: /Registrar baixa/ }));
    expect(within(open as HTMLElement).getByRole('link', { name: /Registrar baixa/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pagamentos\/[^/]+\/baixa$/),
    );
    expect(screen.getByRole('region', { name: 'Totais do filtro' })).toHaveTextContent(/Pago/);
  });

  it("shows an entry made from a bank statement's line by its memo, 'via extrato', without the mark that names the line", async () => {
    const today = platformToday();
    const payable = allInstallments(sandbox.api.store, 'DESPESA').find(
      (v) => v.openCents > 0 && v.data_vencimento.slice(0, 7) <= today.slice(0, 7),
    )!;
    const patched = await sandbox.api.handle(
      new Request(`${API_BASE}/v1/financeiro/eventos-financeiros/parcelas/${payable.id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ versao: payable.versao, descricao: 'TARIFA PACOTE SERVICOS [extrato RV0006]' }),
      }),
    );
    expect(patched.status).toBe(200);
    renderWithApp(<PayablesListPage />, { route: '/pagamentos?descricao=TARIFA' });
    const text = await screen.findByText(/TARIFA PACOTE SERVICOS/, undefined, { timeout: 5000 });
    const row = text.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('TARIFA PACOTE SERVICOS · via extrato');
    expect(row).not.toHaveTextContent('[extrato');
  });

  it('narrowed to a category, says that a split entry counts here whole and in the statement by its share', async () => {
    const aluguel = sandbox.api.store.categories.find((c) => c.nome === 'Aluguel')!.id;
    const split = sandbox.api.store.payables.find((p) => p.descricao.startsWith(`${SPLIT_BILL.prefix} - `))!;
    const month = split.data_competencia.slice(0, 7);
    // As the statement's cell links it: every due date, the competence month, the category.
    const period = `data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31&abertos_anteriores=nao&data_competencia_de=${month}-01&data_competencia_ate=${month}-28`;
    renderWithApp(<PayablesListPage />, { route: `/pagamentos?ids_categorias=${aluguel}&${period}` });
    await screen.findByText(split.descricao, { exact: false }, { timeout: 10_000 });
    expect(screen.getByRole('note')).toHaveTextContent(/rateio entre categorias.*só pela parte da categoria filtrada/);
  });

  it("opened from a statement's figure, says which filters came with the link and takes them away on request", async () => {
    const aluguel = sandbox.api.store.categories.find((c) => c.nome === 'Aluguel')!.id;
    const split = sandbox.api.store.payables.find((p) => p.descricao.startsWith(`${SPLIT_BILL.prefix} - `))!;
    const month = split.data_competencia.slice(0, 7);
    const user = userEvent.setup();
    const view = renderWithApp(<PayablesListPage />, {
      route: `/pagamentos?ids_categorias=${aluguel}&data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31&abertos_anteriores=nao&data_competencia_de=${month}-01&data_competencia_ate=${month}-28`,
    });
    await screen.findByText(split.descricao, { exact: false }, { timeout: 10_000 });
    expect(screen.getByText(/vêm do link que abriu esta lista/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tirar esses filtros' }));
    // Only those: the due dates and "only the period" stay as the link set them.
    await waitFor(() => expect(screen.queryByText(/vêm do link que abriu esta lista/)).toBeNull());
    expect(screen.getByTestId('receivables-range')).toHaveTextContent(/^Mostrando: vencimentos até 31\/12\/2099\.$/);
    await waitFor(() => {
      const last = searches('pagar').at(-1)!;
      expect(last.searchParams.getAll('ids_categorias')).toEqual([]);
      expect(last.searchParams.get('data_competencia_de')).toBeNull();
      expect(last.searchParams.get('data_vencimento_ate')).toBe('2099-12-31');
    });
    await waitFor(() => expect(view.location()).not.toContain('data_competencia'));
  });

  it('not narrowed to a category, says nothing of splits, and leaves no stray text where the note would be', async () => {
    const split = sandbox.api.store.payables.find((p) => p.descricao.startsWith(`${SPLIT_BILL.prefix} - `))!;
    const month = split.data_competencia.slice(0, 7);
    const { container } = renderWithApp(<PayablesListPage />, {
      route: `/pagamentos?data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31&abertos_anteriores=nao&data_competencia_de=${month}-01&data_competencia_ate=${month}-28`,
    });
    await screen.findByText(split.descricao, { exact: false }, { timeout: 10_000 });
    expect(screen.queryByRole('note')).toBeNull();
    const bare = [...container.querySelectorAll('*')].flatMap((el) =>
      [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && /^\d+$/.test(n.textContent ?? '')),
    );
    expect(bare.map((n) => n.parentElement?.tagName)).not.toContain('DIV');
  });

  it('a list that could not be read shows the error alone: no count, no pager', async () => {
    sandbox.api.faults.add({
      method: 'GET',
      path: '/contas-a-pagar/buscar$',
      status: 400,
      error: 'Falha simulada.',
      times: 20,
    });
    renderWithApp(<PayablesListPage />, { route: '/pagamentos' });
    expect(
      await screen.findByText('Não foi possível carregar as contas a pagar', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Falha simulada.')).toBeInTheDocument();
    expect(screen.queryByText(/^0 parcelas$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página 1' })).not.toBeInTheDocument();
  });

  it("narrows to a supplier in the app (the search publishes no supplier filter): rows, count and totals are that supplier's", async () => {
    const store = sandbox.api.store;
    const supplier = store.customers.find((c) => c.nome === 'Velox Fibra Telecomunicações Ltda');
    expect(supplier).toBeDefined();
    const theirs = allInstallments(store, 'DESPESA').filter(
      (v) => v.contactId === supplier?.id && v.data_vencimento >= '2026-01-01' && v.data_vencimento <= '2026-12-31',
    );
    expect(theirs.length).toBeGreaterThan(1);
    const route = `/pagamentos?data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31&abertos_anteriores=nao&ids_fornecedores=${supplier?.id}`;
    renderWithApp(<PayablesListPage />, { route });
    await waitFor(() =>
      expect(screen.getByText(new RegExp(`de ${formatCount(theirs.length)} parcelas`))).toBeInTheDocument(),
    );
    for (const r of dataRows()) expect(r).toHaveTextContent('Velox Fibra Telecomunicações Ltda');
    // The whole interval at the largest page, without the unpublished parameter.
    for (const u of searches('pagar')) {
      expect(u.searchParams.get('tamanho_pagina')).toBe('1000');
      expect(u.searchParams.has('ids_fornecedores')).toBe(false);
    }
    const paid = theirs.filter((v) => v.status !== 'CANCELADO').reduce((s, v) => s + v.paidCents, 0);
    const open = theirs
      .filter((v) => ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'].includes(v.status))
      .reduce((s, v) => s + v.openCents, 0);
    const overdue = theirs
      .filter(
        (v) => ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'].includes(v.status) && v.data_vencimento < platformToday(),
      )
      .reduce((s, v) => s + v.openCents, 0);
    const totals = screen.getByRole('region', { name: 'Totais do filtro' });
    expect(totals).toHaveTextContent(`Pago${money(paid)}`);
    expect(totals).toHaveTextContent(`Em aberto${money(open)}`);
    expect(totals).toHaveTextContent(`Em atraso${money(overdue)}`);
  });
});
