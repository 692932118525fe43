import { daysInMonth, parseIsoDate, toIsoDate, type DateParts, type IsoDate } from './dates';

/* Date arithmetic: the lazy screens' part of the dates, off the first screen. */

/** `day` clamped to the target month's last day. */
export function monthWithDay(year: number, month: number, months: number, day: number): DateParts {
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { year: y, month: m, day: Math.min(day, daysInMonth(y, m)) };
}

export function addDays(value: IsoDate, days: number): IsoDate {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Data inválida: ${value}`);
  const utc = Date.UTC(parts.year, parts.month - 1, parts.day + days);
  const d = new Date(utc);
  return toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`Data inválida: ${a ? to : from}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

export function addMonths(value: IsoDate, months: number): IsoDate {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Data inválida: ${value}`);
  return toIsoDate(monthWithDay(parts.year, parts.month, months, parts.day));
}

export function monthBounds(value: IsoDate): { first: IsoDate; last: IsoDate } {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Data inválida: ${value}`);
  return {
    first: toIsoDate({ ...parts, day: 1 }),
    last: toIsoDate({ ...parts, day: daysInMonth(parts.year, parts.month) }),
  };
}
