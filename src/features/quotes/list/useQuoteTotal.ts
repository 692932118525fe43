import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { countQuotes, quoteQueries } from '../../../api/quotes';
import { type QuoteListQuery, type QuoteListResponse } from '../../../api/quotes.schema';

/** The quotes count: the pages say where the list ends (`total_itens` omits refused quotes). */
export function useQuoteTotal(
  q: QuoteListQuery,
  current: { data?: QuoteListResponse | undefined; isPlaceholderData: boolean },
) {
  const settled = current.isPlaceholderData ? undefined : current.data;
  const first = settled ? countQuotes(settled, q.pagina, q.tamanho_pagina) : null;
  const nextQuery = useMemo(() => ({ ...q, pagina: q.pagina + 1 }), [q]);
  const next = useQuery({ ...quoteQueries.list(nextQuery), enabled: !!first?.readNext });
  const nextPage = next.isPlaceholderData ? undefined : next.data;
  const counted = settled ? countQuotes(settled, q.pagina, q.tamanho_pagina, nextPage).total : null;
  const [kept, setKept] = useState(0);
  if (counted !== null && counted !== kept) setKept(counted);
  return counted ?? kept;
}
