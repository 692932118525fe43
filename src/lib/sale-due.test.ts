import { describe, expect, it } from 'vitest';
import { dueDayOf, saleDueDate } from './sale-due';

describe('a contract sale’s due date from its issue date and due day', () => {
  it('falls in the issue’s month from the issue day on, else in the next; month ends clamp', () => {
    expect(saleDueDate('2026-12-01', 10)).toBe('2026-12-10');
    expect(saleDueDate('2026-12-10', 10)).toBe('2026-12-10');
    expect(saleDueDate('2026-12-15', 10)).toBe('2027-01-10');
    expect(saleDueDate('2027-01-31', 31)).toBe('2027-01-31');
    expect(saleDueDate('2027-02-01', 31)).toBe('2027-02-28');
    expect(saleDueDate('2027-01-31', 30)).toBe('2027-02-28');
    expect(saleDueDate('2026-12-01', 0)).toBeNull();
    expect(saleDueDate('bad', 10)).toBeNull();
  });

  it('reads a due day off a date only before the 28th, which no month’s end moves', () => {
    expect(dueDayOf('2026-12-10')).toBe(10);
    expect(dueDayOf('2026-12-27')).toBe(27);
    expect(dueDayOf('2027-02-28')).toBeNull();
    expect(dueDayOf('2026-12-30')).toBeNull();
    expect(dueDayOf(null)).toBeNull();
  });
});
