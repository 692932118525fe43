import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './date-math';
import { splitIntoWindows } from './invoice-windows';

describe('splitIntoWindows', () => {
  it('keeps an interval of 15 days or less whole', () => {
    expect(splitIntoWindows('2026-03-01', '2026-03-15')).toEqual([{ from: '2026-03-01', to: '2026-03-15' }]);
    expect(splitIntoWindows('2026-03-01', '2026-03-01')).toEqual([{ from: '2026-03-01', to: '2026-03-01' }]);
  });

  it('splits a month into windows of 15 days, the last one shorter', () => {
    expect(splitIntoWindows('2026-01-01', '2026-01-31')).toEqual([
      { from: '2026-01-01', to: '2026-01-15' },
      { from: '2026-01-16', to: '2026-01-30' },
      { from: '2026-01-31', to: '2026-01-31' },
    ]);
  });

  it('covers a leap year day by day, no window longer than the platform allows, none overlapping', () => {
    const windows = splitIntoWindows('2028-01-01', '2028-12-31');
    expect(windows).toHaveLength(25);
    let next = '2028-01-01';
    for (const w of windows) {
      expect(w.from).toBe(next);
      expect(daysBetween(w.from, w.to)).toBeLessThanOrEqual(14);
      next = addDays(w.to, 1);
    }
    expect(next).toBe('2029-01-01');
  });

  it('answers nothing for an interval that ends before it starts, and refuses a window under a day', () => {
    expect(splitIntoWindows('2026-02-02', '2026-02-01')).toEqual([]);
    expect(() => splitIntoWindows('2026-02-01', '2026-02-02', 0)).toThrow();
  });
});
