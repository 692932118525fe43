import { describe, expect, it } from 'vitest';
import { matchCredits } from '../../src/lib/statement/match';
import { parseStatement } from '../../src/lib/statement/parse';
import { formatStatementBenchmark, statementBenchmarkData } from './statement';

// The benchmark's data stays what it claims to be (no timing here: `npm run perf` measures).
describe('statement benchmark data', () => {
  it('is a readable OFX whose credits find their installments', () => {
    const data = statementBenchmarkData(80, 400);
    const statement = parseStatement(data.bytes);
    expect(statement.credits).toHaveLength(80);
    expect(statement.debits).toHaveLength(20);
    expect(statement.encoding).toBe('windows-1252');
    const matched = matchCredits(statement.credits, data.installments).filter((m) => m.best).length;
    expect(matched).toBeGreaterThan(40);
    expect(statementBenchmarkData(80, 400).json).toBe(data.json);
  });

  it('prints the figures and the ratio', () => {
    const text = formatStatementBenchmark({
      credits: 1000,
      debits: 250,
      installments: 5000,
      medianMs: 250,
      cpuMedianMs: 120,
      referenceMedianMs: 5,
      ratio: 50,
      runs: 9,
      budgetMs: 1000,
      matched: 800,
    });
    expect(text).toContain('mediana 250.0 ms (orçamento 1000.0 ms) ok');
    expect(text).toContain('razão 50.0×');
  });
});
