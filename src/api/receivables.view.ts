import type { RequestPriority } from './http';
import type { ReceivablesQuery } from './receivables.schema';
import type { Receivable, ReceivablesResult, ReceivableTotals } from './receivables.normalize';
import { searchAllReceivables, searchReceivables, searchSlice, searchTop, type Side } from './receivables.search';
import { type IsoDate, platformToday } from '../lib/dates';
import { sumTotals, totalsOf, withoutPartialsSplit, withPartialsSplit } from '../lib/ledger-totals';
import { asOneSearch, mergeAdjacent, openBeforeQuery, partialsOf, viewParts } from '../lib/ledger-view';

/** `abertos_anteriores` adds what is still open from before the period: two searches read as one list. */
export type ReceivablesViewQuery = ReceivablesQuery & {
  abertos_anteriores?: boolean;
  lado?: Side;
  /** The payables search has no supplier filter: such a view is narrowed and paged here. */
  ids_fornecedores?: string[];
  /** Only installments without a category: no search filter says so, so the view is narrowed here too. */
  sem_categoria?: boolean;
};

/** Partly received installments split into received and open; a failed read leaves the split out. */
export async function splitPartials(
  totals: ReceivableTotals | null,
  parts: readonly ReceivablesQuery[],
  today: IsoDate,
  signal?: AbortSignal,
  priority?: RequestPriority,
  side: Side = 'receber',
): Promise<ReceivableTotals | null> {
  if (!totals || totals.parcialSemDivisao === 0) return totals;
  try {
    const items: Receivable[] = [];
    for (const partials of mergeAdjacent(parts.map(partialsOf).filter((p) => p !== null))) {
      items.push(...(await searchAllReceivables(partials, signal, priority, side)));
    }
    return withPartialsSplit(totals, items, today);
  } catch (error) {
    if (signal?.aborted) throw error;
    return withoutPartialsSplit(totals);
  }
}

/** One page of the view, in one order across both of its parts (decision 0110). */
export async function searchReceivablesView(
  view: ReceivablesViewQuery,
  signal?: AbortSignal,
  priority?: RequestPriority,
  options: { today?: IsoDate; totals?: boolean } = {},
): Promise<ReceivablesResult> {
  const today = options.today ?? platformToday();
  if (view.ids_fornecedores?.length || view.sem_categoria)
    return readNarrowedView(view, today, signal, priority, options.totals !== false);
  const side = view.lado ?? 'receber';
  const { parts, result } = await readView(view, signal, priority);
  if (options.totals === false) return { ...result, totais: null };
  return { ...result, totais: await splitPartials(result.totais, parts, today, signal, priority, side) };
}

async function readView(
  view: ReceivablesViewQuery,
  signal?: AbortSignal,
  priority?: RequestPriority,
): Promise<{ parts: ReceivablesQuery[]; result: ReceivablesResult }> {
  const {
    abertos_anteriores,
    lado: side = 'receber',
    ids_fornecedores: _suppliers,
    sem_categoria: _none,
    ...query
  } = view;
  const before = abertos_anteriores ? openBeforeQuery(query) : null;
  if (!before) return { parts: [query], result: await searchReceivables(query, signal, priority, side) };
  const oneSearch = asOneSearch(query, before);
  if (oneSearch) return { parts: [oneSearch], result: await searchReceivables(oneSearch, signal, priority, side) };
  const [head, tail] = viewParts(query, before);
  const size = query.tamanho_pagina;
  const offset = (query.pagina - 1) * size;
  const byValue = valueOrder(query);
  if (byValue) {
    // The page's rows are among the first offset + size of each part in the same order.
    const a = await searchTop(head, offset + size, signal, priority, side);
    const b = await searchTop(tail, offset + size, signal, priority, side);
    return {
      parts: [head, tail],
      result: {
        itens_totais: a.itens_totais + b.itens_totais,
        itens: mergeSorted(a.itens, b.itens, byValue).slice(offset, offset + size),
        totais: sumTotals(a.totais, b.totais),
      },
    };
  }
  const a = await searchSlice(head, offset, size, signal, priority, side);
  const startInTail = Math.max(0, offset - a.itens_totais);
  const b = await searchSlice(tail, startInTail, size - a.itens.length, signal, priority, side);
  return {
    parts: [head, tail],
    result: {
      itens_totais: a.itens_totais + b.itens_totais,
      itens: [...a.itens, ...b.itens],
      totais: sumTotals(a.totais, b.totais),
    },
  };
}

type Order = (a: Receivable, b: Receivable) => number;

/** The comparison of a sort by value (the installment's total), or null when the view is not sorted by value. */
function valueOrder(query: ReceivablesQuery): Order | null {
  const ascending = query.campo_ordenado_ascendente;
  const field = ascending ?? query.campo_ordenado_descendente;
  if (field !== 'VALOR') return null;
  const direction = ascending ? 1 : -1;
  return (a, b) => direction * ((a.total ?? 0) - (b.total ?? 0));
}

/** Two lists each sorted by `order`, as one; on a tie the first list's row comes first. */
export function mergeSorted(a: readonly Receivable[], b: readonly Receivable[], order: Order): Receivable[] {
  const out: Receivable[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(order(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!);
  return [...out, ...a.slice(i), ...b.slice(j)];
}

async function readNarrowedView(
  view: ReceivablesViewQuery,
  today: IsoDate,
  signal: AbortSignal | undefined,
  priority: RequestPriority | undefined,
  totals: boolean,
): Promise<ReceivablesResult> {
  const {
    abertos_anteriores,
    lado: side = 'receber',
    ids_fornecedores = [],
    sem_categoria,
    pagina,
    tamanho_pagina,
    ...rest
  } = view;
  const query = { ...rest, pagina, tamanho_pagina };
  const before = abertos_anteriores ? openBeforeQuery(query) : null;
  const parts = before ? viewParts(query, before) : [query];
  const wanted = new Set(ids_fornecedores);
  const kept = (r: Receivable) =>
    (!wanted.size || (r.pessoa !== null && wanted.has(r.pessoa.id))) && (!sem_categoria || r.categorias.length === 0);
  const read: Receivable[][] = [];
  for (const { pagina: _p, tamanho_pagina: _s, ...part } of parts) {
    const all = await searchAllReceivables(part, signal, priority ?? 'user', side);
    read.push(all.filter(kept));
  }
  const byValue = valueOrder(query);
  const [first = [], second = []] = read;
  const items = byValue ? mergeSorted(first, second, byValue) : [...first, ...second];
  const offset = (pagina - 1) * tamanho_pagina;
  return {
    itens_totais: items.length,
    itens: items.slice(offset, offset + tamanho_pagina),
    totais: totals ? totalsOf(items, today) : null,
  };
}
