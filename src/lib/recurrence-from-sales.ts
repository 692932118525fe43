import { daysBetween, daysInMonth, parseIsoDate, type DateParts } from './dates';
import { toCents } from './money';

/**
 * A contract's recurrence (frequency, interval, value of a charge) read from its scheduled
 * sales instead of its detail: the sales search returns every contract's sales at pages of
 * 1000, where the detail is one request per contract (decision 0115).
 *
 * The schedule issues charge k on the issue day `k·step` months after the first (clamped
 * to the month's end, schedule.ts), or every 7·N days for the older weekly contracts. So
 * the gap between two consecutive scheduled sales says the step, and each sale's `total`
 * is the charge's net value. The answer is given only when the sales leave no doubt;
 * otherwise the caller reads the detail, so the figure means the same either way:
 * - fewer than two sales, a date that is not a calendar date, or two on the same day;
 * - totals that differ, or differ from `nextChargeValue` (the list's next charge);
 * - gaps that disagree, or dates that no single issue day gives (31 -> 28 Feb -> 31 Mar is
 *   one issue day; 30 Jan -> 28 Feb -> 28 Mar is not);
 * - more than one reading: 1 Feb -> 1 Mar is a month or 4 weeks. (12·N months reads as
 *   `ANUAL:N`: the figure counts `MENSAL:12N` as that same group.)
 */

export interface ScheduledSale {
  /** Date of the sale (its issue), `YYYY-MM-DD`. */
  date: string | null | undefined;
  /** The sale's total, in reais. */
  total: number | null | undefined;
}

export type RecurrenceFrequency = 'MENSAL' | 'ANUAL' | 'SEMANAL';

export type SalesRecurrence =
  | { ok: true; frequency: RecurrenceFrequency; interval: number; chargeValue: number }
  | { ok: false; reason: 'few-sales' | 'date' | 'value' | 'irregular' | 'ambiguous' };

/** The platform's range for `intervalo_frequencia`, whatever the frequency. */
export const MAX_INTERVAL = 60;

/** A date's month, counted from the year 0 (the difference of two is the months between them). */
const monthIndex = (d: DateParts) => d.year * 12 + (d.month - 1);

/** Whether one issue day, clamped to each month's end, gives every one of these dates. */
function oneIssueDay(dates: readonly DateParts[]): boolean {
  for (let day = 1; day <= 31; day++) {
    if (dates.every((d) => Math.min(day, daysInMonth(d.year, d.month)) === d.day)) return true;
  }
  return false;
}

/** Every step, in months, between consecutive dates, when all are the same; else null. */
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
    // 12·N months is every N years: the figure groups both spellings as one (recurring-revenue.ts).
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
