import { addDays, isIsoDate, monthBounds, parseIsoDate, type IsoDate } from './dates';
import { openCentsOf, type FigureSource } from './figures';
import { toCents } from './money';
import type { ScheduledSale } from './recurrence-from-sales';

/**
 * The cash forecast: today's balances carried forward period by period with what is due
 * in each (docs/decisions/0340-cash-forecast-rules.md). Rules:
 * - every amount is integer cents; each record is converted once (`toCents`) and sums are
 *   exact, so a period's closing is its opening plus its movements to the cent;
 * - due dates are the platform's calendar dates (São Paulo), compared as text: no time
 *   zone conversion happens, and `today` is the platform's day;
 * - a week runs Monday to Sunday, a month is a calendar month; the first period starts
 *   today (it is partial unless today is a Monday, or the 1st);
 * - money in is what is still to receive (`openCentsOf`, partial receipts deducted) of
 *   installments due in the period; money out the same of payables;
 * - what was due before today is overdue: it is kept apart, and counted in the first
 *   period only when the scenario says so (by default payables yes, receivables no: the
 *   prudent reading is that a debt is paid and a late customer may not pay);
 * - contract revenue not yet billed is each scheduled sale (a sale that has no
 *   installment yet) on its date; one dated before today counts in the first period.
 *   Records beyond the last period are not counted.
 */

export type Granularity = 'week' | 'month';
export const PERIODS: Record<Granularity, number> = { week: 13, month: 12 };

export interface Period {
  from: IsoDate;
  to: IsoDate;
}

/** A contract's sale the platform has scheduled (no installment yet), as the forecast counts it. */
export type { ScheduledSale } from './recurrence-from-sales';

export interface Scenario {
  /** Count overdue receivables in the first period. */
  overdueReceivables: boolean;
  /** Count overdue payables in the first period. */
  overduePayables: boolean;
  /** Count contract revenue not yet billed. */
  contracts: boolean;
}

export const PRUDENT_SCENARIO: Scenario = { overdueReceivables: false, overduePayables: true, contracts: true };

export interface ForecastInput {
  today: IsoDate;
  /** Sum of today's balances. */
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
  /** Overdue amounts counted in this period (the first one only, by the scenario). */
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

function mondayOf(date: IsoDate): IsoDate {
  const p = parseIsoDate(date) as { year: number; month: number; day: number };
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The periods of a forecast from `today`: the first is partial, the others whole. */
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

/**
 * The index of the period a date falls in, or -1 (before the first, beyond the last, or
 * unreadable). Periods are contiguous and ordered: a binary search over their ends.
 */
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

/**
 * The period of each distinct day, looked up once: a forecast reads tens of thousands of
 * records over a few hundred distinct dates. -1: before the periods, beyond them; -2:
 * unreadable.
 */
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
      } else if ((item.data_vencimento as string).slice(0, 10) < first) {
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

/** The forecast of `input` by weeks or months under a scenario. */
export function forecast(input: ForecastInput, granularity: Granularity, scenario: Scenario = PRUDENT_SCENARIO) {
  const periods = periodsFrom(input.today, granularity);
  return carry(input, periods, sumsOf(input, periods), scenario, granularity);
}

/** The last day any forecast from `today` covers (the end of its last month). */
export function forecastHorizon(today: IsoDate): IsoDate {
  const weeks = periodsFrom(today, 'week');
  const months = periodsFrom(today, 'month');
  const lastWeek = (weeks[weeks.length - 1] as Period).to;
  const lastMonth = (months[months.length - 1] as Period).to;
  return lastWeek > lastMonth ? lastWeek : lastMonth;
}

/** Whether a period closes below zero (the chart and the table mark it). */
export const closesNegative = (period: ForecastPeriod) => period.closingCents < 0;
