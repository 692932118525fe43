import { queryOptions } from '@tanstack/react-query';
import { agingInputsOf } from '../lib/aging';
import { addMonths } from '../lib/date-math';
import type { IsoDate } from '../lib/dates';
import { overdueRange } from '../lib/home-panel';
import { OPEN_RECEIVABLE_STATUSES } from '../lib/ledger-view';
import { toCents } from '../lib/money';
import { lastMonthOf, monthsOfYearTo } from '../lib/months';
import { signalFor } from './company-signal';
import type { Connection } from './http';
import { FIGURES_STALE_MS, SessionEndedError, sessionEnded } from './portfolio';
import { searchAllReceivables } from './receivables';
import { readStatementEntries } from './results';

/** A company's results for the portfolio: last month's and the year's, on the accrual basis. */
export interface CompanyResults {
  /** `YYYY-MM`. */
  month: string;
  monthCents: number;
  /** The month's revenue and expenses, as the month's close keeps them. */
  monthRevenueCents: number;
  monthExpenseCents: number;
  /** January to last month. */
  yearCents: number;
  /** Receivables past due, and all open receivables. */
  overdueCents: number;
  openCents: number;
}

/** The year's statement (January to last month) read as `/resultados` reads it, and the open receivables. */
export async function readCompanyResults(today: IsoDate, signal: AbortSignal): Promise<CompanyResults> {
  const month = lastMonthOf(today);
  const months = monthsOfYearTo(month);
  const [statement, overdueItems, comingItems] = await Promise.all([
    readStatementEntries('competencia', months, signal),
    searchAllReceivables(overdueRange(today), signal, 'user'),
    searchAllReceivables(
      { status: [...OPEN_RECEIVABLE_STATUSES], data_vencimento_de: today, data_vencimento_ate: addMonths(today, 120) },
      signal,
      'user',
    ),
  ]);
  let revenue = 0;
  let expense = 0;
  let yearCents = 0;
  for (const entry of statement.entries) {
    const sign = entry.side === 'RECEITA' ? 1 : -1;
    for (const amount of entry.amounts) {
      yearCents += sign * amount.cents;
      if (!amount.date.startsWith(month)) continue;
      if (sign > 0) revenue += amount.cents;
      else expense += amount.cents;
    }
  }
  const openCents = (items: Parameters<typeof agingInputsOf>[0]) =>
    agingInputsOf(items).reduce((sum, i) => sum + toCents(i.open), 0);
  const overdue = openCents(overdueItems);
  const open = overdue + openCents(comingItems);
  return {
    month,
    monthCents: revenue - expense,
    monthRevenueCents: revenue,
    monthExpenseCents: expense,
    yearCents,
    overdueCents: overdue,
    openCents: open,
  };
}

export const companyResultsQuery = (
  company: string,
  today: IsoDate,
  connect: (company: string) => Promise<Connection | null>,
) =>
  queryOptions({
    queryKey: ['portfolio', company, 'results', today],
    queryFn: async ({ signal }) => {
      const connection = await connect(company);
      if (!connection) throw new SessionEndedError();
      return readCompanyResults(today, signalFor(connection, signal));
    },
    staleTime: FIGURES_STALE_MS,
    retry: (count, error) => !sessionEnded(error) && count < 2,
  });
