import { describe, expect, it } from 'vitest';
import { categoryFlow, type OpenItem } from './category-flow';
import { monthsFrom } from './dre';
import { PRUDENT_SCENARIO } from './forecast';

const open = (id: string, due: string, reais: number, categorias: string[], status = 'EM_ABERTO'): OpenItem => ({
  id,
  status,
  data_vencimento: due,
  total: reais,
  pago: 0,
  nao_pago: reais,
  categorias: categorias.map((c) => ({ id: c })),
});

describe('categoryFlow', () => {
  const input = {
    today: '2026-03-10',
    months: monthsFrom('2026-01-01', 3),
    names: new Map([
      ['a', 'Serviços'],
      ['x', 'Aluguel'],
      ['y', 'Telefonia'],
    ]),
    paid: [
      {
        id: 'p1',
        side: 'RECEITA' as const,
        amounts: [{ date: '2026-01-05', cents: 5_000 }],
        shares: [{ categoryId: 'a', weight: 1 }],
      },
      { id: 'p2', side: 'DESPESA' as const, amounts: [{ date: '2026-02-07', cents: 1_000 }], shares: [] },
    ],
    receivables: [open('r1', '2026-03-20', 100, ['a']), open('r2', '2026-02-01', 50, ['a'], 'ATRASADO')],
    payables: [open('d1', '2026-02-01', 30, ['x'], 'ATRASADO'), open('d2', '2026-03-25', 100.01, ['x', 'y'])],
    scheduledSales: [{ date: '2026-03-15', total: 200 }],
    splits: new Map([
      [
        'd2',
        [
          { categoryId: 'x', weight: 7_000 },
          { categoryId: 'y', weight: 3_000 },
        ],
      ],
    ]),
  };

  it('realised from the payments of each month, forecast as the cash screen forecasts, splits by their shares', () => {
    const flow = categoryFlow(input);
    const row = (label: string) => flow.rows.find((r) => r.label === label);
    expect(row('Serviços')).toMatchObject({ side: 'RECEITA', realized: [5_000, 0, 0], forecast: [0, 0, 10_000] });
    // The overdue receivable is not counted (prudent); the overdue payable is, in this month.
    expect(row('Aluguel')).toMatchObject({ side: 'DESPESA', forecast: [0, 0, -3_000 - 7_001] });
    expect(row('Telefonia')?.forecast).toEqual([0, 0, -3_000]);
    expect(row('Contratos a faturar')?.forecast).toEqual([0, 0, 20_000]);
    expect(row('Sem categoria')).toMatchObject({ side: 'DESPESA', realized: [0, -1_000, 0] });
    expect(flow.net).toEqual({ realized: [5_000, -1_000, 0], forecast: [0, 0, 10_000 - 10_001 - 3_000 + 20_000] });
    // Money in then out; categories by name, then the contracts, then what has no category.
    expect(flow.rows.map((r) => r.label)).toEqual([
      'Serviços',
      'Contratos a faturar',
      'Aluguel',
      'Telefonia',
      'Sem categoria',
    ]);
  });

  it('counts overdue receivables too when the scenario says so', () => {
    const flow = categoryFlow({ ...input, scenario: { ...PRUDENT_SCENARIO, overdueReceivables: true } });
    expect(flow.rows.find((r) => r.label === 'Serviços')?.forecast).toEqual([0, 0, 15_000]);
  });
});
