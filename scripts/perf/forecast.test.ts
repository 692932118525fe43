import { describe, expect, it } from 'vitest';
import { forecast, PRUDENT_SCENARIO } from '../../src/lib/forecast';
import {
  checkForecasts,
  FORECAST_BUDGET_MS,
  FORECAST_TODAY,
  forecastBenchmarkData,
  formatForecastBenchmark,
  totalsOf,
} from './forecast';

const OPEN = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];

// The benchmark's data stays what it claims to be (no timing here: `npm run perf` measures).
describe('forecast benchmark data', () => {
  const data = forecastBenchmarkData();

  it('is deterministic and of the claimed sizes: 6,000 + 4,000 open installments, 1,000 contracts × 12 monthly sales', () => {
    expect(data.today).toBe(FORECAST_TODAY);
    expect([data.receivables.length, data.payables.length, data.contracts, data.scheduledSales.length]).toEqual([
      6000, 4000, 1000, 12000,
    ]);
    expect(forecastBenchmarkData()).toEqual(data);
    expect(forecastBenchmarkData({ seed: 41 }).receivables).not.toEqual(data.receivables);
  });

  it('has open installments due from 120 days before today to 13 months after, with cents and partial receipts', () => {
    const all = [...data.receivables, ...data.payables];
    const dues = all.map((i) => i.data_vencimento as string).sort();
    expect(dues[0]! >= '2026-07-30').toBe(true); // today − 120 days
    expect(dues[dues.length - 1]! <= '2027-12-27').toBe(true); // today + 395 days
    expect(dues[0]! < '2026-08-15' && dues[dues.length - 1]! > '2027-12-01').toBe(true);
    const odd = all.filter(
      (i) =>
        !OPEN.includes(i.status!) ||
        !(i.nao_pago! > 0) ||
        Math.round((i.total! - i.pago!) * 100) !== Math.round(i.nao_pago! * 100) ||
        (i.status === 'ATRASADO' && i.data_vencimento! >= FORECAST_TODAY) ||
        (i.status === 'EM_ABERTO' && i.data_vencimento! < FORECAST_TODAY),
    );
    expect(odd).toEqual([]);
    const count = (status: string) => all.filter((i) => i.status === status).length;
    expect(count('ATRASADO')).toBeGreaterThan(1500);
    expect(count('RECEBIDO_PARCIAL')).toBeGreaterThan(800);
    expect(all.filter((i) => !Number.isInteger(i.nao_pago)).length).toBeGreaterThan(9000);
  });

  it('schedules each contract monthly on one day, 12 sales in the next 12 months', () => {
    for (let c = 0; c < data.contracts; c += 1) {
      const sales = data.scheduledSales.slice(c * 12, c * 12 + 12);
      const days = new Set(sales.map((s) => s.date!.slice(8)));
      expect(days.size).toBe(1);
      expect(new Set(sales.map((s) => s.total)).size).toBe(1);
      expect(new Set(sales.map((s) => s.date!.slice(0, 7))).size).toBe(12);
      expect(sales[0]!.date! >= FORECAST_TODAY && sales[0]!.date! <= '2026-12-28').toBe(true);
    }
  });

  it('gives both forecasts money in, out and from contracts, as the independent check computes', () => {
    const weeks = forecast(data, 'week', PRUDENT_SCENARIO);
    const months = forecast(data, 'month', PRUDENT_SCENARIO);
    expect(() => checkForecasts(data, weeks, months)).not.toThrow();
    for (const t of [totalsOf(weeks), totalsOf(months)]) {
      expect(t.inCents).toBeGreaterThan(0);
      expect(t.outCents).toBeGreaterThan(0);
      expect(t.contractsCents).toBeGreaterThan(0);
      expect(t.overdueOutCents).toBeGreaterThan(0);
    }
    expect(weeks.periods).toHaveLength(13);
    expect(months.periods).toHaveLength(12);
    expect(weeks.overdue.receivableCount).toBeGreaterThan(1000);
  });

  it('fails loudly when the forecast does not do its work', () => {
    const weeks = forecast(data, 'week', PRUDENT_SCENARIO);
    const months = forecast(data, 'month', PRUDENT_SCENARIO);
    const noContracts = forecast(data, 'month', { ...PRUDENT_SCENARIO, contracts: false });
    expect(() => checkForecasts(data, weeks, noContracts)).toThrow(/month ending 2026-11-30 closes at/);
    const empty = forecast({ ...data, receivables: [], payables: [], scheduledSales: [] }, 'week');
    expect(() => checkForecasts(data, empty, months)).toThrow(/week ending 2026-11-29 closes at/);
    expect(() => checkForecasts(data, months, weeks)).toThrow(/periods/);
  });
});

describe('formatForecastBenchmark', () => {
  it('prints the figures, the budget and the ratio', () => {
    const totals = {
      periods: 13,
      inCents: 123_456_78,
      outCents: 98_765_43,
      contractsCents: 50_000_00,
      overdueOutCents: 1_000_00,
      closingCents: -12_34,
    };
    const text = formatForecastBenchmark({
      receivables: 6000,
      payables: 4000,
      contracts: 1000,
      scheduledSales: 12000,
      medianMs: 42.25,
      cpuMedianMs: 40,
      referenceMedianMs: 0.3,
      ratio: 140.8,
      runs: 15,
      budgetMs: FORECAST_BUDGET_MS,
      weeks: totals,
      months: { ...totals, periods: 12 },
      overdueReceivables: 1388,
      overduePayables: 938,
    });
    expect(text).toContain(
      '6000 parcelas a receber e 4000 a pagar em aberto e 1000 contratos (12000 vendas programadas)',
    );
    expect(text).toContain('mediana 42.3 ms (orçamento 50.0 ms) ok');
    expect(text).toContain('CPU do processo: mediana 40.0 ms');
    expect(text).toContain('mediana 0.3 ms; razão 140.8×');
    expect(text).toContain('entradas R$ 123.456,78, saídas R$ 98.765,43, contratos R$ 50.000,00');
    expect(text).toContain('saldo final R$ -12,34');
    expect(formatForecastBenchmark(over(60))).toContain('mediana 60.0 ms (orçamento 50.0 ms) ACIMA');
  });
});

/** A benchmark result over the budget. */
function over(medianMs: number) {
  const t = { periods: 12, inCents: 1, outCents: 1, contractsCents: 1, overdueOutCents: 1, closingCents: 1 };
  return {
    receivables: 1,
    payables: 1,
    contracts: 1,
    scheduledSales: 12,
    medianMs,
    cpuMedianMs: medianMs,
    referenceMedianMs: 1,
    ratio: medianMs,
    runs: 1,
    budgetMs: FORECAST_BUDGET_MS,
    weeks: t,
    months: t,
    overdueReceivables: 0,
    overduePayables: 0,
  };
}
