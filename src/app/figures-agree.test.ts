import { beforeEach, describe, expect, it } from 'vitest';
import { allInstallments } from '../../sandbox/api/receivable-model';
import { readOpenInstallments } from '../api/cash';
import { fetchOverdueReceivables } from '../api/collections';
import { readCompanyFigures } from '../api/portfolio';
import { panelQueries } from '../api/panel';
import { overdueRange } from '../lib/home-panel';
import { searchReceivablesView, settleInstallment, type ReceivablesViewQuery } from '../api/receivables';
import { receivablesHref } from '../ui/plain/list-links';
import { receivablesList } from '../features/ledger/list/spec';
import { ledgerExport } from '../features/ledger/list/export';
import { RECEIVING } from '../features/ledger/list/sides';
import { agingInputsOf, bucketDueRange, summarizeAging } from '../lib/aging';
import { collectionRows, groupOverdue } from '../lib/collections';
import { addDays } from '../lib/date-math';
import { forecast } from '../lib/forecast';
import { toCents } from '../lib/money';
import { mountSandbox, TEST_TODAY, type SandboxHarness } from '../test/sandbox';

/**
 * The same records give the same cents on every screen that shows a total: the home
 * panel's overdue figure and its buckets, the lists they open (their cards), collections,
 * and the CSV of a list, with partly received installments among them, overdue or not.
 */

const today = TEST_TODAY;
let sandbox: SandboxHarness;
const signal = new AbortController().signal;

beforeEach(() => {
  sandbox = mountSandbox();
});

const account = () => sandbox.api.store.accounts.find((a) => a.conta_padrao)?.id as string;

/** Receives part of an open installment due within [from, to]; returns what was received. */
async function receivePartOf(from: string, to: string): Promise<number> {
  const page = await searchReceivablesView(
    {
      pagina: 1,
      tamanho_pagina: 50,
      data_vencimento_de: from,
      data_vencimento_ate: to,
      status: ['EM_ABERTO', 'ATRASADO'],
    },
    signal,
    'user',
    { totals: false },
  );
  const item = page.itens.find((i) => (i.nao_pago ?? 0) > 10);
  if (!item) throw new Error(`no open installment due from ${from} to ${to} in the seed`);
  const part = Math.round((item.nao_pago ?? 0) * 37) / 100;
  await settleInstallment(item.id, {
    data_pagamento: today,
    conta_financeira: account(),
    composicao_valor: { valor_bruto: part },
  });
  return part;
}

/** The cards of the list an address opens (the list's own parsing of it). */
async function cardsOf(href: string) {
  const params = new URL(href, 'http://app.test').searchParams;
  const view = receivablesList.toQuery(receivablesList.parse(params, today)) as ReceivablesViewQuery;
  const page = await searchReceivablesView(view, signal, 'user', { today });
  return { view, totals: page.totais };
}

/** The CSV's columns summed, in cents, over every row of the list's view. */
async function csvSums(view: ReceivablesViewQuery) {
  const csv = ledgerExport(RECEIVING);
  const column = (header: string) => csv.columns.find((c) => c.header === header)!;
  const sums = { recebido: 0, emAberto: 0 };
  for (let pagina = 1; ; pagina += 1) {
    const page = await csv.fetchPage(view, pagina, csv.pageSize, signal);
    for (const row of page.items) {
      sums.recebido += toCents(Number(column('Recebido').value(row) ?? 0));
      sums.emAberto += toCents(Number(column('Em aberto').value(row) ?? 0));
    }
    if (page.items.length < csv.pageSize) return sums;
  }
}

describe('figures agree on every screen', () => {
  it('the panel, its drill-downs, collections and the CSV count partly received installments alike', async () => {
    // One overdue installment in the first bucket and one of this month not yet due, each partly received.
    await receivePartOf(addDays(today, -20), addDays(today, -2));
    await receivePartOf(addDays(today, 1), addDays(today, 9));

    const overdue = await panelQueries.overdue(today).queryFn!({ signal } as never);
    const aging = summarizeAging(agingInputsOf(overdue), today);
    expect(overdue.some((i) => i.status === 'RECEBIDO_PARCIAL')).toBe(true);

    // Collections: the same total overdue, and each bucket's.
    const groups = groupOverdue(await fetchOverdueReceivables(today, signal), today);
    expect(groups.reduce((s, g) => s + g.openCents, 0)).toBe(aging.overdue.cents);
    for (const figure of aging.buckets) {
      const rows = collectionRows(groups, { faixa: figure.bucket.id });
      expect(rows.reduce((s, g) => s + g.openCents, 0)).toBe(figure.cents);
    }

    // "Ver todas em atraso": its cards say what the panel says.
    const all = await cardsOf(receivablesHref(overdueRange(today)));
    expect(toCents(all.totals!.atrasado!)).toBe(aging.overdue.cents);
    expect(toCents(all.totals!.emAberto!)).toBe(aging.overdue.cents);
    const allCsv = await csvSums(all.view);
    expect(toCents(all.totals!.emAberto!)).toBe(allCsv.emAberto);
    expect(toCents(all.totals!.recebido!)).toBe(allCsv.recebido);
    expect(allCsv.recebido).toBeGreaterThan(0);

    // Each bucket's link: its list's cards say the bucket's figure.
    for (const figure of aging.buckets) {
      const range = bucketDueRange(figure.bucket, today);
      const r = overdueRange(today);
      const bucket = await cardsOf(
        receivablesHref({
          status: r.status,
          data_vencimento_de: range.from ?? r.data_vencimento_de,
          data_vencimento_ate: range.to,
        }),
      );
      expect(toCents(bucket.totals!.atrasado!)).toBe(figure.cents);
      expect(toCents(bucket.totals!.emAberto!)).toBe(figure.cents);
    }
  });

  it('one overdue count and amount on home, its list, collections, cash and the portfolio; nothing left to pay is not overdue', async () => {
    await receivePartOf(addDays(today, -20), addDays(today, -2));
    // An issued sale of nothing to pay, past due: the platform lists it as "Atrasado".
    const sale = [...sandbox.api.store.salesByContract.values()]
      .flat()
      .find(
        (s) => s.status === 'EMITIDA' && s.data_vencimento < today && !sandbox.api.store.settlements.get(s.id_parcela),
      );
    if (!sale) throw new Error('no unpaid past-due sale in the seed');
    sale.valor = 0;

    const listed = await panelQueries.overdue(today).queryFn!({ signal } as never);
    const home = summarizeAging(agingInputsOf(listed), today).overdue;
    // Listed by the platform, counted by no one.
    expect(listed.some((i) => i.id === sale.id_parcela)).toBe(true);
    expect(home.count).toBe(listed.length - 1);
    const groups = groupOverdue(await fetchOverdueReceivables(today, signal), today);
    expect({
      count: groups.reduce((n, g) => n + g.count, 0),
      cents: groups.reduce((n, g) => n + g.openCents, 0),
    }).toEqual(home);
    const receivables = await readOpenInstallments('receber', today, signal);
    expect(receivables.some((r) => r.id === sale.id_parcela)).toBe(true);
    const cash = forecast({ today, openingCents: 0, receivables, payables: [], scheduledSales: [] }, 'week').overdue;
    expect({ count: cash.receivableCount, cents: cash.receivableCents }).toEqual(home);
    const portfolio = await readCompanyFigures(today, signal);
    expect(portfolio.overdue).toMatchObject(home);
    // Its bills: the overdue apart from those due today and in the next 7 days, as the store holds them.
    const bills = allInstallments(sandbox.api.store, 'DESPESA').filter(
      (i) => i.openCents > 0 && ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'].includes(i.status),
    );
    const sum = (items: typeof bills) => ({ count: items.length, cents: items.reduce((n, i) => n + i.openCents, 0) });
    expect(portfolio.payablesOverdue).toEqual(sum(bills.filter((i) => i.data_vencimento < today)));
    expect(portfolio.payablesDue).toEqual(
      sum(bills.filter((i) => i.data_vencimento >= today && i.data_vencimento <= addDays(today, 7))),
    );
    expect(portfolio.payablesOverdue.count).toBeGreaterThan(0);
    const list = await cardsOf(receivablesHref(overdueRange(today)));
    expect(toCents(list.totals!.atrasado!)).toBe(home.cents);
  });

  it("the receivables list's default view: its cards are its CSV's sums", async () => {
    await receivePartOf(addDays(today, -20), addDays(today, -2));
    await receivePartOf(addDays(today, 1), addDays(today, 9));
    const month = await cardsOf('/recebiveis');
    expect(month.view.abertos_anteriores).toBe(true);
    const csv = await csvSums(month.view);
    expect(toCents(month.totals!.recebido!)).toBe(csv.recebido);
    expect(toCents(month.totals!.emAberto!)).toBe(csv.emAberto);
  });
});
