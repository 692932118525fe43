import { describe, expect, it } from 'vitest';
import { dreOf } from '../../src/lib/dre';
import { checkDre, dreBenchmarkData, expectedResult, formatDreBenchmark } from './dre';

// The benchmark's data stays what it claims (no timing here: `npm run perf` measures).
describe('income statement benchmark', () => {
  const data = dreBenchmarkData();

  it('holds 20,000 entries over 12 months, with splits and entries without a category', () => {
    expect(data.entries).toHaveLength(20_000);
    expect(data.entries.filter((e) => e.shares.length === 2).length).toBeGreaterThan(1_500);
    expect(data.entries.filter((e) => e.shares.length === 0).length).toBeGreaterThan(200);
    expect(dreBenchmarkData()).toEqual(data);
  });

  it('checks the statement against its own sum, and fails loudly when it does not add up', () => {
    const dre = dreOf(data.lines, data.categories, data.entries, data.months);
    expect(() => checkDre(data, dre)).not.toThrow();
    expect(dre.result).toEqual(expectedResult(data));
    const half = dreOf(data.lines, data.categories, data.entries.slice(0, 10_000), data.months);
    expect(() => checkDre(data, half)).toThrow(/does not add up/);
  });

  it('prints the budget and the ratio', () => {
    const text = formatDreBenchmark({
      entries: 20_000,
      medianMs: 9,
      cpuMedianMs: 9.5,
      referenceMedianMs: 1.5,
      ratio: 6,
      runs: 15,
      budgetMs: 50,
    });
    expect(text).toContain('mediana 9.0 ms (orçamento 50.0 ms) ok');
  });
});
