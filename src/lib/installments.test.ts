import { describe, expect, it } from 'vitest';
import { installmentDescription, splitInstallments } from './installments';

describe('splitInstallments', () => {
  it('splits evenly and gives the odd cents to the first installments, summing to the whole', () => {
    const parts = splitInstallments(100_00 + 1, 3, '2026-01-31');
    expect(parts.map((p) => p.cents)).toEqual([33_34, 33_34, 33_33]);
    expect(parts.reduce((s, p) => s + p.cents, 0)).toBe(100_01);
  });

  it('keeps the first due day each month, the last day of a shorter month', () => {
    expect(splitInstallments(300, 4, '2026-01-31').map((p) => p.dueDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('one installment is the whole value on the first due date', () => {
    expect(splitInstallments(1_234_56, 1, '2026-12-10')).toEqual([
      { index: 1, dueDate: '2026-12-10', cents: 1_234_56 },
    ]);
  });

  it('nothing to split: no installments rather than a wrong one', () => {
    expect(splitInstallments(0, 3, '2026-01-01')).toEqual([]);
    expect(splitInstallments(100, 0, '2026-01-01')).toEqual([]);
    expect(splitInstallments(1.5, 2, '2026-01-01')).toEqual([]);
  });

  it('numbers the descriptions only when there are several', () => {
    expect(installmentDescription(' Aluguel ', 2, 3)).toBe('Aluguel (2/3)');
    expect(installmentDescription('Aluguel', 1, 1)).toBe('Aluguel');
  });
});
