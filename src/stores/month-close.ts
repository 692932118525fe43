import { companyStoreKey } from '../lib/company-store';
import { companyJson, kept, recordOf } from './company-json';

/**
 * The months' close in this browser, per company: when the month was marked closed, and up to when
 * its changes were looked at (São Paulo wall time, as the changes feed takes it).
 */

export interface MonthCloseState {
  closedAt?: string;
  reviewedAt?: string;
}

export type MonthCloses = Record<string, MonthCloseState>;

const isClose = (v: unknown): v is MonthCloseState =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  ['closedAt', 'reviewedAt'].every((k) => {
    const field = (v as Record<string, unknown>)[k];
    return field === undefined || typeof field === 'string';
  });
const readCloses = recordOf(kept(isClose));

export const MONTH_CLOSES_KEY = 'fechamento.meses';
export const monthCloses = companyJson<MonthCloses>(MONTH_CLOSES_KEY, {}, readCloses);

/** Sets or clears one field of one month's close. */
export function updateMonthClose(month: string, change: Partial<Record<keyof MonthCloseState, string | null>>): void {
  const all = { ...monthCloses.read() };
  const next: MonthCloseState = { ...all[month] };
  for (const [key, value] of Object.entries(change) as Array<[keyof MonthCloseState, string | null]>) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  all[month] = next;
  monthCloses.write(all);
}

/** Another company's close of `month` in this browser (the portfolio's column). */
export function closeOf(company: string, month: string): MonthCloseState {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(companyStoreKey(MONTH_CLOSES_KEY, company) as string) ?? 'null',
    );
    return readCloses(parsed)?.[month] ?? {};
  } catch {
    return {};
  }
}
