import { roundHalfAwayFromZero, toCents } from './money';

/** Each active contract's charge brought to a month; an unknown frequency or value is left out, never guessed. */

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
  perMonth: { numerator: number; denominator: number };
  count: number;
  chargesCents: number;
  /** Rounded once per group. */
  monthlyCents: number;
}

export interface RecurringRevenue {
  monthlyCents: number;
  counted: number;
  leftOut: string[];
  groups: RecurringGroup[];
}

function perMonth(frequency: RecurringGroup['frequency'], interval: number): RecurringGroup['perMonth'] {
  if (frequency === 'MENSAL') return { numerator: 1, denominator: interval };
  if (frequency === 'ANUAL') return { numerator: 1, denominator: 12 * interval };
  return { numerator: 52, denominator: 12 * interval };
}

export function recurringRevenue(contracts: Iterable<RecurringInput>): RecurringRevenue {
  const groups = new Map<string, RecurringGroup>();
  const leftOut: string[] = [];
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
    group.count += 1;
    group.chargesCents += toCents(value);
  }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      a.perMonth.denominator / a.perMonth.numerator - b.perMonth.denominator / b.perMonth.numerator ||
      a.key.localeCompare(b.key),
  );
  let monthlyCents = 0;
  let counted = 0;
  for (const group of ordered) {
    group.monthlyCents = roundHalfAwayFromZero(
      (group.chargesCents * group.perMonth.numerator) / group.perMonth.denominator,
    );
    monthlyCents += group.monthlyCents;
    counted += group.count;
  }
  return { monthlyCents, counted, leftOut, groups: ordered };
}
