// In the dom project (a .tsx test) for its localStorage.
import { afterEach, describe, expect, it } from 'vitest';
import { setStoreCompany } from '../lib/company-store';
import { monthsOfYearTo } from '../lib/months';
import { closeOf, monthCloses, updateMonthClose } from './month-close';

afterEach(() => {
  localStorage.clear();
  monthCloses.reset();
  setStoreCompany(null);
});

describe('month closes', () => {
  it("keeps each company's close apart, and the portfolio reads each one's", () => {
    setStoreCompany('empresa-a');
    updateMonthClose('2026-11', { closedAt: '2026-12-04T10:00:00', reviewedAt: '2026-12-04T09:00:00' });
    monthCloses.reset();
    setStoreCompany('empresa-b');
    expect(monthCloses.read()).toEqual({});
    updateMonthClose('2026-11', { reviewedAt: '2026-12-03T08:00:00' });
    expect(closeOf('empresa-a', '2026-11')).toEqual({
      closedAt: '2026-12-04T10:00:00',
      reviewedAt: '2026-12-04T09:00:00',
    });
    expect(closeOf('empresa-b', '2026-11')).toEqual({ reviewedAt: '2026-12-03T08:00:00' });
    expect(closeOf('empresa-c', '2026-11')).toEqual({});
  });

  it('reopens a month by clearing its mark, and ignores what does not parse', () => {
    setStoreCompany('empresa-a');
    updateMonthClose('2026-10', { closedAt: '2026-11-05T10:00:00' });
    updateMonthClose('2026-10', { closedAt: null });
    expect(monthCloses.read()['2026-10']).toEqual({});
    localStorage.setItem('fechamento.meses@empresa-a', '{"2026-10":{"closedAt":5}}');
    expect(closeOf('empresa-a', '2026-10')).toEqual({});
    localStorage.setItem('fechamento.meses@empresa-a', '{"2026-10":[],"2026-09":{"closedAt":"2026-10-03T10:00:00"}}');
    expect(closeOf('empresa-a', '2026-10')).toEqual({});
    expect(closeOf('empresa-a', '2026-09')).toEqual({ closedAt: '2026-10-03T10:00:00' });
  });
});

describe('monthsOfYearTo', () => {
  it('lists January to the month', () => {
    expect(monthsOfYearTo('2026-03')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(monthsOfYearTo('2026-01')).toEqual(['2026-01-01']);
  });
});
