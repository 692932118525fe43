import {
  QUOTE_SITUATIONS,
  QUOTE_SORT_FIELDS,
  type QuoteListQuery,
  type QuoteSituation,
  type QuoteSortField,
} from '../../../api/quotes.schema';
import { type IsoDate } from '../../../lib/dates';
import { DEFAULT_PAGE_SIZE } from '../../../lib/vocabulary';
import { countOf, dateField, dateInterval, defineList, listField, textField } from '../../../ui/plain/list/url-state';
import { quoteSituationLabel } from '../../../lib/labels/quote';

/** The quote list's filters (the API's names). The date interval is optional: both ends or neither. */
export interface QuoteFilterFields {
  termo_busca: string;
  situacoes: QuoteSituation[];
  ids_clientes: string[];
  ids_vendedores: string[];
  data_inicio: IsoDate | '';
  data_fim: IsoDate | '';
}

export const quotesList = defineList<QuoteFilterFields, QuoteSortField, QuoteListQuery>({
  pageSizes: [10, 20, 50],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: QUOTE_SORT_FIELDS,
  fields: {
    termo_busca: textField(),
    situacoes: listField(QUOTE_SITUATIONS),
    ids_clientes: listField(),
    ids_vendedores: listField(),
    data_inicio: dateField(),
    data_fim: dateField(),
  },
  defaults: () => ({
    termo_busca: '',
    situacoes: [],
    ids_clientes: [],
    ids_vendedores: [],
    data_inicio: '',
    data_fim: '',
  }),
  check: dateInterval('data_inicio', 'data_fim', false),
  describe: (f) => [
    ...(f.termo_busca.trim() ? [`busca por “${f.termo_busca.trim()}”`] : []),
    ...(f.situacoes.length ? [`situação: ${f.situacoes.map(quoteSituationLabel).join(', ')}`] : []),
    ...(f.ids_clientes.length ? [countOf(f.ids_clientes.length, 'cliente', 'clientes')] : []),
    ...(f.ids_vendedores.length ? [countOf(f.ids_vendedores.length, 'vendedor', 'vendedores')] : []),
    ...(f.data_inicio && f.data_fim ? ['período'] : []),
  ],
});

/** The list's words: the footer's noun, the load error's title and the empty state. */
export const WORDS = {
  noun: 'orçamentos',
  errorTitle: 'Não foi possível carregar os orçamentos',
  empty: {
    title: 'Nenhum orçamento encontrado',
    filtered: (narrowing: string) => `Os filtros aplicados (${narrowing}) não retornaram orçamentos.`,
    unfiltered: 'Ainda não há orçamentos.',
  },
};
