import { describe, expect, it } from 'vitest';
import { statementLines } from '../../src/lib/statement/bank-id';
import { matchStatement } from '../../src/lib/statement/match';
import { parseStatement } from '../../src/lib/statement/parse';
import { formatStatementBenchmark, statementBenchmarkData } from './statement';

// The benchmark's data stays what it claims to be (no timing here: `npm run perf` measures).
describe('statement benchmark data', () => {
  it('is a readable OFX whose credits find their receivables and whose debits find their payables', () => {
    const data = statementBenchmarkData({ credits: 80, receivables: 400, debits: 60, payables: 300 });
    const statement = parseStatement(data.bytes);
    expect(statement.credits).toHaveLength(80);
    expect(statement.debits).toHaveLength(20 + 60); // the bank fees, and the payments
    expect(statement.encoding).toBe('windows-1252');
    expect([data.receivables, data.payables]).toEqual([400, 300]);
    const matches = matchStatement(statementLines(statement), data.installments);
    expect(matches.filter((m) => m.side === 'receber' && m.best).length).toBeGreaterThan(40);
    expect(matches.filter((m) => m.side === 'pagar' && m.best).length).toBeGreaterThan(30);
    // Nothing across sides: a credit is given a receivable, a debit a payable.
    for (const m of matches) if (m.best) expect(m.best.installment.side ?? 'receber').toBe(m.side);
    expect(statementBenchmarkData({ credits: 80, receivables: 400, debits: 60, payables: 300 }).json).toBe(data.json);
  });

  it('without debits, is the data of before debits were reconciled', () => {
    const data = statementBenchmarkData({ credits: 80, receivables: 400, debits: 0, payables: 0 });
    const statement = parseStatement(data.bytes);
    expect([statement.credits.length, statement.debits.length, data.installments.length]).toEqual([80, 20, 400]);
    // The credits' data does not depend on the debits' (a stream of its own).
    const withDebits = parseStatement(
      statementBenchmarkData({ credits: 80, receivables: 400, debits: 60, payables: 300 }).bytes,
    );
    expect(withDebits.credits.map((c) => [c.bankId, c.amountCents, c.description])).toEqual(
      statement.credits.map((c) => [c.bankId, c.amountCents, c.description]),
    );
  });

  it('prints the figures and the ratio, beside the credits-only figure', () => {
    const text = formatStatementBenchmark({
      credits: 1000,
      debits: 1250,
      installments: 10000,
      receivables: 5000,
      payables: 5000,
      medianMs: 450,
      cpuMedianMs: 300,
      referenceMedianMs: 9,
      ratio: 50,
      matched: 1600,
      matchedDebits: 800,
      runs: 9,
      budgetMs: 1000,
      creditsOnly: {
        credits: 1000,
        debits: 250,
        installments: 5000,
        medianMs: 250,
        cpuMedianMs: 120,
        referenceMedianMs: 5,
        ratio: 50,
        matched: 800,
      },
    });
    expect(text).toContain('mediana 450.0 ms (orçamento 1000.0 ms) ok');
    expect(text).toContain('razão 50.0×');
    expect(text).toContain('Só os créditos, como antes');
    expect(text).toContain('mediana 250.0 ms');
  });
});
