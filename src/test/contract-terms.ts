import { type DateParts, formatDateBR, type IsoDate, parseIsoDate, toIsoDate, platformToday } from '../lib/dates';
import { monthWithDay } from '../lib/date-math';
import { firstIssueDate } from '../lib/schedule';

/**
 * The terms of a contract billed every month of 2026, each sale issued on the 10th: where
 * the tests of terms (creation payload, schedule) start, changing only what they test.
 */
export const MONTHLY_2026_TERMS = {
  data_inicio: '2026-01-01',
  data_fim: '2026-12-31',
  tipo_expiracao: 'DATA',
  tipo_frequencia: 'MENSAL',
  intervalo_frequencia: 1,
  dia_emissao_venda: 10,
} as const;

/**
 * The first due date on `dueDay` that is not before the first sale of a contract the wizard
 * starts today with its default issue day (the 1st), so the charge is not born overdue on
 * any day of the year.
 */
export function firstDueFromToday(dueDay: number, today: IsoDate = platformToday()): IsoDate {
  // The first sale is issued on a 1st, so its month's `dueDay` is never before it.
  const issue = parseIsoDate(firstIssueDate(today, 1) as IsoDate) as DateParts;
  return toIsoDate(monthWithDay(issue.year, issue.month, 0, dueDay));
}

/** The keys a user types for a date in a dd/mm/aaaa field. */
export const dateKeys = (date: IsoDate): string => formatDateBR(date).replace(/\D/g, '');
