import { Button, Group, MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RECEIVABLE_STATUSES } from '../../../api/receivables';
import { referenceQueries, customerPickerQuery } from '../../../api/reference';
import { receivableStatusLabel } from '../../../lib/receivable-labels';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
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
  const onDates = useCallback(
    (start: string, end: string) => onChange({ data_vencimento_de: start, data_vencimento_ate: end }),
    [onChange],
  );

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
        <DateRangeFilter
          label="Vencimento de"
          start={filters.data_vencimento_de}
          end={filters.data_vencimento_ate}
          required
          onApply={onDates}
        />
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
