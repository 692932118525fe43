import { describe, expect, it } from 'vitest';
import { nextSort } from '../../../ui/plain/list/url-state';
import { rangeStatement, receivablesList } from './spec';

const { defaultFilters, parse: parseFilters, toParams: filtersToParams, toQuery: toSearchQuery } = receivablesList;

const TODAY = '2026-02-14';

describe('receivables filters in the URL', () => {
  it('defaults to the current month, first page, 20 per page', () => {
    const f = parseFilters(new URLSearchParams(), TODAY);
    expect(f).toMatchObject({
      data_vencimento_de: '2026-02-01',
      data_vencimento_ate: '2026-02-28',
      pagina: 1,
      tamanho_pagina: 10,
    });
    expect(filtersToParams(f, TODAY).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const f = {
      ...defaultFilters(TODAY),
      descricao: 'Contrato 1001',
      status: ['ATRASADO' as const, 'RECEBIDO_PARCIAL' as const],
      ids_clientes: ['a', 'b'],
      ids_contas_financeiras: ['c'],
      data_vencimento_de: '2026-01-01',
      data_vencimento_ate: '2026-03-31',
      sort: { field: 'VALOR' as const, direction: 'desc' as const },
      tamanho_pagina: 50,
      pagina: 3,
    };
    expect(parseFilters(filtersToParams(f, TODAY), TODAY)).toEqual(f);
  });

  it('falls back to defaults for malformed values', () => {
    const f = parseFilters(
      new URLSearchParams(
        'pagina=-2&tamanho_pagina=7&status=PAGO&status=ATRASADO&data_vencimento_de=2026-02-30&data_vencimento_ate=2025-01-01',
      ),
      TODAY,
    );
    expect(f).toMatchObject({
      pagina: 1,
      tamanho_pagina: 10,
      status: ['ATRASADO'],
      data_vencimento_de: '2026-02-01',
      data_vencimento_ate: '2026-02-28',
    });
  });

  it('builds the API query with only what narrows it', () => {
    const q = toSearchQuery({
      ...defaultFilters(TODAY),
      descricao: '  elevador ',
      sort: { field: 'DATA_VENCIMENTO', direction: 'asc' },
    });
    expect(q).toEqual({
      pagina: 1,
      tamanho_pagina: 10,
      abertos_anteriores: true,
      data_vencimento_de: '2026-02-01',
      data_vencimento_ate: '2026-02-28',
      descricao: 'elevador',
      campo_ordenado_ascendente: 'DATA_VENCIMENTO',
    });
  });

  it('adds what is still open from before the period unless the URL says nao (decision 0110)', () => {
    expect(parseFilters(new URLSearchParams(), TODAY).abertos_anteriores).toBe(true);
    const off = parseFilters(new URLSearchParams('abertos_anteriores=nao'), TODAY);
    expect(off.abertos_anteriores).toBe(false);
    expect(filtersToParams(off, TODAY).toString()).toBe('abertos_anteriores=nao');
    expect(receivablesList.describe(off, defaultFilters(TODAY))).toEqual(['só vencimentos do período']);
    expect(receivablesList.cleared(off, TODAY).abertos_anteriores).toBe(true);
  });

  it('cycles the sort: ascending, descending, none', () => {
    const asc = nextSort(null, 'VALOR');
    const desc = nextSort(asc, 'VALOR');
    expect([asc?.direction, desc?.direction, nextSort(desc, 'VALOR')]).toEqual(['asc', 'desc', null]);
  });
});

describe('rangeStatement', () => {
  const query = (over: Record<string, unknown>) =>
    toSearchQuery({ ...defaultFilters(TODAY), ...over } as ReturnType<typeof defaultFilters>);
  it("names the period, and never the search's floor of every open installment", () => {
    expect(rangeStatement(query({ abertos_anteriores: false }))).toBe(
      'Mostrando: vencimentos de 01/02/2026 a 28/02/2026.',
    );
    expect(
      rangeStatement(
        query({ data_vencimento_de: '2000-01-01', data_vencimento_ate: '2026-02-13', abertos_anteriores: false }),
      ),
    ).toBe('Mostrando: vencimentos até 13/02/2026.');
  });

  it('names every other filter too, as the list describes them (a figure of the income statement opens one)', () => {
    const filters = {
      ...defaultFilters(TODAY),
      data_vencimento_de: '2000-01-01',
      data_vencimento_ate: '2036-12-31',
      abertos_anteriores: false,
      ids_categorias: ['a', 'b', 'c', 'd'],
      data_pagamento_de: '2026-11-01',
      data_pagamento_ate: '2026-11-30',
    } as ReturnType<typeof defaultFilters>;
    const narrowing = receivablesList.describe(filters, defaultFilters(TODAY));
    expect(rangeStatement(toSearchQuery(filters), narrowing)).toBe(
      'Mostrando: vencimentos até 31/12/2036; 4 categorias; pagamento de 01/11/2026 a 30/11/2026.',
    );
  });
});
