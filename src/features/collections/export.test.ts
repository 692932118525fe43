import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv';
import { sandboxForEachTest } from '../../test/sandbox';
import { COLLECTIONS_EXPORT } from './export';
import { collectionsList } from './spec';

sandboxForEachTest();

const TODAY = '2026-11-21';
const queryOf = (params: string) => collectionsList.toQuery(collectionsList.parse(new URLSearchParams(params), TODAY));

describe('the collections export', () => {
  it('has every customer of the filters, in the list order, not only the page', async () => {
    const signal = new AbortController().signal;
    const all = await COLLECTIONS_EXPORT.fetchPage(
      queryOf('tamanho_pagina=10'),
      1,
      COLLECTIONS_EXPORT.pageSize,
      signal,
    );
    expect(all.items.length).toBeGreaterThan(10);
    expect(all.total).toBe(all.items.length);
    const cents = all.items.map((g) => g.openCents);
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    expect((await COLLECTIONS_EXPORT.fetchPage(queryOf(''), 2, COLLECTIONS_EXPORT.pageSize, signal)).items).toEqual([]);

    const bucket = await COLLECTIONS_EXPORT.fetchPage(
      queryOf('faixa=d31_60&campo_ordenado_ascendente=CLIENTE'),
      1,
      COLLECTIONS_EXPORT.pageSize,
      signal,
    );
    expect(bucket.items.length).toBeGreaterThan(0);
    expect(bucket.items.length).toBeLessThan(all.items.length);
    for (const g of bucket.items) expect(g.installments.every((i) => i.bucket.id === 'd31_60')).toBe(true);
    const names = bucket.items.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) || 0));
  });

  it('writes Portuguese headers, amounts with a decimal comma and dates as dd/mm/aaaa', async () => {
    const { items } = await COLLECTIONS_EXPORT.fetchPage(
      queryOf(''),
      1,
      COLLECTIONS_EXPORT.pageSize,
      new AbortController().signal,
    );
    const first = items[0];
    if (!first) throw new Error('nothing overdue in the seed');
    const lines = toCsv([first], COLLECTIONS_EXPORT.columns)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Cliente;Parcelas em atraso;Total em atraso;Vencimento mais antigo;Dias de atraso;Faixa de atraso',
    );
    const [y, m, d] = first.oldestDue.split('-');
    const total = (first.openCents / 100).toFixed(2).replace('.', ',');
    expect(lines[1]).toContain(`;${first.count};${total};${d}/${m}/${y};${first.daysLate};${first.bucket.label}`);
  });
});
