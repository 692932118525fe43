import {
  RECEIVABLE_SORT_FIELDS,
  RECEIVABLE_STATUSES,
  type ReceivableSortField,
  type ReceivableStatus,
} from '../../../api/receivables.schema';
import type { ReceivablesViewQuery } from '../../../api/receivables';
import { openBeforeQuery } from '../../../lib/ledger-view';
import { OPEN_RECEIVABLES_FLOOR } from '../../../lib/aging';
import { formatDateBR, type IsoDate } from '../../../lib/dates';
import { monthBounds } from '../../../lib/date-math';
import { receivableStatusLabel, type LedgerSide } from '../../../lib/labels/receivable';
import {
  countOf,
  dateField,
  dateInterval,
  defineList,
  listField,
  textField,
  type FieldCodec,
  type Fields,
} from '../../../ui/plain/list/url-state';
import { DEFAULT_PAGE_SIZE } from '../../../lib/vocabulary';
import type { LedgerWords } from './sides';

/** What is still open from before the period: on unless `abertos_anteriores=nao`. */
const openBeforeField: FieldCodec<boolean> = {
  parse: (raw, fallback) => (raw === 'nao' ? false : raw === 'sim' ? true : fallback),
  toParams: (value, fallback) => (value === fallback ? [] : [value ? 'sim' : 'nao']),
  toQuery: (value) => value,
};

/** Only entries without a category: on with `sem_categoria=sim` (the search has no such filter: the view narrows). */
const uncategorisedField: FieldCodec<boolean> = {
  parse: (raw, fallback) => (raw === 'sim' ? true : raw === 'nao' ? false : fallback),
  toParams: (value) => (value ? ['sim'] : []),
  toQuery: (value) => value || undefined,
};

/** The filters both ledger lists share (the API's names, and two of the view's). */
interface LedgerFilterFields {
  abertos_anteriores: boolean;
  ids_categorias: string[];
  sem_categoria: boolean;
  data_competencia_de: IsoDate;
  data_competencia_ate: IsoDate;
  data_pagamento_de: IsoDate;
  data_pagamento_ate: IsoDate;
  descricao: string;
  ids_contas_financeiras: string[];
  status: ReceivableStatus[];
  data_vencimento_de: IsoDate;
  data_vencimento_ate: IsoDate;
}

/** Filters only a link sets (a statement's or a month close's figure): the filter panel has no field for them. */
export const LINK_ONLY_CLEARED = {
  ids_categorias: [],
  sem_categoria: false,
  data_competencia_de: '',
  data_competencia_ate: '',
  data_pagamento_de: '',
  data_pagamento_ate: '',
} satisfies Partial<LedgerFilterFields>;

export const hasLinkOnlyFilters = (f: LedgerFilterFields): boolean =>
  f.ids_categorias.length > 0 || f.sem_categoria || f.data_competencia_de !== '' || f.data_pagamento_de !== '';

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
  ids_categorias: listField(),
  sem_categoria: uncategorisedField,
  data_competencia_de: dateField(),
  data_competencia_ate: dateField(),
  data_pagamento_de: dateField(),
  data_pagamento_ate: dateField(),
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
    ...LINK_ONLY_CLEARED,
    descricao: '',
    ids_contas_financeiras: [],
    status: [],
    data_vencimento_de: first,
    data_vencimento_ate: last,
  };
}

const ONLY_PERIOD = 'só vencimentos do período';

function describeShared(f: LedgerFilterFields, side: LedgerSide): string[] {
  return [
    ...(f.abertos_anteriores ? [] : [ONLY_PERIOD]),
    ...(f.descricao.trim() ? [`descrição com “${f.descricao.trim()}”`] : []),
    ...(f.status.length ? [`situação: ${f.status.map((s) => receivableStatusLabel(s, side)).join(', ')}`] : []),
    ...(f.ids_contas_financeiras.length
      ? [countOf(f.ids_contas_financeiras.length, 'conta financeira', 'contas financeiras')]
      : []),
    ...(f.ids_categorias.length ? [countOf(f.ids_categorias.length, 'categoria', 'categorias')] : []),
    ...(f.sem_categoria ? ['sem categoria'] : []),
    ...(f.data_competencia_de
      ? [`competência de ${formatDateBR(f.data_competencia_de)} a ${formatDateBR(f.data_competencia_ate)}`]
      : []),
    ...(f.data_pagamento_de
      ? [`pagamento de ${formatDateBR(f.data_pagamento_de)} a ${formatDateBR(f.data_pagamento_ate)}`]
      : []),
  ];
}

export type PartyKey = 'ids_clientes' | 'ids_fornecedores';

/** A side's list: the shared filters and its party's; the due-date interval is required and "Limpar filtros" keeps it. */
function ledgerList<F extends LedgerFilterFields>(
  side: LedgerSide,
  party: PartyKey & keyof F,
  nouns: [string, string],
) {
  return defineList<F, ReceivableSortField, ReceivablesViewQuery>({
    // The API accepts 10, 20, 50, 100, 200, 500 or 1000.
    pageSizes: [10, 20, 50, 100],
    defaultPageSize: DEFAULT_PAGE_SIZE,
    sortFields: RECEIVABLE_SORT_FIELDS,
    keepOnClear: ['data_vencimento_de', 'data_vencimento_ate'],
    fields: { ...SHARED_FIELDS, [party]: listField() } as Fields<F>,
    check: (f, defaults) =>
      [
        dateInterval<F>('data_competencia_de', 'data_competencia_ate', false),
        dateInterval<F>('data_pagamento_de', 'data_pagamento_ate', false),
      ].reduce(
        (checked, check) => check(checked, defaults),
        dateInterval<F>('data_vencimento_de', 'data_vencimento_ate', true)(f, defaults),
      ),
    defaults: (today) => ({ ...sharedDefaults(today), [party]: [] }) as unknown as F,
    describe: (f) => {
      const chosen = f[party] as string[];
      return [...describeShared(f, side), ...(chosen.length ? [countOf(chosen.length, ...nouns)] : [])];
    },
    fixed: side === 'pagar' ? { lado: side } : undefined,
  });
}

export const receivablesList = ledgerList<ReceivableFilterFields>('receber', 'ids_clientes', ['cliente', 'clientes']);
export const payablesList = ledgerList<PayableFilterFields>('pagar', 'ids_fornecedores', [
  'fornecedor',
  'fornecedores',
]);

/** A side's words around its rows: the footer's noun, the load error's title and the empty state. */
export function listWords(words: LedgerWords) {
  return {
    noun: 'parcelas',
    errorTitle: words.errorTitle,
    empty: {
      title: 'Nenhuma parcela encontrada',
      // Before the period only what is still open is listed (decision 0110): say where the rest is.
      filtered: (narrowing: string) =>
        `Os filtros aplicados (${narrowing}) não retornaram parcelas neste intervalo de vencimento. As já quitadas que venceram antes dele não entram: para achar uma, escolha um período que inclua o vencimento dela.`,
      unfiltered: words.emptyUnfiltered,
    },
  };
}

/**
 * What the list shows, in words: the period, what is still open from before it, and every other
 * filter (`narrowing`, the list's own words), shown or not in the filter panel.
 */
export function rangeStatement(query: ReceivablesViewQuery, narrowing: readonly string[] = []): string {
  // The floor of every open installment is a search's bound, not a date anyone chose: it is not shown.
  const period =
    query.data_vencimento_de <= OPEN_RECEIVABLES_FLOOR
      ? `vencimentos até ${formatDateBR(query.data_vencimento_ate)}`
      : `vencimentos de ${formatDateBR(query.data_vencimento_de)} a ${formatDateBR(query.data_vencimento_ate)}`;
  const shown =
    query.abertos_anteriores && openBeforeQuery(query) ? `parcelas em aberto vencidas antes + ${period}` : period;
  return `Mostrando: ${[shown, ...narrowing.filter((n) => n !== ONLY_PERIOD)].join('; ')}.`;
}
