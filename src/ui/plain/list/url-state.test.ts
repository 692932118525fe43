import { describe, expect, it } from 'vitest';
import { choiceField, dateField, dateInterval, defineList, listField, nextSort, textField } from './url-state';

interface Fields {
  busca: string;
  tipos: ('A' | 'B')[];
  estado: 'TODOS' | 'ATIVO';
  de: string;
  ate: string;
}

const spec = defineList<Fields, 'X' | 'Y'>({
  pageSizes: [10, 50],
  defaultPageSize: 10,
  sortFields: ['X', 'Y'],
  fields: {
    busca: textField(5),
    tipos: listField(['A', 'B'] as const),
    estado: choiceField(['TODOS', 'ATIVO'] as const, 'TODOS'),
    de: dateField(),
    ate: dateField(),
  },
  defaults: (today) => ({ busca: '', tipos: [], estado: 'TODOS', de: today, ate: '2030-12-31' }),
  check: dateInterval('de', 'ate', true),
  keepOnClear: ['de'],
  describe: (f) => (f.busca ? [`busca ${f.busca}`] : []),
});
const TODAY = '2026-05-10';

describe('defineList', () => {
  it('leaves the defaults out of the URL and keeps them in the query where needed', () => {
    const d = spec.defaultFilters(TODAY);
    expect(spec.toParams(d, TODAY).toString()).toBe('');
    expect(spec.toQuery(d)).toEqual({ pagina: 1, tamanho_pagina: 10, de: TODAY, ate: '2030-12-31' });
  });

  it('round-trips every field, the sort, the page and its size', () => {
    const f = {
      ...spec.defaultFilters(TODAY),
      busca: 'abc',
      tipos: ['B' as const],
      estado: 'ATIVO' as const,
      de: '2026-01-01',
      sort: { field: 'Y' as const, direction: 'desc' as const },
      pagina: 4,
      tamanho_pagina: 50,
    };
    expect(spec.parse(spec.toParams(f, TODAY), TODAY)).toEqual(f);
    expect(spec.toQuery(f)).toMatchObject({
      busca: 'abc',
      tipos: ['B'],
      estado: 'ATIVO',
      campo_ordenado_descendente: 'Y',
    });
  });

  it('falls back to the defaults for what is malformed, and the ascending sort wins', () => {
    const f = spec.parse(
      new URLSearchParams(
        'busca=abcdefgh&tipos=A,Z,A&estado=X&de=2026-02-30&ate=2020-01-01&pagina=0&tamanho_pagina=7&campo_ordenado_descendente=Y&campo_ordenado_ascendente=X',
      ),
      TODAY,
    );
    expect(f).toEqual({
      busca: 'abcde',
      tipos: ['A'],
      estado: 'TODOS',
      de: TODAY,
      ate: '2030-12-31',
      pagina: 1,
      tamanho_pagina: 10,
      sort: { field: 'X', direction: 'asc' },
    });
  });

  it('clears to the defaults, keeping the page size and what the spec keeps', () => {
    const f = { ...spec.defaultFilters(TODAY), busca: 'x', de: '2026-01-01', tamanho_pagina: 50, pagina: 3 };
    expect(spec.cleared(f, TODAY)).toEqual({ ...spec.defaultFilters(TODAY), de: '2026-01-01', tamanho_pagina: 50 });
  });

  it('an optional interval holds both ends in order or neither', () => {
    const rule = dateInterval<{ a: string; b: string }>('a', 'b', false);
    const none = { a: '', b: '' };
    expect(rule({ a: '2026-01-01', b: '' }, none)).toEqual(none);
    expect(rule({ a: '2026-02-01', b: '2026-01-01' }, none)).toEqual(none);
    expect(rule({ a: '2026-01-01', b: '2026-01-01' }, none)).toEqual({ a: '2026-01-01', b: '2026-01-01' });
  });
});

describe('nextSort', () => {
  it('cycles none, ascending, descending, none; another column starts ascending', () => {
    const asc = nextSort(null, 'X');
    const desc = nextSort(asc, 'X');
    expect([asc, desc, nextSort(desc, 'X')]).toEqual([
      { field: 'X', direction: 'asc' },
      { field: 'X', direction: 'desc' },
      null,
    ]);
    expect(nextSort(desc, 'Y')).toEqual({ field: 'Y', direction: 'asc' });
  });
});
