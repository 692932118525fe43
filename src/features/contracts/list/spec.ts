import {
  PAYMENT_FILTER_TYPES,
  STATUS_FILTERS,
  type ContractListItem,
  type ContractListQuery,
  type SortField,
  type StatusFilter,
} from '../../../api/contracts.schema';
import { parseIsoDate, type IsoDate } from '../../../lib/dates';
import { paymentTypeLabel, STATUS_FILTER_LABELS } from '../../../lib/labels/contract';
// The page size alone: the first screen shows none of the vocabulary's words.
import { DEFAULT_PAGE_SIZE } from '../../../lib/page-size';
import {
  choiceField,
  countOf,
  dateField,
  dateInterval,
  defineList,
  listField,
  textField,
} from '../../../ui/plain/list/url-state';

/** The contracts list's filters (the API's parameter names). The validity interval is required. */
export interface ContractFilterFields {
  busca_textual: string;
  cliente_id: string[];
  tipo_pagamento: string[];
  status: StatusFilter;
  data_inicio: IsoDate;
  data_fim: IsoDate;
}

/** Default interval: from 1 January three years ago to 31 December next year. */
export function defaultInterval(today: IsoDate): { data_inicio: IsoDate; data_fim: IsoDate } {
  const year = (parseIsoDate(today) as { year: number }).year;
  return { data_inicio: `${year - 3}-01-01`, data_fim: `${year + 1}-12-31` };
}

export const contractsList = defineList<ContractFilterFields, SortField, ContractListQuery>({
  pageSizes: [10, 20, 50],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: ['DATA_INICIO', 'DATA_FIM'],
  fields: {
    busca_textual: textField(),
    cliente_id: listField(),
    tipo_pagamento: listField(PAYMENT_FILTER_TYPES),
    status: choiceField(STATUS_FILTERS, 'TODOS'),
    data_inicio: dateField(),
    data_fim: dateField(),
  },
  defaults: (today) => ({
    busca_textual: '',
    cliente_id: [],
    tipo_pagamento: [],
    status: 'TODOS',
    ...defaultInterval(today),
  }),
  check: dateInterval('data_inicio', 'data_fim', true),
  describe: (f, d) => [
    ...(f.busca_textual.trim() ? [`busca por “${f.busca_textual.trim()}”`] : []),
    ...(f.status !== 'TODOS' ? [`situação: ${STATUS_FILTER_LABELS[f.status] ?? f.status}`] : []),
    ...(f.cliente_id.length ? [countOf(f.cliente_id.length, 'cliente', 'clientes')] : []),
    ...(f.tipo_pagamento.length ? [`pagamento: ${f.tipo_pagamento.map(paymentTypeLabel).join(', ')}`] : []),
    ...(f.data_inicio !== d.data_inicio || f.data_fim !== d.data_fim ? ['período de vigência'] : []),
  ],
});

/** A row of the list: the contract, and whether the platform said it is under value adjustment (decision 0113). */
export type ContractRow = ContractListItem & { adjusting?: true };

/** The rows with their adjustment marks, the answer's own objects when no row is marked. */
export function withAdjusting(items: ContractListItem[], marks: Readonly<Record<string, number>>): ContractRow[] {
  if (!items.some((c) => c.id in marks)) return items;
  return items.map((c) => (c.id in marks ? { ...c, adjusting: true } : c));
}

/** The list's words: the footer's noun, the load error's title and the empty state. */
export const WORDS = {
  noun: 'contratos',
  errorTitle: 'Não foi possível carregar os contratos',
  empty: {
    title: 'Nenhum contrato encontrado',
    filtered: (narrowing: string) => `Os filtros aplicados (${narrowing}) não retornaram contratos.`,
    unfiltered: 'Não há contratos no período de vigência selecionado.',
  },
};
