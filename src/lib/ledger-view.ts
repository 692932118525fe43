import { OPEN_RECEIVABLES_FLOOR } from './aging';
import { compareIsoDates, type IsoDate } from './dates';
import { addDays } from './date-math';

/** "Also what is still open from before the period": two searches with adjacent due dates, read as one list. */

export const OPEN_RECEIVABLE_STATUSES = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'] as const;

export interface DueDateSearch {
  data_vencimento_de: IsoDate;
  data_vencimento_ate: IsoDate;
  status?: readonly string[] | undefined;
  pagina?: number;
  tamanho_pagina?: number;
  campo_ordenado_ascendente?: string | undefined;
  campo_ordenado_descendente?: string | undefined;
}

export function openBeforeQuery<Q extends DueDateSearch>(query: Q): Q | null {
  const before = addDays(query.data_vencimento_de, -1);
  if (compareIsoDates(before, OPEN_RECEIVABLES_FLOOR) < 0) return null;
  const chosen = query.status ?? [];
  const status = chosen.length
    ? chosen.filter((s) => (OPEN_RECEIVABLE_STATUSES as readonly string[]).includes(s))
    : [...OPEN_RECEIVABLE_STATUSES];
  if (status.length === 0) return null;
  return { ...query, status, data_vencimento_de: OPEN_RECEIVABLES_FLOOR, data_vencimento_ate: before };
}

/** One search when both parts ask for the same statuses; not when sorted by value, which orders each part apart. */
export function asOneSearch<Q extends DueDateSearch>(query: Q, before: Q): Q | null {
  const chosen = query.status ?? [];
  const older = before.status ?? [];
  if (chosen.length === 0 || older.length !== chosen.length || chosen.some((s, i) => older[i] !== s)) return null;
  const ascending = query.campo_ordenado_ascendente;
  const descending = ascending ? undefined : query.campo_ordenado_descendente;
  if ((ascending ?? descending) === 'VALOR') return null;
  return {
    ...query,
    data_vencimento_de: before.data_vencimento_de,
    ...(ascending || descending ? {} : { campo_ordenado_ascendente: 'DATA_VENCIMENTO' as const }),
  };
}

export function viewParts<Q extends DueDateSearch>(query: Q, before: Q): [Q, Q] {
  const descending = query.campo_ordenado_descendente === 'DATA_VENCIMENTO' && !query.campo_ordenado_ascendente;
  return descending ? [query, before] : [before, query];
}

export type WholeRead<Q> = Omit<Q, 'pagina' | 'tamanho_pagina'>;

export function partialsOf<Q extends DueDateSearch>(query: Q): WholeRead<Q> | null {
  if (query.status?.length && !query.status.includes('RECEBIDO_PARCIAL')) return null;
  const partials: Partial<Q> = { ...query, status: ['RECEBIDO_PARCIAL'] };
  delete partials.pagina;
  delete partials.tamanho_pagina;
  delete partials.campo_ordenado_ascendente;
  delete partials.campo_ordenado_descendente;
  return partials as WholeRead<Q>;
}

export function mergeAdjacent<Q extends DueDateSearch>(queries: Q[]): Q[] {
  const [a, b, ...rest] = [...queries].sort((x, y) => compareIsoDates(x.data_vencimento_de, y.data_vencimento_de));
  if (!a || !b || rest.length) return queries;
  const same = (q: Q) => JSON.stringify({ ...q, data_vencimento_de: null, data_vencimento_ate: null });
  if (same(a) !== same(b) || addDays(a.data_vencimento_ate, 1) !== b.data_vencimento_de) return queries;
  return [{ ...a, data_vencimento_ate: b.data_vencimento_ate }];
}
