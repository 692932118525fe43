import type { CsvColumn } from '../../lib/csv';
import type { Forecast, ForecastPeriod, Scenario } from '../../lib/forecast';
import { periodLabel } from '../../lib/period-label';

/**
 * The forecast table as CSV: the same figures, one row per period, in cents written as reais; an
 * overdue amount the scenario leaves out is named so, and blank, not a zero.
 */
export function forecastCsvColumns(f: Forecast, scenario: Scenario): CsvColumn<ForecastPeriod>[] {
  const overdue = (label: string, counted: boolean, cents: (p: ForecastPeriod) => number): CsvColumn<ForecastPeriod> =>
    counted
      ? { header: `${label} (incluído)`, value: cents, kind: 'cents' }
      : { header: `${label} (não incluído)`, value: () => '' };
  return [
    { header: 'Período', value: (p) => periodLabel(p, f.granularity) },
    { header: 'Início', value: (p) => p.from, kind: 'date' },
    { header: 'Fim', value: (p) => p.to, kind: 'date' },
    { header: 'Saldo inicial', value: (p) => p.openingCents, kind: 'cents' },
    { header: 'A receber', value: (p) => p.inCents, kind: 'cents' },
    { header: 'Contratos a faturar', value: (p) => p.contractsCents, kind: 'cents' },
    overdue('Em atraso a receber', scenario.overdueReceivables, (p) => p.overdueInCents),
    { header: 'A pagar', value: (p) => p.outCents, kind: 'cents' },
    overdue('Em atraso a pagar', scenario.overduePayables, (p) => p.overdueOutCents),
    { header: 'Saldo final', value: (p) => p.closingCents, kind: 'cents' },
  ];
}

export const forecastFileName = (f: Forecast) => `caixa-${f.granularity === 'week' ? 'semanas' : 'meses'}-${f.today}`;
