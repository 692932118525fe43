import { OPEN_RECEIVABLES_FLOOR } from './aging';
import { addDays, compareIsoDates, type IsoDate } from './dates';

/**
 * The ledger lists' view "also what is still open from before the period" (decision 0110),
 * as searches: the platform's search needs a due-date interval, so the view is two searches
 * read as one list: the open installments due from `OPEN_RECEIVABLES_FLOOR` to the day
 * before the period (statuses: the open ones, or those of the filter that are open), then
 * every installment of the period (the filter's statuses). Their due dates do not overlap:
 * no installment is counted twice.
 */

/** The search's statuses that are still to be received. */
export const OPEN_RECEIVABLE_STATUSES = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'] as const;

/** What these mappings read of a ledger search's query (the rest is kept as is). */
export interface DueDateSearch {
  data_vencimento_de: IsoDate;
  data_vencimento_ate: IsoDate;
  status?: readonly string[] | undefined;
  pagina?: number;
  tamanho_pagina?: number;
  campo_ordenado_ascendente?: string | undefined;
  campo_ordenado_descendente?: string | undefined;
}

/** The part "open before the period" of a view, or null when there is none to ask for. */
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

/**
 * The view as one search, when its two parts differ only in their due dates: every status
 * the user asked for is an open one, so the older part asks for the same statuses as the
 * period, and one search from the older part's start to the period's end holds exactly
 * both, counted and totalled once (half the requests of "Em aberto" or "Atrasado"). Not
 * when sorted by value, which orders each part on its own (decision 0110); without a sort
 * it asks for the due-date order, the view's "older part first".
 */
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

/**
 * The view's two parts in the order the list shows them: the older part first (earlier
 * due dates) unless the list is sorted by due date descending.
 */
export function viewParts<Q extends DueDateSearch>(query: Q, before: Q): [Q, Q] {
  const descending = query.campo_ordenado_descendente === 'DATA_VENCIMENTO' && !query.campo_ordenado_ascendente;
  return descending ? [query, before] : [before, query];
}

/** A whole read of a search: no page, no sort. */
export type WholeRead<Q> = Omit<Q, 'pagina' | 'tamanho_pagina'>;

/** A part of the view narrowed to its partly received installments, or null when it has none to ask for. */
export function partialsOf<Q extends DueDateSearch>(query: Q): WholeRead<Q> | null {
  if (query.status?.length && !query.status.includes('RECEBIDO_PARCIAL')) return null;
  const partials: Partial<Q> = { ...query, status: ['RECEBIDO_PARCIAL'] };
  delete partials.pagina;
  delete partials.tamanho_pagina;
  delete partials.campo_ordenado_ascendente;
  delete partials.campo_ordenado_descendente;
  return partials as WholeRead<Q>;
}

/** Two reads that differ only in adjacent due-date intervals, as one (the view's two parts). */
export function mergeAdjacent<Q extends DueDateSearch>(queries: Q[]): Q[] {
  const [a, b, ...rest] = [...queries].sort((x, y) => compareIsoDates(x.data_vencimento_de, y.data_vencimento_de));
  if (!a || !b || rest.length) return queries;
  const same = (q: Q) => JSON.stringify({ ...q, data_vencimento_de: null, data_vencimento_ate: null });
  if (same(a) !== same(b) || addDays(a.data_vencimento_ate, 1) !== b.data_vencimento_de) return queries;
  return [{ ...a, data_vencimento_ate: b.data_vencimento_ate }];
}
