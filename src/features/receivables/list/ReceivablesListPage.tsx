import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { receivableQueries } from '../../../api/receivables';
import { todayIso } from '../../../lib/dates';
import { receivableStatusLabel } from '../../../lib/receivable-labels';
import { Money } from '../../../ui/format';
import { ListFooter } from '../../../ui/ListFooter';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import {
  activeFilterDescriptions,
  defaultFilters,
  filtersToParams,
  nextSort,
  PAGE_SIZES,
  parseFilters,
  toSearchQuery,
  type ReceivableFilters,
} from './filters';
import { ReceivablesFiltersBar } from './ReceivablesFiltersBar';
import { ReceivablesTable } from './ReceivablesTable';
import { MUTED } from '../muted';

function Total({ label, value, color }: { label: string; value: number | null | undefined; color?: string }) {
  return (
    <div>
      <Text size="xs" c={MUTED}>
        {label}
      </Text>
      <Text fw={700} fz="xl" c={color}>
        <Money value={value} />
      </Text>
    </div>
  );
}

export default function ReceivablesListPage() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayIso());
  const filters = useMemo(() => parseFilters(params, today), [params, today]);
  const query = useQuery(receivableQueries.list(toSearchQuery(filters)));

  const update = (patch: Partial<ReceivableFilters>) => {
    // Any change but paging goes back to the first page.
    const next = { ...filters, ...patch, pagina: patch.pagina ?? 1 };
    setParams(filtersToParams(next, today));
  };
  const clear = () =>
    setParams(
      filtersToParams(
        {
          ...defaultFilters(today),
          tamanho_pagina: filters.tamanho_pagina,
          data_vencimento_de: filters.data_vencimento_de,
          data_vencimento_ate: filters.data_vencimento_ate,
        },
        today,
      ),
    );

  const items = useMemo(() => query.data?.itens ?? [], [query.data]);
  const total = query.data?.itens_totais ?? 0;
  const totals = query.data?.totais;

  const [customerLabels, setCustomerLabels] = useState<Record<string, string>>({});
  const rowLabels = useMemo(() => {
    const out: Record<string, string> = {};
    for (const item of items) if (item.cliente?.id && item.cliente.nome) out[item.cliente.id] = item.cliente.nome;
    return out;
  }, [items]);
  if (Object.keys(rowLabels).some((id) => customerLabels[id] !== rowLabels[id])) {
    setCustomerLabels({ ...customerLabels, ...rowLabels });
  }

  const narrowing = activeFilterDescriptions(filters, receivableStatusLabel);

  return (
    <Stack gap="md">
      <PageHeader title="Recebíveis" />
      <Paper withBorder p="md" radius="md">
        <ReceivablesFiltersBar
          filters={filters}
          onChange={update}
          onClear={clear}
          customerLabels={customerLabels}
          hasActiveFilters={narrowing.length > 0}
        />
      </Paper>

      {totals && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Totais do filtro">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {totals.total !== null && <Total label="Total do período filtrado" value={totals.total} />}
            {totals.recebido !== null && <Total label="Recebido" value={totals.recebido} color="green" />}
            {totals.emAberto !== null && <Total label="Em aberto" value={totals.emAberto} />}
            {totals.atrasado !== null && <Total label="Em atraso" value={totals.atrasado} color="red" />}
          </SimpleGrid>
        </Paper>
      )}

      {query.isError && !query.data ? (
        <ErrorState
          title="Não foi possível carregar os recebíveis"
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
            <EmptyState title="Nenhuma parcela encontrada">
              <Text size="sm" c={MUTED} ta="center">
                {narrowing.length
                  ? `Os filtros aplicados (${narrowing.join('; ')}) não retornaram parcelas neste intervalo de vencimento.`
                  : 'Não há parcelas a receber com vencimento no intervalo selecionado.'}
              </Text>
              {narrowing.length > 0 && (
                <Button variant="light" onClick={clear}>
                  Limpar filtros
                </Button>
              )}
            </EmptyState>
          ) : (
            <ReceivablesTable
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
        noun="parcelas"
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
