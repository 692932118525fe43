import { roundHalfAwayFromZero, toCents } from './money';

/**
 * Each active contract's charge brought to a month and rounded to the cent on its own, so that a
 * group's or a month's figure is the sum of its contracts' (the recurring-revenue movements add up
 * to the cent); an unknown frequency or value is left out, never guessed.
 */

export interface RecurringInput {
  id: string;
  /** One charge's net value, in reais. */
  chargeValue: number | null | undefined;
  frequency: string | null | undefined;
  interval: number | null | undefined;
}

export interface RecurringGroup {
  key: string;
  frequency: 'MENSAL' | 'ANUAL' | 'SEMANAL';
  interval: number;
  perMonth: PerMonth;
  count: number;
  chargesCents: number;
  /** The sum of its contracts' rounded monthly values. */
  monthlyCents: number;
}

export interface PerMonth {
  numerator: number;
  denominator: number;
}

/** One contract's share of the figure. */
export interface RecurringContract {
  id: string;
  perMonth: PerMonth;
  monthlyCents: number;
}

export interface RecurringRevenue {
  monthlyCents: number;
  counted: number;
  leftOut: string[];
  /** Active contracts that start after this month: they enter the figure in the month they start. */
  startingLater: number;
  groups: RecurringGroup[];
  contracts: RecurringContract[];
}

export function perMonth(frequency: RecurringGroup['frequency'], interval: number): PerMonth {
  if (frequency === 'MENSAL') return { numerator: 1, denominator: interval };
  if (frequency === 'ANUAL') return { numerator: 1, denominator: 12 * interval };
  return { numerator: 52, denominator: 12 * interval };
}

/** A charge of `cents` brought to a month, to the cent. */
export const monthlyCentsOf = (cents: number, share: PerMonth) =>
  roundHalfAwayFromZero((cents * share.numerator) / share.denominator);

/** A contract whose start (`YYYY-MM-DD`) falls after `today`'s month charges nothing this month. */
export const startsAfterThisMonth = (start: string | null | undefined, today: string) =>
  !!start && start.slice(0, 7) > today.slice(0, 7);

/** `contracts`: those already started; `startingLater`: how many active ones start after this month. */
export function recurringRevenue(contracts: Iterable<RecurringInput>, startingLater = 0): RecurringRevenue {
  const groups = new Map<string, RecurringGroup>();
  const leftOut: string[] = [];
  const counted: RecurringContract[] = [];
  for (const contract of contracts) {
    const frequency = contract.frequency;
    const interval = contract.interval;
    const value = contract.chargeValue;
    if (
      (frequency !== 'MENSAL' && frequency !== 'ANUAL' && frequency !== 'SEMANAL') ||
      typeof interval !== 'number' ||
      !Number.isInteger(interval) ||
      interval < 1 ||
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < 0
    ) {
      leftOut.push(contract.id);
      continue;
    }
    // Every 12·N months is every N years: one group however the contract spells it.
    const yearly = frequency === 'MENSAL' && interval % 12 === 0;
    const groupFrequency = yearly ? 'ANUAL' : frequency;
    const groupInterval = yearly ? interval / 12 : interval;
    const key = `${groupFrequency}:${groupInterval}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        frequency: groupFrequency,
        interval: groupInterval,
        perMonth: perMonth(groupFrequency, groupInterval),
        count: 0,
        chargesCents: 0,
        monthlyCents: 0,
      };
      groups.set(key, group);
    }
    const cents = toCents(value);
    const monthly = monthlyCentsOf(cents, group.perMonth);
    group.count += 1;
    group.chargesCents += cents;
    group.monthlyCents += monthly;
    counted.push({ id: contract.id, perMonth: group.perMonth, monthlyCents: monthly });
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      a.perMonth.denominator / a.perMonth.numerator - b.perMonth.denominator / b.perMonth.numerator ||
      a.key.localeCompare(b.key),
  );
  const monthlyCents = counted.reduce((sum, c) => sum + c.monthlyCents, 0);
  // By id: the same contracts give the same figure, whatever order they were read in.
  counted.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { monthlyCents, counted: counted.length, leftOut, startingLater, groups: ordered, contracts: counted };
}
