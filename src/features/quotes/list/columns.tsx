import type { QuoteListItem, QuoteSortField } from '../../../api/quotes.schema';
import { formatDateBR } from '../../../lib/dates';
import { formatBRL } from '../../../lib/money';
import { badge } from '../../../ui/plain/list/cells';
import { appLink } from '../../../ui/plain/list/cells-lazy';
import type { Column, Selectable } from '../../../ui/plain/list/DataTable';
import { QUOTE_SITUATION_COLORS, quoteSituationLabel } from '../../../lib/labels/quote';

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
