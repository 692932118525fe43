import { mondayOf } from './date-presets';
import { isIsoDate, type IsoDate } from './dates';
import { addDays, monthBounds } from './date-math';
import { openCentsOf, overdueOf, type FigureSource } from './figures';
import { toCents } from './money';
import type { ScheduledSale } from './recurrence-from-sales';

/** Today's balances carried forward period by period, in integer cents so that each closing is exact. */
// By default overdue payables count in the first period, overdue receivables not: a late customer may not pay.

export type Granularity = 'week' | 'month';
export const PERIODS: Record<Granularity, number> = { week: 13, month: 12 };

export interface Period {
  from: IsoDate;
  to: IsoDate;
}

export type { ScheduledSale } from './recurrence-from-sales';

export interface Scenario {
  overdueReceivables: boolean;
  overduePayables: boolean;
  contracts: boolean;
}

export const PRUDENT_SCENARIO: Scenario = { overdueReceivables: false, overduePayables: true, contracts: true };

export interface ForecastInput {
  today: IsoDate;
  openingCents: number;
  receivables: Iterable<FigureSource>;
  payables: Iterable<FigureSource>;
  scheduledSales: Iterable<ScheduledSale>;
}

export interface ForecastPeriod extends Period {
  openingCents: number;
  inCents: number;
  outCents: number;
  contractsCents: number;
  overdueInCents: number;
  overdueOutCents: number;
  closingCents: number;
}

export interface OverdueFigures {
  receivableCents: number;
  receivableCount: number;
  payableCents: number;
  payableCount: number;
}

export interface Forecast {
  granularity: Granularity;
  today: IsoDate;
  openingCents: number;
  periods: ForecastPeriod[];
  overdue: OverdueFigures;
  /** Records left out: no readable due date (or sale date). */
  undated: number;
}

/** Weeks run Monday to Sunday, months are calendar months; the first period starts today, partial. */
export function periodsFrom(today: IsoDate, granularity: Granularity, count = PERIODS[granularity]): Period[] {
  if (!isIsoDate(today)) throw new RangeError(`Data inválida: ${today}`);
  const out: Period[] = [];
  let from = today;
  for (let i = 0; i < count; i++) {
    const to = granularity === 'week' ? addDays(mondayOf(from), 6) : monthBounds(from).last;
    out.push({ from, to });
    from = addDays(to, 1);
  }
  return out;
}

/** The period a date falls in, or -1; periods are contiguous, so a binary search over their ends. */
export function periodIndexOf(periods: readonly Period[], date: string | null | undefined): number {
  const day = date?.slice(0, 10);
  if (!day || !isIsoDate(day) || periods.length === 0) return -1;
  if (day < (periods[0] as Period).from || day > (periods[periods.length - 1] as Period).to) return -1;
  let lo = 0;
  let hi = periods.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (day <= (periods[mid] as Period).to) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Where a scheduled sale counts: its date's period, the first one when dated before today. */
export function salePeriodIndex(periods: readonly Period[], date: string | null | undefined): number {
  const day = date?.slice(0, 10);
  if (day && isIsoDate(day) && periods.length > 0 && day < (periods[0] as Period).from) return 0;
  return periodIndexOf(periods, day);
}

interface Sums {
  inCents: number[];
  outCents: number[];
  contractsCents: number[];
  overdue: OverdueFigures;
  undated: number;
}

/** The period of each distinct day, looked up once (-2: unreadable); many records share few dates. */
function dayIndex(periods: readonly Period[], place: typeof periodIndexOf) {
  const known = new Map<string, number>();
  return (date: string | null | undefined): number => {
    const day = date?.slice(0, 10) ?? '';
    let index = known.get(day);
    if (index === undefined) {
      index = isIsoDate(day) ? place(periods, day) : -2;
      known.set(day, index);
    }
    return index;
  };
}

function sumsOf(input: ForecastInput, periods: readonly Period[]): Sums {
  const n = periods.length;
  const sums: Sums = {
    inCents: new Array<number>(n).fill(0),
    outCents: new Array<number>(n).fill(0),
    contractsCents: new Array<number>(n).fill(0),
    overdue: { receivableCents: 0, receivableCount: 0, payableCents: 0, payableCount: 0 },
    undated: 0,
  };
  const dueIndex = dayIndex(periods, periodIndexOf);
  const first = (periods[0] as Period).from;
  const side = (items: Iterable<FigureSource>, into: number[], receivable: boolean) => {
    for (const item of items) {
      const open = openCentsOf(item);
      if (open <= 0) continue;
      const index = dueIndex(item.data_vencimento);
      if (index === -2) {
        sums.undated += 1;
      } else if (index >= 0) {
        into[index] = (into[index] as number) + open;
      } else if (overdueOf(item, first)) {
        if (receivable) {
          sums.overdue.receivableCents += open;
          sums.overdue.receivableCount += 1;
        } else {
          sums.overdue.payableCents += open;
          sums.overdue.payableCount += 1;
        }
      }
    }
  };
  side(input.receivables, sums.inCents, true);
  side(input.payables, sums.outCents, false);
  const saleIndex = dayIndex(periods, salePeriodIndex);
  for (const sale of input.scheduledSales) {
    const cents = toCents(sale.total ?? 0);
    if (cents <= 0) continue;
    const index = saleIndex(sale.date);
    if (index >= 0) sums.contractsCents[index] = (sums.contractsCents[index] as number) + cents;
    else if (index === -2) sums.undated += 1;
  }
  return sums;
}

function carry(
  input: ForecastInput,
  periods: readonly Period[],
  sums: Sums,
  scenario: Scenario,
  granularity: Granularity,
): Forecast {
  let opening = input.openingCents;
  const out: ForecastPeriod[] = periods.map((period, i) => {
    const inCents = sums.inCents[i] as number;
    const outCents = sums.outCents[i] as number;
    const contractsCents = scenario.contracts ? (sums.contractsCents[i] as number) : 0;
    const overdueInCents = i === 0 && scenario.overdueReceivables ? sums.overdue.receivableCents : 0;
    const overdueOutCents = i === 0 && scenario.overduePayables ? sums.overdue.payableCents : 0;
    const closingCents = opening + inCents + contractsCents + overdueInCents - outCents - overdueOutCents;
    const row = {
      ...period,
      openingCents: opening,
      inCents,
      outCents,
      contractsCents,
      overdueInCents,
      overdueOutCents,
      closingCents,
    };
    opening = closingCents;
    return row;
  });
  return {
    granularity,
    today: input.today,
    openingCents: input.openingCents,
    periods: out,
    overdue: sums.overdue,
    undated: sums.undated,
  };
}

export function forecast(input: ForecastInput, granularity: Granularity, scenario: Scenario = PRUDENT_SCENARIO) {
  const periods = periodsFrom(input.today, granularity);
  return carry(input, periods, sumsOf(input, periods), scenario, granularity);
}

/**
 * Where the forecast counts one open installment, as `forecast` does: in its due date's period;
 * overdue, in the first period when the scenario counts that side's overdue; else nowhere (null).
 */
export function forecastPlace(
  item: FigureSource,
  periods: readonly Period[],
  receivable: boolean,
  scenario: Scenario,
): { index: number; cents: number } | null {
  const cents = openCentsOf(item);
  if (cents <= 0) return null;
  const index = periodIndexOf(periods, item.data_vencimento);
  if (index >= 0) return { index, cents };
  const first = periods[0];
  const counted = receivable ? scenario.overdueReceivables : scenario.overduePayables;
  return first && counted && overdueOf(item, first.from) ? { index: 0, cents } : null;
}

export function forecastHorizon(today: IsoDate): IsoDate {
  const weeks = periodsFrom(today, 'week');
  const months = periodsFrom(today, 'month');
  const lastWeek = (weeks[weeks.length - 1] as Period).to;
  const lastMonth = (months[months.length - 1] as Period).to;
  return lastWeek > lastMonth ? lastWeek : lastMonth;
}

export const closesNegative = (period: ForecastPeriod) => period.closingCents < 0;
