import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { QUOTE_SITUATIONS, type QuoteSituation } from '../../../api/quotes.schema';
import { referenceKeys, searchSellers, customerPickerQuery } from '../../../api/reference';
import { compareIsoDates, isIsoDate } from '../../../lib/dates';
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

/** Both ends or neither; the end not before the start. */
export function intervalErrors(start: string, end: string): { start: string | null; end: string | null } {
  if (!start && !end) return { start: null, end: null };
  const startError = !start ? 'Informe também a data inicial.' : !isIsoDate(start) ? 'Data inválida.' : null;
  const endError = !end
    ? 'Informe também a data final.'
    : !isIsoDate(end)
      ? 'Data inválida.'
      : !startError && compareIsoDates(end, start) < 0
        ? 'A data final não pode ser anterior à inicial.'
        : null;
  return { start: startError, end: endError };
}

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
  // The dates keep what the user types; only valid values reach the URL.

  const [start, setStart] = useState<string>(filters.data_inicio);
  const [end, setEnd] = useState<string>(filters.data_fim);
  const urlDates = `${filters.data_inicio}|${filters.data_fim}`;
  const [datesFromUrl, setDatesFromUrl] = useState(urlDates);
  if (urlDates !== datesFromUrl) {
    setDatesFromUrl(urlDates);
    setStart(filters.data_inicio);
    setEnd(filters.data_fim);
  }
  const errors = intervalErrors(start, end);
  const applyDates = (nextStart: string, nextEnd: string) => {
    const e = intervalErrors(nextStart, nextEnd);
    if (!e.start && !e.end) onChange({ data_inicio: nextStart, data_fim: nextEnd });
  };

  return (
    <form role="search" aria-label="Filtros de orçamentos" onSubmit={(e) => e.preventDefault()}>
      <div className="ui-filter-grid">
        <SearchFilterInput
          label="Buscar"
          placeholder="Nome do cliente ou número"
          value={filters.termo_busca}
          onSearch={(value) => onChange({ termo_busca: value })}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            type="date"
            label="Data do orçamento de"
            value={start}
            error={errors.start}
            onChange={(e) => {
              setStart(e.currentTarget.value);
              applyDates(e.currentTarget.value, end);
            }}
          />
          <TextInput
            type="date"
            label="até"
            value={end}
            error={errors.end}
            onChange={(e) => {
              setEnd(e.currentTarget.value);
              applyDates(start, e.currentTarget.value);
            }}
          />
        </Group>
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
