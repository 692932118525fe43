import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CsvColumn } from '../../../lib/csv';
import { platformToday } from '../../../lib/dates';
import type { ListPage } from '../../../lib/paged-export';
import { ExportButton } from '../export/ExportButton';
import { useStableCallback } from '../useStableCallback';
import { ListFooter } from '../ListFooter';
import { PageHeader } from '../PageHeader';
import { EmptyState, ErrorState } from '../QueryState';
import { DataTable, type DataTableProps } from './DataTable';
import { FilterBar, type FilterDef } from './FilterBar';
import { PlainButton } from '../controls';
import type { ReadQuery } from '../ReadAt';
import { lazyOptional } from '../load-scoped';
import type { ListState } from './useListState';

/** When the rows were read: after the first paint, which does not need it. */
const ReadAt = lazyOptional(() => import('../ReadAt').then((m) => ({ default: m.ReadAt })));

export interface ListQuery extends ReadQuery {
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loaded on the first click, so the export's columns cost the first screen nothing. */
export interface ListExport<T, Q> {
  /** The file's name without `.csv`: a list of one period names it, the others add the day of the export. */
  fileName: string | ((query: Q) => string);
  pageSize: number;
  fetchPage: (query: Q, page: number, pageSize: number, signal: AbortSignal) => Promise<ListPage<T>>;
  key: (row: T) => string;
  columns: ReadonlyArray<CsvColumn<T>>;
  onPause?: (listener: (seconds: number) => void) => () => void;
}

/** Module-level, so the header stays memoized. */
export interface ListExportRef<T, Q> {
  title: string;
  load: () => Promise<ListExport<T, Q>>;
}

export interface ListScreenProps<T, F extends object, S extends string, Q> {
  /** The title; buttons beside it (module-level, so the header stays memoized); an alert under it. */
  header: { title: string; actions?: ReactNode; notice?: ReactNode };
  filterBar: {
    label: string;
    /** Module-level. */
    fields: readonly FilterDef<F>[];
    /** Memoized (useSelectedLabels). */
    knownLabels?: Partial<Record<keyof F & string, Record<string, string>>>;
  };
  list: ListState<F, S, Q>;
  /** The query's state, this page's rows and how many rows in all. */
  result: { query: ListQuery; items: T[]; total: number };
  /** `noun` is lower case plural ("contratos"), for the footer. */
  words: {
    noun: string;
    errorTitle: string;
    empty: { title: string; filtered: (narrowing: string) => string; unfiltered: string };
  };
  /** The table's own props, and what sits above it (totals, a selection bar). */
  table: Omit<DataTableProps<T, S>, 'items' | 'loading' | 'busy' | 'pageSize' | 'sort' | 'onSort'> & {
    above?: ReactNode;
  };
  exportAs?: ListExportRef<T, Q>;
  /** After the footer (a dialog the list opens). */
  children?: ReactNode;
}

/** Every list is this frame, a spec and its columns (decision 0010). */
export function ListScreen<T, F extends object, S extends string, Q>({
  header: { title, actions, notice },
  filterBar,
  list,
  result,
  words: { noun, errorTitle, empty },
  table: { above, ...table },
  exportAs,
  children,
}: ListScreenProps<T, F, S, Q>) {
  const { query, items, total } = result;
  // The filters of the moment of the click.
  const createExport = useStableCallback(async () => {
    const spec = await (exportAs as ListExportRef<T, Q>).load();
    const filters = list.query;
    return {
      fetchPage: (page: number, signal: AbortSignal) => spec.fetchPage(filters, page, spec.pageSize, signal),
      pageSize: spec.pageSize,
      expectedTotal: query.isPending || query.isPlaceholderData || query.isError ? null : total,
      key: spec.key,
      columns: spec.columns,
      fileName: typeof spec.fileName === 'string' ? `${spec.fileName}-${platformToday()}` : spec.fileName(filters),
      ...(spec.onPause ? { onPause: spec.onPause } : {}),
    };
  });
  const exportTitle = exportAs?.title;
  const { filters: state, narrowing } = list;
  const [filtersShown, toggleFilters] = useFiltersShown(title);
  const filtersId = `filtros-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  // Counted only while the panel is hidden, so a filter change does not re-render the header.
  const activeCount = filtersShown ? 0 : narrowing.length;
  const header = useMemo(
    () => (
      <PageHeader
        title={title}
        actions={
          <>
            <PlainButton
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
            </PlainButton>
            {exportTitle && <ExportButton title={exportTitle} createSpec={createExport} />}
            {actions}
          </>
        }
      />
    ),
    [title, actions, exportTitle, createExport, filtersShown, filtersId, toggleFilters, activeCount],
  );
  // The rows of these filters are shown (or could not be read): their address may follow.
  const shown = !query.isPending && !query.isPlaceholderData;
  const { settled } = list;
  useEffect(() => {
    if (shown) settled();
  }, [shown, state, settled]);
  const retry = () => void query.refetch();
  /** The list could not be read at all (a failed refresh keeps the rows it had). */
  const unread = query.isError && query.data === undefined;
  return (
    <div className="ui-stack ui-gap-sm">
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
        <FilterBar<F>
          label={filterBar.label}
          fields={filterBar.fields}
          filters={state}
          // TypeScript cannot see through F that these are the same patch.
          onChange={list.update as (patch: Partial<F>) => void}
          onClear={list.clear}
          knownLabels={filterBar.knownLabels}
          hasActiveFilters={narrowing.length > 0}
        />
      </div>
      {above}

      {unread ? (
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
                <PlainButton variant="light" onClick={list.clear}>
                  Limpar filtros
                </PlainButton>
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

      {/* Nothing read, nothing to count or page through. */}
      {!unread && (
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
      )}
      <Suspense fallback={null}>
        <ReadAt queries={[query]} />
      </Suspense>
      {children}
    </div>
  );
}

/** Remembered per list in this browser; refused storage only forgets the choice. */
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
