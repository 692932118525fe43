import { addDays, daysBetween, type IsoDate } from './dates';
import { openCentsOf, type FigureSource } from './figures';
import { fromCents, toCents } from './money';

/**
 * Aging of receivables: how late an open installment is, in the buckets finance teams
 * report on (1–30, 31–60, 61–90 and over 90 days), and what falls due today and in the
 * next days. Pure: the home panel and the collections screen compute the same figures.
 */

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

/**
 * The earliest due date a "since ever" receivables search asks for: the platform's search
 * requires an interval, and nothing a finance team still chases is older than this.
 */
export const OPEN_RECEIVABLES_FLOOR: IsoDate = '2000-01-01';

/** Days between the due date and today: positive when late, 0 on the due date. */
export function daysLate(dueDate: IsoDate, today: IsoDate): number {
  return daysBetween(dueDate, today);
}

/** The bucket of an installment `days` late; null when it is not late (0 or fewer days). */
export function ageBucket(days: number): AgeBucket | null {
  if (!Number.isFinite(days) || days < 1) return null;
  return AGE_BUCKETS.find((b) => days >= b.min && (b.max === null || days <= b.max)) ?? null;
}

/**
 * The due-date interval of a bucket as of `today`: an installment is in the bucket exactly
 * when its due date is within `[from, to]` (both inclusive). `from` is null for the
 * open-ended bucket (everything due on or before `to`).
 */
export function bucketDueRange(bucket: AgeBucket, today: IsoDate): { from: IsoDate | null; to: IsoDate } {
  return {
    from: bucket.max === null ? null : addDays(today, -bucket.max),
    to: addDays(today, -bucket.min),
  };
}

export interface AgingInput {
  /** The installment's due date. */
  dueDate: IsoDate;
  /** What is still to be received, in reais. */
  open: number;
}

export interface BucketFigure {
  bucket: AgeBucket;
  count: number;
  /** Sum of the open amounts, in cents (exact). */
  cents: number;
}

export interface AgingSummary {
  overdue: { count: number; cents: number };
  buckets: BucketFigure[];
}

/** The aging inputs of installments: each one's open amount as every screen counts it (figures.ts). */
export function agingInputsOf(items: Iterable<FigureSource>): AgingInput[] {
  const out: AgingInput[] = [];
  for (const item of items) {
    const dueDate = item.data_vencimento?.slice(0, 10);
    if (dueDate) out.push({ dueDate, open: fromCents(openCentsOf(item)) });
  }
  return out;
}

/** Counts and sums the overdue installments by bucket; installments not late are ignored. */
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

/** Installments due on `today` and in the `days` after it (today excluded from the second). */
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
