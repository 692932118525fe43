import { describe, expect, it } from 'vitest';
import type { RunLine, SettlementRun } from '../../lib/statement';
import { unfinished } from './steps';

const line = (status: RunLine['status'], request: boolean): RunLine => ({
  key: `l-${status}`,
  side: 'receber',
  date: '2026-03-02',
  amountCents: 1000,
  description: 'PIX',
  installmentId: request ? 'p1' : null,
  installmentLabel: null,
  request: request ? ({} as RunLine['request']) : null,
  status,
  verify: false,
  message: null,
  settlementId: null,
  attempts: 0,
});
const run = (...lines: RunLine[]): SettlementRun => ({ version: 1, lines, cancelled: false });

describe('unfinished', () => {
  it('is a run with a line still to send, being sent or to retry', () => {
    expect(unfinished(run(line('baixada', true), line('pendente', true)))).toBe(true);
    expect(unfinished(run(line('enviando', true)))).toBe(true);
    expect(unfinished(run(line('recusada', true)))).toBe(true);
  });

  it('is not a run whose lines are all settled or left out', () => {
    expect(unfinished(run(line('baixada', true), line('ignorada', false), line('nao-conciliada', false)))).toBe(false);
    expect(unfinished(run())).toBe(false);
  });
});
