import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forecast } from '../../lib/forecast';
import { axisLabel, CashChart, chartSummary, niceStep } from './CashChart';
import { cashViewParams, parseCashView } from './cash-view';
import { periodLabel, periodLabelParts } from '../../lib/period-label';

const TODAY = '2026-11-27';
const open = (data_vencimento: string, nao_pago: number) => ({ data_vencimento, nao_pago, status: 'EM_ABERTO' });

const sample = () =>
  forecast(
    {
      today: TODAY,
      openingCents: 1_000_00,
      receivables: [open('2026-12-15', 500)],
      payables: [open('2026-12-01', 3_000), open('2027-01-05', 100)],
      scheduledSales: [{ date: '2026-12-20', total: 4_000 }],
    },
    'week',
  );

describe('niceStep', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(1_000_00)).toBe(500_00); // 1,000 reais over 4 intervals: 250 -> 500
    expect(niceStep(3_999_00)).toBe(1_000_00);
    expect(niceStep(7_00)).toBe(2_00);
    expect(niceStep(0)).toBe(100);
  });
  it('labels the axis in short reais', () => {
    expect(axisLabel(1_250_000_00).replace(/\s/g, ' ')).toBe('R$ 1,3 mi');
    expect(axisLabel(-350_000_00).replace(/\s/g, ' ')).toBe('-R$ 350 mil');
  });
});

describe('CashChart', () => {
  it('marks the periods that close below zero, and sums the projection up in its label', () => {
    const f = sample();
    const { container } = render(<CashChart forecast={f} />);
    // Week 2 (30/11 a 06/12) pays 3,000 from 1,000: below zero until the sale of 20/12.
    const negative = f.periods.filter((p) => p.closingCents < 0);
    expect(negative.map((p) => p.from)).toEqual(['2026-11-30', '2026-12-07']);
    expect(container.querySelectorAll('.cash-negative-band')).toHaveLength(2 + 1); // + the legend's swatch
    expect(container.querySelectorAll('circle.cash-point-negative')).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(13);
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
      'Projeção de 13 semanas: saldo final de R$ 2.400,00 em 15/02 a 21/02; 2 semanas com saldo negativo, a primeira 30/11 a 06/12. Os valores estão na tabela a seguir.',
    );
  });

  it('says so when no period closes below zero', () => {
    const f = forecast(
      { today: TODAY, openingCents: 10_00, receivables: [], payables: [], scheduledSales: [] },
      'month',
    );
    expect(chartSummary(f)).toContain('12 meses');
    expect(chartSummary(f)).toContain('nenhum período com saldo negativo');
  });
});

describe('periodLabel', () => {
  it('names weeks by their days and months by their names', () => {
    expect(periodLabel({ from: '2026-11-30', to: '2026-12-06' }, 'week')).toBe('30/11 a 06/12');
    expect(periodLabel({ from: '2026-11-29', to: '2026-11-29' }, 'week')).toBe('29/11');
    expect(periodLabel({ from: '2026-12-01', to: '2026-12-31' }, 'month')).toBe('dezembro de 2026');
    expect(periodLabel({ from: '2026-11-27', to: '2026-11-30' }, 'month')).toBe('novembro de 2026 (de 27/11)');
    expect(periodLabel({ from: '2027-03-01', to: '2027-03-31' }, 'month', 'short')).toBe('mar/27');
    expect(periodLabel({ from: '2026-11-30', to: '2026-12-06' }, 'week', 'short')).toBe('30/11');
  });

  it('splits the long form where a line may break: before where a partial month starts', () => {
    expect(periodLabelParts({ from: '2026-11-27', to: '2026-11-30' }, 'month')).toEqual([
      'novembro de 2026',
      '(de 27/11)',
    ]);
    expect(periodLabelParts({ from: '2026-12-01', to: '2026-12-31' }, 'month')).toEqual(['dezembro de 2026']);
    expect(periodLabelParts({ from: '2026-11-30', to: '2026-12-06' }, 'week')).toEqual(['30/11 a 06/12']);
  });
});

describe('the view in the address', () => {
  it('reads the prudent scenario by default and writes only what differs from it', () => {
    const view = parseCashView(new URLSearchParams(''));
    expect(view).toEqual({
      granularity: 'week',
      scenario: { overdueReceivables: false, overduePayables: true, contracts: true },
    });
    expect(cashViewParams(view).toString()).toBe('');
    const other = parseCashView(new URLSearchParams('por=mes&atrasados_receber=sim&atrasados_pagar=nao&contratos=nao'));
    expect(other).toEqual({
      granularity: 'month',
      scenario: { overdueReceivables: true, overduePayables: false, contracts: false },
    });
    expect(cashViewParams(other).toString()).toBe('por=mes&atrasados_receber=sim&atrasados_pagar=nao&contratos=nao');
  });
});
