import type { IsoDate } from './dates';
import { sumEntries, UNCATEGORISED_KEY, type DreEntry, type Side } from './dre';
import { splitCents } from './split-cents';
import type { FigureSource } from './figures';
import { forecastPlace, periodsFrom, PRUDENT_SCENARIO, salePeriodIndex, type Scenario } from './forecast';
import { toCents } from './money';
import type { ScheduledSale } from './recurrence-from-sales';

/**
 * Cash flow by category, "previsto × realizado", month by month in cents: realised, what was
 * paid in the month (the cash basis' entries, splits by their shares); forecast, what the cash
 * screen forecasts from today (`forecastPlace`, `salePeriodIndex`: the open amount on its due
 * date, overdue in this month as the scenario says, contracts' scheduled sales in their own row).
 * Money in positive, money out negative.
 */

export interface OpenItem extends FigureSource {
  id: string;
  categorias: readonly { id: string }[];
}

export interface FlowRow {
  key: string;
  label: string;
  side: Side;
  kind: 'category' | 'uncategorised' | 'contracts';
  categoryIds: string[];
  realized: number[];
  forecast: number[];
}

export interface CategoryFlow {
  months: IsoDate[];
  rows: FlowRow[];
  net: { realized: number[]; forecast: number[] };
}

export interface FlowInput {
  today: IsoDate;
  months: readonly IsoDate[];
  names: ReadonlyMap<string, string>;
  /** The cash basis' entries of the months. */
  paid: Iterable<DreEntry>;
  receivables: Iterable<OpenItem>;
  payables: Iterable<OpenItem>;
  scheduledSales: Iterable<ScheduledSale>;
  /** Split open installments' weights by category, from their reads. */
  splits: ReadonlyMap<string, readonly { categoryId: string; weight: number }[]>;
  scenario?: Scenario;
}

export function categoryFlow(input: FlowInput): CategoryFlow {
  const n = input.months.length;
  const scenario = input.scenario ?? PRUDENT_SCENARIO;
  const column = new Map(input.months.map((m, i) => [m.slice(0, 7), i]));
  const periods = periodsFrom(input.today, 'month');
  const periodColumn = periods.map((p) => column.get(p.from.slice(0, 7)) ?? -1);
  const rows = new Map<string, FlowRow>();
  const row = (key: string, side: Side, kind: FlowRow['kind'], categoryId: string | null) => {
    const id = `${side}:${key}`;
    let found = rows.get(id);
    if (!found) {
      found = {
        key: id,
        label:
          kind === 'contracts'
            ? 'Contratos a faturar'
            : kind === 'uncategorised'
              ? 'Sem categoria'
              : (input.names.get(categoryId as string) ?? 'Categoria não encontrada'),
        side,
        kind,
        categoryIds: categoryId ? [categoryId] : [],
        realized: new Array<number>(n).fill(0),
        forecast: new Array<number>(n).fill(0),
      };
      rows.set(id, found);
    }
    return found;
  };

  const paid = sumEntries(input.paid, input.months);
  for (const [key, cents] of paid.byCategory) {
    for (const side of paid.sidesOf.get(key) ?? []) {
      const none = key.startsWith(`${UNCATEGORISED_KEY}:`);
      if (none && !key.endsWith(side)) continue;
      const r = row(none ? UNCATEGORISED_KEY : key, side, none ? 'uncategorised' : 'category', none ? null : key);
      // A category of both sides keeps one sum: it is shown on the side of money in when positive.
      cents.forEach((c, i) => (r.realized[i] = c));
      break;
    }
  }

  const open = (items: Iterable<OpenItem>, side: Side) => {
    const sign = side === 'RECEITA' ? 1 : -1;
    for (const item of items) {
      const place = forecastPlace(item, periods, side === 'RECEITA', scenario);
      const i = place ? (periodColumn[place.index] ?? -1) : -1;
      if (!place || i < 0) continue;
      const ids = [...new Set(item.categorias.map((c) => c.id))];
      const shares =
        ids.length > 1
          ? (input.splits.get(item.id) ?? ids.map((categoryId) => ({ categoryId, weight: 1 })))
          : ids.map((categoryId) => ({ categoryId, weight: 1 }));
      if (shares.length === 0) {
        row(UNCATEGORISED_KEY, side, 'uncategorised', null).forecast[i]! += sign * place.cents;
        continue;
      }
      const parts = splitCents(
        place.cents,
        shares.map((s) => s.weight),
      );
      shares.forEach((s, k) => (row(s.categoryId, side, 'category', s.categoryId).forecast[i]! += sign * parts[k]!));
    }
  };
  open(input.receivables, 'RECEITA');
  open(input.payables, 'DESPESA');
  if (scenario.contracts) {
    for (const sale of input.scheduledSales) {
      const cents = toCents(sale.total ?? 0);
      const index = salePeriodIndex(periods, sale.date);
      const i = index >= 0 ? (periodColumn[index] ?? -1) : -1;
      if (cents > 0 && i >= 0) row('contratos', 'RECEITA', 'contracts', null).forecast[i]! += cents;
    }
  }

  const order = (r: FlowRow) => (r.kind === 'category' ? 0 : r.kind === 'contracts' ? 1 : 2);
  const sorted = [...rows.values()].sort(
    (a, b) =>
      (a.side === b.side ? 0 : a.side === 'RECEITA' ? -1 : 1) ||
      order(a) - order(b) ||
      a.label.localeCompare(b.label, 'pt-BR'),
  );
  const net = { realized: new Array<number>(n).fill(0), forecast: new Array<number>(n).fill(0) };
  for (const r of sorted)
    for (let i = 0; i < n; i++) {
      net.realized[i]! += r.realized[i]!;
      net.forecast[i]! += r.forecast[i]!;
    }
  return { months: [...input.months], rows: sorted, net };
}
