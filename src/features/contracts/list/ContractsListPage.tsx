import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAdjustingMarks } from '../../../api/contract-adjustment';
import { contractQueries } from '../../../api/contracts';
import { PAYMENT_FILTER_TYPES, STATUS_FILTERS, type ContractListItem } from '../../../api/contracts.schema';
import { customerPickerQuery } from '../../../api/reference';
import { paymentTypeLabel, STATUS_FILTER_LABELS } from '../../../lib/labels';
import { DeferredMultiSelect, DeferredRemoteMultiSelect } from '../../../ui/DeferredPicker';
import { customersFilter } from '../../../ui/list/customers-filter';
import type { FilterDef } from '../../../ui/list/FilterBar';
import { useSelectedLabels } from '../../../ui/list/FilterForm';
import { ListScreen } from '../../../ui/list/ListScreen';
import { ButtonLink } from '../../../ui/plain';
import { listQueryAt, useListState } from '../../../ui/list/useListState';
import { CONTRACT_COLUMNS, contractsList, withAdjusting, type ContractFilterFields } from './spec';

/** Every row of the filters as CSV: the columns load on the first click. */
const EXPORT = { title: 'Exportar contratos', load: () => import('./export').then((m) => m.loadContractExport()) };

const ACTIONS = (
  <ButtonLink to="/contratos/novo" aria-keyshortcuts="n">
    Novo contrato
  </ButtonLink>
);
const TABLE = { caption: 'Contratos recorrentes', columns: CONTRACT_COLUMNS, minWidth: 1016, rowClickable: true };
const HEADER = { title: 'Contratos', actions: ACTIONS };
const WORDS = {
  noun: 'contratos',
  errorTitle: 'Não foi possível carregar os contratos',
  empty: {
    title: 'Nenhum contrato encontrado',
    filtered: (narrowing: string) => `Os filtros aplicados (${narrowing}) não retornaram contratos.`,
    unfiltered: 'Não há contratos no período de vigência selecionado.',
  },
};
const customerOf = (c: ContractListItem) => c.cliente;

/** The list's first page, asked for before the app renders (the router's `preload`). */
export const preloadContracts = (client: QueryClient, search: string) =>
  client.prefetchQuery(contractQueries.list(listQueryAt(contractsList, search)));

export default function ContractsListPage() {
  const list = useListState(contractsList);
  const query = useQuery(contractQueries.list(list.query));
  const answer = query.data?.itens ?? NO_ITEMS;
  const marks = useAdjustingMarks();
  const items = useMemo(() => withAdjusting(answer, marks), [answer, marks]);
  const customerLabels = useSelectedLabels(items, list.filters.cliente_id, customerOf);
  const knownLabels = useMemo(() => ({ cliente_id: customerLabels }), [customerLabels]);
  return (
    <ListScreen
      header={HEADER}
      filterBar={{ label: 'Filtros de contratos', fields: FILTERS, knownLabels }}
      list={list}
      result={{ query, items, total: query.data?.itens_totais ?? 0 }}
      words={WORDS}
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

/** The filter bar, as data (FilterBar). The first screen's pickers load on first use (decision 0007). */
const FILTERS: readonly FilterDef<ContractFilterFields>[] = [
  { kind: 'search', key: 'busca_textual', label: 'Buscar', placeholder: 'Nome do cliente ou número' },
  { kind: 'dates', key: 'data_inicio', end: 'data_fim', label: 'Vigência de', required: true },
  { kind: 'select', key: 'status', label: 'Situação', options: STATUS_OPTIONS },
  customersFilter('cliente_id', DeferredRemoteMultiSelect, customerPickerQuery),
  {
    kind: 'choices',
    key: 'tipo_pagamento',
    label: 'Formas de pagamento',
    allLabel: 'Todas as formas',
    options: PAYMENT_OPTIONS,
    picker: DeferredMultiSelect,
    searchable: true,
    nothingFoundMessage: 'Nenhuma forma encontrada',
  },
];
