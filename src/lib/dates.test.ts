import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTimeBR } from './date-time';
import {
  compareIsoDates,
  daysInMonth,
  formatDateBR,
  isIsoDate,
  isLeapYear,
  parseIsoDate,
  todayIso,
  platformToday,
} from './dates';
import { addDays, addMonths, monthBounds } from './date-math';

describe('isLeapYear and daysInMonth', () => {
  it.each([
    [2024, true],
    [2025, false],
    [2026, false],
    [2028, true],
    [1900, false], // divisible by 100, not by 400
    [2000, true], // divisible by 400
    [2100, false],
  ])('isLeapYear(%s) = %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2026, 4, 30],
    [2026, 6, 30],
    [2026, 9, 30],
    [2026, 11, 30],
    [2026, 12, 31],
  ])('daysInMonth(%s, %s) = %s', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('parseIsoDate', () => {
  it('accepts real dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2026-12-31')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00:00Z',
    '',
    'hoje',
    ' 2026-01-05',
  ])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('compareIsoDates', () => {
  it('orders chronologically', () => {
    expect(compareIsoDates('2026-01-31', '2026-02-01')).toBe(-1);
    expect(compareIsoDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(compareIsoDates('2026-05-05', '2026-05-05')).toBe(0);
  });
});

/** The two functions that move a date by a number of units, by name. */
const ADD = { addMonths, addDays };

describe('addMonths and addDays', () => {
  it.each<[keyof typeof ADD, string, number, string]>([
    ['addMonths', '2026-01-31', 1, '2026-02-28'],
    ['addMonths', '2024-01-31', 1, '2024-02-29'],
    ['addMonths', '2026-01-31', 2, '2026-03-31'],
    ['addMonths', '2026-03-31', 1, '2026-04-30'],
    ['addMonths', '2026-11-15', 2, '2027-01-15'],
    ['addMonths', '2026-12-31', 12, '2027-12-31'],
    ['addMonths', '2024-02-29', 12, '2025-02-28'],
    ['addMonths', '2026-03-31', -1, '2026-02-28'],
    ['addMonths', '2026-01-15', -1, '2025-12-15'],
    ['addMonths', '2026-05-10', 0, '2026-05-10'],
    ['addDays', '2026-01-31', 1, '2026-02-01'],
    ['addDays', '2026-02-28', 1, '2026-03-01'],
    ['addDays', '2024-02-28', 1, '2024-02-29'],
    ['addDays', '2026-12-31', 1, '2027-01-01'],
    ['addDays', '2027-01-01', -1, '2026-12-31'],
    ['addDays', '2026-11-21', 30, '2026-12-21'],
    ['addDays', '2026-11-21', 366, '2027-11-22'],
    ['addDays', '2026-03-01', -1, '2026-02-28'],
    ['addDays', '2026-05-10', 0, '2026-05-10'],
  ])('%s(%s, %s) = %s', (name, date, n, expected) => {
    expect(ADD[name](date, n)).toBe(expected);
  });

  it.each<[keyof typeof ADD, string]>([
    ['addMonths', '2026-02-30'],
    ['addDays', 'not-a-date'],
  ])('%s throws on an invalid date (%s)', (name, invalid) => {
    expect(() => ADD[name](invalid, 1)).toThrow(RangeError);
  });
});

describe('formatDateBR', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  // YYYY-MM-DD as DD/MM/YYYY, only the date part of a timestamp, a dash for missing or malformed values.
  it.each([
    { value: '2026-12-31', shown: '31/12/2026' },
    { value: '2026-01-05', shown: '05/01/2026' },
    { value: '2024-02-29', shown: '29/02/2024' },
    { value: '2026-12-31T23:59:59-03:00', shown: '31/12/2026' },
    { value: null, shown: '—' },
    { value: undefined, shown: '—' },
    { value: '', shown: '—' },
    { value: '2026-02-30', shown: '—' },
    { value: '31/12/2026', shown: '—' },
  ])('formatDateBR($value) = $shown', ({ value, shown }) => {
    expect(formatDateBR(value)).toBe(shown);
  });

  // Node reads process.env.TZ at each Date operation, so changing it here changes the
  // runtime's local zone. The function never builds a Date, so no zone can shift the day.
  it.each(['UTC', 'America/Sao_Paulo', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'never shifts with the time zone (TZ=%s)',
    (tz) => {
      process.env.TZ = tz;
      expect(formatDateBR('2026-12-31')).toBe('31/12/2026');
      expect(formatDateBR('2026-01-01')).toBe('01/01/2026');
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    },
  );
});

describe('todayIso', () => {
  it('gives the calendar date in America/Sao_Paulo, not in UTC', () => {
    const now = new Date('2026-11-22T01:30:00Z'); // 22:30 of the 21st in São Paulo (UTC-3)
    expect(todayIso('America/Sao_Paulo', now)).toBe('2026-11-21');
    expect(todayIso('UTC', now)).toBe('2026-11-22');
  });

  it('turns the day at midnight in São Paulo (03:00 UTC)', () => {
    expect(todayIso('America/Sao_Paulo', new Date('2026-11-22T02:59:59Z'))).toBe('2026-11-21');
    expect(todayIso('America/Sao_Paulo', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
  });

  it('crosses the year boundary correctly', () => {
    expect(todayIso('America/Sao_Paulo', new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
    expect(todayIso('Asia/Tokyo', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it("the platform's day is São Paulo's wherever the browser is: at 23:29 in Acre it is already tomorrow", () => {
    const now = new Date('2026-12-06T04:29:00Z');
    expect(todayIso('America/Rio_Branco', now)).toBe('2026-12-05');
    expect(platformToday(now)).toBe('2026-12-06');
    // A browser on UTC at 22:00 São Paulo time is a day ahead of it.
    expect(platformToday(new Date('2026-12-07T01:00:00Z'))).toBe('2026-12-06');
  });

  it("returns a valid ISO date for the platform's day", () => {
    expect(isIsoDate(platformToday())).toBe(true);
  });
});

describe('monthBounds', () => {
  it.each([
    ['2026-11-21', '2026-11-01', '2026-11-30'],
    ['2026-02-10', '2026-02-01', '2026-02-28'],
    ['2024-02-01', '2024-02-01', '2024-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('monthBounds(%s) = [%s, %s]', (date, first, last) => {
    expect(monthBounds(date)).toEqual({ first, last });
  });

  it('throws on an invalid date', () => {
    expect(() => monthBounds('2026-02-30')).toThrow(RangeError);
  });
});

describe('formatDateTimeBR', () => {
  it.each([
    // The platform's own date-times carry no zone: they are São Paulo time already.
    { value: '2025-10-22T08:37:05', shown: '22/10/2025 às 08:37' },
    { value: '2025-10-22T08:37', shown: '22/10/2025 às 08:37' },
    // A zoned one (the browser's) is shown in São Paulo time.
    { value: '2026-12-04T02:30:00.000Z', shown: '03/12/2026 às 23:30' },
    { value: '2026-12-04T10:00:00-03:00', shown: '04/12/2026 às 10:00' },
    { value: 'ontem', shown: '—' },
    { value: null, shown: '—' },
  ])('formatDateTimeBR($value) = $shown', ({ value, shown }) => {
    expect(formatDateTimeBR(value)).toBe(shown);
  });
});
