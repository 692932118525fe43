import { describe, expect, it } from 'vitest';
import type { DreEntry } from './dre';
import {
  mergedChanges,
  changesInMonth,
  changesWindow,
  closeExportRows,
  NO_ACCOUNT,
  uncategorised,
  unreconciledDays,
  UNCATEGORISED,
  wallTime,
} from './month-close';

describe('wallTime', () => {
  it('is São Paulo time without a zone', () => {
    expect(wallTime(Date.parse('2026-12-04T15:30:05Z'))).toBe('2026-12-04T12:30:05');
  });
});

describe('changesWindow', () => {
  it('starts the day after the month, or the second after the last look, and ends now', () => {
    expect(changesWindow('2026-10-01', null, '2026-12-04T10:00:00')).toEqual({
      from: '2026-11-01T00:00:00',
      to: '2026-12-04T10:00:00',
      capped: false,
    });
    expect(changesWindow('2026-10-01', '2026-12-03T09:59:59', '2026-12-04T10:00:00').from).toBe('2026-12-03T10:00:00');
  });

  it('never ends before it starts, and reads at most 365 days', () => {
    const same = changesWindow('2026-10-01', '2026-12-04T10:00:00', '2026-12-04T10:00:00');
    expect(same.from).toBe('2026-12-04T10:00:01');
    expect(same.to).toBe(same.from);
    const old = changesWindow('2024-10-01', null, '2026-12-04T10:00:00');
    expect(old).toEqual({ from: '2025-12-04T10:00:00', to: '2026-12-04T10:00:00', capped: true });
  });
});

describe('changesInMonth', () => {
  it('keeps the installments of the month by competence or by a payment in it, latest change first', () => {
    const rows = changesInMonth(
      [
        {
          id: 'a',
          baixas: [],
          evento: { tipo: 'RECEITA', data_competencia: '2026-10-15' },
          data_alteracao: '2026-11-02',
        },
        {
          id: 'b',
          baixas: [{ data_pagamento: '2026-10-31' }],
          evento: { tipo: 'DESPESA', data_competencia: '2026-09-30' },
          data_alteracao: '2026-11-03',
        },
        {
          id: 'c',
          baixas: [{ data_pagamento: '2026-11-01' }],
          evento: { tipo: 'RECEITA', data_competencia: '2026-11-01' },
        },
      ],
      '2026-10-01',
    );
    expect(rows.map((r) => [r.installment.id, r.side, r.reasons])).toEqual([
      ['b', 'DESPESA', ['pagamento']],
      ['a', 'RECEITA', ['competencia']],
    ]);
  });
});

describe('mergedChanges', () => {
  const installment = (id: string, total: number) => ({ id, total, baixas: [] });
  it('adds the batches up; an installment read again keeps its later read, in its later place', () => {
    const merged = mergedChanges([
      { total: 5, events: 2, installments: [installment('a', 1), installment('b', 2)] },
      { total: 6, events: 3, installments: [installment('c', 3), installment('a', 10)] },
    ]);
    expect(merged.installments.map((i) => [i.id, i.total])).toEqual([
      ['b', 2],
      ['c', 3],
      ['a', 10],
    ]);
    expect(merged).toMatchObject({ total: 6, read: 5 });
    expect(mergedChanges([])).toEqual({ installments: [], total: 0, read: 0 });
  });
});

describe('closeExportRows', () => {
  const entries: DreEntry[] = [
    {
      id: 'r1',
      side: 'RECEITA',
      amounts: [{ date: '2026-10-05', cents: 10001 }],
      shares: [{ categoryId: 'c1', weight: 1 }],
    },
    {
      id: 'p1',
      side: 'DESPESA',
      amounts: [{ date: '2026-10-10', cents: 10001 }],
      shares: [
        { categoryId: 'c2', weight: 70 },
        { categoryId: 'c3', weight: 30 },
      ],
    },
    { id: 'r2', side: 'RECEITA', amounts: [{ date: '2026-10-20', cents: 500 }], shares: [] },
  ];
  const item = (id: string, descricao: string) => ({
    id,
    descricao,
    data_vencimento: '2026-10-30',
    data_competencia: null,
    statusLabel: 'Em aberto',
    pessoa: { nome: `Pessoa ${id}` },
  });
  const rows = closeExportRows(
    entries,
    { RECEITA: [item('r1', 'Venda'), item('r2', 'Recebimento')], DESPESA: [item('p1', 'Aluguel e telefone')] },
    (id) => ({ c1: 'Serviços', c2: 'Aluguel', c3: 'Telefone' })[id] ?? null,
    (id) => (id === 'r1' ? 'Conta corrente' : null),
  );

  it('splits an entry by its shares to the cent, expenses negative, adding up to the result', () => {
    expect(rows.map((r) => [r.id, r.categoria, r.cents])).toEqual([
      ['r1', 'Serviços', 10001],
      ['p1', 'Aluguel', -7001],
      ['p1', 'Telefone', -3000],
      ['r2', UNCATEGORISED, 500],
    ]);
    expect(rows.reduce((sum, r) => sum + r.cents, 0)).toBe(10001 - 10001 + 500);
  });

  it('names the account and the counterpart, or says the account is unknown', () => {
    expect(rows[0]).toMatchObject({ conta: 'Conta corrente', contraparte: 'Pessoa r1', competencia: '2026-10-05' });
    expect(rows[1]?.conta).toBe(NO_ACCOUNT);
  });

  it('counts the entries without a category per side', () => {
    expect(uncategorised(entries)).toEqual({ RECEITA: { count: 1, cents: 500 }, DESPESA: { count: 0, cents: 0 } });
  });
});

describe('unreconciledDays', () => {
  it('lists the days of the month with a line not done, once each', () => {
    const lines = [
      { bankId: '1', date: '2026-10-02' },
      { bankId: '2', date: '2026-10-02' },
      { bankId: '3', date: '2026-10-05' },
      { bankId: '4', date: '2026-11-01' },
    ];
    expect(unreconciledDays(lines, (id) => id === '3', '2026-10-01')).toEqual(['2026-10-02']);
  });
});
