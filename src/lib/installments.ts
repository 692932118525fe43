import { type IsoDate } from './dates';
import { addMonths } from './date-math';

export interface SplitInstallment {
  index: number;
  dueDate: IsoDate;
  cents: number;
}

/** Monthly installments; leftover cents go one each to the first ones, so the parts sum to the whole. */
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

/** Numbered when there are several ("Aluguel (2/3)"). */
export const installmentDescription = (description: string, index: number, count: number): string =>
  count > 1 ? `${description.trim()} (${index}/${count})` : description.trim();
