import { describe, expect, it } from 'vitest';
import { mrrMovements, previousMonth, valueIn, type MrrContract } from './mrr-movements';

const MONTHLY = { numerator: 1, denominator: 1 };
const YEARLY = { numerator: 1, denominator: 12 };

function contract(id: string, over: Partial<MrrContract>): MrrContract {
  return {
    id,
    number: Number(id.replace(/\D/g, '')) || null,
    customer: `Cliente ${id}`,
    active: true,
    startMonth: '2026-01',
    lastMonth: null,
    closedFromSales: false,
    perMonth: MONTHLY,
    sales: [],
    currentCents: 10000,
    ...over,
  };
}

const monthly = (from: number, to: number, cents: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    date: `2026-${String(from + i).padStart(2, '0')}-10`,
    cents,
  }));

describe('previousMonth', () => {
  it('crosses the year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
  });
});

describe('valueIn', () => {
  it('takes the latest sale up to the month, the first before any, and the current terms this month', () => {
    const c = contract('c1', {
      startMonth: '2026-02',
      sales: [...monthly(3, 5, 10000), ...monthly(6, 11, 12000)],
      currentCents: 12500,
    });
    expect(valueIn(c, '2026-01', '2026-12')).toBeNull();
    expect(valueIn(c, '2026-02', '2026-12')).toBe(10000);
    expect(valueIn(c, '2026-05', '2026-12')).toBe(10000);
    expect(valueIn(c, '2026-06', '2026-12')).toBe(12000);
    expect(valueIn(c, '2026-12', '2026-12')).toBe(12500);
    expect(valueIn(c, '2027-01', '2026-12')).toBeNull();
  });

  it('counts an active contract from the month it starts, not before, this month included', () => {
    const later = contract('c9', { startMonth: '2027-05', currentCents: 1129990 });
    expect(valueIn(later, '2026-12', '2026-12')).toBeNull();
    const december = mrrMovements([later, contract('c10', { startMonth: '2026-12' })], ['2026-12'], '2026-12')
      .months[0];
    expect(december?.endCount).toBe(1);
    expect(december?.movements.map((m) => [m.contract.id, m.kind])).toEqual([['c10', 'novo']]);
  });

  it('brings a yearly charge to a month, to the cent', () => {
    const c = contract('c2', { perMonth: YEARLY, sales: [{ date: '2026-01-05', cents: 100000 }] });
    expect(valueIn(c, '2026-07', '2026-12')).toBe(8333);
  });

  it('counts a closed contract up to its last month, never in the current month', () => {
    const c = contract('c3', { active: false, lastMonth: '2026-04', sales: monthly(1, 4, 5000), currentCents: null });
    expect(valueIn(c, '2026-04', '2026-12')).toBe(5000);
    expect(valueIn(c, '2026-05', '2026-12')).toBeNull();
    const late = contract('c4', { active: false, lastMonth: '2026-12', sales: monthly(1, 12, 5000) });
    expect(valueIn(late, '2026-11', '2026-12')).toBe(5000);
    expect(valueIn(late, '2026-12', '2026-12')).toBeNull();
  });

  it('leaves out a contract whose frequency is unknown', () => {
    expect(valueIn(contract('c5', { perMonth: null, sales: monthly(1, 3, 100) }), '2026-02', '2026-12')).toBeNull();
  });
});

describe('mrrMovements', () => {
  const contracts = [
    // Steady all year.
    contract('c1', { sales: monthly(1, 11, 10000), currentCents: 10000 }),
    // Starts in March.
    contract('c2', { startMonth: '2026-03', sales: monthly(3, 11, 20000), currentCents: 20000 }),
    // Raised in June.
    contract('c3', { sales: [...monthly(1, 5, 5000), ...monthly(6, 11, 6000)], currentCents: 6000 }),
    // Lowered in the current month by its terms.
    contract('c4', { sales: monthly(1, 11, 8000), currentCents: 7000 }),
    // Closed after April.
    contract('c5', { active: false, lastMonth: '2026-04', closedFromSales: true, sales: monthly(1, 4, 3000) }),
    // Unknown frequency: out of every month.
    contract('c6', { perMonth: null, sales: monthly(1, 11, 99999), currentCents: null }),
  ];
  const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
  const result = mrrMovements(contracts, months, '2026-12');

  it('reconciles start + new + expansion − contraction − churn = end, and each end is the next start', () => {
    const rows = result.months.filter((m) => m !== null);
    expect(rows).toHaveLength(12);
    for (const [i, row] of rows.entries()) {
      expect(row.startCents + row.newCents + row.expansionCents - row.contractionCents - row.churnCents).toBe(
        row.endCents,
      );
      if (i > 0) expect(row.startCents).toBe(rows[i - 1]!.endCents);
    }
  });

  it('names each movement in its month', () => {
    const [jan, , mar, , may, jun, , , , , , dec] = result.months;
    expect(jan).toMatchObject({ startCents: 0, newCents: 26000, endCents: 26000, endCount: 4 });
    expect(mar).toMatchObject({ newCents: 20000, endCents: 46000 });
    expect(mar!.movements.map((m) => [m.contract.id, m.kind])).toEqual([['c2', 'novo']]);
    expect(may).toMatchObject({ churnCents: 3000, startCents: 46000, endCents: 43000 });
    expect(may!.churnRate).toBeCloseTo(3000 / 46000);
    expect(jun).toMatchObject({ expansionCents: 1000, endCents: 44000 });
    expect(dec).toMatchObject({ contractionCents: 1000, endCents: 43000, endCount: 4, averageTicketCents: 10750 });
    expect(dec!.movements).toEqual([
      expect.objectContaining({ kind: 'contracao', beforeCents: 8000, afterCents: 7000 }),
    ]);
  });

  it('names the contracts it leaves out', () => {
    expect(result.leftOut.map((c) => c.id)).toEqual(['c6']);
    expect(result.startingLater).toEqual([]);
  });

  it('an active contract that starts after this month is one that starts later, not one of unknown frequency', () => {
    // Its terms are not read yet (the current figure counts started contracts only): no frequency.
    const later = contract('c7', { startMonth: '2027-02', perMonth: null, currentCents: null, sales: [] });
    const closedUnknown = contract('c8', { active: false, startMonth: '2027-02', perMonth: null, lastMonth: null });
    const out = mrrMovements([...contracts, later, closedUnknown], months, '2026-12');
    expect(out.startingLater.map((c) => c.id)).toEqual(['c7']);
    expect(out.leftOut.map((c) => c.id)).toEqual(['c6', 'c8']);
    expect(out.months.at(-1)!.endCents).toBe(result.months.at(-1)!.endCents);
  });

  it('computes nothing for a month after the current one', () => {
    const ahead = mrrMovements(contracts, ['2026-12', '2027-01'], '2026-12');
    expect(ahead.months[1]).toBeNull();
    expect(ahead.months[0]!.endCents).toBe(43000);
  });
});
