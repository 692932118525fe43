import { request, type RequestPriority } from './http';
import {
  RECEIVABLE_PAGE_SIZES,
  receivablesCountSchema,
  receivablesPageSchema,
  type ReceivablesQuery,
} from './receivables.schema';
import { normalizeReceivablesPage, normalizeTotals, type Receivable } from './receivables.normalize';
import { readAllPages } from '../lib/paged-export';
import type { LedgerSide } from '../lib/receivable-labels';

/**
 * The two sides of the books. Receivables and payables share the search's parameters and
 * shapes (a payable names its `fornecedor` where a receivable names its `cliente`) and
 * the installment and settlement endpoints: one implementation serves both.
 */
export type Side = LedgerSide;
/** The side's search: the list's pages and a view's count-only read. */
const searchPath = (side: Side) => `/v1/financeiro/eventos-financeiros/contas-a-${side}/buscar`;

/** The search, normalized (receivables.normalize.ts): screens never see the wire shapes. */
export async function searchReceivables(
  query: ReceivablesQuery,
  signal?: AbortSignal,
  priority?: RequestPriority,
  side: Side = 'receber',
) {
  const page = await request(searchPath(side), {
    query: { ...query },
    schema: receivablesPageSchema,
    signal,
    priority,
  });
  return normalizeReceivablesPage(page, side);
}

/** The search's largest page: reads of a whole set use it. */
export const LARGEST_RECEIVABLES_PAGE = 1000;

/** Every installment of a search, all pages at the largest size (paced by the HTTP layer). */
export async function searchAllReceivables(
  query: Omit<ReceivablesQuery, 'pagina' | 'tamanho_pagina'>,
  signal: AbortSignal | undefined,
  priority: RequestPriority = 'background',
  side: Side = 'receber',
): Promise<Receivable[]> {
  return readAllPages<Receivable>({
    fetchPage: async (pagina) => {
      const page = await searchReceivables(
        { ...query, pagina, tamanho_pagina: LARGEST_RECEIVABLES_PAGE },
        signal,
        priority,
        side,
      );
      return { items: page.itens, total: page.itens_totais };
    },
    pageSize: LARGEST_RECEIVABLES_PAGE,
    signal,
  });
}

/**
 * Items `[start, start + count)` of a search, from its pages of the view's page size (at
 * most two pages: the platform's page sizes are fixed), with its count and totals. None
 * wanted (the page is filled by the other part): only the count and totals, from the
 * smallest page the platform serves, its rows neither checked nor normalized, so the list
 * does not read and check rows it does not show.
 */
export async function searchSlice(
  query: ReceivablesQuery,
  start: number,
  count: number,
  signal: AbortSignal | undefined,
  priority: RequestPriority | undefined,
  side: Side,
) {
  if (count <= 0) {
    const head = await request(searchPath(side), {
      query: { ...query, pagina: 1, tamanho_pagina: RECEIVABLE_PAGE_SIZES[0] },
      schema: receivablesCountSchema,
      signal,
      priority,
    });
    return { itens_totais: head.itens_totais, itens: [], totais: normalizeTotals(head.totais) };
  }
  const size = query.tamanho_pagina;
  const page = Math.floor(start / size) + 1;
  const first = await searchReceivables({ ...query, pagina: page }, signal, priority, side);
  const from = start % size;
  const items = first.itens.slice(from, from + count);
  if (items.length < count && first.itens_totais > page * size) {
    const next = await searchReceivables({ ...query, pagina: page + 1 }, signal, priority, side);
    items.push(...next.itens.slice(0, count - items.length));
  }
  return { ...first, itens: items };
}
