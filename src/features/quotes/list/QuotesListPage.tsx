import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { quoteQueries, type BulkDeleteResult, type QuoteListItem } from '../../../api/quotes';
import { referenceQueries } from '../../../api/reference';
import { ListFooter } from '../../../ui/ListFooter';
import { PageHeader } from '../../../ui/PageHeader';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { quoteSituationLabel } from '../labels';
import { BulkDeleteDialog, type SelectedQuote } from './BulkDeleteDialog';
import {
  activeFilterDescriptions,
  DEFAULT_FILTERS,
  filtersToParams,
  nextSort,
  PAGE_SIZES,
  parseFilters,
  toListQuery,
  type QuoteFilters,
} from './filters';
import { QuoteFiltersBar } from './QuoteFiltersBar';
import { QuotesTable } from './QuotesTable';

export default function QuotesListPage() {
  const [params, setParams] = useSearchParams();
  // Coming from a quote's detail after deleting it.
  const deletedNumber = (useLocation().state as { deleted?: number | string } | null)?.deleted;
  const filters = useMemo(() => parseFilters(params), [params]);
  const query = useQuery(quoteQueries.list(toListQuery(filters)));
  const sellers = useQuery(referenceQueries.sellers(''));

  const update = (patch: Partial<QuoteFilters>) => {
    // Any change but paging goes back to the first page.
    setParams(filtersToParams({ ...filters, ...patch, pagina: patch.pagina ?? 1 }));
  };
  const clear = () => setParams(filtersToParams({ ...DEFAULT_FILTERS, tamanho_pagina: filters.tamanho_pagina }));

  const items = useMemo(() => query.data?.itens ?? [], [query.data]);
  const total = query.data?.total_itens ?? 0;

  // Customer names seen in rows label the customer filter when a link reopens it.
  const [customerLabels, setCustomerLabels] = useState<Record<string, string>>({});
  const rowLabels = useMemo(() => {
    const out: Record<string, string> = {};
    for (const item of items) if (item.cliente?.id && item.cliente.nome) out[item.cliente.id] = item.cliente.nome;
    return out;
  }, [items]);
  if (Object.keys(rowLabels).some((id) => customerLabels[id] !== rowLabels[id])) {
    setCustomerLabels({ ...customerLabels, ...rowLabels });
  }
  const sellerLabels = useMemo(
    () => Object.fromEntries((sellers.data?.items ?? []).map((s) => [s.id, s.nome])),
    [sellers.data],
  );

  // The selection survives paging and filtering: id -> number (for the confirmation).
  const [selected, setSelected] = useState<Map<string, SelectedQuote>>(new Map());
  const [confirming, setConfirming] = useState<SelectedQuote[] | null>(null);
  const toggle = (item: QuoteListItem, checked: boolean) => {
    const next = new Map(selected);
    if (checked) next.set(item.id, { id: item.id, numero: item.numero ?? '—' });
    else next.delete(item.id);
    setSelected(next);
  };
  const togglePage = (checked: boolean) => {
    const next = new Map(selected);
    for (const item of items) {
      if (checked) next.set(item.id, { id: item.id, numero: item.numero ?? '—' });
      else next.delete(item.id);
    }
    setSelected(next);
  };
  const finished = (result: BulkDeleteResult) => {
    const failed = new Set(result.failed.flatMap((f) => f.ids));
    setSelected(new Map([...selected].filter(([id]) => failed.has(id))));
  };

  // The dialog unmounts when closed, so it cannot give focus back itself: back to its
  // trigger, or to the heading when nothing is left selected (the trigger is disabled).
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeDialog = () => {
    setConfirming(null);
    window.setTimeout(() => {
      const trigger = triggerRef.current;
      if (trigger && !trigger.disabled) trigger.focus();
      else rootRef.current?.querySelector<HTMLElement>('h1')?.focus();
    }, 0);
  };

  const narrowing = activeFilterDescriptions(filters, quoteSituationLabel);
  const selectedIds = new Set(selected.keys());

  return (
    <Stack gap="md" ref={rootRef}>
      <PageHeader
        title="Orçamentos"
        actions={
          <Button component={Link} to="/orcamentos/novo">
            Novo orçamento
          </Button>
        }
      />
      {deletedNumber !== undefined && (
        <Alert color="green" role="status" title={`Orçamento nº ${deletedNumber} excluído.`} />
      )}
      <Paper withBorder p="md" radius="md">
        <QuoteFiltersBar
          filters={filters}
          onChange={update}
          onClear={clear}
          customerLabels={customerLabels}
          sellerLabels={sellerLabels}
          hasActiveFilters={narrowing.length > 0}
        />
      </Paper>

      <Group justify="space-between" wrap="wrap" mih={36}>
        <Text size="sm" aria-live="polite">
          {selected.size === 0
            ? 'Nenhum orçamento selecionado'
            : `${selected.size} ${selected.size === 1 ? 'orçamento selecionado' : 'orçamentos selecionados'}`}
        </Text>
        <Group gap="sm">
          {selected.size > 0 && (
            <Button variant="subtle" onClick={() => setSelected(new Map())}>
              Limpar seleção
            </Button>
          )}
          <Button
            ref={triggerRef}
            color="red"
            variant="light"
            disabled={selected.size === 0}
            onClick={() => setConfirming([...selected.values()])}
          >
            Excluir selecionados
          </Button>
        </Group>
      </Group>

      {query.isError && !query.data ? (
        <ErrorState
          title="Não foi possível carregar os orçamentos"
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
            <EmptyState title="Nenhum orçamento encontrado">
              <Text size="sm" c="dimmed" ta="center">
                {narrowing.length
                  ? `Os filtros aplicados (${narrowing.join('; ')}) não retornaram orçamentos.`
                  : 'Ainda não há orçamentos.'}
              </Text>
              {narrowing.length > 0 && (
                <Button variant="light" onClick={clear}>
                  Limpar filtros
                </Button>
              )}
            </EmptyState>
          ) : (
            <QuotesTable
              items={items}
              loading={query.isPending}
              busy={query.isPlaceholderData}
              sort={filters.sort}
              onSort={(field) => update({ sort: nextSort(filters.sort, field) })}
              pageSize={filters.tamanho_pagina}
              selected={selectedIds}
              onToggle={toggle}
              onTogglePage={togglePage}
            />
          )}
        </Paper>
      )}

      <ListFooter
        noun="orçamentos"
        page={filters.pagina}
        pageSize={filters.tamanho_pagina}
        pageSizes={PAGE_SIZES}
        total={total}
        loading={query.isPending}
        showingPrevious={query.isPlaceholderData}
        onPage={(page) => update({ pagina: page })}
        onPageSize={(size) => update({ tamanho_pagina: size })}
      />

      {confirming && <BulkDeleteDialog quotes={confirming} onClose={closeDialog} onFinished={finished} />}
    </Stack>
  );
}
