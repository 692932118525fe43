import { useCallback, useMemo, useState, type ReactNode, type Ref } from 'react';
import type { CsvColumn } from '../../lib/csv';
import { todayIso } from '../../lib/dates';
import type { ListPage } from '../../lib/paged-export';
import { ExportButton } from '../export/ExportButton';
import { useStableCallback } from '../useStableCallback';
import { ListFooter } from '../ListFooter';
import { PageHeader } from '../PageHeader';
import { EmptyState, ErrorState } from '../QueryState';
import { DataTable, type DataTableProps } from './DataTable';
import { FilterBar, type FilterDef } from './FilterBar';
import { Button } from '../plain';
import type { ListState } from './useListState';

/** What the frame needs of the list's query (TanStack Query's result). */
export interface ListQuery {
  data: unknown;
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * How a list exports every row of its current filters: the pages are read at `pageSize`,
 * the endpoint's largest. Loaded on the first click (`ListExportRef.load`), so the columns
 * and their labels cost the list's first screen nothing.
 */
export interface ListExport<T, Q> {
  /** The file name's start; the date of the export follows (`contratos-2026-11-23.csv`). */
  fileName: string;
  pageSize: number;
  fetchPage: (query: Q, page: number, pageSize: number, signal: AbortSignal) => Promise<ListPage<T>>;
  key: (row: T) => string;
  columns: ReadonlyArray<CsvColumn<T>>;
  /** Subscribes to "the platform asked to wait N seconds" (the HTTP layer's 429 pauses). */
  onPause?: (listener: (seconds: number) => void) => () => void;
}

/** The list's export as the header knows it (a module-level constant: the header stays memoized). */
export interface ListExportRef<T, Q> {
  /** The dialog's title, e.g. "Exportar contratos". */
  title: string;
  load: () => Promise<ListExport<T, Q>>;
}

export interface ListScreenProps<T, F extends object, S extends string, Q> {
  title: string;
  /** Buttons of the header ("Novo contrato"): a module-level element, so the header stays memoized. */
  actions?: ReactNode;
  /** Above the filters (a confirmation after a deletion). */
  notice?: ReactNode;
  /** The list's filter bar (memoized, given `list.update` and `list.clear`); or `filterBar`. */
  filters?: ReactNode;
  /** The filter bar as data: the frame renders it (FilterBar) with the list's state. */
  filterBar?: {
    /** "Filtros de contratos". */
    label: string;
    /** Module-level. */
    fields: readonly FilterDef<F>[];
    /** Memoized: per records field, the selected ids' names (useSelectedLabels). */
    knownLabels?: Partial<Record<keyof F & string, Record<string, string>>>;
  };
  /** Between the filters and the table (totals, the selection's actions). */
  beforeTable?: ReactNode;
  list: ListState<F, S, Q>;
  query: ListQuery;
  items: T[];
  total: number;
  /** Plural noun of the rows, lower case ("contratos"). */
  noun: string;
  errorTitle: string;
  empty: {
    title: string;
    /** With filters that narrow: why nothing shows, from their descriptions. */
    filtered: (narrowing: string) => string;
    /** Without: the list itself is empty. */
    unfiltered: string;
  };
  table: Omit<DataTableProps<T, S>, 'items' | 'loading' | 'busy' | 'pageSize' | 'sort' | 'onSort'>;
  /** After the footer (dialogs). */
  children?: ReactNode;
  /** The screen's root (to find its heading). */
  rootRef?: Ref<HTMLDivElement>;
  /** "Exportar CSV" in the header: every row of the current filters. */
  exportAs?: ListExportRef<T, Q>;
}

/**
 * A list screen: header, filter panel, the load's error, the empty state, the table
 * (DataTable) and the footer (ListFooter). Every list is this frame, a spec (url-state)
 * and its columns (docs/decisions/0010-list-kit.md).
 */
export function ListScreen<T, F extends object, S extends string, Q>({
  title,
  actions,
  notice,
  filters,
  filterBar,
  beforeTable,
  list,
  query,
  items,
  total,
  noun,
  errorTitle,
  empty,
  table,
  children,
  rootRef,
  exportAs,
}: ListScreenProps<T, F, S, Q>) {
  // Read when the user asks: the filters of that moment, whatever page is shown.
  const createExport = useStableCallback(async () => {
    const spec = await (exportAs as ListExportRef<T, Q>).load();
    const query = list.query;
    return {
      fetchPage: (page: number, signal: AbortSignal) => spec.fetchPage(query, page, spec.pageSize, signal),
      pageSize: spec.pageSize,
      key: spec.key,
      columns: spec.columns,
      fileName: `${spec.fileName}-${todayIso()}`,
      ...(spec.onPause ? { onPause: spec.onPause } : {}),
    };
  });
  const exportTitle = exportAs?.title;
  const { filters: state, narrowing } = list;
  const [filtersShown, toggleFilters] = useFiltersShown(title);
  const filtersId = `filtros-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  // The header says how many filters are active only while the panel is hidden: a change of
  // filters with the panel shown (nearly every one) does not re-render the header.
  const activeCount = filtersShown ? 0 : narrowing.length;
  const header = useMemo(
    () => (
      <PageHeader
        title={title}
        actions={
          <>
            <Button
              variant="subtle"
              aria-expanded={filtersShown}
              aria-controls={filtersId}
              onClick={toggleFilters}
              data-filters-toggle=""
            >
              {filtersShown
                ? 'Ocultar filtros'
                : activeCount
                  ? `Mostrar filtros (${activeCount} ${activeCount === 1 ? 'ativo' : 'ativos'})`
                  : 'Mostrar filtros'}
            </Button>
            {exportTitle && <ExportButton title={exportTitle} createSpec={createExport} />}
            {actions}
          </>
        }
      />
    ),
    [title, actions, exportTitle, createExport, filtersShown, filtersId, toggleFilters, activeCount],
  );
  const retry = () => void query.refetch();
  return (
    <div className="ui-stack ui-gap-sm" ref={rootRef}>
      {header}
      {notice}
      {/* Hidden, not unmounted: what is typed in a field survives hiding the panel. */}
      <div
        className="ui-paper"
        style={{ padding: 'var(--mantine-spacing-sm)' }}
        id={filtersId}
        hidden={!filtersShown}
        data-list-filters=""
      >
        {filterBar ? (
          <FilterBar<F>
            label={filterBar.label}
            fields={filterBar.fields}
            filters={state}
            // A patch of the fields is a patch of the list filters (TypeScript cannot see it through F).
            onChange={list.update as (patch: Partial<F>) => void}
            onClear={list.clear}
            knownLabels={filterBar.knownLabels}
            hasActiveFilters={narrowing.length > 0}
          />
        ) : (
          filters
        )}
      </div>
      {beforeTable}

      {query.isError && query.data === undefined ? (
        <ErrorState title={errorTitle} error={query.error} onRetry={retry} />
      ) : (
        <div className="ui-paper">
          {query.isError && (
            <ErrorState title="Não foi possível atualizar a lista" error={query.error} onRetry={retry} />
          )}
          {!query.isPending && total === 0 ? (
            <EmptyState title={empty.title}>
              <p className="ui-text-sm ui-dimmed" style={{ textAlign: 'center' }}>
                {narrowing.length ? empty.filtered(narrowing.join('; ')) : empty.unfiltered}
              </p>
              {narrowing.length > 0 && (
                <Button variant="light" onClick={list.clear}>
                  Limpar filtros
                </Button>
              )}
            </EmptyState>
          ) : (
            <DataTable<T, S>
              {...table}
              items={items}
              loading={query.isPending}
              busy={query.isPlaceholderData}
              pageSize={state.tamanho_pagina}
              sort={state.sort}
              onSort={list.onSort}
            />
          )}
        </div>
      )}

      <ListFooter
        noun={noun}
        page={state.pagina}
        pageSize={state.tamanho_pagina}
        pageSizes={list.pageSizes}
        total={total}
        loading={query.isPending}
        showingPrevious={query.isPlaceholderData}
        onPage={list.onPage}
        onPageSize={list.onPageSize}
      />
      {children}
    </div>
  );
}

/**
 * Whether the list's filter panel is shown: remembered per list in this browser (a user
 * who hides it on a small screen finds it hidden next time). Shown by default; storage
 * refused (private mode) only forgets the choice.
 */
function useFiltersShown(list: string): [boolean, () => void] {
  const key = `lista.filtros-ocultos:${list}`;
  const [hidden, setHidden] = useState(() => safely(() => localStorage.getItem(key) === '1') === true);
  const toggle = useCallback(() => {
    setHidden((was) => {
      safely(() => (was ? localStorage.removeItem(key) : localStorage.setItem(key, '1')));
      return !was;
    });
  }, [key]);
  return [!hidden, toggle];
}

function safely<T>(read: () => T): T | false {
  try {
    return read();
  } catch {
    return false;
  }
}
