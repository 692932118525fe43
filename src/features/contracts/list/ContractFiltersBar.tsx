import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { PAYMENT_FILTER_TYPES, STATUS_FILTERS, type StatusFilter } from '../../../api/contracts.schema';
import { customerPickerQuery } from '../../../api/reference';
import { compareIsoDates, isIsoDate } from '../../../lib/dates';
import { paymentTypeLabel, STATUS_FILTER_LABELS } from '../../../lib/labels';
import { DeferredMultiSelect, DeferredRemoteMultiSelect } from '../../../ui/DeferredPicker';
import { SearchFilterInput } from '../../../ui/SearchFilterInput';
import type { ContractFilters } from './filters';

const PAYMENT_OPTIONS = PAYMENT_FILTER_TYPES.map((t) => ({ value: t, label: paymentTypeLabel(t) })).sort((a, b) =>
  a.label.localeCompare(b.label, 'pt-BR'),
);
const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] ?? s }));

/** Memoized: the page re-renders when a response arrives, the filters do not change then. */
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
  // The search box and dates keep what the user types; only valid values reach the URL.

  const [start, setStart] = useState(filters.data_inicio);
  const [end, setEnd] = useState(filters.data_fim);
  const [datesFromUrl, setDatesFromUrl] = useState(`${filters.data_inicio}|${filters.data_fim}`);
  if (`${filters.data_inicio}|${filters.data_fim}` !== datesFromUrl) {
    setDatesFromUrl(`${filters.data_inicio}|${filters.data_fim}`);
    setStart(filters.data_inicio);
    setEnd(filters.data_fim);
  }
  const startError = !isIsoDate(start) ? 'Informe a data inicial.' : null;
  const endError = !isIsoDate(end)
    ? 'Informe a data final.'
    : !startError && compareIsoDates(end, start) < 0
      ? 'A data final não pode ser anterior à inicial.'
      : null;
  const applyDates = (nextStart: string, nextEnd: string) => {
    if (isIsoDate(nextStart) && isIsoDate(nextEnd) && compareIsoDates(nextEnd, nextStart) >= 0) {
      onChange({ data_inicio: nextStart, data_fim: nextEnd });
    }
  };

  return (
    <form role="search" aria-label="Filtros de contratos" onSubmit={(e) => e.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mb="sm">
        <SearchFilterInput
          label="Buscar"
          placeholder="Nome do cliente ou número"
          value={filters.busca_textual}
          onSearch={(value) => onChange({ busca_textual: value })}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            type="date"
            label="Vigência de"
            value={start}
            error={startError}
            onChange={(e) => {
              setStart(e.currentTarget.value);
              applyDates(e.currentTarget.value, end);
            }}
          />
          <TextInput
            type="date"
            label="até"
            value={end}
            error={endError}
            onChange={(e) => {
              setEnd(e.currentTarget.value);
              applyDates(start, e.currentTarget.value);
            }}
          />
        </Group>
        <NativeSelect
          label="Situação"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as StatusFilter })}
        />
        <DeferredRemoteMultiSelect
          label="Clientes"
          placeholder={filters.cliente_id.length ? undefined : 'Todos os clientes'}
          value={filters.cliente_id}
          onChange={(ids) => onChange({ cliente_id: ids })}
          optionsQuery={customerPickerQuery}
          knownLabels={customerLabels}
          clearable
        />
        <DeferredMultiSelect
          label="Formas de pagamento"
          placeholder={filters.tipo_pagamento.length ? undefined : 'Todas as formas'}
          data={PAYMENT_OPTIONS}
          value={filters.tipo_pagamento}
          onChange={(values) => onChange({ tipo_pagamento: values })}
          searchable
          clearable
          nothingFoundMessage="Nenhuma forma encontrada"
        />
        <Group align="flex-end">
          <Button variant="default" onClick={onClear} disabled={!hasActiveFilters}>
            Limpar filtros
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
});
