import { describe, expect, it } from 'vitest';
import { frequencyInWords } from './labels/recurrence';
import { recurringRevenue, startsAfterThisMonth } from './recurring-revenue';

describe('startsAfterThisMonth', () => {
  it('is true from the first day of the next month, false for this month and an unknown start', () => {
    expect(startsAfterThisMonth('2027-01-01', '2026-12-31')).toBe(true);
    expect(startsAfterThisMonth('2026-12-31', '2026-12-01')).toBe(false);
    expect(startsAfterThisMonth('2026-03-10', '2026-12-05')).toBe(false);
    expect(startsAfterThisMonth(null, '2026-12-05')).toBe(false);
  });
});

describe('recurringRevenue', () => {
  it('brings each charge to a month: monthly, every N months, yearly, weekly', () => {
    const result = recurringRevenue([
      { id: 'a', chargeValue: 100, frequency: 'MENSAL', interval: 1 },
      { id: 'b', chargeValue: 50.5, frequency: 'MENSAL', interval: 1 },
      { id: 'c', chargeValue: 300, frequency: 'MENSAL', interval: 3 },
      { id: 'd', chargeValue: 1200, frequency: 'ANUAL', interval: 1 },
      { id: 'e', chargeValue: 2400, frequency: 'ANUAL', interval: 2 },
      { id: 'f', chargeValue: 12, frequency: 'SEMANAL', interval: 1 },
    ]);
    // 150.50 + 100 + 100 + 100 + 52 = 502.50
    expect(result.monthlyCents).toBe(50250);
    expect(result.counted).toBe(6);
    expect(result.leftOut).toEqual([]);
    expect(result.groups.map((g) => [g.key, g.count, g.chargesCents, g.monthlyCents])).toEqual([
      ['SEMANAL:1', 1, 1200, 5200],
      ['MENSAL:1', 2, 15050, 15050],
      ['MENSAL:3', 1, 30000, 10000],
      ['ANUAL:1', 1, 120000, 10000],
      ['ANUAL:2', 1, 240000, 10000],
    ]);
  });

  it('rounds each contract to the cent, and every figure is the sum of its contracts', () => {
    const result = recurringRevenue([
      { id: 'a', chargeValue: 1000, frequency: 'ANUAL', interval: 1 },
      { id: 'b', chargeValue: 1000, frequency: 'ANUAL', interval: 1 },
      { id: 'c', chargeValue: 1000, frequency: 'ANUAL', interval: 1 },
      { id: 'd', chargeValue: 0.05, frequency: 'MENSAL', interval: 2 },
    ]);
    // 8333.33… cents each, 2.5 cents away from zero is 3.
    expect(result.contracts.map((c) => [c.id, c.monthlyCents])).toEqual([
      ['a', 8333],
      ['b', 8333],
      ['c', 8333],
      ['d', 3],
    ]);
    expect(result.groups.map((g) => g.monthlyCents)).toEqual([3, 24999]);
    expect(result.monthlyCents).toBe(25002);
  });

  it('leaves out, and names, contracts it cannot compute instead of guessing', () => {
    const result = recurringRevenue([
      { id: 'ok', chargeValue: 10, frequency: 'MENSAL', interval: 1 },
      { id: 'no-freq', chargeValue: 10, frequency: undefined, interval: 1 },
      { id: 'odd-freq', chargeValue: 10, frequency: 'DIARIA', interval: 1 },
      { id: 'no-interval', chargeValue: 10, frequency: 'MENSAL', interval: null },
      { id: 'zero-interval', chargeValue: 10, frequency: 'MENSAL', interval: 0 },
      { id: 'no-value', chargeValue: null, frequency: 'MENSAL', interval: 1 },
      { id: 'nan', chargeValue: Number.NaN, frequency: 'MENSAL', interval: 1 },
    ]);
    expect(result.monthlyCents).toBe(1000);
    expect(result.counted).toBe(1);
    expect(result.leftOut).toEqual(['no-freq', 'odd-freq', 'no-interval', 'zero-interval', 'no-value', 'nan']);
  });

  it('is zero for no contracts', () => {
    expect(recurringRevenue([])).toEqual({
      monthlyCents: 0,
      counted: 0,
      leftOut: [],
      startingLater: 0,
      groups: [],
      contracts: [],
    });
  });

  it('counts every 12·N months as every N years: one group, one rounding, one label', () => {
    const spelled = recurringRevenue([
      { id: 'a', chargeValue: 100.01, frequency: 'ANUAL', interval: 1 },
      { id: 'b', chargeValue: 100.01, frequency: 'MENSAL', interval: 12 },
      { id: 'c', chargeValue: 50, frequency: 'MENSAL', interval: 24 },
    ]);
    expect(spelled.groups.map((g) => [g.key, g.count, g.chargesCents, g.monthlyCents])).toEqual([
      ['ANUAL:1', 2, 20002, 1666],
      ['ANUAL:2', 1, 5000, 208],
    ]);
    expect(frequencyInWords(spelled.groups[0]!.frequency, spelled.groups[0]!.interval)).toBe('Anual');
  });
});
