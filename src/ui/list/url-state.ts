import { readSearchParams } from '../../api/query';
import { compareIsoDates, isIsoDate, type IsoDate } from '../../lib/dates';

/**
 * A list's filters, kept in the address bar (a copied link reopens the same view; back and
 * forward work). One spec per list says which filters it has; this module parses them
 * from the URL, writes them back, builds the API query and cycles the sort, the same way
 * for every list (docs/decisions/0010-list-kit.md):
 *
 * - parameter names are the API's own (a field's key is its parameter);
 * - defaults are left out of the URL and out of the query where the API allows;
 * - anything malformed in a hand-edited URL falls back to its default;
 * - the sort is `campo_ordenado_ascendente` / `campo_ordenado_descendente`, and when both
 *   are present the ascending one wins, as the API does.
 */

export type SortDirection = 'asc' | 'desc';
export interface Sort<S extends string> {
  field: S;
  direction: SortDirection;
}

/** Page, page size and sort: every list has them. */
export interface ListBase<S extends string> {
  pagina: number;
  tamanho_pagina: number;
  sort: Sort<S> | null;
}

/** How one filter reads from the URL, writes to it and goes into the API query. */
export interface FieldCodec<V> {
  /** Several values (`?k=a&k=b` or `?k=a,b`). */
  multi?: boolean;
  parse(raw: string | string[] | undefined, fallback: V): V;
  /** The URL's values: none when the value is the default. */
  toParams(value: V, fallback: V): string[];
  /** The query's value: undefined leaves the parameter out. */
  toQuery(value: V): unknown;
}

/** Free text (a search box): at most `max` characters, sent trimmed, left out when blank. */
export function textField(max = 200): FieldCodec<string> {
  return {
    parse: (raw) => (typeof raw === 'string' ? raw.slice(0, max) : ''),
    toParams: (value) => (value.trim() ? [value] : []),
    toQuery: (value) => value.trim() || undefined,
  };
}

/** Several values, each once; only `allowed` ones when given (unknown ones are dropped). */
export function listField<T extends string = string>(allowed?: readonly T[]): FieldCodec<T[]> {
  return {
    multi: true,
    parse: (raw) =>
      Array.isArray(raw)
        ? [...new Set(raw)].filter((v): v is T => !allowed || (allowed as readonly string[]).includes(v))
        : [],
    toParams: (value) => value,
    toQuery: (value) => (value.length ? value : undefined),
  };
}

/** One of `allowed`; the default is left out of the URL, and `omit` (e.g. "TODOS") out of the query. */
export function choiceField<T extends string>(allowed: readonly T[], omit?: T): FieldCodec<T> {
  return {
    parse: (raw, fallback) =>
      typeof raw === 'string' && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback,
    toParams: (value, fallback) => (value !== fallback ? [value] : []),
    toQuery: (value) => (value === omit ? undefined : value),
  };
}

/** An ISO date, or the default (which may be '' for "none"). */
export function dateField(): FieldCodec<IsoDate> {
  return {
    parse: (raw, fallback) => (typeof raw === 'string' && isIsoDate(raw) ? raw : fallback),
    toParams: (value, fallback) => (value && value !== fallback ? [value] : []),
    toQuery: (value) => value || undefined,
  };
}

/**
 * A date interval's rule, applied after parsing. `required` (the API needs both ends): an
 * end before the start falls back to the default end. Otherwise both ends or neither, in
 * order (the API refuses one end alone).
 */
export function dateInterval<F>(start: keyof F & string, end: keyof F & string, required: boolean) {
  return (f: F, defaults: F): F => {
    const from = f[start] as string;
    const to = f[end] as string;
    if (required) return compareIsoDates(to, from) >= 0 ? f : { ...f, [end]: defaults[end] };
    return from && to && compareIsoDates(from, to) <= 0 ? f : { ...f, [start]: '', [end]: '' };
  };
}

export type Fields<F> = { [K in keyof F]: FieldCodec<F[K]> };

export interface ListSpecInput<F extends object, S extends string> {
  pageSizes: readonly number[];
  defaultPageSize: number;
  sortFields: readonly S[];
  fields: Fields<F>;
  /** The filters' defaults (some depend on the day: "the current month"). */
  defaults: (today: IsoDate) => F;
  /** Rules between fields, after each one is parsed (date intervals). */
  check?: (filters: F, defaults: F) => F;
  /** Filters "Limpar filtros" keeps (the page size always stays). */
  keepOnClear?: readonly (keyof F)[];
  /** What narrows the results, in words, for the empty state ("busca por “x”"). */
  describe: (filters: F, defaults: F) => string[];
  /** Parameters every query of the list carries, never in the address (the side of a ledger list). */
  fixed?: Record<string, unknown>;
}

export type ListFilters<F, S extends string> = F & ListBase<S>;

export interface ListSpec<F extends object, S extends string, Q = Record<string, unknown>> extends ListSpecInput<F, S> {
  defaultFilters(today: IsoDate): ListFilters<F, S>;
  parse(params: URLSearchParams, today: IsoDate): ListFilters<F, S>;
  toParams(filters: ListFilters<F, S>, today: IsoDate): URLSearchParams;
  /** The API query: page, size, sort, and each filter that narrows. */
  toQuery(filters: ListFilters<F, S>): Q;
  /** The filters after "Limpar filtros". */
  cleared(filters: ListFilters<F, S>, today: IsoDate): ListFilters<F, S>;
}

/** Next sort when a column header is clicked: none -> ascending -> descending -> none. */
export function nextSort<S extends string>(current: Sort<S> | null, field: S): Sort<S> | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return null;
}

const ASC = 'campo_ordenado_ascendente';
const DESC = 'campo_ordenado_descendente';

/**
 * A list's URL state from its spec. `Q` is the API's query type: the fields' keys are the
 * API's parameter names, so the built query is that type (checked by the API's schema).
 */
export function defineList<F extends object, S extends string, Q = Record<string, unknown>>(
  input: ListSpecInput<F, S>,
): ListSpec<F, S, Q> {
  const keys = Object.keys(input.fields) as (keyof F & string)[];
  const codec = <K extends keyof F>(k: K) => input.fields[k];
  const multi = keys.filter((k) => codec(k).multi);
  const base = (today: IsoDate) => input.defaults(today);

  const defaultFilters = (today: IsoDate): ListFilters<F, S> => ({
    ...base(today),
    pagina: 1,
    tamanho_pagina: input.defaultPageSize,
    sort: null,
  });

  const parse = (params: URLSearchParams, today: IsoDate): ListFilters<F, S> => {
    const d = base(today);
    const raw = readSearchParams(params, multi);
    const str = (k: string) => (typeof raw[k] === 'string' ? raw[k] : '');
    let filters = { ...d };
    for (const k of keys) filters[k] = codec(k).parse(raw[k], d[k]);
    if (input.check) filters = input.check(filters, d);
    const page = Number(str('pagina'));
    const size = Number(str('tamanho_pagina'));
    const sortFields: readonly string[] = input.sortFields;
    const asc = str(ASC);
    const desc = str(DESC);
    const sort: Sort<S> | null = sortFields.includes(asc)
      ? { field: asc as S, direction: 'asc' }
      : sortFields.includes(desc)
        ? { field: desc as S, direction: 'desc' }
        : null;
    return {
      ...filters,
      pagina: Number.isInteger(page) && page >= 1 ? page : 1,
      tamanho_pagina: input.pageSizes.includes(size) ? size : input.defaultPageSize,
      sort,
    };
  };

  const toParams = (filters: ListFilters<F, S>, today: IsoDate): URLSearchParams => {
    const d = base(today);
    const p = new URLSearchParams();
    for (const k of keys) for (const v of codec(k).toParams(filters[k], d[k])) p.append(k, v);
    if (filters.sort) p.set(filters.sort.direction === 'asc' ? ASC : DESC, filters.sort.field);
    if (filters.tamanho_pagina !== input.defaultPageSize) p.set('tamanho_pagina', String(filters.tamanho_pagina));
    if (filters.pagina !== 1) p.set('pagina', String(filters.pagina));
    return p;
  };

  const toQuery = (filters: ListFilters<F, S>): Q => {
    const q: Record<string, unknown> = {
      ...input.fixed,
      pagina: filters.pagina,
      tamanho_pagina: filters.tamanho_pagina,
    };
    for (const k of keys) {
      const v = codec(k).toQuery(filters[k]);
      if (v !== undefined) q[k] = v;
    }
    if (filters.sort) q[filters.sort.direction === 'asc' ? ASC : DESC] = filters.sort.field;
    return q as Q;
  };

  const cleared = (filters: ListFilters<F, S>, today: IsoDate): ListFilters<F, S> => {
    const next = { ...defaultFilters(today), tamanho_pagina: filters.tamanho_pagina };
    for (const k of input.keepOnClear ?? []) next[k] = filters[k];
    return next;
  };

  return { ...input, defaultFilters, parse, toParams, toQuery, cleared };
}

export { countOf } from '../../lib/text';
