import { describe, expect, it } from 'vitest';
import { nextSort } from '../../../ui/plain/list/url-state';
import { quotesList } from './spec';

const DEFAULT_FILTERS = quotesList.defaultFilters('2026-02-14');
const parseFilters = (params: URLSearchParams) => quotesList.parse(params, '2026-02-14');
const filtersToParams = (f: typeof DEFAULT_FILTERS) => quotesList.toParams(f, '2026-02-14');
const toListQuery = quotesList.toQuery;

describe('quote list filters in the URL', () => {
  it('round-trips every filter', () => {
    const f = {
      ...DEFAULT_FILTERS,
      pagina: 3,
      tamanho_pagina: 50,
      termo_busca: 'padaria',
      situacoes: ['ORCAMENTO_ACEITO' as const],
      ids_clientes: ['a', 'b'],
      ids_vendedores: ['s'],
      data_inicio: '2026-01-01',
      data_fim: '2026-03-31',
      sort: { field: 'CLIENTE' as const, direction: 'desc' as const },
    };
    expect(parseFilters(filtersToParams(f))).toEqual(f);
  });

  it('leaves defaults out of the URL and the query', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(toListQuery(DEFAULT_FILTERS)).toEqual({ pagina: 1, tamanho_pagina: 10 });
  });

  it('drops an interval with one end, a reversed one, unknown situations and bad sizes', () => {
    expect(parseFilters(new URLSearchParams('data_inicio=2026-01-01'))).toMatchObject({
      data_inicio: '',
      data_fim: '',
    });
    expect(parseFilters(new URLSearchParams('data_inicio=2026-02-01&data_fim=2026-01-01'))).toMatchObject({
      data_inicio: '',
      data_fim: '',
    });
    const f = parseFilters(new URLSearchParams('situacoes=X,ORCAMENTO&tamanho_pagina=7&pagina=-1'));
    expect(f).toMatchObject({ situacoes: ['ORCAMENTO'], tamanho_pagina: 10, pagina: 1 });
    expect(toListQuery(parseFilters(new URLSearchParams('data_fim=2026-01-01')))).not.toHaveProperty('data_fim');
  });

  it('cycles the sort', () => {
    expect(nextSort(null, 'DATA')).toEqual({ field: 'DATA', direction: 'asc' });
    expect(nextSort({ field: 'DATA', direction: 'asc' }, 'DATA')).toEqual({ field: 'DATA', direction: 'desc' });
    expect(nextSort({ field: 'DATA', direction: 'desc' }, 'DATA')).toBeNull();
    expect(nextSort({ field: 'DATA', direction: 'desc' }, 'NUMERO')).toEqual({ field: 'NUMERO', direction: 'asc' });
  });
});
