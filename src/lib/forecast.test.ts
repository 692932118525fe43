import { describe, expect, it } from 'vitest';
import {
  forecast,
  forecastHorizon,
  periodIndexOf,
  periodsFrom,
  PRUDENT_SCENARIO,
  salePeriodIndex,
  type ForecastInput,
} from './forecast';

// 2026-11-27 is a Friday.
const TODAY = '2026-11-27';

const open = (data_vencimento: string | null, nao_pago: number, status = 'EM_ABERTO') => ({
  data_vencimento,
  nao_pago,
  status,
});

const input = (over: Partial<ForecastInput> = {}): ForecastInput => ({
  today: TODAY,
  openingCents: 100_000_00,
  receivables: [],
  payables: [],
  scheduledSales: [],
  ...over,
});

describe('periodsFrom', () => {
  it('starts the weeks today and runs them Monday to Sunday', () => {
    const weeks = periodsFrom(TODAY, 'week');
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toEqual({ from: '2026-11-27', to: '2026-11-29' });
    expect(weeks[1]).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(weeks[12]).toEqual({ from: '2027-02-15', to: '2027-02-21' });
  });

  it('gives a whole first week on a Monday and a one-day week on a Sunday', () => {
    expect(periodsFrom('2026-11-30', 'week')[0]).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(periodsFrom('2026-11-29', 'week')[0]).toEqual({ from: '2026-11-29', to: '2026-11-29' });
  });

  it('starts the months today and then follows the calendar, leap years included', () => {
    const months = periodsFrom('2027-01-15', 'month');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ from: '2027-01-15', to: '2027-01-31' });
    expect(months[1]).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodsFrom('2028-01-31', 'month')[1]).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(months[11]).toEqual({ from: '2027-12-01', to: '2027-12-31' });
  });

  it('refuses an unreadable today', () => {
    expect(() => periodsFrom('27/11/2026', 'week')).toThrow(RangeError);
  });
});

describe('periodIndexOf', () => {
  const weeks = periodsFrom(TODAY, 'week');
  it('finds the period of a date, its first and last day included', () => {
    expect(periodIndexOf(weeks, '2026-11-27')).toBe(0);
    expect(periodIndexOf(weeks, '2026-11-29')).toBe(0);
    expect(periodIndexOf(weeks, '2026-11-30')).toBe(1);
    expect(periodIndexOf(weeks, '2027-02-21T10:00:00')).toBe(12);
  });
  it('answers -1 before, beyond and for what it cannot read', () => {
    expect(periodIndexOf(weeks, '2026-11-26')).toBe(-1);
    expect(periodIndexOf(weeks, '2027-02-22')).toBe(-1);
    expect(periodIndexOf(weeks, null)).toBe(-1);
    expect(periodIndexOf(weeks, '2026-13-01')).toBe(-1);
  });
  it('puts a scheduled sale dated before today in the first period', () => {
    expect(salePeriodIndex(weeks, '2026-11-20')).toBe(0);
    expect(salePeriodIndex(weeks, '2026-12-01')).toBe(1);
    expect(salePeriodIndex(weeks, '2027-03-01')).toBe(-1);
  });
});

describe('forecast', () => {
  it("closes the first week at today's balances plus what is due in, minus what is due out, to the cent", () => {
    const f = forecast(
      input({
        receivables: [open('2026-11-27', 1000.1), open('2026-11-29', 0.2), open('2026-11-30', 50)],
        payables: [open('2026-11-28', 300.33), open('2026-12-06', 10)],
      }),
      'week',
      { overdueReceivables: false, overduePayables: false, contracts: false },
    );
    const [w1, w2] = f.periods;
    expect(w1).toMatchObject({ openingCents: 100_000_00, inCents: 1000_30, outCents: 300_33 });
    expect(w1?.closingCents).toBe(100_000_00 + 1000_30 - 300_33);
    expect(w2).toMatchObject({ openingCents: w1?.closingCents, inCents: 50_00, outCents: 10_00 });
    expect(w2?.closingCents).toBe((w1?.closingCents ?? 0) + 50_00 - 10_00);
  });

  it('adds cents exactly where floating point would drift', () => {
    const receivables = Array.from({ length: 10 }, () => open('2026-11-28', 0.1));
    const f = forecast(input({ openingCents: 0, receivables }), 'week');
    expect(f.periods[0]?.inCents).toBe(100);
    expect(f.periods[0]?.closingCents).toBe(100);
  });

  it('counts only what is still to receive: partial receipts deducted, settled and cancelled left out', () => {
    const f = forecast(
      input({
        openingCents: 0,
        receivables: [
          open('2026-12-01', 600, 'RECEBIDO_PARCIAL'),
          open('2026-12-01', 999, 'RECEBIDO'),
          open('2026-12-01', 999, 'CANCELADO'),
          open('2026-12-01', 0),
        ],
      }),
      'week',
    );
    expect(f.periods[1]?.inCents).toBe(600_00);
  });

  it('keeps overdue amounts apart and counts them in the first period by the scenario', () => {
    const data = input({
      receivables: [open('2026-11-26', 500, 'ATRASADO'), open('2026-01-10', 250, 'RECEBIDO_PARCIAL')],
      payables: [open('2026-11-20', 100, 'ATRASADO')],
    });
    const prudent = forecast(data, 'week', PRUDENT_SCENARIO);
    expect(prudent.overdue).toEqual({
      receivableCents: 750_00,
      receivableCount: 2,
      payableCents: 100_00,
      payableCount: 1,
    });
    expect(prudent.periods[0]).toMatchObject({ inCents: 0, overdueInCents: 0, overdueOutCents: 100_00 });
    expect(prudent.periods[0]?.closingCents).toBe(100_000_00 - 100_00);

    const hopeful = forecast(data, 'week', { overdueReceivables: true, overduePayables: false, contracts: true });
    expect(hopeful.periods[0]).toMatchObject({ overdueInCents: 750_00, overdueOutCents: 0 });
    expect(hopeful.periods[0]?.closingCents).toBe(100_000_00 + 750_00);
    // Only the first period carries them.
    expect(hopeful.periods[1]?.overdueInCents).toBe(0);
  });

  it('counts contract revenue not yet billed on the sale date, and leaves it out when switched off', () => {
    const data = input({
      openingCents: 0,
      scheduledSales: [
        { date: '2026-11-25', total: 100 }, // dated before today: the first period
        { date: '2026-12-02', total: 200.5 },
        { date: '2027-06-01', total: 999 }, // beyond 13 weeks
        { date: null, total: 1 },
      ],
    });
    const weeks = forecast(data, 'week');
    expect(weeks.periods.map((p) => p.contractsCents).slice(0, 3)).toEqual([100_00, 200_50, 0]);
    expect(weeks.periods[12]?.closingCents).toBe(300_50);
    expect(weeks.undated).toBe(1);
    const months = forecast(data, 'month');
    expect(months.periods[7]?.contractsCents).toBe(999_00); // June 2027
    const without = forecast(data, 'week', { ...PRUDENT_SCENARIO, contracts: false });
    expect(without.periods.every((p) => p.contractsCents === 0 && p.closingCents === 0)).toBe(true);
  });

  it('leaves out what is due beyond the last period and counts what has no due date apart', () => {
    const f = forecast(
      input({ openingCents: 0, receivables: [open('2027-03-01', 10), open(null, 20)], payables: [open('x', 5)] }),
      'week',
    );
    expect(f.periods.every((p) => p.inCents === 0)).toBe(true);
    expect(f.undated).toBe(2);
  });

  it('carries a negative balance and goes on from it', () => {
    const f = forecast(input({ openingCents: 100_00, payables: [open('2026-12-01', 300)] }), 'week');
    expect(f.periods[1]?.closingCents).toBe(-200_00);
    expect(f.periods[12]?.closingCents).toBe(-200_00);
  });

  it('gives monthly and weekly figures that agree over the same days', () => {
    const receivables = [
      open('2026-11-28', 10),
      open('2026-12-15', 20),
      open('2026-12-31', 30),
      open('2027-01-02', 40),
    ];
    const payables = [open('2026-12-10', 5)];
    const months = forecast(input({ receivables, payables }), 'month');
    expect(months.periods.slice(0, 3).map((p) => p.inCents)).toEqual([10_00, 50_00, 40_00]);
    expect(months.periods[1]?.outCents).toBe(5_00);
  });
});

describe('forecastHorizon', () => {
  it('is the end of the twelfth month', () => {
    expect(forecastHorizon(TODAY)).toBe('2027-10-31');
  });
});
