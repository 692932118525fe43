import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES, MAX_INSTALLMENTS, withChanges, type HistoryEntry } from './installment-history';

const change = { label: 'Vencimento', before: '10/12/2026', after: '20/12/2026' };

describe('withChanges', () => {
  it('adds each change with who and when, newest first', () => {
    const once = withChanges({}, 'p1', [change], 'ana', '2026-12-01T10:00:00.000Z');
    const twice = withChanges(once, 'p1', [{ ...change, label: 'Valor' }], 'bia', '2026-12-02T10:00:00.000Z');
    expect(twice.p1?.map((e) => [e.campo, e.por, e.antes, e.depois])).toEqual([
      ['Valor', 'bia', '10/12/2026', '20/12/2026'],
      ['Vencimento', 'ana', '10/12/2026', '20/12/2026'],
    ]);
  });

  it('keeps nothing for no change', () => {
    const history = {};
    expect(withChanges(history, 'p1', [], 'ana', '2026-12-01T10:00:00.000Z')).toBe(history);
  });

  it('keeps the newest entries of an installment and the most recently changed installments', () => {
    const entry = (em: string): HistoryEntry => ({ em, por: 'ana', campo: 'Valor', antes: 'a', depois: 'b' });
    const full = Object.fromEntries(
      Array.from({ length: MAX_INSTALLMENTS }, (_, i) => [
        `p${i}`,
        [entry(`2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.${i}Z`)],
      ]),
    );
    full.p0 = Array.from({ length: MAX_ENTRIES }, () => entry('2025-01-01T00:00:00.000Z'));
    const next = withChanges(full, 'novo', [change], 'ana', '2026-12-01T10:00:00.000Z');
    expect(Object.keys(next)).toHaveLength(MAX_INSTALLMENTS);
    expect(next).not.toHaveProperty('p0');
    const again = withChanges(
      next,
      'p1',
      Array.from({ length: MAX_ENTRIES }, () => change),
      'ana',
      '2026-12-02T00:00:00Z',
    );
    expect(again.p1).toHaveLength(MAX_ENTRIES);
    expect(again.p1?.every((e) => e.campo === 'Vencimento')).toBe(true);
  });
});
