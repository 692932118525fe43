import {
  RECEIVABLE_SORT_FIELDS,
  RECEIVABLE_STATUSES,
  type ReceivableSortField,
  type ReceivableStatus,
} from '../../../api/receivables.schema';
import type { ReceivablesViewQuery } from '../../../api/receivables';
import { openBeforeQuery } from '../../../lib/ledger-view';
import { OPEN_RECEIVABLES_FLOOR } from '../../../lib/aging';
import { formatDateBR, monthBounds, type IsoDate } from '../../../lib/dates';
import { receivableStatusLabel, type LedgerSide } from '../../../lib/receivable-labels';
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

/** What is still open from before the period: on unless `abertos_anteriores=nao`. */
const openBeforeField: FieldCodec<boolean> = {
  parse: (raw, fallback) => (raw === 'nao' ? false : raw === 'sim' ? true : fallback),
  toParams: (value, fallback) => (value === fallback ? [] : [value ? 'sim' : 'nao']),
  toQuery: (value) => value,
};

/** The filters both ledger lists share (the API's names, and one of the view's). */
interface LedgerFilterFields {
  abertos_anteriores: boolean;
  descricao: string;
  ids_contas_financeiras: string[];
  status: ReceivableStatus[];
  data_vencimento_de: IsoDate;
  data_vencimento_ate: IsoDate;
}

/** The receivables list's filters: the shared ones and its customers. */
export interface ReceivableFilterFields extends LedgerFilterFields {
  ids_clientes: string[];
}

/** The payables list's filters: the shared ones and its suppliers (narrowed by the view). */
export interface PayableFilterFields extends LedgerFilterFields {
  ids_fornecedores: string[];
}

const SHARED_FIELDS = {
  abertos_anteriores: openBeforeField,
  descricao: textField(),
  ids_contas_financeiras: listField(),
  status: listField(RECEIVABLE_STATUSES),
  data_vencimento_de: dateField(),
  data_vencimento_ate: dateField(),
};

/** The current month, with everything still open from before it. */
function sharedDefaults(today: IsoDate): LedgerFilterFields {
  const { first, last } = monthBounds(today);
  return {
    abertos_anteriores: true,
    descricao: '',
    ids_contas_financeiras: [],
    status: [],
    data_vencimento_de: first,
    data_vencimento_ate: last,
  };
}

function describeShared(f: LedgerFilterFields, side: LedgerSide): string[] {
  return [
    ...(f.abertos_anteriores ? [] : ['só vencimentos do período']),
    ...(f.descricao.trim() ? [`descrição com “${f.descricao.trim()}”`] : []),
    ...(f.status.length ? [`situação: ${f.status.map((s) => receivableStatusLabel(s, side)).join(', ')}`] : []),
    ...(f.ids_contas_financeiras.length
      ? [countOf(f.ids_contas_financeiras.length, 'conta financeira', 'contas financeiras')]
      : []),
  ];
}

/** What both lists share: the due-date interval is required and "Limpar filtros" keeps it. */
const SHARED = {
  // The API accepts 10, 20, 50, 100, 200, 500 or 1000.
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: RECEIVABLE_SORT_FIELDS,
  keepOnClear: ['data_vencimento_de', 'data_vencimento_ate'] as const,
};
const checkInterval = <F extends LedgerFilterFields>() =>
  dateInterval<F>('data_vencimento_de', 'data_vencimento_ate', true);

export const receivablesList = defineList<ReceivableFilterFields, ReceivableSortField, ReceivablesViewQuery>({
  ...SHARED,
  fields: { ...SHARED_FIELDS, ids_clientes: listField() },
  check: checkInterval(),
  defaults: (today) => ({ ...sharedDefaults(today), ids_clientes: [] }),
  describe: (f) => [
    ...describeShared(f, 'receber'),
    ...(f.ids_clientes.length ? [countOf(f.ids_clientes.length, 'cliente', 'clientes')] : []),
  ],
});

export const payablesList = defineList<PayableFilterFields, ReceivableSortField, ReceivablesViewQuery>({
  ...SHARED,
  fields: { ...SHARED_FIELDS, ids_fornecedores: listField() },
  check: checkInterval(),
  defaults: (today) => ({ ...sharedDefaults(today), ids_fornecedores: [] }),
  describe: (f) => [
    ...describeShared(f, 'pagar'),
    ...(f.ids_fornecedores.length ? [countOf(f.ids_fornecedores.length, 'fornecedor', 'fornecedores')] : []),
  ],
  fixed: { lado: 'pagar' },
});

/** What the list shows, in words, including what is still open from before the period. */
export function rangeStatement(query: ReceivablesViewQuery): string {
  const period = `vencimentos de ${formatDateBR(query.data_vencimento_de)} a ${formatDateBR(query.data_vencimento_ate)}`;
  if (query.abertos_anteriores && openBeforeQuery(query)) {
    return `Mostrando: parcelas em aberto com vencimento desde ${formatDateBR(OPEN_RECEIVABLES_FLOOR)} + ${period}.`;
  }
  return `Mostrando: ${period}.`;
}
