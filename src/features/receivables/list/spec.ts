import {
  RECEIVABLE_SORT_FIELDS,
  RECEIVABLE_STATUSES,
  type ReceivableSortField,
  type ReceivablesQuery,
  type ReceivableStatus,
} from '../../../api/receivables.schema';
import { monthBounds, type IsoDate } from '../../../lib/dates';
import { receivableStatusLabel } from '../../../lib/receivable-labels';
import { countOf, dateField, dateInterval, defineList, listField, textField } from '../../../ui/list/url-state';
import { DEFAULT_PAGE_SIZE } from '../../../lib/vocabulary';

/** The receivables list's filters (the API's names). The due-date interval is required: the current month by default. */
export interface ReceivableFilterFields {
  descricao: string;
  ids_clientes: string[];
  ids_contas_financeiras: string[];
  status: ReceivableStatus[];
  data_vencimento_de: IsoDate;
  data_vencimento_ate: IsoDate;
}

export const receivablesList = defineList<ReceivableFilterFields, ReceivableSortField, ReceivablesQuery>({
  // The API accepts 10, 20, 50, 100, 200, 500 or 1000.
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: RECEIVABLE_SORT_FIELDS,
  fields: {
    descricao: textField(),
    ids_clientes: listField(),
    ids_contas_financeiras: listField(),
    status: listField(RECEIVABLE_STATUSES),
    data_vencimento_de: dateField(),
    data_vencimento_ate: dateField(),
  },
  defaults: (today) => {
    const { first, last } = monthBounds(today);
    return {
      descricao: '',
      ids_clientes: [],
      ids_contas_financeiras: [],
      status: [],
      data_vencimento_de: first,
      data_vencimento_ate: last,
    };
  },
  check: dateInterval('data_vencimento_de', 'data_vencimento_ate', true),
  // The interval is where the user is looking: "Limpar filtros" keeps it.
  keepOnClear: ['data_vencimento_de', 'data_vencimento_ate'],
  describe: (f) => [
    ...(f.descricao.trim() ? [`descrição com “${f.descricao.trim()}”`] : []),
    ...(f.status.length ? [`situação: ${f.status.map(receivableStatusLabel).join(', ')}`] : []),
    ...(f.ids_clientes.length ? [countOf(f.ids_clientes.length, 'cliente', 'clientes')] : []),
    ...(f.ids_contas_financeiras.length
      ? [countOf(f.ids_contas_financeiras.length, 'conta financeira', 'contas financeiras')]
      : []),
  ],
});
