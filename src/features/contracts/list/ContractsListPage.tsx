import { Button, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { contractQueries } from '../../../api/contracts';
import { todayIso } from '../../../lib/dates';
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

  const update = (patch: Partial<ContractFilters>) => {
    // Any change but paging goes back to the first page.
    const next = { ...filters, ...patch, pagina: patch.pagina ?? 1 };
    setParams(filtersToParams(next, today));
  };
  const clear = () =>
    setParams(filtersToParams({ ...defaultFilters(today), tamanho_pagina: filters.tamanho_pagina }, today));

  const items = useMemo(() => query.data?.itens ?? [], [query.data]);
  const total = query.data?.itens_totais ?? 0;

  const [customerLabels, setCustomerLabels] = useState<Record<string, string>>({});
  const rowLabels = useMemo(() => {
    const out: Record<string, string> = {};
    for (const item of items) if (item.cliente?.id && item.cliente.nome) out[item.cliente.id] = item.cliente.nome;
    return out;
  }, [items]);
  if (Object.keys(rowLabels).some((id) => customerLabels[id] !== rowLabels[id])) {
    setCustomerLabels({ ...customerLabels, ...rowLabels });
  }

  const narrowing = activeFilterDescriptions(filters, today, {
    status: (s) => STATUS_FILTER_LABELS[s] ?? s,
    payment: paymentTypeLabel,
  });

  return (
    <Stack gap="md">
      <PageHeader
        title="Contratos"
        actions={
          <Button component={Link} to="/contratos/novo">
            Novo contrato
          </Button>
        }
      />
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
              onSort={(field) => update({ sort: nextSort(filters.sort, field) })}
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
        onPage={(page) => update({ pagina: page })}
        onPageSize={(size) => update({ tamanho_pagina: size })}
      />
    </Stack>
  );
}
