import { Button, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { contractQueries, type SortField } from '../../../api/contracts';
import { todayIso } from '../../../lib/dates';
import { useStableCallback } from '../../../ui/useStableCallback';
import { paymentTypeLabel, STATUS_FILTER_LABELS } from '../../../lib/labels';
import { ListFooter } from '../../../ui/ListFooter';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { ContractFiltersBar } from './ContractFiltersBar';
import { ContractsTable } from './ContractsTable';
import {
  activeFilterDescriptions,
  defaultFilters,
  filtersToParams,
  nextSort,
  PAGE_SIZES,
  parseFilters,
  toListQuery,
  type ContractFilters,
} from './filters';

export default function ContractsListPage() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayIso());
  const filters = useMemo(() => parseFilters(params, today), [params, today]);
  const query = useQuery(contractQueries.list(toListQuery(filters)));

  // Stable callbacks: the filter bar, the table's header and the footer are memoized, so
  // a filter change or a response re-renders only what it changes (docs/performance.md).
  const update = useStableCallback((patch: Partial<ContractFilters>) => {
    // Any change but paging goes back to the first page.
    setParams(filtersToParams({ ...filters, ...patch, pagina: patch.pagina ?? 1 }, today));
  });
  const clear = useStableCallback(() =>
    setParams(filtersToParams({ ...defaultFilters(today), tamanho_pagina: filters.tamanho_pagina }, today)),
  );
  const onSort = useStableCallback((field: SortField) => update({ sort: nextSort(filters.sort, field) }));
  const onPage = useCallback((page: number) => update({ pagina: page }), [update]);
  const onPageSize = useCallback((size: number) => update({ tamanho_pagina: size }), [update]);

  const items = useMemo(() => query.data?.itens ?? [], [query.data]);
  const total = query.data?.itens_totais ?? 0;

  // Names of the selected customers, as the rows show them: the customers picker labels a
  // selection reopened from a link with them. Only selected ids are kept, so rows of other
  // customers arriving do not re-render the (memoized) filter bar.
  const [customerLabels, setCustomerLabels] = useState<Record<string, string>>({});
  const selectedLabels = useMemo(() => {
    const selected = new Set(filters.cliente_id);
    const out: Record<string, string> = {};
    for (const item of items) {
      const id = item.cliente?.id;
      if (id && selected.has(id) && item.cliente?.nome) out[id] = item.cliente.nome;
    }
    return out;
  }, [items, filters.cliente_id]);
  if (Object.keys(selectedLabels).some((id) => customerLabels[id] !== selectedLabels[id])) {
    setCustomerLabels({ ...customerLabels, ...selectedLabels });
  }

  const narrowing = activeFilterDescriptions(filters, today, {
    status: (s) => STATUS_FILTER_LABELS[s] ?? s,
    payment: paymentTypeLabel,
  });

  const header = useMemo(
    () => (
      <PageHeader
        title="Contratos"
        actions={
          <Button component={Link} to="/contratos/novo">
            Novo contrato
          </Button>
        }
      />
    ),
    [],
  );

  return (
    <Stack gap="md">
      {header}
      <Paper withBorder p="md" radius="md">
        <ContractFiltersBar
          filters={filters}
          onChange={update}
          onClear={clear}
          customerLabels={customerLabels}
          hasActiveFilters={narrowing.length > 0}
        />
      </Paper>

      {query.isError && !query.data ? (
        <ErrorState
          title="Não foi possível carregar os contratos"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Paper withBorder radius="md">
          {query.isError && (
            <ErrorState
              title="Não foi possível atualizar a lista"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          )}
          {!query.isPending && total === 0 ? (
            <EmptyState title="Nenhum contrato encontrado">
              <Text size="sm" c="dimmed" ta="center">
                {narrowing.length
                  ? `Os filtros aplicados (${narrowing.join('; ')}) não retornaram contratos.`
                  : 'Não há contratos no período de vigência selecionado.'}
              </Text>
              {narrowing.length > 0 && (
                <Button variant="light" onClick={clear}>
                  Limpar filtros
                </Button>
              )}
            </EmptyState>
          ) : (
            <ContractsTable
              items={items}
              loading={query.isPending}
              busy={query.isPlaceholderData}
              sort={filters.sort}
              onSort={onSort}
              pageSize={filters.tamanho_pagina}
            />
          )}
        </Paper>
      )}

      <ListFooter
        noun="contratos"
        page={filters.pagina}
        pageSize={filters.tamanho_pagina}
        pageSizes={PAGE_SIZES}
        total={total}
        loading={query.isPending}
        showingPrevious={query.isPlaceholderData}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </Stack>
  );
}
