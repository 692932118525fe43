import { readSearchParams } from '../../../lib/search-params';
import { compareIsoDates, isIsoDate, type IsoDate } from '../../../lib/dates';

/** A list's filters in the address, by the API's parameter names; malformed values fall back (decision 0010). */

export type SortDirection = 'asc' | 'desc';
export interface Sort<S extends string> {
  field: S;
  direction: SortDirection;
}

export interface ListBase<S extends string> {
  pagina: number;
  tamanho_pagina: number;
  sort: Sort<S> | null;
}

export interface FieldCodec<V> {
  /** `?k=a&k=b` or `?k=a,b`. */
  multi?: boolean;
  parse(raw: string | string[] | undefined, fallback: V): V;
  /** None for the default. */
  toParams(value: V, fallback: V): string[];
  toQuery(value: V): unknown;
}

export function textField(max = 200): FieldCodec<string> {
  return {
    parse: (raw) => (typeof raw === 'string' ? raw.slice(0, max) : ''),
    toParams: (value) => (value.trim() ? [value] : []),
    toQuery: (value) => value.trim() || undefined,
  };
}

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

/** The default is left out of the URL, and `omit` (e.g. "TODOS") out of the query. */
export function choiceField<T extends string>(allowed: readonly T[], omit?: T): FieldCodec<T> {
  return {
    parse: (raw, fallback) =>
      typeof raw === 'string' && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback,
    toParams: (value, fallback) => (value !== fallback ? [value] : []),
    toQuery: (value) => (value === omit ? undefined : value),
  };
}

export function dateField(): FieldCodec<IsoDate> {
  return {
    parse: (raw, fallback) => (typeof raw === 'string' && isIsoDate(raw) ? raw : fallback),
    toParams: (value, fallback) => (value && value !== fallback ? [value] : []),
    toQuery: (value) => value || undefined,
  };
}

/** `required`: a reversed end falls back to the default; otherwise both ends or neither (the API refuses one). */
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
  defaults: (today: IsoDate) => F;
  check?: (filters: F, defaults: F) => F;
  /** The page size always stays. */
  keepOnClear?: readonly (keyof F)[];
  describe: (filters: F, defaults: F) => string[];
  /** Never in the address (the side of a ledger list). */
  fixed?: Record<string, unknown>;
}

export type ListFilters<F, S extends string> = F & ListBase<S>;

export interface ListSpec<F extends object, S extends string, Q = Record<string, unknown>> extends ListSpecInput<F, S> {
  defaultFilters(today: IsoDate): ListFilters<F, S>;
  parse(params: URLSearchParams, today: IsoDate): ListFilters<F, S>;
  toParams(filters: ListFilters<F, S>, today: IsoDate): URLSearchParams;
  toQuery(filters: ListFilters<F, S>): Q;
  cleared(filters: ListFilters<F, S>, today: IsoDate): ListFilters<F, S>;
}

export function nextSort<S extends string>(current: Sort<S> | null, field: S): Sort<S> | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return null;
}

const ASC = 'campo_ordenado_ascendente';
const DESC = 'campo_ordenado_descendente';

/** The fields' keys are the API's parameter names, so the query is of type `Q`. */
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

export { countOf } from '../../../lib/text';
