import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv';
import { PRUDENT_SCENARIO, type Forecast } from '../../lib/forecast';
import { forecastCsvColumns } from './cash-export';

const forecast: Forecast = {
  granularity: 'week',
  today: '2026-12-06',
  openingCents: 100_000,
  undated: 0,
  overdue: { receivableCents: 18_258_524, receivableCount: 33, payableCents: 5_000, payableCount: 1 },
  periods: [
    {
      from: '2026-12-06',
      to: '2026-12-06',
      openingCents: 100_000,
      inCents: 0,
      outCents: 5_000,
      contractsCents: 0,
      // What the forecast would count, were it included: the CSV must not read it as counted.
      overdueInCents: 18_258_524,
      overdueOutCents: 5_000,
      closingCents: 95_000,
    },
  ],
};

describe('the forecast as CSV', () => {
  it('names an overdue amount the scenario leaves out and leaves it blank, never a zero that reads as none', () => {
    const [header, row] = toCsv(forecast.periods, forecastCsvColumns(forecast, PRUDENT_SCENARIO), { bom: false })
      .split('\r\n')
      .map((line) => line.split(';'));
    const at = (name: string) => header!.indexOf(name);
    expect(at('Em atraso a receber (não incluído)')).toBeGreaterThan(0);
    expect(row![at('Em atraso a receber (não incluído)')]).toBe('');
    expect(row![at('Em atraso a pagar (incluído)')]).toBe('50,00');
  });
});
