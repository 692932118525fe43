import { readSearchParams } from '../../../api/query';
import {
  QUOTE_DEFAULT_PAGE_SIZE,
  QUOTE_SITUATIONS,
  QUOTE_SORT_FIELDS,
  type QuoteListQuery,
  type QuoteSituation,
  type QuoteSortField,
} from '../../../api/quotes.schema';
import { compareIsoDates, isIsoDate, type IsoDate } from '../../../lib/dates';

/**
 * The quote list's filters live in the address bar, with the API's own parameter names;
 * defaults are left out. Anything malformed in a hand-edited URL falls back to its
 * default; a date interval counts only with both ends, in order (the API refuses one
 * end alone).
 */

export const PAGE_SIZES = [10, 20, 50] as const;

export interface QuoteFilters {
  pagina: number;
  tamanho_pagina: number;
  termo_busca: string;
  situacoes: QuoteSituation[];
  ids_clientes: string[];
  ids_vendedores: string[];
  /** Both empty (no interval) or both valid dates in order. */
  data_inicio: IsoDate | '';
  data_fim: IsoDate | '';
  sort: { field: QuoteSortField; direction: 'asc' | 'desc' } | null;
}

export const DEFAULT_FILTERS: QuoteFilters = {
  pagina: 1,
  tamanho_pagina: QUOTE_DEFAULT_PAGE_SIZE,
  termo_busca: '',
  situacoes: [],
  ids_clientes: [],
  ids_vendedores: [],
  data_inicio: '',
  data_fim: '',
  sort: null,
};

const MULTI = ['situacoes', 'ids_clientes', 'ids_vendedores'];

export function parseFilters(params: URLSearchParams): QuoteFilters {
  const raw = readSearchParams(params, MULTI);
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
  const list = (k: string) => (Array.isArray(raw[k]) ? [...new Set(raw[k] as string[])] : []);
  const page = Number(str('pagina'));
  const size = Number(str('tamanho_pagina'));
  const start = str('data_inicio');
  const end = str('data_fim');
  const interval = isIsoDate(start) && isIsoDate(end) && compareIsoDates(start, end) <= 0;
  const asc = str('campo_ordenado_ascendente');
  const desc = str('campo_ordenado_descendente');
  const fields: readonly string[] = QUOTE_SORT_FIELDS;
  // As the API does: the ascending field wins.
  const sort = fields.includes(asc)
    ? { field: asc as QuoteSortField, direction: 'asc' as const }
    : fields.includes(desc)
      ? { field: desc as QuoteSortField, direction: 'desc' as const }
      : null;
  return {
    pagina: Number.isInteger(page) && page >= 1 ? page : 1,
    tamanho_pagina: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_FILTERS.tamanho_pagina,
    termo_busca: str('termo_busca').slice(0, 200),
    situacoes: list('situacoes').filter((s): s is QuoteSituation =>
      (QUOTE_SITUATIONS as readonly string[]).includes(s),
    ),
    ids_clientes: list('ids_clientes'),
    ids_vendedores: list('ids_vendedores'),
    data_inicio: interval ? start : '',
    data_fim: interval ? end : '',
    sort,
  };
}

export function filtersToParams(f: QuoteFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.termo_busca.trim()) p.set('termo_busca', f.termo_busca);
  f.situacoes.forEach((s) => p.append('situacoes', s));
  f.ids_clientes.forEach((id) => p.append('ids_clientes', id));
  f.ids_vendedores.forEach((id) => p.append('ids_vendedores', id));
  if (f.data_inicio && f.data_fim) {
    p.set('data_inicio', f.data_inicio);
    p.set('data_fim', f.data_fim);
  }
  if (f.sort)
    p.set(f.sort.direction === 'asc' ? 'campo_ordenado_ascendente' : 'campo_ordenado_descendente', f.sort.field);
  if (f.tamanho_pagina !== DEFAULT_FILTERS.tamanho_pagina) p.set('tamanho_pagina', String(f.tamanho_pagina));
  if (f.pagina !== 1) p.set('pagina', String(f.pagina));
  return p;
}

export function toListQuery(f: QuoteFilters): QuoteListQuery {
  return {
    pagina: f.pagina,
    tamanho_pagina: f.tamanho_pagina,
    ...(f.termo_busca.trim() ? { termo_busca: f.termo_busca.trim() } : {}),
    ...(f.situacoes.length ? { situacoes: f.situacoes } : {}),
    ...(f.ids_clientes.length ? { ids_clientes: f.ids_clientes } : {}),
    ...(f.ids_vendedores.length ? { ids_vendedores: f.ids_vendedores } : {}),
    ...(f.data_inicio && f.data_fim ? { data_inicio: f.data_inicio, data_fim: f.data_fim } : {}),
    ...(f.sort?.direction === 'asc' ? { campo_ordenado_ascendente: f.sort.field } : {}),
    ...(f.sort?.direction === 'desc' ? { campo_ordenado_descendente: f.sort.field } : {}),
  };
}

/** Header click: none -> ascending -> descending -> none. */
export function nextSort(current: QuoteFilters['sort'], field: QuoteSortField): QuoteFilters['sort'] {
  if (current?.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return null;
}

/** Human descriptions of the filters that narrow the results (for the empty state). */
export function activeFilterDescriptions(f: QuoteFilters, situationLabel: (s: string) => string): string[] {
  const out: string[] = [];
  if (f.termo_busca.trim()) out.push(`busca por “${f.termo_busca.trim()}”`);
  if (f.situacoes.length) out.push(`situação: ${f.situacoes.map(situationLabel).join(', ')}`);
  if (f.ids_clientes.length)
    out.push(`${f.ids_clientes.length} ${f.ids_clientes.length === 1 ? 'cliente' : 'clientes'}`);
  if (f.ids_vendedores.length)
    out.push(`${f.ids_vendedores.length} ${f.ids_vendedores.length === 1 ? 'vendedor' : 'vendedores'}`);
  if (f.data_inicio && f.data_fim) out.push('período');
  return out;
}
