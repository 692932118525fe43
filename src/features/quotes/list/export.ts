import { onRateLimited } from '../../../api/http';
import { listQuotes } from '../../../api/quotes';
import { QUOTE_MAX_PAGE_SIZE, type QuoteListItem, type QuoteListQuery } from '../../../api/quotes.schema';
import type { ListExport } from '../../../ui/plain/list/ListScreen';
import { quoteSituationLabel } from '../../../lib/labels/quote';

/** The CSV export of the list: every quote of its filters. */
export const QUOTE_EXPORT: ListExport<QuoteListItem, QuoteListQuery> = {
  fileName: 'orcamentos',
  pageSize: QUOTE_MAX_PAGE_SIZE,
  fetchPage: async (query, pagina, tamanho_pagina, signal) => {
    const page = await listQuotes({ ...query, pagina, tamanho_pagina }, signal, 'background');
    // No total (`total_itens` omits refused quotes): read until a short or empty page.
    return { items: page.itens, total: null };
  },
  key: (q) => q.id,
  onPause: onRateLimited,
  columns: [
    { header: 'Número', value: (q) => q.numero, kind: 'integer' },
    { header: 'Cliente', value: (q) => q.cliente?.nome },
    { header: 'E-mail do cliente', value: (q) => q.cliente?.email },
    { header: 'Data', value: (q) => q.data_orcamento, kind: 'date' },
    { header: 'Situação', value: (q) => (q.situacao ? quoteSituationLabel(q.situacao) : '') },
    { header: 'Total', value: (q) => q.total, kind: 'decimal' },
  ],
};
