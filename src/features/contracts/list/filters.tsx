import { PAYMENT_FILTER_TYPES, STATUS_FILTERS } from '../../../api/contracts.schema';
import { customerPickerQuery } from '../../../api/reference-core';
import { paymentTypeLabel, STATUS_FILTER_LABELS } from '../../../lib/labels/contract';
import { DeferredChoicesMultiSelect, DeferredRemoteMultiSelect } from '../../../ui/plain/DeferredPicker';
import { customersFilter } from '../../../ui/plain/list/customers-filter';
import type { FilterDef } from '../../../ui/plain/list/FilterBar';
import { type ContractFilterFields } from './spec';

const PAYMENT_OPTIONS = PAYMENT_FILTER_TYPES.map((t) => ({ value: t, label: paymentTypeLabel(t) })).sort((a, b) =>
  a.label.localeCompare(b.label, 'pt-BR'),
);
const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] ?? s }));

/** The filter bar, as data (FilterBar). The first screen's pickers load on first use (decision 0009). */
export const FILTERS: readonly FilterDef<ContractFilterFields>[] = [
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
    picker: DeferredChoicesMultiSelect,
    searchable: true,
    nothingFoundMessage: 'Nenhuma forma encontrada',
  },
];
