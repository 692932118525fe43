import { agingInputsOf, summarizeAging, summarizeDueSoon, summarizeToPay } from '../lib/aging';
import { daysBetween, type IsoDate } from '../lib/dates';
import { dueSoonRange, overdueRange, payablesRange } from '../lib/home-panel';
import { readBalances } from './cash';
import { searchAllReceivables } from './receivables';

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
}

/** Every request goes out on `signal`'s connection (`signalFor`). */
export async function readCompanyFigures(today: IsoDate, signal: AbortSignal): Promise<CompanyFigures> {
  // The user waits for this: the user's lane.
  const [overdueItems, dueItems, payableItems, balances] = await Promise.all([
    searchAllReceivables(overdueRange(today), signal, 'user'),
    searchAllReceivables(dueSoonRange(today), signal, 'user'),
    searchAllReceivables(payablesRange(today), signal, 'user', 'pagar'),
    readBalances(signal, Date.now, 'user'),
  ]);
  const overdueInputs = agingInputsOf(overdueItems);
  const oldest = overdueInputs.reduce<IsoDate | null>((min, i) => (!min || i.dueDate < min ? i.dueDate : min), null);
  const due = summarizeDueSoon(agingInputsOf(dueItems), today, 7);
  const known = balances.accounts.some((a) => a.cents !== null);
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
    balanceCents: known ? balances.totalCents : null,
    unreadAccounts: balances.unread,
  };
}
