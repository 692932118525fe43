import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RECEIVABLE_STATUSES } from '../../../api/receivables';
import { referenceQueries, customerPickerQuery } from '../../../api/reference';
import { compareIsoDates, isIsoDate } from '../../../lib/dates';
import { receivableStatusLabel } from '../../../lib/receivable-labels';
import { RemoteMultiSelect } from '../../../ui/RemoteMultiSelect';
import { SearchFilterInput } from '../../../ui/SearchFilterInput';
import type { ReceivableFilters } from './filters';

const STATUS_OPTIONS = RECEIVABLE_STATUSES.map((s) => ({ value: s, label: receivableStatusLabel(s) }));

export function ReceivablesFiltersBar({
  filters,
  onChange,
  onClear,
  customerLabels,
  hasActiveFilters,
}: {
  filters: ReceivableFilters;
  onChange: (patch: Partial<ReceivableFilters>) => void;
  onClear: () => void;
  customerLabels: Record<string, string>;
  hasActiveFilters: boolean;
}) {
  // The dates keep what the user types; only valid values reach the URL.

  const [start, setStart] = useState(filters.data_vencimento_de);
  const [end, setEnd] = useState(filters.data_vencimento_ate);
  const [datesFromUrl, setDatesFromUrl] = useState(`${filters.data_vencimento_de}|${filters.data_vencimento_ate}`);
  if (`${filters.data_vencimento_de}|${filters.data_vencimento_ate}` !== datesFromUrl) {
    setDatesFromUrl(`${filters.data_vencimento_de}|${filters.data_vencimento_ate}`);
    setStart(filters.data_vencimento_de);
    setEnd(filters.data_vencimento_ate);
  }
  const startError = !isIsoDate(start) ? 'Informe a data inicial.' : null;
  const endError = !isIsoDate(end)
    ? 'Informe a data final.'
    : !startError && compareIsoDates(end, start) < 0
      ? 'A data final não pode ser anterior à inicial.'
      : null;
  const applyDates = (nextStart: string, nextEnd: string) => {
    if (isIsoDate(nextStart) && isIsoDate(nextEnd) && compareIsoDates(nextEnd, nextStart) >= 0) {
      onChange({ data_vencimento_de: nextStart, data_vencimento_ate: nextEnd });
    }
  };

  const accounts = useQuery(referenceQueries.accounts(''));
  const accountOptions = (accounts.data?.items ?? []).map((a) => ({ value: a.id, label: a.nome }));
  // Selected accounts keep a label while the list loads or if an account disappeared.
  for (const id of filters.ids_contas_financeiras) {
    if (!accountOptions.some((o) => o.value === id)) accountOptions.push({ value: id, label: 'Conta selecionada' });
  }

  return (
    <form role="search" aria-label="Filtros de recebíveis" onSubmit={(e) => e.preventDefault()}>
      <div className="ui-filter-grid">
        <SearchFilterInput
          label="Buscar na descrição"
          placeholder="Ex.: Contrato 1001"
          value={filters.descricao}
          onSearch={(value) => onChange({ descricao: value })}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            type="date"
            label="Vencimento de"
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
        <MultiSelect
          label="Situação"
          placeholder={filters.status.length ? undefined : 'Todas as situações'}
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(values) => onChange({ status: values as ReceivableFilters['status'] })}
          clearable
        />
        <RemoteMultiSelect
          label="Clientes"
          placeholder={filters.ids_clientes.length ? undefined : 'Todos os clientes'}
          value={filters.ids_clientes}
          onChange={(ids) => onChange({ ids_clientes: ids })}
          optionsQuery={customerPickerQuery}
          knownLabels={customerLabels}
          clearable
        />
        <MultiSelect
          label="Contas financeiras"
          placeholder={filters.ids_contas_financeiras.length ? undefined : 'Todas as contas'}
          data={accountOptions}
          value={filters.ids_contas_financeiras}
          onChange={(ids) => onChange({ ids_contas_financeiras: ids })}
          error={accounts.isError ? `Não foi possível carregar as contas: ${accounts.error.message}` : undefined}
          searchable
          clearable
          nothingFoundMessage={accounts.isPending ? 'Carregando…' : 'Nenhuma conta encontrada'}
        />
        <Group align="flex-end">
          <Button variant="default" onClick={onClear} disabled={!hasActiveFilters}>
            Limpar filtros
          </Button>
        </Group>
      </div>
    </form>
  );
}
