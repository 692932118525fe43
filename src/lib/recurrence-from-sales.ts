import { daysInMonth, parseIsoDate, type DateParts } from './dates';
import { daysBetween } from './date-math';
import { toCents } from './money';

/** A contract's recurrence from its scheduled sales when they leave no doubt; else the caller reads the detail. */

export interface ScheduledSale {
  date: string | null | undefined;
  /** The sale's total, in reais. */
  total: number | null | undefined;
}

export type RecurrenceFrequency = 'MENSAL' | 'ANUAL' | 'SEMANAL';

export type SalesRecurrence =
  | { ok: true; frequency: RecurrenceFrequency; interval: number; chargeValue: number }
  | { ok: false; reason: 'few-sales' | 'date' | 'value' | 'irregular' | 'ambiguous' };

export const MAX_INTERVAL = 60;

const monthIndex = (d: DateParts) => d.year * 12 + (d.month - 1);

function oneIssueDay(dates: readonly DateParts[]): boolean {
  for (let day = 1; day <= 31; day++) {
    if (dates.every((d) => Math.min(day, daysInMonth(d.year, d.month)) === d.day)) return true;
  }
  return false;
}

function commonStep(values: readonly number[]): number | null {
  const first = values[0];
  return first !== undefined && values.every((v) => v === first) ? first : null;
}

export function recurrenceFromSales(
  sales: readonly ScheduledSale[],
  options: { nextChargeValue?: number | null | undefined } = {},
): SalesRecurrence {
  if (sales.length < 2) return { ok: false, reason: 'few-sales' };

  const dated: Array<{ iso: string; parts: DateParts }> = [];
  for (const sale of sales) {
    const parts = sale.date ? parseIsoDate(sale.date.slice(0, 10)) : null;
    if (!parts) return { ok: false, reason: 'date' };
    dated.push({ iso: (sale.date as string).slice(0, 10), parts });
  }
  dated.sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0));

  const totals = sales.map((s) => s.total);
  const first = totals[0];
  if (typeof first !== 'number' || !Number.isFinite(first) || first < 0) return { ok: false, reason: 'value' };
  const cents = toCents(first);
  if (totals.some((t) => typeof t !== 'number' || !Number.isFinite(t) || toCents(t) !== cents))
    return { ok: false, reason: 'value' };
  const next = options.nextChargeValue;
  if (typeof next === 'number' && Number.isFinite(next) && toCents(next) !== cents)
    return { ok: false, reason: 'value' };

  const pairs = dated.slice(1).map((d, i) => [dated[i] as (typeof dated)[number], d] as const);
  const days = pairs.map(([a, b]) => daysBetween(a.iso, b.iso));
  if (days.some((d) => d <= 0)) return { ok: false, reason: 'irregular' };

  const readings: Array<{ frequency: RecurrenceFrequency; interval: number }> = [];
  const months = commonStep(pairs.map(([a, b]) => monthIndex(b.parts) - monthIndex(a.parts)));
  if (months !== null && months >= 1 && oneIssueDay(dated.map((d) => d.parts))) {
    // 12·N months is every N years: the figure groups both spellings as one.
    if (months % 12 === 0) readings.push({ frequency: 'ANUAL', interval: months / 12 });
    else if (months <= MAX_INTERVAL) readings.push({ frequency: 'MENSAL', interval: months });
  }
  const step = commonStep(days);
  if (step !== null && step % 7 === 0 && step / 7 <= MAX_INTERVAL)
    readings.push({ frequency: 'SEMANAL', interval: step / 7 });

  if (readings.length === 0) return { ok: false, reason: 'irregular' };
  if (readings.length > 1) return { ok: false, reason: 'ambiguous' };
  const [reading] = readings as [(typeof readings)[number]];
  return { ok: true, ...reading, chargeValue: first };
}
