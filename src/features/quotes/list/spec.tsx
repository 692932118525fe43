import {
  QUOTE_SITUATIONS,
  QUOTE_SORT_FIELDS,
  type QuoteListItem,
  type QuoteListQuery,
  type QuoteSituation,
  type QuoteSortField,
} from '../../../api/quotes.schema';
import { formatDateBR, type IsoDate } from '../../../lib/dates';
import { formatBRL } from '../../../lib/money';
import { DEFAULT_PAGE_SIZE } from '../../../lib/vocabulary';
import { appLink, badge } from '../../../ui/list/cells';
import type { Column, Selectable } from '../../../ui/list/DataTable';
import { countOf, dateField, dateInterval, defineList, listField, textField } from '../../../ui/list/url-state';
import { QUOTE_SITUATION_COLORS, quoteSituationLabel } from '../labels';

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

const numero = (q: QuoteListItem) => String(q.numero ?? '—');

export const QUOTE_COLUMNS: readonly Column<QuoteListItem, QuoteSortField>[] = [
  {
    header: 'Número',
    width: '6.5rem',
    className: 'nowrap',
    sort: 'NUMERO',
    cell: (q, ctx) => appLink(ctx, `/orcamentos/${q.id}`, numero(q), { ariaLabel: `Orçamento nº ${numero(q)}` }),
  },
  { header: 'Cliente', width: 'minmax(10rem, 2fr)', sort: 'CLIENTE', userText: (q) => q.cliente?.nome },
  { header: 'Data', width: '7rem', sort: 'DATA', className: 'nowrap', cell: (q) => formatDateBR(q.data_orcamento) },
  // A share of the free width too, so the customer's column does not take it all.
  {
    header: 'Situação',
    width: 'minmax(8rem, 1fr)',
    className: 'ui-wrap',
    cell: (q) => badge(q.situacao, quoteSituationLabel, QUOTE_SITUATION_COLORS),
  },
  { header: 'Total', width: '8rem', align: 'right', className: 'ui-money', cell: (q) => formatBRL(q.total) },
];

/** Bulk delete: a checkbox per quote and one for the page. */
export const QUOTE_SELECTION: Selectable<QuoteListItem> = {
  rowId: (q) => q.id,
  rowLabel: (q) => `Selecionar o orçamento nº ${numero(q)}`,
  pageLabel: 'Selecionar todos os orçamentos da página',
};
export const selectedQuote = (q: QuoteListItem) => ({ id: q.id, numero: q.numero ?? '—' });

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
