import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QuoteListItem } from '../../../api/quotes';
import { QUOTE_SITUATIONS } from '../../../api/quotes.schema';
import { sellerPickerQuery } from '../../../api/pickers';
import { customerPickerQuery, referenceQueries } from '../../../api/reference';
import { useSelectedLabels } from '../../../ui/plain/list/FilterForm';
import { customersFilter } from '../../../ui/plain/list/customers-filter';
import type { FilterDef } from '../../../ui/plain/list/FilterBar';
import { ChoicesMultiSelect } from '../../../ui/plain/ChoicesMultiSelect';
import { RemoteMultiSelect } from '../../../ui/mantine/RemoteMultiSelect';
import { quoteSituationLabel } from '../../../lib/labels/quote';
import { type QuoteFilterFields } from './spec';

const SITUATION_OPTIONS = QUOTE_SITUATIONS.map((s) => ({ value: s, label: quoteSituationLabel(s) }));

/** The filter bar, as data (FilterBar). */
export const FILTERS: readonly FilterDef<QuoteFilterFields>[] = [
  { kind: 'search', key: 'termo_busca', label: 'Buscar', placeholder: 'Nome do cliente ou número' },
  { kind: 'dates', key: 'data_inicio', end: 'data_fim', label: 'Data do orçamento de' },
  {
    kind: 'choices',
    key: 'situacoes',
    label: 'Situação',
    allLabel: 'Todas as situações',
    options: SITUATION_OPTIONS,
    picker: ChoicesMultiSelect,
  },
  customersFilter('ids_clientes', RemoteMultiSelect, customerPickerQuery),
  {
    kind: 'records',
    key: 'ids_vendedores',
    label: 'Vendedores',
    allLabel: 'Todos os vendedores',
    picker: RemoteMultiSelect,
    optionsQuery: sellerPickerQuery,
  },
];

const customerOf = (q: QuoteListItem) => q.cliente;

/** The names of the chosen customers (from the rows) and sellers (from the API), for the filter bar. */
export function useQuoteFilterLabels(items: QuoteListItem[], customerIds: readonly string[]) {
  const sellers = useQuery(referenceQueries.sellers(''));
  const customerLabels = useSelectedLabels(items, customerIds, customerOf);
  const sellerLabels = useMemo(
    () => Object.fromEntries((sellers.data?.items ?? []).map((s) => [s.id, s.nome])),
    [sellers.data],
  );
  return useMemo(
    () => ({ ids_clientes: customerLabels, ids_vendedores: sellerLabels }),
    [customerLabels, sellerLabels],
  );
}
