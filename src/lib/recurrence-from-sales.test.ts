import { describe, expect, it } from 'vitest';
import { addDays } from './date-math';
import { buildSchedule, type ScheduleInput } from './schedule';
import { recurrenceFromSales, type ScheduledSale } from './recurrence-from-sales';

const sales = (dates: string[], total: number | null = 100) => dates.map((date) => ({ date, total }));

/** The scheduled sales the schedule gives a contract, from its second charge on. */
function scheduled(input: Partial<ScheduleInput>, count: number, total = 250): ScheduledSale[] {
  const schedule = buildSchedule(
    {
      data_inicio: '2026-01-01',
      tipo_expiracao: 'NUNCA',
      tipo_frequencia: 'MENSAL',
      intervalo_frequencia: 1,
      dia_emissao_venda: 10,
      dia_vencimento: 15,
      primeira_data_vencimento: '2026-01-15',
      ...input,
    },
    { limit: count + 1 },
  );
  return schedule.charges.slice(1).map((c) => ({ date: c.data_emissao, total }));
}

describe('recurrenceFromSales', () => {
  it('reads a monthly contract: the months between sales, the value of one', () => {
    expect(recurrenceFromSales(scheduled({}, 12, 1234.56))).toEqual({
      ok: true,
      frequency: 'MENSAL',
      interval: 1,
      chargeValue: 1234.56,
    });
  });

  it('reads every 2, 3 and 6 months', () => {
    for (const interval of [2, 3, 6]) {
      expect(recurrenceFromSales(scheduled({ intervalo_frequencia: interval }, 3))).toMatchObject({
        ok: true,
        frequency: 'MENSAL',
        interval,
      });
    }
    // Two sales are enough when they agree with one issue day.
    expect(recurrenceFromSales(sales(['2027-02-10', '2027-08-10']))).toMatchObject({
      frequency: 'MENSAL',
      interval: 6,
    });
  });

  it('follows an issue day past the month’s end: 31 -> 28 Feb -> 31 Mar, 30 -> 29 Feb in a leap year', () => {
    const thirtyFirst = scheduled({ dia_emissao_venda: 31, data_inicio: '2026-12-01' }, 4);
    expect(thirtyFirst.map((s) => s.date)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(recurrenceFromSales(thirtyFirst)).toMatchObject({ ok: true, frequency: 'MENSAL', interval: 1 });
    expect(recurrenceFromSales(sales(['2028-01-30', '2028-02-29', '2028-03-30']))).toMatchObject({
      frequency: 'MENSAL',
      interval: 1,
    });
    // Every 3 months from 30 Nov: 28 Feb is that day clamped.
    expect(recurrenceFromSales(sales(['2026-11-30', '2027-02-28', '2027-05-30']))).toMatchObject({
      frequency: 'MENSAL',
      interval: 3,
    });
  });

  it('falls back when no single issue day gives the dates (30 Jan -> 28 Feb -> 28 Mar)', () => {
    expect(recurrenceFromSales(sales(['2027-01-30', '2027-02-28', '2027-03-28']))).toEqual({
      ok: false,
      reason: 'irregular',
    });
    expect(recurrenceFromSales(sales(['2027-01-10', '2027-02-12']))).toEqual({ ok: false, reason: 'irregular' });
  });

  it('reads a yearly contract from two sales a year apart, and falls back on one', () => {
    const yearly = scheduled({ tipo_frequencia: 'ANUAL' }, 2);
    expect(yearly.map((s) => s.date)).toEqual(['2027-01-10', '2028-01-10']);
    expect(recurrenceFromSales(yearly)).toMatchObject({ ok: true, frequency: 'ANUAL', interval: 1 });
    expect(recurrenceFromSales(yearly.slice(0, 1))).toEqual({ ok: false, reason: 'few-sales' });
    // MENSAL every 12 months gives the very same dates, and the figure counts it as yearly.
    expect(recurrenceFromSales(scheduled({ intervalo_frequencia: 12 }, 2))).toMatchObject({
      ok: true,
      frequency: 'ANUAL',
      interval: 1,
    });
  });

  it('reads a weekly contract from gaps of 7·N days', () => {
    const weekly = (from: string, step: number, n: number) =>
      sales(Array.from({ length: n }, (_, i) => addDays(from, i * step)));
    expect(recurrenceFromSales(weekly('2026-11-23', 7, 8))).toMatchObject({
      ok: true,
      frequency: 'SEMANAL',
      interval: 1,
    });
    expect(recurrenceFromSales(weekly('2026-11-23', 14, 4))).toMatchObject({ frequency: 'SEMANAL', interval: 2 });
  });

  it('falls back when a gap reads both as a month and as weeks, unless another gap settles it', () => {
    // 1 Feb -> 1 Mar 2027 is one month and 28 days.
    expect(recurrenceFromSales(sales(['2027-02-01', '2027-03-01']))).toEqual({ ok: false, reason: 'ambiguous' });
    expect(recurrenceFromSales(sales(['2027-02-01', '2027-03-01', '2027-04-01']))).toMatchObject({
      ok: true,
      frequency: 'MENSAL',
      interval: 1,
    });
    // 31 Jan -> 28 Feb: the 31st clamped, and 4 weeks.
    expect(recurrenceFromSales(sales(['2027-01-31', '2027-02-28']))).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it('falls back when the gaps disagree (a sale missing or moved)', () => {
    expect(recurrenceFromSales(sales(['2027-01-10', '2027-02-10', '2027-04-10']))).toEqual({
      ok: false,
      reason: 'irregular',
    });
    expect(recurrenceFromSales(sales(['2027-01-10', '2027-01-17', '2027-01-31']))).toEqual({
      ok: false,
      reason: 'irregular',
    });
    expect(recurrenceFromSales(sales(['2027-01-10', '2027-01-10']))).toEqual({ ok: false, reason: 'irregular' });
  });

  it('falls back on a single sale, or none', () => {
    expect(recurrenceFromSales(sales(['2027-01-10']))).toEqual({ ok: false, reason: 'few-sales' });
    expect(recurrenceFromSales([])).toEqual({ ok: false, reason: 'few-sales' });
  });

  it('falls back when the values differ, are missing or differ from the list’s next charge', () => {
    const dates = ['2027-01-10', '2027-02-10', '2027-03-10'];
    expect(recurrenceFromSales(dates.map((date, i) => ({ date, total: i === 2 ? 110 : 100 })))).toEqual({
      ok: false,
      reason: 'value',
    });
    expect(recurrenceFromSales(sales(dates, null))).toEqual({ ok: false, reason: 'value' });
    expect(recurrenceFromSales(sales(dates, -5))).toEqual({ ok: false, reason: 'value' });
    expect(recurrenceFromSales(sales(dates, 100), { nextChargeValue: 90 })).toEqual({ ok: false, reason: 'value' });
    // The same amount in cents is the same value, and an unknown next charge checks nothing.
    expect(recurrenceFromSales(sales(dates, 0.1 + 0.2), { nextChargeValue: 0.3 })).toMatchObject({ ok: true });
    expect(recurrenceFromSales(sales(dates, 100), { nextChargeValue: null })).toMatchObject({ ok: true });
  });

  it('falls back on a date that is not a calendar date; takes the sales in any order', () => {
    expect(recurrenceFromSales(sales(['2027-01-10', '2027-02-30']))).toEqual({ ok: false, reason: 'date' });
    expect(recurrenceFromSales([{ date: null, total: 1 }, ...sales(['2027-01-10'])])).toEqual({
      ok: false,
      reason: 'date',
    });
    expect(recurrenceFromSales(sales(['2027-03-10', '2027-01-10', '2027-02-10']))).toMatchObject({
      ok: true,
      interval: 1,
    });
  });
});
