import { Button, Group, MultiSelect } from '@mantine/core';
import { useCallback } from 'react';
import { QUOTE_SITUATIONS, type QuoteSituation } from '../../../api/quotes.schema';
import { referenceKeys, searchSellers, customerPickerQuery } from '../../../api/reference';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { RemoteMultiSelect, type PickerQuery } from '../../../ui/RemoteMultiSelect';
import { SearchFilterInput } from '../../../ui/SearchFilterInput';
import { quoteSituationLabel } from '../labels';
import type { QuoteFilters } from './filters';

const SITUATION_OPTIONS = QUOTE_SITUATIONS.map((s) => ({ value: s, label: quoteSituationLabel(s) }));

const sellerOptions = (search: string): PickerQuery => ({
  queryKey: [...referenceKeys.sellers(search.trim()), 'options'],
  queryFn: async ({ signal }) =>
    (await searchSellers(search, signal)).items.map((s) => ({ value: s.id, label: s.nome })),
  staleTime: 5 * 60_000,
});

export function QuoteFiltersBar({
  filters,
  onChange,
  onClear,
  customerLabels,
  sellerLabels,
  hasActiveFilters,
}: {
  filters: QuoteFilters;
  onChange: (patch: Partial<QuoteFilters>) => void;
  onClear: () => void;
  customerLabels: Record<string, string>;
  sellerLabels: Record<string, string>;
  hasActiveFilters: boolean;
}) {
  const onDates = useCallback(
    (start: string, end: string) => onChange({ data_inicio: start, data_fim: end }),
    [onChange],
  );

  return (
    <form role="search" aria-label="Filtros de orçamentos" onSubmit={(e) => e.preventDefault()}>
      <div className="ui-filter-grid">
        <SearchFilterInput
          label="Buscar"
          placeholder="Nome do cliente ou número"
          value={filters.termo_busca}
          onSearch={(value) => onChange({ termo_busca: value })}
        />
        <DateRangeFilter
          label="Data do orçamento de"
          start={filters.data_inicio}
          end={filters.data_fim}
          onApply={onDates}
        />
        <MultiSelect
          label="Situação"
          placeholder={filters.situacoes.length ? undefined : 'Todas as situações'}
          data={SITUATION_OPTIONS}
          value={filters.situacoes}
          onChange={(values) => onChange({ situacoes: values as QuoteSituation[] })}
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
        <RemoteMultiSelect
          label="Vendedores"
          placeholder={filters.ids_vendedores.length ? undefined : 'Todos os vendedores'}
          value={filters.ids_vendedores}
          onChange={(ids) => onChange({ ids_vendedores: ids })}
          optionsQuery={sellerOptions}
          knownLabels={sellerLabels}
          clearable
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
