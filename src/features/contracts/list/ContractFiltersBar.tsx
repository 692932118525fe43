import { NativeSelect } from '@mantine/core';
import { memo, useCallback, type ChangeEvent } from 'react';
import { PAYMENT_FILTER_TYPES, STATUS_FILTERS, type StatusFilter } from '../../../api/contracts.schema';
import { customerPickerQuery } from '../../../api/reference';
import { paymentTypeLabel, STATUS_FILTER_LABELS } from '../../../lib/labels';
import { ClearFiltersButton } from '../../../ui/ClearFiltersButton';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { DeferredMultiSelect, DeferredRemoteMultiSelect } from '../../../ui/DeferredPicker';
import { SearchFilterInput } from '../../../ui/SearchFilterInput';
import type { ContractFilters } from './filters';

const PAYMENT_OPTIONS = PAYMENT_FILTER_TYPES.map((t) => ({ value: t, label: paymentTypeLabel(t) })).sort((a, b) =>
  a.label.localeCompare(b.label, 'pt-BR'),
);
const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] ?? s }));

/**
 * The contracts list's filters. Memoized, and so is each field: changing one filter
 * re-renders that field only (docs/performance.md). `onChange` and `onClear` must be
 * stable.
 */
export const ContractFiltersBar = memo(function ContractFiltersBar({
  filters,
  onChange,
  onClear,
  customerLabels,
  hasActiveFilters,
}: {
  filters: ContractFilters;
  onChange: (patch: Partial<ContractFilters>) => void;
  onClear: () => void;
  customerLabels: Record<string, string>;
  hasActiveFilters: boolean;
}) {
  const onSearch = useCallback((value: string) => onChange({ busca_textual: value }), [onChange]);
  const onDates = useCallback(
    (start: string, end: string) => onChange({ data_inicio: start, data_fim: end }),
    [onChange],
  );
  const onCustomers = useCallback((ids: string[]) => onChange({ cliente_id: ids }), [onChange]);
  const onPayments = useCallback((values: string[]) => onChange({ tipo_pagamento: values }), [onChange]);
  return (
    <form role="search" aria-label="Filtros de contratos" onSubmit={(e) => e.preventDefault()}>
      <div className="ui-filter-grid" style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
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
        <StatusSelect value={filters.status} onChange={onChange} />
        <DeferredRemoteMultiSelect
          label="Clientes"
          placeholder={filters.cliente_id.length ? undefined : 'Todos os clientes'}
          value={filters.cliente_id}
          onChange={onCustomers}
          optionsQuery={customerPickerQuery}
          knownLabels={customerLabels}
          clearable
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
        <ClearFiltersButton onClear={onClear} disabled={!hasActiveFilters} />
      </div>
    </form>
  );
});

const StatusSelect = memo(function StatusSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (patch: Partial<ContractFilters>) => void;
}) {
  return (
    <NativeSelect
      label="Situação"
      data={STATUS_OPTIONS}
      value={value}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        onChange({ status: event.currentTarget.value as StatusFilter })
      }
    />
  );
});
