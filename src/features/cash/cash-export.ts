import type { CsvColumn } from '../../lib/csv';
import type { Forecast, ForecastPeriod } from '../../lib/forecast';
import { periodLabel } from '../../lib/period-label';

/** The forecast table as CSV: the same figures, one row per period, in cents written as reais. */
export function forecastCsvColumns(f: Forecast): CsvColumn<ForecastPeriod>[] {
  return [
    { header: 'Período', value: (p) => periodLabel(p, f.granularity) },
    { header: 'Início', value: (p) => p.from, kind: 'date' },
    { header: 'Fim', value: (p) => p.to, kind: 'date' },
    { header: 'Saldo inicial', value: (p) => p.openingCents, kind: 'cents' },
    { header: 'A receber', value: (p) => p.inCents, kind: 'cents' },
    { header: 'Contratos a faturar', value: (p) => p.contractsCents, kind: 'cents' },
    { header: 'Em atraso a receber (incluído)', value: (p) => p.overdueInCents, kind: 'cents' },
    { header: 'A pagar', value: (p) => p.outCents, kind: 'cents' },
    { header: 'Em atraso a pagar (incluído)', value: (p) => p.overdueOutCents, kind: 'cents' },
    { header: 'Saldo final', value: (p) => p.closingCents, kind: 'cents' },
  ];
}

export const forecastFileName = (f: Forecast) => `caixa-${f.granularity === 'week' ? 'semanas' : 'meses'}-${f.today}`;
