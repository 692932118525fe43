import { useContext, useMemo, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { platformToday } from '../../../lib/dates';
import { isLaterNavigator } from '../later-navigation';
import { historyLocation, useAppHref } from '../AppLink';
import { useStableCallback } from '../useStableCallback';
import { nextSort, type ListFilters, type ListSpec } from './url-state';

export interface ListState<F extends object, S extends string, Q> {
  filters: ListFilters<F, S>;
  /** Give it to the list's `queryOptions`. */
  query: Q;
  /** Empty: nothing narrows the results. */
  narrowing: string[];
  pageSizes: readonly number[];
  /** Stable callbacks: */
  update: (patch: Partial<ListFilters<F, S>>) => void;
  clear: () => void;
  onSort: (field: S) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** The view of the current filters is painted: their address may be written. */
  settled: () => void;
}

/** The basename's case and a trailing slash do not count, as for the router. */
const comparable = (path: string) => path.replace(/\/$/, '').toLowerCase();

/** Stable callbacks; a change asked for once the address has left the list is dropped (decisions 0003, 0010). */
export function useListState<F extends object, S extends string, Q>(spec: ListSpec<F, S, Q>): ListState<F, S, Q> {
  const location = useLocation();
  const { pathname } = location;
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const href = useAppHref();
  // A change shown before its address is written: it holds until the router's location moves.
  const [ahead, setAhead] = useState<{ at: typeof location; search: string } | null>(null);
  const search = ahead?.at === location ? ahead.search : location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams) => {
    const listPath = href(pathname);
    const current = historyLocation(navigator)?.pathname;
    if (current !== undefined && comparable(current) !== comparable(listPath)) return;
    const query = next.toString();
    const to = { pathname: listPath, search: query ? `?${query}` : '', hash: '' };
    if (!isLaterNavigator(navigator)) return navigator.push(to);
    setAhead({ at: location, search: to.search });
    navigator.pushLater(to);
  };
  const settled = useStableCallback(() => {
    if (isLaterNavigator(navigator)) navigator.settled();
  });
  const [today] = useState(platformToday);
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
  return { filters, query, narrowing, pageSizes: spec.pageSizes, update, clear, onSort, onPage, onPageSize, settled };
}

/** What a fresh load asks for before the screen renders, under the same key (decision 0009). */
export function listQueryAt<F extends object, S extends string, Q>(spec: ListSpec<F, S, Q>, search: string): Q {
  return spec.toQuery(spec.parse(new URLSearchParams(search), platformToday()));
}
