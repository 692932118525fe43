import { companyStoreKey } from '../lib/company-store';
import { companyJson, kept, recordOf } from './company-json';
import { MONTH_CLOSES_KEY } from './work-keys';

/**
 * The months' close in this browser, per company: when the month was marked closed, its revenue and
 * expenses then (cents), and up to when its changes were looked at (São Paulo wall time, as the
 * changes feed takes it).
 */

export interface MonthCloseState {
  closedAt?: string;
  closedRevenueCents?: number;
  closedExpenseCents?: number;
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
  }) &&
  ['closedRevenueCents', 'closedExpenseCents'].every((k) => {
    const field = (v as Record<string, unknown>)[k];
    return field === undefined || Number.isSafeInteger(field);
  });
const readCloses = recordOf(kept(isClose));

export const monthCloses = companyJson<MonthCloses>(MONTH_CLOSES_KEY, {}, readCloses);

type CloseChange = { [K in keyof MonthCloseState]?: MonthCloseState[K] | null };

/** Sets or clears fields of one month's close. */
export function updateMonthClose(month: string, change: CloseChange): void {
  const all = { ...monthCloses.read() };
  const next: Record<string, unknown> = { ...all[month] };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  all[month] = next as MonthCloseState;
  monthCloses.write(all);
}

/** A month's revenue and expenses, in cents. */
export interface MonthFigures {
  revenue: number;
  expense: number;
}

/** The month's revenue and expenses when it was closed; null while it is open or when its close kept none. */
export const figuresAtClose = (close: MonthCloseState): MonthFigures | null =>
  close.closedAt && close.closedRevenueCents !== undefined && close.closedExpenseCents !== undefined
    ? { revenue: close.closedRevenueCents, expense: close.closedExpenseCents }
    : null;

/** Those kept figures where the month reads otherwise now (its close moved); null while the close holds. */
export function figuresMovedSinceClose(close: MonthCloseState, now: MonthFigures): MonthFigures | null {
  const kept = figuresAtClose(close);
  return kept && (kept.revenue !== now.revenue || kept.expense !== now.expense) ? kept : null;
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
