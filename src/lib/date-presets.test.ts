import { describe, expect, it } from 'vitest';
import { platformToday } from './dates';
import { mondayOf, presetInterval } from './date-presets';

describe('presetInterval', () => {
  it('today is one day', () => {
    expect(presetInterval('hoje', '2026-03-10')).toEqual({ start: '2026-03-10', end: '2026-03-10' });
  });

  it('a week runs Monday to Sunday, a Sunday closing the week that began six days before', () => {
    // 2026-03-15 is a Sunday; 2026-03-09 the Monday before it.
    expect(presetInterval('esta_semana', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(presetInterval('esta_semana', '2026-03-16')).toEqual({ start: '2026-03-16', end: '2026-03-22' });
  });

  it('a week may cross the year end', () => {
    // 2026-12-31 is a Thursday.
    expect(presetInterval('esta_semana', '2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('this month ends on its last day, February of a leap year included', () => {
    expect(presetInterval('este_mes', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(presetInterval('este_mes', '2026-04-30')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
  });

  it('next month from a 31st is the whole next month, not a month that skips', () => {
    expect(presetInterval('proximo_mes', '2026-01-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetInterval('proximo_mes', '2026-12-31')).toEqual({ start: '2027-01-01', end: '2027-01-31' });
  });

  it('overdue is every due date up to yesterday, across a year end', () => {
    expect(presetInterval('vencidas', '2027-01-01')).toEqual({ start: '2000-01-01', end: '2026-12-31' });
  });
});

describe('platform calendar', () => {
  it("today is São Paulo's: 01:00 UTC is still the day before there", () => {
    expect(platformToday(new Date('2026-06-02T01:00:00Z'))).toBe('2026-06-01');
    expect(platformToday(new Date('2026-06-02T04:00:00Z'))).toBe('2026-06-02');
  });

  it('the Monday of a Monday is itself', () => {
    expect(mondayOf('2026-03-16')).toBe('2026-03-16');
  });
});
