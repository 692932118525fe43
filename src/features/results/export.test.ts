import { describe, expect, it } from 'vitest';
import type { Dre } from '../../lib/dre';
import { statementFileName } from './export';

const months = (first: string, count: number) =>
  Array.from({ length: count }, (_, k) => {
    const at = new Date(`${first}-01T12:00:00Z`);
    at.setUTCMonth(at.getUTCMonth() + k);
    return `${at.toISOString().slice(0, 7)}-01`;
  });

describe('statementFileName', () => {
  it('names a calendar year by its year', () => {
    expect(statementFileName({ months: months('2026-01', 12) } as unknown as Dre, 'competencia')).toBe(
      'dre-competencia-2026',
    );
  });

  it('names any other span by its first and last months', () => {
    expect(statementFileName({ months: months('2025-12', 12) } as unknown as Dre, 'caixa')).toBe(
      'dre-caixa-2025-12-a-2026-11',
    );
  });
});
