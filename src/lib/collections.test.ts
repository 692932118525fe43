import { describe, expect, it } from 'vitest';
import { collectionRows, groupOverdue, NO_CUSTOMER, type OverdueSource } from './collections';

const TODAY = '2026-11-21';
let n = 0;
function item(
  cliente: string | null,
  data_vencimento: string | null,
  nao_pago: number | null,
  total = nao_pago ?? 0,
): OverdueSource {
  n += 1;
  return {
    id: `p${n}`,
    descricao: `Parcela ${n}`,
    data_vencimento,
    total,
    nao_pago,
    pessoa: cliente === null ? null : { id: `c-${cliente}`, nome: cliente },
  };
}

const ITEMS = [
  item('Ágata Ltda', '2026-11-10', 100.1), // 11 days
  item('Ágata Ltda', '2026-08-01', 50.2, 80), // 112 days, partly received
  item('Bruno ME', '2026-10-01', 300), // 51 days
  item(null, '2026-11-20', 20), // 1 day
  item(null, '2026-09-15', 10.05), // 67 days
  item('Carla SA', '2026-11-21', 999), // due today: not overdue
  item('Carla SA', '2026-12-01', 999), // future
  item('Bruno ME', '2026-10-02', 0), // nothing open
  item('Bruno ME', null, 40), // no due date
];

describe('groupOverdue', () => {
  it('groups what is overdue by customer, anonymous sales under "Sem cliente", oldest first', () => {
    const groups = groupOverdue(ITEMS, TODAY);
    const byName = Object.fromEntries(groups.map((g) => [g.name, g]));
    expect(Object.keys(byName).sort()).toEqual(['Bruno ME', 'Sem cliente', 'Ágata Ltda'].sort());
    const agata = byName['Ágata Ltda']!;
    expect(agata).toMatchObject({ key: 'c-Ágata Ltda', count: 2, openCents: 15030, open: 150.3 });
    expect(agata.oldestDue).toBe('2026-08-01');
    expect(agata.daysLate).toBe(112);
    expect(agata.bucket.id).toBe('d90_mais');
    expect(agata.installments.map((i) => i.dueDate)).toEqual(['2026-08-01', '2026-11-10']);
    const none = byName[NO_CUSTOMER]!;
    expect(none).toMatchObject({ key: '', customer: null, count: 2, openCents: 3005, oldestDue: '2026-09-15' });
    expect(none.bucket.id).toBe('d61_90');
    expect(byName['Bruno ME']).toMatchObject({ count: 1, openCents: 30000, daysLate: 51 });
  });

  it('is empty when nothing is late', () => {
    expect(groupOverdue([item('X', '2026-11-21', 10), item('X', '2026-11-30', 5)], TODAY)).toEqual([]);
  });
});

describe('collectionRows', () => {
  const groups = groupOverdue(ITEMS, TODAY);
  const names = (rows: ReturnType<typeof collectionRows>) => rows.map((r) => r.name);

  it('defaults to the largest total first', () => {
    expect(names(collectionRows(groups))).toEqual(['Bruno ME', 'Ágata Ltda', NO_CUSTOMER]);
  });

  it.each([
    ['CLIENTE', 'asc', ['Ágata Ltda', 'Bruno ME', NO_CUSTOMER]],
    ['CLIENTE', 'desc', [NO_CUSTOMER, 'Bruno ME', 'Ágata Ltda']],
    ['QUANTIDADE', 'asc', ['Bruno ME', 'Ágata Ltda', NO_CUSTOMER]],
    ['TOTAL', 'asc', [NO_CUSTOMER, 'Ágata Ltda', 'Bruno ME']],
    ['VENCIMENTO', 'asc', ['Ágata Ltda', NO_CUSTOMER, 'Bruno ME']],
    ['FAIXA', 'desc', ['Ágata Ltda', NO_CUSTOMER, 'Bruno ME']],
    ['FAIXA', 'asc', ['Bruno ME', NO_CUSTOMER, 'Ágata Ltda']],
  ] as const)('sorts by %s %s', (field, direction, expected) => {
    expect(names(collectionRows(groups, { sort: { field, direction } }))).toEqual(expected);
  });

  it('keeps only the installments of a bucket, with the totals of those', () => {
    const rows = collectionRows(groups, { faixa: 'd1_30' });
    expect(names(rows)).toEqual(['Ágata Ltda', NO_CUSTOMER]);
    expect(rows[0]).toMatchObject({ count: 1, openCents: 10010, oldestDue: '2026-11-10', daysLate: 11 });
    expect(rows[0]?.bucket.id).toBe('d1_30');
    expect(rows[1]).toMatchObject({ count: 1, openCents: 2000 });
    expect(collectionRows(groups, { faixa: 'd31_60' }).map((r) => r.name)).toEqual(['Bruno ME']);
  });

  it('searches the customer name without case or accents, "Sem cliente" included', () => {
    expect(names(collectionRows(groups, { cliente: 'agata' }))).toEqual(['Ágata Ltda']);
    expect(names(collectionRows(groups, { cliente: '  SEM ' }))).toEqual([NO_CUSTOMER]);
    expect(collectionRows(groups, { cliente: 'zzz' })).toEqual([]);
  });
});
