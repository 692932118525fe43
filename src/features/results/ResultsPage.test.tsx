import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMonths, monthBounds } from '../../lib/date-math';
import { formatCents, toCents } from '../../lib/money';
import { periodLabel } from '../../lib/period-label';
import { captureDownloads } from '../../test/downloads';
import { expectedResult } from '../../test/results';
import { renderWithApp } from '../../test/render';
import { failReads, mountSandbox, recurringFromDetails, TEST_TODAY, type SandboxHarness } from '../../test/sandbox';
import ResultsPage, { periodChoices } from './ResultsPage';

afterEach(() => vi.restoreAllMocks());

const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s/g, ' ').replace(' (negativo)', ''));

const LAST_MONTH = monthBounds(addMonths(TEST_TODAY, -1));
/**
 * Last month is the 11th of the last 12 months (this month is the 12th): in the statement's last
 * table of three months, its 2nd column; in the cash flow's third table of four, its 3rd.
 */
const COLUMN = 1;
const FLOW_COLUMN = 2;
const STATEMENT = /^Demonstração do resultado, /;

const expected = (sandbox: SandboxHarness, basis: 'competencia' | 'caixa') =>
  expectedResult(sandbox, basis, LAST_MONTH.first);

describe('ResultsPage', () => {
  // The basis and period a tab last chose are kept per company in session storage.
  beforeEach(() => sessionStorage.clear());

  it('opens on the basis and period its address names', async () => {
    mountSandbox({ contractCount: 24 });
    const year = String(Number(TEST_TODAY.slice(0, 4)) - 1);
    renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: `/resultados?regime=caixa&inicio=${year}-01-01` });
    const intro = await screen.findByText(/pela data de pagamento/);
    expect(intro.textContent).toContain(periodLabel({ from: `${year}-01-01`, to: `${year}-01-01` }, 'month'));
    expect(screen.getByRole('button', { name: 'Caixa' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveValue(`${year}-01-01`);
  });

  it('marks the month under way as partial and the months after it as to come', async () => {
    mountSandbox({ contractCount: 24 });
    const year = TEST_TODAY.slice(0, 4);
    renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: `/resultados?inicio=${year}-01-01` });
    const tables = await screen.findAllByRole('table', { name: /^Demonstração do resultado/ }, { timeout: 10_000 });
    const heads = tables.flatMap((t) => [...t.querySelectorAll('thead th')].map((th) => th.textContent ?? ''));
    const month = Number(TEST_TODAY.slice(5, 7));
    const shortOf = (m: number) =>
      periodLabel(
        { from: `${year}-${String(m).padStart(2, '0')}-01`, to: `${year}-${String(m).padStart(2, '0')}-01` },
        'month',
        'short',
      );
    expect(heads).toContain(`${shortOf(month)}parcial`);
    if (month > 1) expect(heads).toContain(shortOf(month - 1));
    const later = [...document.querySelectorAll('.results-month-stage')].filter((s) => s.textContent === 'a realizar');
    expect(later).toHaveLength(12 - month);
    // The chart says the same under its bars, and draws those months light.
    const chart = screen.getByRole('img', { name: /^Resultado de 12 meses/ });
    expect(chart).toHaveAccessibleName(
      month === 12
        ? /\. O mês de dezembro de \d{4} ainda não terminou\. /
        : /\. Os meses a partir de \S+ de \d{4} ainda não terminaram\. /,
    );
    const stages = [...chart.querySelectorAll('.results-axis-stage')].map((t) => t.textContent);
    expect(stages).toEqual(['parcial', ...Array<string>(12 - month).fill('a realizar')]);
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((b) => b.classList.contains('results-unfinished'))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1 >= month),
    );
    expect(chart.querySelectorAll('title')[month - 1]?.textContent).toMatch(/ \(parcial\): /);
  });

  it('opened from the menu (no basis or period in the address), reads as this tab last left it', async () => {
    mountSandbox({ contractCount: 24 });
    const user = userEvent.setup();
    const year = String(Number(TEST_TODAY.slice(0, 4)) - 1);
    const first = renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: '/resultados' });
    await screen.findByText(/pela data de competência/);
    await user.click(screen.getByRole('button', { name: 'Caixa' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), `${year}-01-01`);
    expect(first.location()).toBe(`/resultados?regime=caixa&inicio=${year}-01-01`);
    cleanup();
    renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: '/resultados' });
    await screen.findByText(/pela data de pagamento/);
    expect(screen.getByRole('button', { name: 'Caixa' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveValue(`${year}-01-01`);
  });

  it('reads an unknown basis or period in its address as the defaults', async () => {
    mountSandbox({ contractCount: 24 });
    renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: '/resultados?regime=x&inicio=1999-01-01' });
    expect(await screen.findByText(/pela data de competência/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveValue(periodChoices(TEST_TODAY)[0]?.value);
  });

  it("shows last month's result on both bases to the cent, every line expandable and every cell opening its entries", async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    const user = userEvent.setup();
    const { location } = renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: '/resultados' });

    const tables = await screen.findAllByRole('table', { name: STATEMENT }, { timeout: 10_000 });
    const [table, second] = [tables[0], tables.at(-1)] as [HTMLElement, HTMLElement];
    const result = within(second).getByRole('row', { name: /^\(=\) Resultado operacional/ });
    expect(cells(result)[COLUMN]).toBe(brl(expected(sandbox, 'competencia')));
    expect(screen.getByRole('img', { name: /^Resultado de 12 meses/ })).toBeInTheDocument();

    // Receipts without a category have their own line; it opens the receivables without one.
    const none = within(table).getByRole('row', { name: /^Receitas sem categoria/ });
    const noneLink = within(none).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(noneLink.getAttribute('href')).toMatch(/^\/recebiveis\?.*sem_categoria=sim/);

    // The split bill counts 70% in rent and 30% in telephony.
    await user.click(within(table).getByRole('button', { name: /Despesas administrativas/ }));
    const rent = within(table).getByRole('row', { name: /^Aluguel/ });
    const rentLink = within(rent).getAllByRole('link')[0] as HTMLAnchorElement;
    const params = new URL(rentLink.href, 'http://app.test').searchParams;
    expect(rentLink.getAttribute('href')).toMatch(/^\/pagamentos\?/);
    expect(params.getAll('ids_categorias')).toHaveLength(1);
    expect(params.get('data_competencia_de')).toMatch(/^\d{4}-\d{2}-01$/);

    await user.click(screen.getByRole('button', { name: 'Caixa' }));
    await screen.findByText(/pela data de pagamento/);
    // The basis is in the address: Back from a figure's list returns to this statement.
    expect(location()).toBe('/resultados?regime=caixa');
    let cashTable: HTMLElement | undefined;
    await vi.waitFor(
      () => {
        cashTable = screen.getAllByRole('table', { name: STATEMENT }).at(-1) as HTMLElement;
        expect(cells(within(cashTable).getByRole('row', { name: /^\(=\) Resultado operacional/ }))[COLUMN]).toBe(
          brl(expected(sandbox, 'caixa')),
        );
      },
      { timeout: 10_000 },
    );
    if (!cashTable) throw new Error('no statement');
    const cash = within(cashTable).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(cash.getAttribute('href')).toContain('data_pagamento_de=');

    // Cash flow by category: last month's realised net is the cash basis' result; this month forecasts what is open.
    const flow = (
      await screen.findAllByRole('table', { name: /^Fluxo de caixa por categoria, / }, { timeout: 10_000 })
    )[2] as HTMLElement;
    const net = within(flow).getByRole('row', { name: /^Saldo do mês/ });
    // A past month has nothing to forecast: its cell is what was paid alone; this month shows both.
    expect(cells(net)[FLOW_COLUMN]).toBe(`real. ${brl(expected(sandbox, 'caixa'))}`);
    expect(cells(net)[FLOW_COLUMN + 1]).toMatch(/^real\. .+prev\. /);
    const forecastLinks = within(flow)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.includes('status=EM_ABERTO'));
    expect(forecastLinks.length).toBeGreaterThan(0);
  }, 30_000);

  it('exports the whole statement, categories under their lines, as CSV', async () => {
    mountSandbox({ contractCount: 12 });
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: '/resultados' });
    await screen.findAllByRole('table', { name: STATEMENT }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const [header, ...lines] = (saved[0]?.text ?? '').split('\r\n');
    expect(header?.split(';')).toHaveLength(3 + 12 + 1);
    expect(lines.some((l) => l.includes('Aluguel;Categoria'))).toBe(true);
    expect(
      lines.some((l) => l.startsWith(';(=) Resultado operacional;Subtotal') || l.includes('Resultado operacional')),
    ).toBe(true);
  }, 30_000);

  it('moves the recurring revenue month by month to the cent, ending on the home figure, each figure opening its contracts', async () => {
    const sandbox = mountSandbox({ contractCount: 60 });
    const user = userEvent.setup();
    renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: '/resultados' });
    const tables = await screen.findAllByRole(
      'table',
      { name: /^Movimentos da receita recorrente, / },
      { timeout: 15_000 },
    );
    expect(tables).toHaveLength(3);
    const cents = (text: string | undefined) => toCents(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')));
    const row = (table: HTMLElement, name: RegExp) => cells(within(table).getByRole('row', { name })).map(cents);
    let previousEnd: number | null = null;
    for (const table of tables) {
      const start = row(table, /^Receita recorrente no início/);
      const added = row(table, /^\+ Novos contratos/);
      const expansion = row(table, /^\+ Expansão/);
      const contraction = row(table, /^− Contração/);
      const churn = row(table, /^− Cancelamentos/);
      const end = row(table, /^Receita recorrente no fim/);
      const count = row(table, /^Contratos no fim/).map((c) => c / 100);
      const ticket = cells(within(table).getByRole('row', { name: /^Ticket médio/ }));
      for (const [i, s] of start.entries()) {
        expect(s + added[i]! + expansion[i]! - contraction[i]! - churn[i]!).toBe(end[i]);
        if (previousEnd !== null) expect(s).toBe(previousEnd);
        previousEnd = end[i]!;
        // The average ticket is the end over the contracts at the end, to the cent.
        if (count[i]) expect(cents(ticket[i])).toBe(Math.round(end[i]! / count[i]!));
        else expect(ticket[i]).toBe('—');
      }
    }
    // This month ends on the home panel's figure, from every active contract's detail.
    expect(previousEnd).toBe(recurringFromDetails(sandbox).monthlyCents);

    // Last month's new contracts are exactly those that started in it.
    const lastMonthStart = `${addMonths(TEST_TODAY, -1).slice(0, 7)}-01`;
    const lastMonth = lastMonthStart.slice(0, 7);
    const started = [...sandbox.api.store.contracts.values()]
      .filter((c) => c.status !== 'DELETADO' && c.request.termos.data_inicio.startsWith(lastMonth))
      .filter((c) => c.status === 'ATIVO' || (sandbox.api.store.salesByContract.get(c.id) ?? []).length > 0)
      .map((c) => `Contrato ${c.request.termos.numero}`)
      .sort();
    const opener = within(tables[2]!)
      .queryAllByRole('button', { name: /^Novos contratos, / })
      .find((b) =>
        b.getAttribute('aria-label')?.includes(periodLabel({ from: lastMonthStart, to: lastMonthStart }, 'month')),
      );
    if (started.length === 0) expect(opener).toBeUndefined();
    else {
      await user.click(opener as HTMLElement);
      const drill = await screen.findByRole('table', { name: /^Novos contratos: / });
      const listed = within(drill)
        .getAllByRole('link')
        .map((a) => a.textContent)
        .sort();
      expect(listed).toEqual(started);
      await user.click(screen.getByRole('button', { name: 'Fechar' }));
      expect(opener).toHaveFocus();
    }

    // The active contracts that start after this month are named as such, as the home panel says them.
    const thisMonth = TEST_TODAY.slice(0, 7);
    const later = [...sandbox.api.store.contracts.values()]
      .filter((c) => c.status === 'ATIVO' && c.request.termos.data_inicio.slice(0, 7) > thisMonth)
      .map((c) => c.request.termos.numero)
      .sort((a, b) => a - b);
    const note = screen.queryByText(/começam depois deste mês e entram no mês em que começam/);
    if (later.length === 0) expect(note).toBeNull();
    else {
      const named = (note?.textContent ?? '').split(': ')[1]?.replace(/\.$/, '').split(', ').map(Number);
      expect(named?.sort((a, b) => a - b)).toEqual(later);
    }
    expect(screen.queryByText(/sem frequência conhecida/)).toBeNull();
  }, 30_000);
});

describe('ResultsPage when a read fails', () => {
  it('a section whose reads fail alike shows one error, and one retry reads them all again', async () => {
    const sandbox = mountSandbox({ contractCount: 12 });
    // The receivables' search feeds both the cash basis and the forecast of the cash flow.
    failReads(sandbox, '/contas-a-receber/buscar$', 'Falha simulada nas contas a receber.', 200);
    const user = userEvent.setup();
    renderWithApp(<ResultsPage today={TEST_TODAY} />, { route: '/resultados' });
    const flow = screen.getByRole('region', { name: /^Fluxo de caixa por categoria/ });
    const alert = await within(flow).findByRole('alert', {}, { timeout: 15_000 });
    await vi.waitFor(() => expect(within(flow).getAllByRole('alert')).toHaveLength(1), { timeout: 15_000 });
    expect(alert.textContent?.match(/Falha simulada nas contas a receber\./g)).toHaveLength(1);

    sandbox.api.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await within(flow).findAllByRole('table', {}, { timeout: 15_000 });
    expect(within(flow).queryByRole('alert')).toBeNull();
  }, 30_000);
});

describe('periodChoices', () => {
  it('offers the last 12 months, this year and the two before, each once', () => {
    expect(periodChoices('2026-11-20').map((c) => [c.value, c.label])).toEqual([
      ['2025-12-01', 'Últimos 12 meses'],
      ['2026-01-01', '2026'],
      ['2025-01-01', '2025'],
      ['2024-01-01', '2024'],
    ]);
    // In December the last 12 months are the year.
    expect(periodChoices('2026-12-03').map((c) => c.value)).toEqual(['2026-01-01', '2025-01-01', '2024-01-01']);
  });
});
