import { describe, expect, it } from 'vitest';
import type { CompanyResults } from '../../api/portfolio-results';
import { movedSinceClose } from './PortfolioResults';

const results = (revenue: number, expense: number): CompanyResults => ({
  month: '2026-11',
  monthCents: revenue - expense,
  monthRevenueCents: revenue,
  monthExpenseCents: expense,
  yearCents: 0,
  overdueCents: 0,
  openCents: 0,
});
const closed = { closedAt: '2026-12-06T01:30:00', closedRevenueCents: 50_000, closedExpenseCents: 20_000 };

describe('a close the month moved away from', () => {
  it('gives the result kept at the close when revenue or expenses differ now', () => {
    expect(movedSinceClose(closed, results(50_000, 21_234))).toBe(30_000);
    // The same result from other figures is a change too, as on the month's close.
    expect(movedSinceClose(closed, results(51_000, 21_000))).toBe(30_000);
  });

  it('is nothing when the month reads as it closed, is open, or its close kept no figures', () => {
    expect(movedSinceClose(closed, results(50_000, 20_000))).toBeNull();
    expect(movedSinceClose({}, results(1, 2))).toBeNull();
    expect(movedSinceClose({ closedAt: closed.closedAt }, results(1, 2))).toBeNull();
  });
});
