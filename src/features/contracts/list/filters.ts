import {
  DEFAULT_PAGE_SIZE,
  PAYMENT_FILTER_TYPES,
  STATUS_FILTERS,
  type ContractListQuery,
  type SortField,
  type StatusFilter,
} from '../../../api/contracts.schema';
import { readSearchParams } from '../../../api/query';
import { compareIsoDates, isIsoDate, parseIsoDate, type IsoDate } from '../../../lib/dates';

/**
 * The list's filters live in the address bar (a copied link reopens the same view; back
 * and forward work). Parameter names are the API's own; defaults are left out of the URL.
 * Anything malformed in a hand-edited URL falls back to its default.
 */

export const PAGE_SIZES = [10, 20, 50] as const;

export interface ContractFilters {
  pagina: number;
  tamanho_pagina: number;
  busca_textual: string;
  cliente_id: string[];
  tipo_pagamento: string[];
  status: StatusFilter;
  data_inicio: IsoDate;
  data_fim: IsoDate;
  sort: { field: SortField; direction: 'asc' | 'desc' } | null;
}

/** Default interval: from 1 January three years ago to 31 December next year. */
export function defaultInterval(today: IsoDate): { data_inicio: IsoDate; data_fim: IsoDate } {
  const year = (parseIsoDate(today) as { year: number }).year;
  return { data_inicio: `${year - 3}-01-01`, data_fim: `${year + 1}-12-31` };
}

export function defaultFilters(today: IsoDate): ContractFilters {
  return {
    pagina: 1,
    tamanho_pagina: DEFAULT_PAGE_SIZE,
    busca_textual: '',
    cliente_id: [],
    tipo_pagamento: [],
    status: 'TODOS',
    ...defaultInterval(today),
    sort: null,
  };
}

const SORT_FIELDS: readonly string[] = ['DATA_INICIO', 'DATA_FIM'];

export function parseFilters(params: URLSearchParams, today: IsoDate): ContractFilters {
  const d = defaultFilters(today);
  const raw = readSearchParams(params, ['cliente_id', 'tipo_pagamento']);
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
  const list = (k: string) => (Array.isArray(raw[k]) ? (raw[k] as string[]) : []);
  const page = Number(str('pagina'));
  const size = Number(str('tamanho_pagina'));
  const start = isIsoDate(str('data_inicio')) ? str('data_inicio') : d.data_inicio;
  const endRaw = isIsoDate(str('data_fim')) ? str('data_fim') : d.data_fim;
  const status = str('status');
  const asc = str('campo_ordenado_ascendente');
  const desc = str('campo_ordenado_descendente');
  // As the API does: the ascending field wins.
  const sort = SORT_FIELDS.includes(asc)
    ? { field: asc as SortField, direction: 'asc' as const }
    : SORT_FIELDS.includes(desc)
      ? { field: desc as SortField, direction: 'desc' as const }
      : null;
  return {
    pagina: Number.isInteger(page) && page >= 1 ? page : 1,
    tamanho_pagina: (PAGE_SIZES as readonly number[]).includes(size) ? size : d.tamanho_pagina,
    busca_textual: str('busca_textual').slice(0, 200),
    cliente_id: list('cliente_id'),
    tipo_pagamento: list('tipo_pagamento').filter((t) => (PAYMENT_FILTER_TYPES as readonly string[]).includes(t)),
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : 'TODOS',
    data_inicio: start,
    data_fim: compareIsoDates(endRaw, start) >= 0 ? endRaw : d.data_fim,
    sort,
  };
}

export function filtersToParams(filters: ContractFilters, today: IsoDate): URLSearchParams {
  const d = defaultFilters(today);
  const p = new URLSearchParams();
  if (filters.busca_textual.trim()) p.set('busca_textual', filters.busca_textual);
  if (filters.data_inicio !== d.data_inicio) p.set('data_inicio', filters.data_inicio);
  if (filters.data_fim !== d.data_fim) p.set('data_fim', filters.data_fim);
  if (filters.status !== 'TODOS') p.set('status', filters.status);
  filters.cliente_id.forEach((id) => p.append('cliente_id', id));
  filters.tipo_pagamento.forEach((t) => p.append('tipo_pagamento', t));
  if (filters.sort) {
    p.set(
      filters.sort.direction === 'asc' ? 'campo_ordenado_ascendente' : 'campo_ordenado_descendente',
      filters.sort.field,
    );
  }
  if (filters.tamanho_pagina !== d.tamanho_pagina) p.set('tamanho_pagina', String(filters.tamanho_pagina));
  if (filters.pagina !== 1) p.set('pagina', String(filters.pagina));
  return p;
}

export function toListQuery(f: ContractFilters): ContractListQuery {
  return {
    pagina: f.pagina,
    tamanho_pagina: f.tamanho_pagina,
    data_inicio: f.data_inicio,
    data_fim: f.data_fim,
    ...(f.busca_textual.trim() ? { busca_textual: f.busca_textual.trim() } : {}),
    ...(f.cliente_id.length ? { cliente_id: f.cliente_id } : {}),
    ...(f.tipo_pagamento.length ? { tipo_pagamento: f.tipo_pagamento as ContractListQuery['tipo_pagamento'] } : {}),
    ...(f.status !== 'TODOS' ? { status: f.status } : {}),
    ...(f.sort?.direction === 'asc' ? { campo_ordenado_ascendente: f.sort.field } : {}),
    ...(f.sort?.direction === 'desc' ? { campo_ordenado_descendente: f.sort.field } : {}),
  };
}

/** Next sort state when a column header is clicked: none -> ascending -> descending -> none. */
export function nextSort(current: ContractFilters['sort'], field: SortField): ContractFilters['sort'] {
  if (current?.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return null;
}

/** Human descriptions of the filters that narrow the results (for the empty state). */
export function activeFilterDescriptions(
  f: ContractFilters,
  today: IsoDate,
  labels: { status: (s: string) => string; payment: (p: string) => string },
): string[] {
  const d = defaultFilters(today);
  const out: string[] = [];
  if (f.busca_textual.trim()) out.push(`busca por “${f.busca_textual.trim()}”`);
  if (f.status !== 'TODOS') out.push(`situação: ${labels.status(f.status)}`);
  if (f.cliente_id.length) out.push(`${f.cliente_id.length} ${f.cliente_id.length === 1 ? 'cliente' : 'clientes'}`);
  if (f.tipo_pagamento.length) out.push(`pagamento: ${f.tipo_pagamento.map(labels.payment).join(', ')}`);
  if (f.data_inicio !== d.data_inicio || f.data_fim !== d.data_fim) out.push('período de vigência');
  return out;
}
