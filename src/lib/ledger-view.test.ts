import { describe, expect, it } from 'vitest';
import { asOneSearch, mergeAdjacent, openBeforeQuery, partialsOf, viewParts, type DueDateSearch } from './ledger-view';

const PERIOD = {
  pagina: 2,
  tamanho_pagina: 20,
  data_vencimento_de: '2026-11-01',
  data_vencimento_ate: '2026-11-30',
} satisfies DueDateSearch;

describe('the part open before the period', () => {
  it('asks for the open statuses from the floor to the day before the period', () => {
    expect(openBeforeQuery(PERIOD)).toEqual({
      ...PERIOD,
      status: ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'],
      data_vencimento_de: '2000-01-01',
      data_vencimento_ate: '2026-10-31',
    });
  });

  it('keeps only the open statuses of the filter, and is none when the filter has no open one', () => {
    expect(openBeforeQuery({ ...PERIOD, status: ['RECEBIDO', 'ATRASADO'] })?.status).toEqual(['ATRASADO']);
    expect(openBeforeQuery({ ...PERIOD, status: ['RECEBIDO'] })).toBeNull();
  });

  it('is none when the period starts at the floor', () => {
    expect(openBeforeQuery({ ...PERIOD, data_vencimento_de: '2000-01-01' })).toBeNull();
  });
});

describe('the view as one search', () => {
  const period: DueDateSearch = { ...PERIOD, status: ['ATRASADO', 'EM_ABERTO'] };
  const before = openBeforeQuery(period) as DueDateSearch;

  it('spans both parts in due-date order when every status asked for is an open one', () => {
    expect(asOneSearch(period, before)).toEqual({
      ...period,
      data_vencimento_de: '2000-01-01',
      campo_ordenado_ascendente: 'DATA_VENCIMENTO',
    });
    const descending = { ...period, campo_ordenado_descendente: 'DATA_VENCIMENTO' };
    expect(asOneSearch(descending, before)?.campo_ordenado_ascendente).toBeUndefined();
  });

  it('is none without a status filter, with a status the older part cannot have, or sorted by value', () => {
    expect(asOneSearch(PERIOD, openBeforeQuery(PERIOD) as typeof PERIOD)).toBeNull();
    const mixed = { ...PERIOD, status: ['ATRASADO', 'RECEBIDO'] };
    expect(asOneSearch(mixed, openBeforeQuery(mixed) as typeof mixed)).toBeNull();
    expect(asOneSearch({ ...period, campo_ordenado_ascendente: 'VALOR' }, before)).toBeNull();
  });
});

describe('the parts in the order of the list', () => {
  const before = openBeforeQuery(PERIOD) as typeof PERIOD;
  it('shows the older part first unless sorted by due date descending', () => {
    expect(viewParts(PERIOD, before)).toEqual([before, PERIOD]);
    const descending = { ...PERIOD, campo_ordenado_descendente: 'DATA_VENCIMENTO' };
    expect(viewParts(descending, before)).toEqual([descending, before]);
  });
});

describe('the partly received installments of the parts', () => {
  it('reads a part whole, narrowed to the partly received ones, unless its filter leaves them out', () => {
    const sorted = { ...PERIOD, campo_ordenado_descendente: 'VALOR' };
    expect(partialsOf(sorted)).toEqual({
      status: ['RECEBIDO_PARCIAL'],
      data_vencimento_de: '2026-11-01',
      data_vencimento_ate: '2026-11-30',
    });
    expect(partialsOf({ ...PERIOD, status: ['RECEBIDO'] })).toBeNull();
  });

  it('reads two adjacent parts that differ only in their dates as one', () => {
    const older = { status: ['RECEBIDO_PARCIAL'], data_vencimento_de: '2000-01-01', data_vencimento_ate: '2026-10-31' };
    const period = { ...older, data_vencimento_de: '2026-11-01', data_vencimento_ate: '2026-11-30' };
    expect(mergeAdjacent([period, older])).toEqual([{ ...older, data_vencimento_ate: '2026-11-30' }]);
    const gap = { ...period, data_vencimento_de: '2026-11-02' };
    expect(mergeAdjacent([older, gap])).toEqual([older, gap]);
    const other = { ...period, descricao: 'x' };
    expect(mergeAdjacent([older, other])).toEqual([older, other]);
  });
});
