import { keepPreviousData, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from './single-flight';
import { request, type RequestPriority } from './http';
import {
  installmentSchema,
  RECEIVABLE_PAGE_SIZES,
  receivablesCountSchema,
  receivablesPageSchema,
  settlementListSchema,
  settlementSchema,
  type ReceivablesQuery,
  type SettlementRequest,
  type SettlementUpdate,
} from './receivables.schema';
import {
  normalizeInstallment,
  normalizeReceivablesPage,
  normalizeSettlement,
  normalizeTotals,
  type Receivable,
  type ReceivablesResult,
  type ReceivableTotals,
} from './receivables.normalize';
import { OPEN_RECEIVABLES_FLOOR } from '../lib/aging';
import { addDays, compareIsoDates, todayIso, type IsoDate } from '../lib/dates';
import { receivableFigures } from '../lib/figures';
import { fromCents, toCents } from '../lib/money';
import { collectAllPages } from '../lib/paged-export';
import type { LedgerSide } from '../lib/receivable-labels';
import { correctionMethod } from '../lib/settlement';

export * from './receivables.schema';
export * from './receivables.normalize';

const BASE = '/v1/financeiro/eventos-financeiros';

/**
 * The two sides of the books. Receivables and payables share the search's parameters and
 * shapes (a payable names its `fornecedor` where a receivable names its `cliente`) and
 * the installment and settlement endpoints: one implementation serves both.
 */
export type Side = LedgerSide;
/** The side's search: the list's pages and a view's count-only read. */
const searchPath = (side: Side) => `${BASE}/contas-a-${side}/buscar`;

/** Hierarchical keys: everything about receivables under `['receivables']`. */
export const receivableKeys = {
  all: ['receivables'] as const,
  lists: () => [...receivableKeys.all, 'list'] as const,
  list: (query: ReceivablesViewQuery) => [...receivableKeys.lists(), query] as const,
  details: () => [...receivableKeys.all, 'detail'] as const,
  detail: (id: string) => [...receivableKeys.details(), id] as const,
  settlements: (id: string) => [...receivableKeys.detail(id), 'settlements'] as const,
};

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
  const result = await collectAllPages<Receivable>({
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
    key: (item) => item.id,
    signal,
  });
  if (!result.ok) throw result.error;
  return result.state.rows;
}

/** The search's statuses that are still to be received. */
export const OPEN_RECEIVABLE_STATUSES = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'] as const;

/**
 * The receivables list's view: the search's query plus `abertos_anteriores`, "also what is
 * still open from before the period" (decision 0110). The platform's search needs a
 * due-date interval, so this view is two searches read as one list: the open installments
 * due from `OPEN_RECEIVABLES_FLOOR` to the day before the period (statuses: the open ones,
 * or those of the filter that are open), then every installment of the period (the
 * filter's statuses). Their due dates do not overlap: no installment is counted twice.
 */
export type ReceivablesViewQuery = ReceivablesQuery & {
  abertos_anteriores?: boolean;
  /** The side read (receivables when absent). */
  lado?: Side;
  /**
   * Payables of these suppliers only. The payables search publishes no supplier filter
   * (docs/platform-differences.md), so such a view reads its whole interval at the largest
   * page and narrows, pages and totals it here.
   */
  ids_fornecedores?: string[];
};

/** The part "open before the period" of a view, or null when there is none to ask for. */
export function openBeforeQuery(query: ReceivablesQuery): ReceivablesQuery | null {
  const before = addDays(query.data_vencimento_de, -1);
  if (compareIsoDates(before, OPEN_RECEIVABLES_FLOOR) < 0) return null;
  const chosen = query.status ?? [];
  const status = chosen.length
    ? chosen.filter((s) => (OPEN_RECEIVABLE_STATUSES as readonly string[]).includes(s))
    : [...OPEN_RECEIVABLE_STATUSES];
  if (status.length === 0) return null;
  return { ...query, status, data_vencimento_de: OPEN_RECEIVABLES_FLOOR, data_vencimento_ate: before };
}

function sumTotals(a: ReceivableTotals | null, b: ReceivableTotals | null): ReceivableTotals | null {
  if (!a || !b) return a ?? b;
  const add = (x: number | null, y: number | null) =>
    x === null || y === null ? null : fromCents(toCents(x) + toCents(y));
  return {
    total: add(a.total, b.total),
    recebido: add(a.recebido, b.recebido),
    emAberto: add(a.emAberto, b.emAberto),
    atrasado: add(a.atrasado, b.atrasado),
    parcialSemDivisao: fromCents(toCents(a.parcialSemDivisao) + toCents(b.parcialSemDivisao)),
  };
}

/** A part of the view narrowed to its partly received installments, or null when it has none to ask for. */
function partialsOf(query: ReceivablesQuery): PartialsQuery | null {
  if (query.status?.length && !query.status.includes('RECEBIDO_PARCIAL')) return null;
  const partials: Partial<ReceivablesQuery> = { ...query, status: ['RECEBIDO_PARCIAL'] };
  delete partials.pagina;
  delete partials.tamanho_pagina;
  delete partials.campo_ordenado_ascendente;
  delete partials.campo_ordenado_descendente;
  return partials as PartialsQuery;
}

type PartialsQuery = Omit<ReceivablesQuery, 'pagina' | 'tamanho_pagina'>;

/** Two reads that differ only in adjacent due-date intervals, as one (the view's two parts). */
function mergeAdjacent(queries: PartialsQuery[]): PartialsQuery[] {
  const [a, b, ...rest] = [...queries].sort((x, y) => compareIsoDates(x.data_vencimento_de, y.data_vencimento_de));
  if (!a || !b || rest.length) return queries;
  const same = (q: PartialsQuery) => JSON.stringify({ ...q, data_vencimento_de: null, data_vencimento_ate: null });
  if (same(a) !== same(b) || addDays(a.data_vencimento_ate, 1) !== b.data_vencimento_de) return queries;
  return [{ ...a, data_vencimento_ate: b.data_vencimento_ate }];
}

/**
 * The view's totals with the partly received installments split into what was received
 * and what is still open (lib/figures.ts): when the totals are sums per situation, those
 * installments are read (one request at the largest page, usually). A failed read leaves
 * the split figures out (null: not shown) rather than wrong.
 */
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
    const f = receivableFigures(items, today);
    const plus = (x: number | null, cents: number) => (x === null ? null : fromCents(toCents(x) + cents));
    return {
      total: totals.total,
      recebido: plus(totals.recebido, f.receivedCents),
      emAberto: plus(totals.emAberto, f.openCents),
      atrasado: plus(totals.atrasado, f.overdueCents),
      parcialSemDivisao: 0,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { total: totals.total, recebido: null, emAberto: null, atrasado: null, parcialSemDivisao: 0 };
  }
}

/**
 * Items `[start, start + count)` of a search, from its pages of the view's page size (at
 * most two pages: the platform's page sizes are fixed), with its count and totals. None
 * wanted (the page is filled by the other part): only the count and totals, from the
 * smallest page the platform serves, its rows neither checked nor normalized, so the list
 * does not read and check rows it does not show.
 */
async function slice(
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

/**
 * The view as one search, when its two parts differ only in their due dates: every status
 * the user asked for is an open one, so the older part asks for the same statuses as the
 * period, and one search from the older part's start to the period's end holds exactly
 * both, counted and totalled once (half the requests of "Em aberto" or "Atrasado"). Not
 * when sorted by value, which orders each part on its own (decision 0110); without a sort
 * it asks for the due-date order, the view's "older part first".
 */
export function asOneSearch(query: ReceivablesQuery, before: ReceivablesQuery): ReceivablesQuery | null {
  const chosen = query.status ?? [];
  const older = before.status ?? [];
  if (chosen.length === 0 || older.length !== chosen.length || chosen.some((s, i) => older[i] !== s)) return null;
  const ascending = query.campo_ordenado_ascendente;
  const descending = ascending ? undefined : query.campo_ordenado_descendente;
  if ((ascending ?? descending) === 'VALOR') return null;
  return {
    ...query,
    data_vencimento_de: before.data_vencimento_de,
    ...(ascending || descending ? {} : { campo_ordenado_ascendente: 'DATA_VENCIMENTO' as const }),
  };
}

/**
 * One page of the list's view. The first part comes first (earlier due dates) unless the
 * list is sorted by due date descending; a sort by value orders each part (decision 0110).
 * Its totals are the whole view's, partly received installments split (splitPartials);
 * `totals: false` skips them (an export's pages).
 */
export async function searchReceivablesView(
  view: ReceivablesViewQuery,
  signal?: AbortSignal,
  priority?: RequestPriority,
  options: { today?: IsoDate; totals?: boolean } = {},
): Promise<ReceivablesResult> {
  const today = options.today ?? todayIso();
  if (view.ids_fornecedores?.length) return readNarrowedView(view, today, signal, priority, options.totals !== false);
  const side = view.lado ?? 'receber';
  const { parts, result } = await readView(view, signal, priority);
  if (options.totals === false) return { ...result, totais: null };
  return { ...result, totais: await splitPartials(result.totais, parts, today, signal, priority, side) };
}

/** The view's two parts (openBeforeQuery), in the order the list shows them. */
function viewParts(query: ReceivablesQuery, before: ReceivablesQuery): [ReceivablesQuery, ReceivablesQuery] {
  const descending = query.campo_ordenado_descendente === 'DATA_VENCIMENTO' && !query.campo_ordenado_ascendente;
  return descending ? [query, before] : [before, query];
}

async function readView(
  view: ReceivablesViewQuery,
  signal?: AbortSignal,
  priority?: RequestPriority,
): Promise<{ parts: ReceivablesQuery[]; result: ReceivablesResult }> {
  const { abertos_anteriores, lado: side = 'receber', ids_fornecedores: _suppliers, ...query } = view;
  const before = abertos_anteriores ? openBeforeQuery(query) : null;
  if (!before) return { parts: [query], result: await searchReceivables(query, signal, priority, side) };
  const oneSearch = asOneSearch(query, before);
  if (oneSearch) return { parts: [oneSearch], result: await searchReceivables(oneSearch, signal, priority, side) };
  const [head, tail] = viewParts(query, before);
  const size = query.tamanho_pagina;
  const offset = (query.pagina - 1) * size;
  const a = await slice(head, offset, size, signal, priority, side);
  const startInTail = Math.max(0, offset - a.itens_totais);
  const b = await slice(tail, startInTail, size - a.itens.length, signal, priority, side);
  return {
    parts: [head, tail],
    result: {
      itens_totais: a.itens_totais + b.itens_totais,
      itens: [...a.itens, ...b.itens],
      totais: sumTotals(a.totais, b.totais),
    },
  };
}

/**
 * A view narrowed to some suppliers: every installment of its parts (in the list's order,
 * each part sorted by the platform), those of the suppliers kept, the page cut here and
 * the totals computed from them (lib/figures.ts: partly paid ones already split).
 */
async function readNarrowedView(
  view: ReceivablesViewQuery,
  today: IsoDate,
  signal: AbortSignal | undefined,
  priority: RequestPriority | undefined,
  totals: boolean,
): Promise<ReceivablesResult> {
  const { abertos_anteriores, lado: side = 'receber', ids_fornecedores = [], pagina, tamanho_pagina, ...rest } = view;
  const query = { ...rest, pagina, tamanho_pagina };
  const before = abertos_anteriores ? openBeforeQuery(query) : null;
  const parts = before ? viewParts(query, before) : [query];
  const wanted = new Set(ids_fornecedores);
  const items: Receivable[] = [];
  for (const { pagina: _p, tamanho_pagina: _s, ...part } of parts) {
    const all = await searchAllReceivables(part, signal, priority ?? 'user', side);
    items.push(...all.filter((r) => r.pessoa !== null && wanted.has(r.pessoa.id)));
  }
  const offset = (pagina - 1) * tamanho_pagina;
  return {
    itens_totais: items.length,
    itens: items.slice(offset, offset + tamanho_pagina),
    totais: totals ? totalsOf(items, today) : null,
  };
}

/** The totals bar's figures of a set of installments read whole (lib/figures.ts). */
export function totalsOf(items: readonly Receivable[], today: IsoDate): ReceivableTotals {
  const f = receivableFigures(items, today);
  return {
    total: fromCents(f.totalCents),
    recebido: fromCents(f.receivedCents),
    emAberto: fromCents(f.openCents),
    atrasado: fromCents(f.overdueCents),
    parcialSemDivisao: 0,
  };
}

export async function getInstallment(id: string, signal?: AbortSignal) {
  return normalizeInstallment(
    await request(`${BASE}/parcelas/${encodeURIComponent(id)}`, { schema: installmentSchema, signal }),
  );
}

/** GET .../parcelas/{id}/baixa: the installment's settlements. */
export async function listSettlements(id: string, signal?: AbortSignal, priority?: RequestPriority) {
  const list = await request(`${BASE}/parcelas/${encodeURIComponent(id)}/baixa`, {
    schema: settlementListSchema,
    signal,
    priority,
  });
  return list.map(normalizeSettlement);
}

export async function settleInstallment(id: string, body: SettlementRequest, priority?: RequestPriority) {
  return normalizeSettlement(
    await request(`${BASE}/parcelas/${encodeURIComponent(id)}/baixa`, {
      method: 'POST',
      body,
      schema: settlementSchema,
      priority,
    }),
  );
}

/** PATCH .../parcelas/baixa/{baixa_id}: corrects a settlement; `versao` must be its current one (409 otherwise). */
export async function updateSettlement(baixaId: string, body: SettlementUpdate) {
  const { metodo_pagamento, ...rest } = body;
  return normalizeSettlement(
    await request(`${BASE}/parcelas/baixa/${encodeURIComponent(baixaId)}`, {
      method: 'PATCH',
      body: metodo_pagamento ? { ...rest, metodo_pagamento: correctionMethod(metodo_pagamento) } : rest,
      schema: settlementSchema,
    }),
  );
}

/** DELETE .../parcelas/baixa/{baixa_id}: undoes a settlement (200 with an empty body). */
export function deleteSettlement(baixaId: string) {
  return request(`${BASE}/parcelas/baixa/${encodeURIComponent(baixaId)}`, { method: 'DELETE' });
}

export const receivableQueries = {
  list: (query: ReceivablesViewQuery) =>
    queryOptions({
      queryKey: receivableKeys.list(query),
      queryFn: ({ signal }) => searchReceivablesView(query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: receivableKeys.detail(id),
      queryFn: ({ signal }) => getInstallment(id, signal),
    }),
  settlements: (id: string) =>
    queryOptions({
      queryKey: receivableKeys.settlements(id),
      queryFn: ({ signal }) => listSettlements(id, signal),
    }),
};

/**
 * Refetches what shows an installment after it changed (a settlement, its correction or
 * undo, a charge): the installment itself (with its settlements and charges; the contract
 * detail's "Vendas e parcelas" shows an installment through this same query), awaited, so
 * the mutation ends with the screen showing the change; and every receivables list, not
 * awaited: an open list refreshes behind the screen (collections re-reads every overdue
 * page, many seconds on a busy account, and a charge's link waited for it: decision 0303).
 * The contract's record and its sales (the sales search shows no installment status) do
 * not change (decision 0302).
 */
export function refreshInstallment(queryClient: QueryClient, parcelaId: string): Promise<void> {
  // The installment's read leaves first: the lists' reads queue behind it under the pacing.
  const installment = queryClient.invalidateQueries({ queryKey: receivableKeys.detail(parcelaId) });
  void queryClient.invalidateQueries({ queryKey: receivableKeys.lists() });
  return installment;
}

function useInvalidateInstallment(parcelaId: string) {
  const queryClient = useQueryClient();
  return () => refreshInstallment(queryClient, parcelaId);
}

/** Registers a settlement, then refreshes what shows the installment. */
export function useSettleInstallment(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId);
  return useSingleFlightMutation({
    mutationFn: (body: SettlementRequest) => settleInstallment(parcelaId, body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

/** Corrects a settlement of the installment `parcelaId` (with the settlement's `versao`). */
export function useUpdateSettlement(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId);
  return useSingleFlightMutation({
    mutationFn: ({ baixaId, body }: { baixaId: string; body: SettlementUpdate }) => updateSettlement(baixaId, body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

/** Undoes (deletes) a settlement of the installment `parcelaId`. */
export function useDeleteSettlement(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId);
  return useSingleFlightMutation({
    mutationFn: (baixaId: string) => deleteSettlement(baixaId),
    onSuccess: async () => {
      await invalidate();
    },
  });
}
