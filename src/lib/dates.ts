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

/** The platform's calendar: its due dates, "today" and "overdue" are São Paulo's, wherever the browser is. */
const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/** Today in `timeZone` (screens count from `platformToday`): en-CA writes a date as ISO does. */
// Making a formatter costs far more than using one: one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export function todayIso(timeZone: string, now: Date = new Date()): IsoDate {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone })));
  return format.format(now);
}

/** Today on the platform's calendar: the day every screen counts from. */
export const platformToday = (now?: Date): IsoDate => todayIso(PLATFORM_TIME_ZONE, now);

export function formatDateBR(value: string | null | undefined): string {
  if (!value) return '—';
  const day = value.slice(0, 10);
  return isIsoDate(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '—';
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
