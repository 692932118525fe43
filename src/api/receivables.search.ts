import { request, type RequestPriority } from './http';
import {
  RECEIVABLE_PAGE_SIZES,
  receivablesCountSchema,
  receivablesPageSchema,
  type ReceivablesQuery,
} from './receivables.schema';
import { normalizeReceivablesPage, normalizeTotals, type Receivable } from './receivables.normalize';
import { readAllPages } from '../lib/paged-export';
import type { LedgerSide } from '../lib/labels/receivable';

/** Receivables and payables share the search's shapes and endpoints: one implementation serves both. */
export type Side = LedgerSide;
const searchPath = (side: Side) => `/v1/financeiro/eventos-financeiros/contas-a-${side}/buscar`;

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

export const LARGEST_RECEIVABLES_PAGE = 1000;

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

/** The first `count` items in the query's order, from the fewest pages of the platform's sizes. */
export async function searchTop(
  query: ReceivablesQuery,
  count: number,
  signal: AbortSignal | undefined,
  priority: RequestPriority | undefined,
  side: Side,
) {
  const size = RECEIVABLE_PAGE_SIZES.find((s) => s >= count) ?? LARGEST_RECEIVABLES_PAGE;
  const first = await searchReceivables({ ...query, pagina: 1, tamanho_pagina: size }, signal, priority, side);
  const items = [...first.itens];
  for (let page = 2; items.length < count && first.itens_totais > (page - 1) * size; page++) {
    items.push(
      ...(await searchReceivables({ ...query, pagina: page, tamanho_pagina: size }, signal, priority, side)).itens,
    );
  }
  return { ...first, itens: items.slice(0, count) };
}

/** Items `[start, start + count)`, from at most two pages, since the platform's page sizes are fixed. */
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
