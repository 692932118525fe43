import { useContext, useMemo, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { todayIso } from '../../lib/dates';
import { historyLocation, useAppHref } from '../AppLink';
import { useStableCallback } from '../useStableCallback';
import { nextSort, type ListFilters, type ListSpec } from './url-state';

export interface ListState<F extends object, S extends string, Q> {
  filters: ListFilters<F, S>;
  /** The API query of `filters` (give it to the list's `queryOptions`). */
  query: Q;
  /** Descriptions of what narrows the results (empty: nothing does). */
  narrowing: string[];
  pageSizes: readonly number[];
  /** Stable callbacks (memoized parts keep them): */
  update: (patch: Partial<ListFilters<F, S>>) => void;
  clear: () => void;
  onSort: (field: S) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** A path as the router matches it: the case of the basename and a trailing slash do not count. */
const comparable = (path: string) => path.replace(/\/$/, '').toLowerCase();

/**
 * A list's filters from the address bar, and the stable callbacks that change them. Any
 * change but paging goes back to the first page. The callbacks never change identity, so
 * the filter bar, the table's header and the footer (memoized) re-render only for what
 * they show (docs/decisions/0008-list-filter-change-cost.md). A change asked for once the
 * address has left the list (a debounced search, after "Novo contrato") is dropped: the
 * list would otherwise push its own address back over the screen being opened.
 *
 * The address is read and written as `useSearchParams` does (a new history entry, the
 * path kept, no state), without its `useNavigate`, which rebuilds its route matches on
 * every render and resolves the relative "?…" on every write: a query string on the same
 * path needs neither (~1 ms of a filter change at 4x CPU).
 *
 * "Left the list": the router's history (BrowserRouter, MemoryRouter) holds the next
 * address before the list sees it; leaving for a screen whose code still loads keeps the
 * list mounted, hidden behind the loader, and its timers run ("n" right after typing in
 * the search stayed on the list). A history that does not tell its address lets the write
 * through, as before.
 */
export function useListState<F extends object, S extends string, Q>(spec: ListSpec<F, S, Q>): ListState<F, S, Q> {
  const { pathname, search } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const href = useAppHref();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams) => {
    const listPath = href(pathname);
    const current = historyLocation(navigator)?.pathname;
    if (current !== undefined && comparable(current) !== comparable(listPath)) return;
    const query = next.toString();
    navigator.push({ pathname: listPath, search: query ? `?${query}` : '', hash: '' });
  };
  const [today] = useState(() => todayIso());
  const filters = useMemo(() => spec.parse(params, today), [spec, params, today]);
  const query = useMemo(() => spec.toQuery(filters), [spec, filters]);
  const narrowing = useMemo(() => spec.describe(filters, spec.defaultFilters(today)), [spec, filters, today]);

  const update = useStableCallback((patch: Partial<ListFilters<F, S>>) =>
    setParams(spec.toParams({ ...filters, ...patch, pagina: patch.pagina ?? 1 }, today)),
  );
  const clear = useStableCallback(() => setParams(spec.toParams(spec.cleared(filters, today), today)));
  const onSort = useStableCallback((field: S) =>
    update({ sort: nextSort(filters.sort, field) } as Partial<ListFilters<F, S>>),
  );
  const onPage = useStableCallback((page: number) => update({ pagina: page } as Partial<ListFilters<F, S>>));
  const onPageSize = useStableCallback((size: number) =>
    update({ tamanho_pagina: size } as Partial<ListFilters<F, S>>),
  );
  return { filters, query, narrowing, pageSizes: spec.pageSizes, update, clear, onSort, onPage, onPageSize };
}

/**
 * The API query `useListState` gives a list's screen for an address today: what a fresh
 * load asks for before the screen renders (decision 0011), under the same key, so the
 * screen finds the request under way (or its answer) and sends none of its own.
 */
export function listQueryAt<F extends object, S extends string, Q>(spec: ListSpec<F, S, Q>, search: string): Q {
  return spec.toQuery(spec.parse(new URLSearchParams(search), todayIso()));
}
