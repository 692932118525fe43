import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasInstallment } from '../../../sandbox/api/installment-model';
import { noteFate } from '../../../sandbox/api/invoice-model';
import { allInstallments } from '../../../sandbox/api/receivable-model';
import { addDays, daysBetween } from '../../lib/date-math';
import { formatCents } from '../../lib/money';
import { lastMonthOf } from '../../lib/months';
import { renderWithApp } from '../../test/render';
import {
  activeContracts,
  failReads,
  mountSandbox,
  recurringFromDetails,
  TEST_TODAY,
  type SandboxHarness,
} from '../../test/sandbox';
import HomePage from './HomePage';

// A first visit: this browser knows no contract's terms yet (recurring-terms.ts).
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const section = (name: string) => screen.getByRole('region', { name });
/** As testing-library reads the page: the currency's non-breaking space is a space. */
const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

/** What the page sent: contract details (`GET /v1/contratos/{id}`) and every request. */
function sent(sandbox: SandboxHarness) {
  const paths = sandbox.requests.map((r) => new URL(r.url).pathname);
  return { details: paths.filter((p) => /^\/v1\/contratos\/[0-9a-f-]{36}$/.test(p)).length, all: paths.length };
}

describe('HomePage', () => {
  it('shows overdue by age with links to exactly those installments, what is due soon, contracts and recurring revenue', async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    renderWithApp(<HomePage today={TEST_TODAY} />);

    // Expected figures, computed from the sandbox's own records.
    const open = allInstallments(sandbox.api.store).filter(
      (i) => i.openCents > 0 && ['ATRASADO', 'RECEBIDO_PARCIAL', 'PENDENTE'].includes(i.status),
    );
    const late = open.filter((i) => i.data_vencimento < TEST_TODAY);
    const bucket = (min: number, max: number) =>
      late.filter((i) => {
        const d = daysBetween(i.data_vencimento, TEST_TODAY);
        return d >= min && d <= max;
      });
    const sum = (list: typeof open) => list.reduce((s, i) => s + i.openCents, 0);

    const overdue = section('Em atraso');
    await within(overdue).findByText(brl(sum(late)), {}, { timeout: 5_000 });
    const b31 = bucket(31, 60);
    expect(b31.length).toBeGreaterThan(0);
    const row = within(overdue).getByRole('link', { name: '31 a 60 dias' }).closest('tr')!;
    expect(row).toHaveTextContent(`${b31.length} parcela`);
    expect(row).toHaveTextContent(brl(sum(b31)));
    expect(within(overdue).getByRole('link', { name: '31 a 60 dias' })).toHaveAttribute(
      'href',
      '/recebiveis?status=ATRASADO&status=RECEBIDO_PARCIAL&data_vencimento_de=2026-09-22&data_vencimento_ate=2026-10-21&abertos_anteriores=nao',
    );
    expect(within(overdue).getByRole('link', { name: 'Cobrar por cliente' })).toHaveAttribute(
      'href',
      '/recebiveis/inadimplencia',
    );

    const dueSoon = section('A vencer');
    const today = open.filter((i) => i.data_vencimento === TEST_TODAY);
    await within(dueSoon).findByRole('link', { name: 'Vencem hoje' });
    expect(within(dueSoon).getByRole('link', { name: 'Vencem hoje' }).closest('tr')).toHaveTextContent(brl(sum(today)));

    const contracts = [...sandbox.api.store.contracts.values()];
    const active = contracts.filter((c) => c.status === 'ATIVO');
    await within(section('Contratos')).findByRole('link', { name: new RegExp(`${active.length} contratos? ativos?`) });

    const expected = recurringFromDetails(sandbox);
    const mrr = section('Receita recorrente mensal');
    await within(mrr).findByText(brl(expected.monthlyCents), {}, { timeout: 5_000 });
    // Not one detail per active contract: the scheduled sales say most contracts' terms.
    expect(sent(sandbox).details).toBeLessThan(active.length / 2);
    await userEvent.setup().click(within(mrr).getByRole('button', { name: 'Como é calculado' }));
    // The explanation opens with a short transition: wait for it.
    expect(await within(mrr).findByRole('table')).toHaveTextContent('Mensal');
  });

  it('a first visit reads the recurring revenue in far fewer requests than one per active contract, to the same cent', async () => {
    const sandbox = mountSandbox(); // the default seed
    const active = activeContracts(sandbox);
    expect(active.length).toBeGreaterThan(100);
    renderWithApp(<HomePage today={TEST_TODAY} />);

    const expected = recurringFromDetails(sandbox);
    const mrr = section('Receita recorrente mensal');
    await within(mrr).findByText(brl(expected.monthlyCents), {}, { timeout: 5_000 });
    expect(mrr).toHaveTextContent(`por mês, de ${expected.counted} contratos ativos`);
    // The seed signs a few contracts that start months from now: active, not yet in the figure.
    expect(expected.startingLater).toBeGreaterThan(1);
    expect(mrr).toHaveTextContent(`Mais ${expected.startingLater} contratos ativos começam depois deste mês`);

    const { details, all } = sent(sandbox);
    expect(details).toBeLessThan(active.length / 3);
    // Every block of the page included.
    expect(all).toBeLessThan(active.length / 2);
  });

  it("counts last month's contract sales without a note (none, failed or cancelled), to the cent, linking to their list", async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    renderWithApp(<HomePage today={TEST_TODAY} />);
    const store = sandbox.api.store;
    const month = lastMonthOf(TEST_TODAY);
    const missing = [...store.contracts.values()]
      .filter((c) => c.status !== 'DELETADO')
      .flatMap((c) =>
        (store.salesByContract.get(c.id) ?? [])
          .filter((sale) => sale.data_emissao.startsWith(month) && sale.status !== 'CANCELADA')
          .filter((sale) => hasInstallment(sale, store.today))
          .filter((sale) => !['EMITIDA', 'PENDENTE'].includes(noteFate(c, sale, store.today) ?? '')),
      );
    expect(missing.length).toBeGreaterThan(0);
    const cents = missing.reduce((sum, sale) => sum + Math.round(sale.valor * 100), 0);
    const card = section('Notas fiscais');
    const link = await within(card).findByRole(
      'link',
      { name: (name) => name.replace(/\s/g, ' ') === `Vendas sem nota fiscal: ${missing.length}, ${brl(cents)}` },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', `/notas/sem-nota?mes=${month}`);
  });

  it('a block that fails says so and retries alone; the others still show', async () => {
    const sandbox = mountSandbox({ contractCount: 12 });
    failReads(sandbox, '^/v1/contratos$', 'Falha simulada nos contratos.', 2);
    renderWithApp(<HomePage today={TEST_TODAY} />);
    const contracts = section('Contratos');
    expect(await within(contracts).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Falha simulada nos contratos.',
    );
    await within(section('Em atraso')).findByRole('link', { name: '1 a 30 dias' }, { timeout: 5_000 });
    await userEvent.setup().click(within(contracts).getByRole('button', { name: 'Tentar novamente' }));
    await within(contracts).findByRole('link', { name: /ativos?$/ }, { timeout: 5_000 });
    await waitFor(() => expect(within(contracts).queryByRole('alert')).toBeNull());
  });

  it('a refresh that fails keeps the figures, says so once, and offers one retry', async () => {
    const sandbox = mountSandbox({ contractCount: 12 });
    renderWithApp(<HomePage today={TEST_TODAY} />);
    const contracts = section('Contratos');
    await within(contracts).findByRole('link', { name: /ativos?$/ }, { timeout: 5_000 });
    failReads(sandbox, '^/v1/contratos$', 'Falha simulada nos contratos.', 2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Atualizar/ }));
    expect(await within(contracts).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Não foi possível atualizar: Falha simulada nos contratos.',
    );
    expect(within(contracts).getByRole('link', { name: /ativos?$/ })).toBeInTheDocument();
    expect(within(contracts).getByText(/^lidos às \d\d:\d\d — podem estar desatualizados/)).toBeInTheDocument();
    expect(
      within(contracts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tentar novamente']);
    await user.click(within(contracts).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(contracts).queryByRole('alert')).toBeNull(), { timeout: 5_000 });
  });

  it('shows what is to be paid: overdue, today and the next 7 days, each linking to exactly those payables', async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    renderWithApp(<HomePage today={TEST_TODAY} />);
    const open = allInstallments(sandbox.api.store, 'DESPESA').filter(
      (i) => i.openCents > 0 && ['ATRASADO', 'RECEBIDO_PARCIAL', 'PENDENTE'].includes(i.status),
    );
    const sum = (list: typeof open) => list.reduce((s, i) => s + i.openCents, 0);
    const late = open.filter((i) => i.data_vencimento < TEST_TODAY);
    const today = open.filter((i) => i.data_vencimento === TEST_TODAY);
    const week = open.filter((i) => i.data_vencimento > TEST_TODAY && daysBetween(TEST_TODAY, i.data_vencimento) <= 7);
    expect(late.length * today.length * week.length).toBeGreaterThan(0);

    const payables = section('A pagar');
    const lateLink = await within(payables).findByRole('link', { name: 'Em atraso' }, { timeout: 5_000 });
    expect(lateLink.closest('tr')).toHaveTextContent(brl(sum(late)));
    expect(lateLink).toHaveAttribute(
      'href',
      `/pagamentos?status=ATRASADO&status=RECEBIDO_PARCIAL&data_vencimento_de=2000-01-01&data_vencimento_ate=${addDays(TEST_TODAY, -1)}&abertos_anteriores=nao`,
    );
    const todayLink = within(payables).getByRole('link', { name: 'Vencem hoje' });
    expect(todayLink.closest('tr')).toHaveTextContent(brl(sum(today)));
    expect(todayLink.getAttribute('href')).toContain(
      `data_vencimento_de=${TEST_TODAY}&data_vencimento_ate=${TEST_TODAY}`,
    );
    const weekLink = within(payables).getByRole('link', { name: 'Nos próximos 7 dias' });
    expect(weekLink.closest('tr')).toHaveTextContent(brl(sum(week)));
    const dm = (iso: string) => iso.slice(8, 10) + '/' + iso.slice(5, 7);
    expect(weekLink.closest('td')).toHaveTextContent(
      `Nos próximos 7 dias${dm(addDays(TEST_TODAY, 1))} a ${dm(addDays(TEST_TODAY, 7))}`,
    );
    expect(weekLink.getAttribute('href')).toMatch(/^\/pagamentos\?/);
  });
});
