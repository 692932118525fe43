import { formatDateBR } from '../../lib/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allInstallments } from '../../../sandbox/api/receivable-model';
import { formatCents, toCents } from '../../lib/money';
import { renderWithApp } from '../../test/render';
import { API_BASE, failReads, mountSandbox, TEST_TODAY, TEST_TOKEN, type SandboxHarness } from '../../test/sandbox';
import CashPage from './CashPage';

afterEach(() => vi.unstubAllGlobals());

/** As testing-library reads the page: the currency's non-breaking space is a space. */
const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

async function apiGet<T>(sandbox: SandboxHarness, path: string): Promise<T> {
  const response = await sandbox.api.handle(
    new Request(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${TEST_TOKEN}` } }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Today's balances as the platform answers them, summed. */
async function balancesOf(sandbox: SandboxHarness): Promise<number> {
  const accounts = await apiGet<{ itens: { id: string; ativo?: boolean }[] }>(
    sandbox,
    '/v1/conta-financeira?apenas_ativo=true&tamanho_pagina=100',
  );
  let total = 0;
  for (const a of accounts.itens.filter((x) => x.ativo !== false)) {
    const { saldo_atual } = await apiGet<{ saldo_atual: number }>(sandbox, `/v1/conta-financeira/${a.id}/saldo-atual`);
    total += toCents(saldo_atual);
  }
  return total;
}

/** What is still open of a side's installments due from `from` to `to`. */
function openDue(sandbox: SandboxHarness, side: 'RECEITA' | 'DESPESA', from: string, to: string) {
  return allInstallments(sandbox.api.store, side)
    .filter((i) => ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'].includes(i.status))
    .filter((i) => i.data_vencimento >= from && i.data_vencimento <= to)
    .reduce((sum, i) => sum + i.openCents, 0);
}

/** An accessible name compared as the page reads it (the currency's space is non-breaking). */
const named = (text: string) => (name: string) => name.replace(/\s/g, ' ') === text;
/** A positive amount as the page writes it, in cents. */
const centsOf = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s/g, ' '));

describe('CashPage', () => {
  it("closes week 1 at today's balances plus what is due in, minus what is due out, every figure linking to its records", async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    renderWithApp(<CashPage today={TEST_TODAY} />, { route: '/caixa?atrasados_pagar=nao&contratos=nao' });

    // Balances first, with the time they were read.
    const balances = await screen.findByRole('region', { name: 'Saldos de hoje' });
    const opening = await balancesOf(sandbox);
    await within(balances).findByText(brl(opening));
    expect(balances).toHaveTextContent(/lidos às \d\d:\d\d/);

    // 2026-11-21 is a Saturday: week 1 is the weekend, week 2 Monday 23 to Sunday 29.
    const table = screen.getByRole('table', { name: 'Projeção de caixa' });
    const week1 = await within(table).findByRole('row', { name: /^21\/11 a 22\/11/ });
    const inCents = openDue(sandbox, 'RECEITA', '2026-11-21', '2026-11-22');
    const outCents = openDue(sandbox, 'DESPESA', '2026-11-21', '2026-11-22');
    await vi.waitFor(() => expect(cells(week1)[4]).not.toBe(''));
    // Overdue left out on both sides: nothing under the money in or out (the lines above the table say so).
    expect(cells(week1)).toEqual([
      brl(opening),
      brl(inCents),
      'não incluído',
      brl(outCents),
      brl(opening + inCents - outCents),
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 13 + 1);

    const week2 = within(table).getByRole('row', { name: /^23\/11 a 29\/11/ });
    expect(
      within(week2).getByRole('link', { name: named(brl(openDue(sandbox, 'RECEITA', '2026-11-23', '2026-11-29'))) }),
    ).toHaveAttribute(
      'href',
      '/recebiveis?status=EM_ABERTO&status=ATRASADO&status=RECEBIDO_PARCIAL&data_vencimento_de=2026-11-23&data_vencimento_ate=2026-11-29&abertos_anteriores=nao',
    );
    expect(
      within(week2).getByRole('link', { name: named(brl(openDue(sandbox, 'DESPESA', '2026-11-23', '2026-11-29'))) }),
    ).toHaveAttribute(
      'href',
      '/pagamentos?status=EM_ABERTO&status=ATRASADO&status=RECEBIDO_PARCIAL&data_vencimento_de=2026-11-23&data_vencimento_ate=2026-11-29&abertos_anteriores=nao',
    );

    // Overdue apart: its amount links to the open installments due up to yesterday.
    const late = openDue(sandbox, 'RECEITA', '2000-01-01', '2026-11-20');
    const overdue = screen.getByText(/Em atraso a receber:/);
    expect(overdue).toHaveTextContent(`${brl(late)}`);
    expect(overdue).toHaveTextContent('fora da projeção');
    expect(within(overdue).getByRole('link')).toHaveAttribute(
      'href',
      '/recebiveis?status=EM_ABERTO&status=ATRASADO&status=RECEBIDO_PARCIAL&data_vencimento_de=2000-01-01&data_vencimento_ate=2026-11-20&abertos_anteriores=nao',
    );
    // The chart is drawn once everything has arrived, summed up in its label.
    expect(await screen.findByRole('img', { name: /^Projeção de 13 semanas: saldo final de/ })).toBeVisible();
  });

  it("what is overdue and counted sits under the first period's money out, linking to it, and in its closing balance", async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    renderWithApp(<CashPage today={TEST_TODAY} />, { route: '/caixa?contratos=nao' });
    await screen.findByRole('img', { name: /^Projeção de 13 semanas: saldo final de/ }, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'Projeção de caixa' });
    const week1 = within(table).getByRole('row', { name: /^21\/11 a 22\/11/ });
    const opening = await balancesOf(sandbox);
    const inCents = openDue(sandbox, 'RECEITA', '2026-11-21', '2026-11-22');
    const outCents = openDue(sandbox, 'DESPESA', '2026-11-21', '2026-11-22');
    const late = openDue(sandbox, 'DESPESA', '2000-01-01', '2026-11-20');
    expect(late).toBeGreaterThan(0);
    expect(cells(week1)).toEqual([
      brl(opening),
      brl(inCents),
      'não incluído',
      `${brl(outCents)}+ ${brl(late)} em atraso`,
      brl(opening + inCents - outCents - late),
    ]);
    expect(within(week1).getByRole('link', { name: named(brl(late)) })).toHaveAttribute(
      'href',
      '/pagamentos?status=EM_ABERTO&status=ATRASADO&status=RECEBIDO_PARCIAL&data_vencimento_de=2000-01-01&data_vencimento_ate=2026-11-20&abertos_anteriores=nao',
    );
    // Only the first period carries it; the total's money out says it too.
    const week2 = within(table).getByRole('row', { name: /^23\/11 a 29\/11/ });
    expect(week2).not.toHaveTextContent('em atraso');
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent(`+ ${brl(late)} em atraso`);
  });

  it('an account whose balance the platform does not answer is shown so, and every total says it left it out', async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    const unread = sandbox.api.store.accounts.find((a) => a.conta_padrao) ?? sandbox.api.store.accounts[0]!;
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes(`/conta-financeira/${unread.id}/saldo-atual`)
        ? Promise.resolve(Response.json({ saldo_atual: null }))
        : inner(input, init),
    );
    renderWithApp(<CashPage today={TEST_TODAY} />, { route: '/caixa?atrasados_pagar=nao&contratos=nao' });
    const balances = await screen.findByRole('region', { name: 'Saldos de hoje' });
    const row = await within(balances).findByRole('row', { name: new RegExp(unread.nome) });
    expect(row).toHaveTextContent('sem saldo informado');
    const total = within(balances).getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent('fora 1 conta sem saldo informado');
    const { saldo_atual } = await apiGet<{ saldo_atual: number }>(
      sandbox,
      `/v1/conta-financeira/${unread.id}/saldo-atual`,
    );
    const others = (await balancesOf(sandbox)) - toCents(saldo_atual);
    expect(total.textContent?.replace(/\s/g, ' ')).toContain(brl(others));
    expect(await screen.findByText(/O saldo inicial deixa de fora 1 conta sem saldo informado/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/NaN|undefined/);
  });

  it('counts contract revenue when asked, lists the scheduled sales behind a cell, and switches to months', async () => {
    const sandbox = mountSandbox({ contractCount: 24 });
    const user = userEvent.setup();
    const { location } = renderWithApp(<CashPage today={TEST_TODAY} />, { route: '/caixa?contratos=nao' });
    const table = screen.getByRole('table', { name: 'Projeção de caixa' });
    await screen.findByRole('img', { name: /^Projeção de 13 semanas/ });

    await user.click(
      screen.getByRole('checkbox', { name: 'Contar contratos ainda não faturados, no vencimento de cada parcela' }),
    );
    expect(location()).toBe('/caixa');
    const sums = await vi.waitFor(() => {
      const buttons = within(table).getAllByRole('button');
      expect(buttons.length).toBe(13);
      return buttons;
    });
    const withSales = sums.find((b) => centsOf(b.textContent) > 0) as HTMLElement;
    expect(withSales).toBeDefined();
    await user.click(withSales);
    const drill = screen.getByRole('region', { name: /^Contratos a faturar:/ });
    expect(within(drill).getByRole('heading', { level: 2 })).toHaveFocus();
    const rows = within(drill).getAllByRole('row').slice(1);
    const total = rows.reduce((sum, r) => sum + centsOf(within(r).getAllByRole('cell').at(-1)?.textContent), 0);
    expect(total).toBe(centsOf(withSales.textContent));
    expect(drill).toHaveTextContent(brl(total));
    expect(within(drill).getAllByRole('link', { name: 'Ver contrato' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contratos\/[0-9a-f-]{36}$/),
    );
    // Every sale behind it is a scheduled one of an active contract (no installment yet).
    const scheduled = [...sandbox.api.store.salesByContract.values()].flat().filter((s) => s.status === 'AGENDADA');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(scheduled.length);
    // Each counts on the date its installment will fall due, as the platform will make it.
    for (const row of rows) {
      const [due, issued] = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      const contract = within(row).getByRole('link', { name: 'Ver contrato' }).getAttribute('href')?.split('/').pop();
      const sale = scheduled.find((s) => s.contractId === contract && formatDateBR(s.data_emissao) === issued);
      expect(sale, `${contract} ${issued}`).toBeDefined();
      expect(due).toBe(formatDateBR(sale!.data_vencimento));
    }
    expect(
      rows.some(
        (r) => within(r).getAllByRole('cell')[0]?.textContent !== within(r).getAllByRole('cell')[1]?.textContent,
      ),
    ).toBe(true);
    await user.click(within(drill).getByRole('button', { name: 'Fechar' }));
    expect(withSales).toHaveFocus();

    const months = screen.getByRole('button', { name: '12 meses' });
    expect(months).toHaveAttribute('aria-pressed', 'false');
    await user.click(months);
    expect(location()).toBe('/caixa?por=mes');
    expect(months).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12 + 1);
    expect(within(table).getByRole('row', { name: /^novembro de 2026 \(de 21\/11\)/ })).toBeInTheDocument();
  });

  it('a part that cannot be read is no longer "being read": its cells and the closing balances say so, until a retry', async () => {
    const sandbox = mountSandbox({ contractCount: 12 });
    failReads(sandbox, '/contas-a-receber/buscar$', 'Falha simulada nas contas a receber.', 50);
    const user = userEvent.setup();
    renderWithApp(<CashPage today={TEST_TODAY} />, { route: '/caixa?contratos=nao' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Falha simulada nas contas a receber.');
    const status = await screen.findByText(/^Os saldos finais e o gráfico aparecem quando/, {}, { timeout: 10_000 });
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/^Lendo /)).toBeNull();
    const table = screen.getByRole('table', { name: 'Projeção de caixa' });
    const [, first] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    // Saldo inicial (read), A receber (lost), contracts, A pagar (read), Saldo final (waits on what was lost).
    const shown = cells(first);
    expect(shown[1]).toBe('— não lido');
    expect(shown[3]).toMatch(/^R\$ /);
    expect(shown[4]).toBe('— não lido');
    expect(within(table).queryAllByLabelText('carregando')).toHaveLength(0);
    const section = screen.getByRole('region', { name: 'Projeção' });
    expect(within(section).getByText(/^lidos às \d\d:\d\d, em parte$/)).toBeInTheDocument();

    sandbox.api.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('img', { name: /^Projeção de 13 semanas/ }, { timeout: 10_000 });
    expect(within(table).queryAllByText(/não lido/)).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(section).getByText(/^lidos às \d\d:\d\d$/)).toBeInTheDocument();
  });
});
