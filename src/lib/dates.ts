/** Calendar dates are `YYYY-MM-DD` strings, never a `Date` at midnight UTC that a time zone could move a day. */

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateParts {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

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

export function todayIso(timeZone?: string, now: Date = new Date()): IsoDate {
  // The runtime's own zone is the Date's local fields: an Intl.DateTimeFormat costs about a millisecond.
  if (timeZone === undefined)
    return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function formatDateBR(value: string | null | undefined): string {
  if (!value) return '—';
  const day = value.slice(0, 10);
  return isIsoDate(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '—';
}

export function monthBounds(value: IsoDate): { first: IsoDate; last: IsoDate } {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Data inválida: ${value}`);
  return {
    first: toIsoDate({ ...parts, day: 1 }),
    last: toIsoDate({ ...parts, day: daysInMonth(parts.year, parts.month) }),
  };
}

/** Digits only, slashes added as the day and month complete; a pasted ISO date is read as such. */
export function maskDateBR(typed: string): string {
  const text = typed.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

export function parseDateBR(text: string): IsoDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}
