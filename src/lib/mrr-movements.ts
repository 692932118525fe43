import { monthlyCentsOf, type PerMonth } from './recurring-revenue';

/**
 * The monthly recurring revenue month by month, and what moved it: new contracts, expansions,
 * contractions and cancellations, each contract rounded to the cent on its own so that
 * start + new + expansion − contraction − churn = end holds to the cent.
 *
 * A contract's value in a past month is its latest sale up to that month's end (else its first
 * sale), brought to a month by its frequency. The current month takes the active contracts' current
 * terms: the home panel's figure. No contract counts before the month it starts. The platform does not say when a contract was closed: a closed
 * contract counts up to the last month its past term covers whole, else up to the month of its last
 * sale, and leaves in the month after.
 */

/** `YYYY-MM`. */
export type Month = string;

export interface MrrContract {
  id: string;
  number: number | null;
  customer: string | null;
  active: boolean;
  /** The month it starts. */
  startMonth: Month | null;
  /** A closed contract's last month; null when it is active, or closed with nothing to say when. */
  lastMonth: Month | null;
  /** True when the last month comes from the sales rather than the term. */
  closedFromSales: boolean;
  /** Null when neither the terms nor the sales say how often it charges: left out. */
  perMonth: PerMonth | null;
  /** Its sales that were not cancelled, in cents, oldest first. */
  sales: ReadonlyArray<{ date: string; cents: number }>;
  /** An active contract's monthly value by its current terms. */
  currentCents: number | null;
}

export type MovementKind = 'novo' | 'expansao' | 'contracao' | 'cancelamento';

export interface Movement {
  contract: MrrContract;
  kind: MovementKind;
  beforeCents: number | null;
  afterCents: number | null;
}

export interface MrrMonth {
  month: Month;
  startCents: number;
  newCents: number;
  expansionCents: number;
  contractionCents: number;
  churnCents: number;
  endCents: number;
  startCount: number;
  endCount: number;
  /** Share of the start lost to cancellations; null with nothing at the start. */
  churnRate: number | null;
  averageTicketCents: number | null;
  movements: Movement[];
  /** The contracts counted at the month's end, with their value. */
  live: Array<{ contract: MrrContract; cents: number }>;
}

export interface MrrMovements {
  /** One per month asked; null for a month after the current one. */
  months: Array<MrrMonth | null>;
  /** Started, or closed, and no frequency known: counted in no month. */
  leftOut: MrrContract[];
  /** Active contracts that start after the current month: none of the months counts them yet. */
  startingLater: MrrContract[];
}

export const monthOfDate = (date: string): Month => date.slice(0, 7);

export function previousMonth(month: Month): Month {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** What the contract adds to `month`'s recurring revenue, in cents; null when it is not counted. */
export function valueIn(contract: MrrContract, month: Month, current: Month): number | null {
  if (!contract.perMonth || month > current) return null;
  if (contract.startMonth !== null && month < contract.startMonth) return null;
  if (month === current) return contract.active ? contract.currentCents : null;
  if (!contract.active && (contract.lastMonth === null || month > contract.lastMonth)) return null;
  let sale: { cents: number } | undefined;
  for (const s of contract.sales) {
    if (monthOfDate(s.date) > month) break;
    sale = s;
  }
  sale ??= contract.sales[0];
  if (sale) return monthlyCentsOf(sale.cents, contract.perMonth);
  return contract.active ? contract.currentCents : null;
}

const KIND_ORDER: Record<MovementKind, number> = { novo: 0, expansao: 1, contracao: 2, cancelamento: 3 };

function monthOf(contracts: readonly MrrContract[], month: Month, current: Month): MrrMonth {
  const before = previousMonth(month);
  const row: MrrMonth = {
    month,
    startCents: 0,
    newCents: 0,
    expansionCents: 0,
    contractionCents: 0,
    churnCents: 0,
    endCents: 0,
    startCount: 0,
    endCount: 0,
    churnRate: null,
    averageTicketCents: null,
    movements: [],
    live: [],
  };
  for (const contract of contracts) {
    const from = valueIn(contract, before, current);
    const to = valueIn(contract, month, current);
    if (from !== null) {
      row.startCents += from;
      row.startCount += 1;
    }
    if (to !== null) {
      row.endCents += to;
      row.endCount += 1;
      row.live.push({ contract, cents: to });
    }
    let kind: MovementKind | null = null;
    if (from === null && to !== null) {
      kind = 'novo';
      row.newCents += to;
    } else if (from !== null && to === null) {
      kind = 'cancelamento';
      row.churnCents += from;
    } else if (from !== null && to !== null && to > from) {
      kind = 'expansao';
      row.expansionCents += to - from;
    } else if (from !== null && to !== null && to < from) {
      kind = 'contracao';
      row.contractionCents += from - to;
    }
    if (kind) row.movements.push({ contract, kind, beforeCents: from, afterCents: to });
  }
  row.churnRate = row.startCents > 0 ? row.churnCents / row.startCents : null;
  row.averageTicketCents = row.endCount > 0 ? Math.round(row.endCents / row.endCount) : null;
  row.movements.sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.contract.number ?? 0) - (b.contract.number ?? 0),
  );
  row.live.sort((a, b) => b.cents - a.cents || (a.contract.number ?? 0) - (b.contract.number ?? 0));
  return row;
}

/** `months` as `YYYY-MM`, oldest first; `current` is this month. */
export function mrrMovements(
  contracts: readonly MrrContract[],
  months: readonly Month[],
  current: Month,
): MrrMovements {
  const later = (c: MrrContract) => c.active && c.startMonth !== null && c.startMonth > current;
  return {
    months: months.map((month) => (month > current ? null : monthOf(contracts, month, current))),
    leftOut: contracts.filter((c) => c.perMonth === null && !later(c)),
    startingLater: contracts.filter(later),
  };
}
