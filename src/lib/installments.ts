import { addMonths, type IsoDate } from './dates';

/** One installment of a value split over months. */
export interface SplitInstallment {
  /** Position, from 1. */
  index: number;
  dueDate: IsoDate;
  cents: number;
}

/**
 * A value split into `count` monthly installments, the first due on `firstDue` and each
 * next one on the same day of the following months (the month's last day when it is
 * shorter). The cents that do not divide evenly go one each to the first installments,
 * so the parts always sum to the whole and differ by at most one cent.
 */
export function splitInstallments(totalCents: number, count: number, firstDue: IsoDate): SplitInstallment[] {
  if (!Number.isInteger(totalCents) || totalCents <= 0) return [];
  if (!Number.isInteger(count) || count < 1) return [];
  const base = Math.floor(totalCents / count);
  const extra = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    dueDate: addMonths(firstDue, i),
    cents: base + (i < extra ? 1 : 0),
  }));
}

/** An installment's description: the event's, numbered when there are several ("Aluguel (2/3)"). */
export const installmentDescription = (description: string, index: number, count: number): string =>
  count > 1 ? `${description.trim()} (${index}/${count})` : description.trim();
