import { MultiSelect, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { receivableQueries, type Receivable, type ReceivableTotals } from '../../../api/receivables';
import { RECEIVABLE_STATUSES, type ReceivableSortField, type ReceivableStatus } from '../../../api/receivables.schema';
import { customerPickerQuery, referenceQueries } from '../../../api/reference';
import { receivableStatusLabel } from '../../../lib/receivable-labels';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { Money } from '../../../ui/format';
import { ChoicesFilter, RecordsFilter, type FilterBarProps } from '../../../ui/list/fields';
import { FilterForm, useFilter, useSelectedLabels } from '../../../ui/list/FilterForm';
import { ListScreen } from '../../../ui/list/ListScreen';
import type { ListFilters } from '../../../ui/list/url-state';
import { useListState } from '../../../ui/list/useListState';
import { RemoteMultiSelect } from '../../../ui/RemoteMultiSelect';
import { SearchFilterInput } from '../../../ui/SearchFilterInput';
import { useStableCallback } from '../../../ui/useStableCallback';
import { MUTED } from '../muted';
import { RECEIVABLE_COLUMNS } from './columns';
import { receivablesList, type ReceivableFilterFields } from './spec';

/** Every row of the filters as CSV: the columns load on the first click. */
const EXPORT = { title: 'Exportar recebíveis', load: () => import('./export').then((m) => m.RECEIVABLE_EXPORT) };

type Filters = ListFilters<ReceivableFilterFields, ReceivableSortField>;

const TABLE = { caption: 'Parcelas a receber', columns: RECEIVABLE_COLUMNS, minWidth: 972 };
const EMPTY = {
  title: 'Nenhuma parcela encontrada',
  filtered: (narrowing: string) =>
    `Os filtros aplicados (${narrowing}) não retornaram parcelas neste intervalo de vencimento.`,
  unfiltered: 'Não há parcelas a receber com vencimento no intervalo selecionado.',
};
const NO_ITEMS: Receivable[] = [];
const customerOf = (r: Receivable) => r.cliente;

export default function ReceivablesListPage() {
  const list = useListState(receivablesList);
  const query = useQuery(receivableQueries.list(list.query));
  const items = query.data?.itens ?? NO_ITEMS;
  const customerLabels = useSelectedLabels(items, list.filters.ids_clientes, customerOf);
  return (
    <ListScreen
      title="Recebíveis"
      filters={
        <ReceivablesFiltersBar
          filters={list.filters}
          onChange={list.update}
          onClear={list.clear}
          customerLabels={customerLabels}
          hasActiveFilters={list.narrowing.length > 0}
        />
      }
      beforeTable={<Totals totals={query.data?.totais} />}
      list={list}
      query={query}
      items={items}
      total={query.data?.itens_totais ?? 0}
      noun="parcelas"
      errorTitle="Não foi possível carregar os recebíveis"
      empty={EMPTY}
      table={TABLE}
      exportAs={EXPORT}
    />
  );
}

/**
 * The filter's totals (the whole filtered set, not only the page), normalized by the API
 * layer from either shape; a figure the platform did not send is not shown.
 */
const Totals = memo(function Totals({ totals }: { totals: ReceivableTotals | null | undefined }) {
  if (!totals) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Totais do filtro">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {totals.total !== null && <Total label="Total do período filtrado" value={totals.total} />}
        {totals.recebido !== null && <Total label="Recebido" value={totals.recebido} color="green" />}
        {totals.emAberto !== null && <Total label="Em aberto" value={totals.emAberto} />}
        {totals.atrasado !== null && <Total label="Em atraso" value={totals.atrasado} color="red" />}
      </SimpleGrid>
    </Paper>
  );
});

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

const STATUS_OPTIONS = RECEIVABLE_STATUSES.map((s) => ({ value: s, label: receivableStatusLabel(s) }));

/** Memoized, with stable setters: a filter change re-renders the field it changes. */
const ReceivablesFiltersBar = memo(function ReceivablesFiltersBar({
  filters,
  onChange,
  onClear,
  customerLabels,
  hasActiveFilters,
}: FilterBarProps<Filters>) {
  const onSearch = useFilter(onChange, 'descricao');
  const onDates = useStableCallback((start: string, end: string) =>
    onChange({ data_vencimento_de: start, data_vencimento_ate: end }),
  );
  const onStatus = useStableCallback((values: string[]) => onChange({ status: values as ReceivableStatus[] }));
  const onCustomers = useFilter(onChange, 'ids_clientes');
  const onAccounts = useFilter(onChange, 'ids_contas_financeiras');
  return (
    <FilterForm label="Filtros de recebíveis" onClear={onClear} hasActiveFilters={hasActiveFilters}>
      <SearchFilterInput
        label="Buscar na descrição"
        placeholder="Ex.: Contrato 1001"
        value={filters.descricao}
        onSearch={onSearch}
      />
      <DateRangeFilter
        label="Vencimento de"
        start={filters.data_vencimento_de}
        end={filters.data_vencimento_ate}
        required
        onApply={onDates}
      />
      <ChoicesFilter
        picker={MultiSelect}
        label="Situação"
        allLabel="Todas as situações"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={onStatus}
      />
      <RecordsFilter
        picker={RemoteMultiSelect}
        label="Clientes"
        allLabel="Todos os clientes"
        value={filters.ids_clientes}
        onChange={onCustomers}
        optionsQuery={customerPickerQuery}
        knownLabels={customerLabels}
      />
      <AccountsFilter value={filters.ids_contas_financeiras} onChange={onAccounts} />
    </FilterForm>
  );
});

/** The financial accounts, from the API once (a short list). */
function AccountsFilter({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const accounts = useQuery(referenceQueries.accounts(''));
  const options = useMemo(() => {
    const out = (accounts.data?.items ?? []).map((a) => ({ value: a.id, label: a.nome }));
    // Selected accounts keep a label while the list loads or if an account disappeared.
    for (const id of value) if (!out.some((o) => o.value === id)) out.push({ value: id, label: 'Conta selecionada' });
    return out;
  }, [accounts.data, value]);
  return (
    <ChoicesFilter
      picker={MultiSelect}
      label="Contas financeiras"
      allLabel="Todas as contas"
      data={options}
      value={value}
      onChange={onChange}
      error={accounts.isError ? `Não foi possível carregar as contas: ${accounts.error.message}` : undefined}
      searchable
      nothingFoundMessage={accounts.isPending ? 'Carregando…' : 'Nenhuma conta encontrada'}
    />
  );
}
