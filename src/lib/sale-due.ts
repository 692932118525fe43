import { parseIsoDate, toIsoDate, type IsoDate } from './dates';
import { monthWithDay } from './date-math';

/**
 * A contract sale's due date from its issue date and the contract's due day: that day of the
 * issue's month, or of the next month when it comes before the issue (as every charge after
 * the first falls due in the sandbox's schedule and the wizard's born-overdue rule).
 */
export function saleDueDate(issue: IsoDate, dueDay: number): IsoDate | null {
  const i = parseIsoDate(issue.slice(0, 10));
  if (!i || !Number.isInteger(dueDay) || dueDay < 1 || dueDay > 31) return null;
  const inMonth = monthWithDay(i.year, i.month, 0, dueDay);
  return toIsoDate(inMonth.day >= i.day ? inMonth : monthWithDay(i.year, i.month, 1, dueDay));
}

/** A contract's due day read off one of its due dates, when no month's end could have moved it (before the 28th). */
export function dueDayOf(date: string | null | undefined): number | null {
  const parts = date ? parseIsoDate(date.slice(0, 10)) : null;
  return parts && parts.day < 28 ? parts.day : null;
}
