import { type IsoDate } from './dates';
import { addDays, daysBetween } from './date-math';
import { openOf, type FigureSource } from './figures';
import { fromCents, toCents } from './money';

/** The aging buckets finance teams report on; pure, so the home panel and collections compute the same figures. */

export type AgeBucketId = 'd1_30' | 'd31_60' | 'd61_90' | 'd90_mais';

export interface AgeBucket {
  id: AgeBucketId;
  label: string;
  /** Days late, inclusive; `max` null for the open-ended last bucket. */
  min: number;
  max: number | null;
}

export const AGE_BUCKETS: readonly AgeBucket[] = [
  { id: 'd1_30', label: '1 a 30 dias', min: 1, max: 30 },
  { id: 'd31_60', label: '31 a 60 dias', min: 31, max: 60 },
  { id: 'd61_90', label: '61 a 90 dias', min: 61, max: 90 },
  { id: 'd90_mais', label: 'Mais de 90 dias', min: 91, max: null },
];

/** The platform's search requires an interval; nothing still chased is older than this. */
export const OPEN_RECEIVABLES_FLOOR: IsoDate = '2000-01-01';

export function daysLate(dueDate: IsoDate, today: IsoDate): number {
  return daysBetween(dueDate, today);
}

export function ageBucket(days: number): AgeBucket | null {
  if (!Number.isFinite(days) || days < 1) return null;
  return AGE_BUCKETS.find((b) => days >= b.min && (b.max === null || days <= b.max)) ?? null;
}

/** An installment is in the bucket when its due date is in `[from, to]`; `from` is null for the open-ended one. */
export function bucketDueRange(bucket: AgeBucket, today: IsoDate): { from: IsoDate | null; to: IsoDate } {
  return {
    from: bucket.max === null ? null : addDays(today, -bucket.max),
    to: addDays(today, -bucket.min),
  };
}

export interface AgingInput {
  dueDate: IsoDate;
  /** In reais. */
  open: number;
}

export interface BucketFigure {
  bucket: AgeBucket;
  count: number;
  cents: number;
}

export interface AgingSummary {
  overdue: { count: number; cents: number };
  buckets: BucketFigure[];
}

export function agingInputsOf(items: Iterable<FigureSource>): AgingInput[] {
  const out: AgingInput[] = [];
  // An installment with nothing left to pay counts nowhere (figures.ts, openOf).
  for (const item of items) {
    const open = openOf(item);
    if (open) out.push({ dueDate: open.dueDate, open: fromCents(open.openCents) });
  }
  return out;
}

export function summarizeAging(items: Iterable<AgingInput>, today: IsoDate): AgingSummary {
  const figures = new Map<AgeBucketId, BucketFigure>(
    AGE_BUCKETS.map((bucket) => [bucket.id, { bucket, count: 0, cents: 0 }]),
  );
  let count = 0;
  let cents = 0;
  for (const item of items) {
    const bucket = ageBucket(daysLate(item.dueDate, today));
    if (!bucket) continue;
    const figure = figures.get(bucket.id)!;
    const value = toCents(item.open);
    figure.count += 1;
    figure.cents += value;
    count += 1;
    cents += value;
  }
  return { overdue: { count, cents }, buckets: AGE_BUCKETS.map((b) => figures.get(b.id)!) };
}

/** Due today, and due in the `days` after today. */
export function summarizeDueSoon(
  items: Iterable<AgingInput>,
  today: IsoDate,
  days = 7,
): { today: { count: number; cents: number }; next: { count: number; cents: number } } {
  const until = addDays(today, days);
  const result = { today: { count: 0, cents: 0 }, next: { count: 0, cents: 0 } };
  for (const item of items) {
    const target =
      item.dueDate === today ? result.today : item.dueDate > today && item.dueDate <= until ? result.next : null;
    if (!target) continue;
    target.count += 1;
    target.cents += toCents(item.open);
  }
  return result;
}

/** What is to be paid within `days`: overdue, due today, due after today, and their sum (the home panel's and the portfolio's one figure). */
export function summarizeToPay(items: readonly AgingInput[], today: IsoDate, days = 7) {
  const overdue = summarizeAging(items, today).overdue;
  const due = summarizeDueSoon(items, today, days);
  const total = {
    count: overdue.count + due.today.count + due.next.count,
    cents: overdue.cents + due.today.cents + due.next.cents,
  };
  return { overdue, today: due.today, next: due.next, total };
}
