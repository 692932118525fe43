import { Button, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { contractQueries } from '../../../api/contracts';
import {
  PAYMENT_FILTER_TYPES,
  STATUS_FILTERS,
  type ContractListItem,
  type SortField,
  type StatusFilter,
} from '../../../api/contracts.schema';
import { customerPickerQuery } from '../../../api/reference';
import { paymentTypeLabel, STATUS_FILTER_LABELS } from '../../../lib/labels';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { DeferredMultiSelect, DeferredRemoteMultiSelect } from '../../../ui/DeferredPicker';
import { RecordsFilter, type FilterBarProps } from '../../../ui/list/fields';
import { FilterForm, useFilter, useSelectedLabels } from '../../../ui/list/FilterForm';
import { ListScreen } from '../../../ui/list/ListScreen';
import type { ListFilters } from '../../../ui/list/url-state';
import { useListState } from '../../../ui/list/useListState';
import { SearchFilterInput } from '../../../ui/SearchFilterInput';
import { useStableCallback } from '../../../ui/useStableCallback';
import { CONTRACT_COLUMNS, contractsList, type ContractFilterFields } from './spec';

/** Every row of the filters as CSV: the columns load on the first click. */
const EXPORT = { title: 'Exportar contratos', load: () => import('./export').then((m) => m.CONTRACT_EXPORT) };

type Filters = ListFilters<ContractFilterFields, SortField>;

const ACTIONS = (
  <Button component={Link} to="/contratos/novo" aria-keyshortcuts="n">
    Novo contrato
  </Button>
);
const TABLE = { caption: 'Contratos recorrentes', columns: CONTRACT_COLUMNS, minWidth: 1016, rowClickable: true };
const EMPTY = {
  title: 'Nenhum contrato encontrado',
  filtered: (narrowing: string) => `Os filtros aplicados (${narrowing}) não retornaram contratos.`,
  unfiltered: 'Não há contratos no período de vigência selecionado.',
};
const customerOf = (c: ContractListItem) => c.cliente;

export default function ContractsListPage() {
  const list = useListState(contractsList);
  const query = useQuery(contractQueries.list(list.query));
  const items = query.data?.itens ?? NO_ITEMS;
  const customerLabels = useSelectedLabels(items, list.filters.cliente_id, customerOf);
  return (
    <ListScreen
      title="Contratos"
      actions={ACTIONS}
      filters={
        <ContractFiltersBar
          filters={list.filters}
          onChange={list.update}
          onClear={list.clear}
          customerLabels={customerLabels}
          hasActiveFilters={list.narrowing.length > 0}
        />
      }
      list={list}
      query={query}
      items={items}
      total={query.data?.itens_totais ?? 0}
      noun="contratos"
      errorTitle="Não foi possível carregar os contratos"
      empty={EMPTY}
      table={TABLE}
      exportAs={EXPORT}
    />
  );
}

const NO_ITEMS: ContractListItem[] = [];

const PAYMENT_OPTIONS = PAYMENT_FILTER_TYPES.map((t) => ({ value: t, label: paymentTypeLabel(t) })).sort((a, b) =>
  a.label.localeCompare(b.label, 'pt-BR'),
);
const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] ?? s }));

/** Memoized, and so is each field: changing one filter re-renders that field only. */
const ContractFiltersBar = memo(function ContractFiltersBar({
  filters,
  onChange,
  onClear,
  customerLabels,
  hasActiveFilters,
}: FilterBarProps<Filters>) {
  const onSearch = useFilter(onChange, 'busca_textual');
  const onDates = useStableCallback((start: string, end: string) => onChange({ data_inicio: start, data_fim: end }));
  const onCustomers = useFilter(onChange, 'cliente_id');
  const onPayments = useFilter(onChange, 'tipo_pagamento');
  const onStatus = useFilter(onChange, 'status');
  return (
    <FilterForm label="Filtros de contratos" onClear={onClear} hasActiveFilters={hasActiveFilters}>
      <SearchFilterInput
        label="Buscar"
        placeholder="Nome do cliente ou número"
        value={filters.busca_textual}
        onSearch={onSearch}
      />
      <DateRangeFilter
        label="Vigência de"
        start={filters.data_inicio}
        end={filters.data_fim}
        required
        onApply={onDates}
      />
      <StatusSelect value={filters.status} onChange={onStatus} />
      {/* The first screen's pickers load on first use (decision 0007). */}
      <RecordsFilter
        picker={DeferredRemoteMultiSelect}
        label="Clientes"
        allLabel="Todos os clientes"
        value={filters.cliente_id}
        onChange={onCustomers}
        optionsQuery={customerPickerQuery}
        knownLabels={customerLabels}
      />
      <DeferredMultiSelect
        label="Formas de pagamento"
        placeholder={filters.tipo_pagamento.length ? undefined : 'Todas as formas'}
        data={PAYMENT_OPTIONS}
        value={filters.tipo_pagamento}
        onChange={onPayments}
        searchable
        clearable
        nothingFoundMessage="Nenhuma forma encontrada"
      />
    </FilterForm>
  );
});

const StatusSelect = memo(function StatusSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
}) {
  return (
    <NativeSelect
      label="Situação"
      data={STATUS_OPTIONS}
      value={value}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value as StatusFilter)}
    />
  );
});
