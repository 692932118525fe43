import { readSearchParams } from '../../../api/query';
import {
  RECEIVABLE_SORT_FIELDS,
  RECEIVABLE_STATUSES,
  type ReceivableSortField,
  type ReceivablesQuery,
  type ReceivableStatus,
} from '../../../api/receivables.schema';
import { compareIsoDates, isIsoDate, monthBounds, type IsoDate } from '../../../lib/dates';

/**
 * The receivables list's filters live in the address bar, as the contracts list's do:
 * the API's own parameter names, defaults left out, anything malformed in a hand-edited
 * URL falls back to its default. The due-date interval (required by the API) defaults
 * to the current month.
 */

/** Page sizes offered (the API accepts 10, 20, 50, 100, 200, 500 or 1000). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ReceivableFilters {
  pagina: number;
  tamanho_pagina: number;
  descricao: string;
  ids_clientes: string[];
  ids_contas_financeiras: string[];
  status: ReceivableStatus[];
  data_vencimento_de: IsoDate;
  data_vencimento_ate: IsoDate;
  sort: { field: ReceivableSortField; direction: 'asc' | 'desc' } | null;
}

const MULTI = ['ids_clientes', 'ids_contas_financeiras', 'status'];

export function defaultFilters(today: IsoDate): ReceivableFilters {
  const { first, last } = monthBounds(today);
  return {
    pagina: 1,
    tamanho_pagina: DEFAULT_PAGE_SIZE,
    descricao: '',
    ids_clientes: [],
    ids_contas_financeiras: [],
    status: [],
    data_vencimento_de: first,
    data_vencimento_ate: last,
    sort: null,
  };
}

export function parseFilters(params: URLSearchParams, today: IsoDate): ReceivableFilters {
  const d = defaultFilters(today);
  const raw = readSearchParams(params, MULTI);
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
  const list = (k: string) => (Array.isArray(raw[k]) ? [...new Set(raw[k] as string[])] : []);
  const page = Number(str('pagina'));
  const size = Number(str('tamanho_pagina'));
  const start = isIsoDate(str('data_vencimento_de')) ? str('data_vencimento_de') : d.data_vencimento_de;
  const endRaw = isIsoDate(str('data_vencimento_ate')) ? str('data_vencimento_ate') : d.data_vencimento_ate;
  const asc = str('campo_ordenado_ascendente');
  const desc = str('campo_ordenado_descendente');
  const fields: readonly string[] = RECEIVABLE_SORT_FIELDS;
  // As the API does: the ascending field wins.
  const sort = fields.includes(asc)
    ? { field: asc as ReceivableSortField, direction: 'asc' as const }
    : fields.includes(desc)
      ? { field: desc as ReceivableSortField, direction: 'desc' as const }
      : null;
  return {
    pagina: Number.isInteger(page) && page >= 1 ? page : 1,
    tamanho_pagina: (PAGE_SIZES as readonly number[]).includes(size) ? size : d.tamanho_pagina,
    descricao: str('descricao').slice(0, 200),
    ids_clientes: list('ids_clientes'),
    ids_contas_financeiras: list('ids_contas_financeiras'),
    status: list('status').filter((s): s is ReceivableStatus => (RECEIVABLE_STATUSES as readonly string[]).includes(s)),
    data_vencimento_de: start,
    data_vencimento_ate: compareIsoDates(endRaw, start) >= 0 ? endRaw : d.data_vencimento_ate,
    sort,
  };
}

export function filtersToParams(filters: ReceivableFilters, today: IsoDate): URLSearchParams {
  const d = defaultFilters(today);
  const p = new URLSearchParams();
  if (filters.descricao.trim()) p.set('descricao', filters.descricao);
  if (filters.data_vencimento_de !== d.data_vencimento_de) p.set('data_vencimento_de', filters.data_vencimento_de);
  if (filters.data_vencimento_ate !== d.data_vencimento_ate) p.set('data_vencimento_ate', filters.data_vencimento_ate);
  filters.status.forEach((s) => p.append('status', s));
  filters.ids_clientes.forEach((id) => p.append('ids_clientes', id));
  filters.ids_contas_financeiras.forEach((id) => p.append('ids_contas_financeiras', id));
  if (filters.sort) {
    p.set(filters.sort.direction === 'asc' ? 'campo_ordenado_ascendente' : 'campo_ordenado_descendente', filters.sort.field);
  }
  if (filters.tamanho_pagina !== d.tamanho_pagina) p.set('tamanho_pagina', String(filters.tamanho_pagina));
  if (filters.pagina !== 1) p.set('pagina', String(filters.pagina));
  return p;
}

export function toSearchQuery(f: ReceivableFilters): ReceivablesQuery {
  return {
    pagina: f.pagina,
    tamanho_pagina: f.tamanho_pagina,
    data_vencimento_de: f.data_vencimento_de,
    data_vencimento_ate: f.data_vencimento_ate,
    ...(f.descricao.trim() ? { descricao: f.descricao.trim() } : {}),
    ...(f.status.length ? { status: f.status } : {}),
    ...(f.ids_clientes.length ? { ids_clientes: f.ids_clientes } : {}),
    ...(f.ids_contas_financeiras.length ? { ids_contas_financeiras: f.ids_contas_financeiras } : {}),
    ...(f.sort?.direction === 'asc' ? { campo_ordenado_ascendente: f.sort.field } : {}),
    ...(f.sort?.direction === 'desc' ? { campo_ordenado_descendente: f.sort.field } : {}),
  };
}

/** Next sort state when a column header is clicked: none -> ascending -> descending -> none. */
export function nextSort(current: ReceivableFilters['sort'], field: ReceivableSortField): ReceivableFilters['sort'] {
  if (current?.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return null;
}

/** Human descriptions of the filters that narrow the results (for the empty state). */
export function activeFilterDescriptions(f: ReceivableFilters, status: (s: string) => string): string[] {
  const out: string[] = [];
  if (f.descricao.trim()) out.push(`descrição com “${f.descricao.trim()}”`);
  if (f.status.length) out.push(`situação: ${f.status.map(status).join(', ')}`);
  if (f.ids_clientes.length) out.push(`${f.ids_clientes.length} ${f.ids_clientes.length === 1 ? 'cliente' : 'clientes'}`);
  if (f.ids_contas_financeiras.length) {
    out.push(`${f.ids_contas_financeiras.length} ${f.ids_contas_financeiras.length === 1 ? 'conta financeira' : 'contas financeiras'}`);
  }
  return out;
}
