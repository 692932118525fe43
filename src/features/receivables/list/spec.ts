import {
  RECEIVABLE_SORT_FIELDS,
  RECEIVABLE_STATUSES,
  type ReceivableSortField,
  type ReceivableStatus,
} from '../../../api/receivables.schema';
import { openBeforeQuery, type ReceivablesViewQuery } from '../../../api/receivables';
import { OPEN_RECEIVABLES_FLOOR } from '../../../lib/aging';
import { formatDateBR, monthBounds, type IsoDate } from '../../../lib/dates';
import { receivableStatusLabel } from '../../../lib/receivable-labels';
import {
  countOf,
  dateField,
  dateInterval,
  defineList,
  listField,
  textField,
  type FieldCodec,
} from '../../../ui/list/url-state';
import { DEFAULT_PAGE_SIZE } from '../../../lib/vocabulary';

/**
 * "Also what is still open from before the period": on by default (absent from the URL),
 * `abertos_anteriores=nao` turns it off (the home panel's links do, to land on exactly
 * their records). Decision 0110.
 */
const openBeforeField: FieldCodec<boolean> = {
  parse: (raw, fallback) => (raw === 'nao' ? false : raw === 'sim' ? true : fallback),
  toParams: (value, fallback) => (value === fallback ? [] : [value ? 'sim' : 'nao']),
  toQuery: (value) => value,
};

/**
 * The receivables list's filters (the API's names, and one of the view's). The due-date
 * interval is required: the current month by default, with everything still open from
 * before it.
 */
export interface ReceivableFilterFields {
  abertos_anteriores: boolean;
  descricao: string;
  ids_clientes: string[];
  ids_contas_financeiras: string[];
  status: ReceivableStatus[];
  data_vencimento_de: IsoDate;
  data_vencimento_ate: IsoDate;
}

export const receivablesList = defineList<ReceivableFilterFields, ReceivableSortField, ReceivablesViewQuery>({
  // The API accepts 10, 20, 50, 100, 200, 500 or 1000.
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: RECEIVABLE_SORT_FIELDS,
  fields: {
    abertos_anteriores: openBeforeField,
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
      abertos_anteriores: true,
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
    ...(f.abertos_anteriores ? [] : ['só vencimentos do período']),
    ...(f.descricao.trim() ? [`descrição com “${f.descricao.trim()}”`] : []),
    ...(f.status.length ? [`situação: ${f.status.map(receivableStatusLabel).join(', ')}`] : []),
    ...(f.ids_clientes.length ? [countOf(f.ids_clientes.length, 'cliente', 'clientes')] : []),
    ...(f.ids_contas_financeiras.length
      ? [countOf(f.ids_contas_financeiras.length, 'conta financeira', 'contas financeiras')]
      : []),
  ],
});

/**
 * What the list shows, in words: the default view adds what is still open from before the
 * period to the period's installments (decision 0110), and says so.
 */
export function rangeStatement(query: ReceivablesViewQuery): string {
  const period = `vencimentos de ${formatDateBR(query.data_vencimento_de)} a ${formatDateBR(query.data_vencimento_ate)}`;
  if (query.abertos_anteriores && openBeforeQuery(query)) {
    return `Mostrando: parcelas em aberto com vencimento desde ${formatDateBR(OPEN_RECEIVABLES_FLOOR)} + ${period}.`;
  }
  return `Mostrando: ${period}.`;
}
