import { queryOptions } from '@tanstack/react-query';
import { agingInputsOf, summarizeAging, summarizeDueSoon, summarizeToPay } from '../lib/aging';
import { type IsoDate } from '../lib/dates';
import { daysBetween } from '../lib/date-math';
import { dueSoonRange, overdueRange, payablesRange } from '../lib/home-panel';
import { readBalances } from './cash';
import { signalFor } from './company-signal';
import { isApiError, type Connection } from './http';
import { searchAllReceivables } from './receivables';
import { readSalesWithoutNote } from './invoices';
import { lastMonthOf } from '../lib/months';

interface Sum {
  count: number;
  cents: number;
}

/** Counted as the home panel counts them. */
export interface CompanyFigures {
  overdue: Sum & { oldestDays: number | null };
  dueToday: Sum;
  dueNext7: Sum;
  /** Bills past their due date. */
  payablesOverdue: Sum;
  /** Bills due today or in the next 7 days. */
  payablesDue: Sum;
  balanceCents: number | null;
  /** Accounts left out of `balanceCents`: the platform answered no balance for them. */
  unreadAccounts: number;
  /** Why the balance could not be read (the other figures stand without it). */
  balanceError: string | null;
}

/** Every request goes out on `signal`'s connection (`signalFor`). */
export async function readCompanyFigures(today: IsoDate, signal: AbortSignal): Promise<CompanyFigures> {
  // The user waits for this: the user's lane.
  const [overdueItems, dueItems, payableItems, balances] = await Promise.all([
    searchAllReceivables(overdueRange(today), signal, 'user'),
    searchAllReceivables(dueSoonRange(today), signal, 'user'),
    searchAllReceivables(payablesRange(today), signal, 'user', 'pagar'),
    // A balance that cannot be read leaves the other figures standing; a session's end does not.
    readBalances(signal, Date.now, 'user').catch((error: unknown) => {
      if (signal.aborted || sessionEnded(error)) throw error;
      return error instanceof Error ? error.message : 'Erro inesperado.';
    }),
  ]);
  const read = typeof balances === 'string' ? null : balances;
  const balanceError = read ? null : (balances as string);
  const overdueInputs = agingInputsOf(overdueItems);
  const oldest = overdueInputs.reduce<IsoDate | null>((min, i) => (!min || i.dueDate < min ? i.dueDate : min), null);
  const due = summarizeDueSoon(agingInputsOf(dueItems), today, 7);
  const known = !!read?.accounts.some((a) => a.cents !== null);
  const toPay = summarizeToPay(agingInputsOf(payableItems), today);
  return {
    overdue: {
      ...summarizeAging(overdueInputs, today).overdue,
      oldestDays: oldest ? daysBetween(oldest, today) : null,
    },
    dueToday: due.today,
    dueNext7: due.next,
    payablesOverdue: toPay.overdue,
    payablesDue: { count: toPay.today.count + toPay.next.count, cents: toPay.today.cents + toPay.next.cents },
    balanceCents: known && read ? read.totalCents : null,
    unreadAccounts: read?.unread ?? 0,
    balanceError,
  };
}

/** How long a company's figures are kept before they are read again. */
export const FIGURES_STALE_MS = 5 * 60_000;

/** The company's session is over in this tab: it is signed in to again from the portfolio. */
export class SessionEndedError extends Error {
  constructor() {
    super('A sessão desta empresa terminou.');
  }
}

export const sessionEnded = (error: unknown) =>
  error instanceof SessionEndedError || (isApiError(error) && error.status === 401);

/**
 * One company's figures, read with its own connection (null: its session is over), as they
 * arrive and failing on their own.
 */
export const companyFiguresQuery = (
  company: string,
  today: IsoDate,
  connect: (company: string) => Promise<Connection | null>,
) =>
  queryOptions({
    queryKey: ['portfolio', company, today],
    queryFn: async ({ signal }) => {
      const connection = await connect(company);
      if (!connection) throw new SessionEndedError();
      return readCompanyFigures(today, signalFor(connection, signal));
    },
    staleTime: FIGURES_STALE_MS,
    retry: (count, error) => !sessionEnded(error) && count < 2,
  });

/** One company's contract sales of last month without a note, read with its own connection. */
export const companyMissingNotesQuery = (
  company: string,
  today: IsoDate,
  connect: (company: string) => Promise<Connection | null>,
) =>
  queryOptions({
    queryKey: ['portfolio', company, 'missing-notes', today],
    queryFn: async ({ signal }) => {
      const connection = await connect(company);
      if (!connection) throw new SessionEndedError();
      return readSalesWithoutNote(lastMonthOf(today), today, signalFor(connection, signal), 'user');
    },
    staleTime: FIGURES_STALE_MS,
    retry: (count, error) => !sessionEnded(error) && count < 2,
  });
