import { agingInputsOf, summarizeAging, summarizeDueSoon } from '../lib/aging';
import { daysBetween, type IsoDate } from '../lib/dates';
import { dueSoonRange, overdueRange, payablesRange } from '../lib/home-panel';
import { toCents } from '../lib/money';
import { readBalances } from './cash';
import { searchAllReceivables } from './receivables';

interface Sum {
  count: number;
  cents: number;
}

/** A company's figures in the portfolio: the home panel's, counted as it counts them. */
export interface CompanyFigures {
  overdue: Sum & { oldestDays: number | null };
  dueToday: Sum;
  dueNext7: Sum;
  /** Open payables due up to a week from today, overdue ones included. */
  payables: Sum;
  /** The active accounts' balance; null when the platform answered none. */
  balanceCents: number | null;
}

/**
 * Reads one company's figures: its receivables overdue and due soon, its payables due, its
 * balance. Every request goes out on `signal`'s connection (`signalFor`): the company's
 * token, renewal and rate budget.
 */
export async function readCompanyFigures(today: IsoDate, signal: AbortSignal): Promise<CompanyFigures> {
  // The page's own content, which the user waits for: the user's lane of the company's budget.
  const [overdueItems, dueItems, payableItems, balances] = await Promise.all([
    searchAllReceivables(overdueRange(today), signal, 'user'),
    searchAllReceivables(dueSoonRange(today), signal, 'user'),
    searchAllReceivables(payablesRange(today), signal, 'user', 'pagar'),
    readBalances(signal, Date.now, 'user'),
  ]);
  const overdueInputs = agingInputsOf(overdueItems);
  const oldest = overdueInputs.reduce<IsoDate | null>((min, i) => (!min || i.dueDate < min ? i.dueDate : min), null);
  const due = summarizeDueSoon(agingInputsOf(dueItems), today, 7);
  const payables = agingInputsOf(payableItems).reduce(
    (sum, i) => ({ count: sum.count + 1, cents: sum.cents + toCents(i.open) }),
    { count: 0, cents: 0 },
  );
  const known = balances.accounts.some((a) => a.cents !== null);
  return {
    overdue: {
      ...summarizeAging(overdueInputs, today).overdue,
      oldestDays: oldest ? daysBetween(oldest, today) : null,
    },
    dueToday: due.today,
    dueNext7: due.next,
    payables,
    balanceCents: known ? balances.totalCents : null,
  };
}
