import { queryOptions } from '@tanstack/react-query';
import { splitWeights } from '../lib/apportionment';
import { OPEN_RECEIVABLES_FLOOR } from '../lib/aging';
import { mapAtMost } from '../lib/map-at-most';
import { addMonths, monthBounds } from '../lib/date-math';
import type { IsoDate } from '../lib/dates';
import type { DreLineInput, Side } from '../lib/dre';
import {
  accrualEntries,
  cashEntries,
  isCounted,
  isSplit,
  needsDetail,
  type InstallmentDetail,
  type SearchItem,
} from '../lib/dre-entries';
import { toCents } from '../lib/money';
import { request, type RequestPriority } from './http';
import { getInstallment, searchAllReceivables, type Receivable, type ReceivablesQuery } from './receivables';
import { categoryListSchema, dreStructureSchema, type CategoryRecord } from './results.schema';

/**
 * The income statement's reads (decision 0350): the statement's lines, every category, and the
 * two searches of the months asked, in pages of 1000, in the user's lane (the screen waits on
 * them); on the cash basis one search per month and side (the search says what was paid in an
 * interval, not when). Installments are read one by one only where the search cannot say: split
 * entries, and on the cash basis those paid in parts.
 */

export type Basis = 'competencia' | 'caixa';

export const RESULTS_STALE_MS = 5 * 60_000;

export const resultsKeys = {
  all: ['results'] as const,
  structure: () => [...resultsKeys.all, 'structure'] as const,
  categories: () => [...resultsKeys.all, 'categories'] as const,
  statement: (basis: Basis, months: readonly IsoDate[]) => [...resultsKeys.all, 'statement', basis, ...months] as const,
  splits: (ids: readonly string[]) => [...resultsKeys.all, 'splits', ...ids] as const,
};

const PRIORITY: RequestPriority = 'user';
const SIDES: Array<[Side, 'receber' | 'pagar']> = [
  ['RECEITA', 'receber'],
  ['DESPESA', 'pagar'],
];
const AT_ONCE = 4;

/** The search requires a due-date interval: one wide enough for any entry of the months asked. */
export function dueWindow(last: IsoDate) {
  return { data_vencimento_de: OPEN_RECEIVABLES_FLOOR, data_vencimento_ate: addMonths(last, 120) };
}

export function readDreStructure(signal?: AbortSignal): Promise<DreLineInput[]> {
  return request('/v1/financeiro/categorias-dre', { schema: dreStructureSchema, signal, priority: PRIORITY });
}

const CATEGORY_PAGE = 1000;

/** Every category, groups included, in pages of 1000. */
export async function readAllCategories(signal?: AbortSignal): Promise<CategoryRecord[]> {
  const out: CategoryRecord[] = [];
  for (let pagina = 1; pagina <= 50; pagina++) {
    const page = await request('/v1/categorias', {
      query: { pagina, tamanho_pagina: CATEGORY_PAGE },
      schema: categoryListSchema,
      signal,
      priority: PRIORITY,
    });
    out.push(...page.items);
    if (page.items.length < CATEGORY_PAGE || out.length >= page.total) break;
  }
  return out;
}

/** Runs `tasks` at most `AT_ONCE` at a time, in order of the results. */
const pool = <T>(tasks: Array<() => Promise<T>>): Promise<T[]> => mapAtMost(tasks, AT_ONCE, (task) => task());

type Search = Omit<ReceivablesQuery, 'pagina' | 'tamanho_pagina'>;

const searchSide = (side: 'receber' | 'pagar', query: Search, signal?: AbortSignal) =>
  searchAllReceivables(query, signal, PRIORITY, side);

async function readDetails(ids: readonly string[], signal?: AbortSignal): Promise<Map<string, InstallmentDetail>> {
  const read = await pool(
    ids.map((id) => async (): Promise<[string, InstallmentDetail]> => {
      const i = await getInstallment(id, signal, PRIORITY);
      return [
        id,
        {
          rateio: i.evento?.rateio ?? [],
          indice: i.indice,
          payments: i.baixas.map((b) => ({ date: b.data_pagamento, cents: toCents(b.composicao.valor_bruto ?? 0) })),
        },
      ];
    }),
  );
  return new Map(read);
}

export interface StatementData {
  basis: Basis;
  months: IsoDate[];
  /** Each side's entries as the searches answered them (the drill-down's and the CSV's source). */
  items: Record<Side, Receivable[]>;
  entries: ReturnType<typeof accrualEntries>;
  /** Installments read one by one. */
  detailReads: number;
}

/** The entries of `months` on one basis, both sides. */
export async function readStatementEntries(
  basis: Basis,
  months: readonly IsoDate[],
  signal?: AbortSignal,
): Promise<StatementData> {
  const first = months[0] as IsoDate;
  const last = monthBounds(months[months.length - 1] as IsoDate).last;
  const window = dueWindow(last);
  const items: Record<Side, Receivable[]> = { RECEITA: [], DESPESA: [] };
  const entries: StatementData['entries'] = [];
  let detailReads: number;
  if (basis === 'competencia') {
    const read = await pool(
      SIDES.map(
        ([, side]) =>
          () =>
            searchSide(side, { ...window, data_competencia_de: first, data_competencia_ate: last }, signal),
      ),
    );
    const ids = read.flatMap((list) => list.filter((r) => isCounted(r) && isSplit(r)).map((r) => r.id));
    const details = await readDetails(ids, signal);
    detailReads = ids.length;
    SIDES.forEach(([side], k) => {
      items[side] = read[k] as Receivable[];
      entries.push(...accrualEntries(side, items[side] as SearchItem[], details));
    });
  } else {
    const tasks = SIDES.flatMap(([, side]) =>
      months.map((month) => () => {
        const { first: from, last: to } = monthBounds(month);
        return searchSide(side, { ...window, data_pagamento_de: from, data_pagamento_ate: to }, signal);
      }),
    );
    const read = await pool(tasks);
    const bySide = SIDES.map((_, s) =>
      months.map((month, m) => ({ month, items: read[s * months.length + m] as Receivable[] })),
    );
    const ids: string[] = [];
    for (const byMonth of bySide) {
      const count = new Map<string, { item: Receivable; months: number }>();
      for (const { items: list } of byMonth)
        for (const r of list) count.set(r.id, { item: r, months: (count.get(r.id)?.months ?? 0) + 1 });
      for (const { item, months: found } of count.values()) if (needsDetail(item, found)) ids.push(item.id);
    }
    const details = await readDetails(ids, signal);
    detailReads = ids.length;
    SIDES.forEach(([side], s) => {
      const byMonth = bySide[s] as { month: string; items: Receivable[] }[];
      const seen = new Map<string, Receivable>();
      for (const { items: list } of byMonth) for (const r of list) seen.set(r.id, r);
      items[side] = [...seen.values()];
      entries.push(...cashEntries(side, byMonth, details));
    });
  }
  return { basis, months: [...months], items, entries, detailReads };
}

/** The split of each installment named (its read's `evento.rateio`, in cents by category, as the statement weighs it). */
export async function readSplits(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, { categoryId: string; weight: number }[]>> {
  const details = await readDetails(ids, signal);
  return new Map(
    [...details].map(([id, d]) => [
      id,
      [...splitWeights(d.rateio)].map(([categoryId, weight]) => ({ categoryId, weight })),
    ]),
  );
}

export const resultsQueries = {
  structure: () =>
    queryOptions({
      queryKey: resultsKeys.structure(),
      queryFn: ({ signal }) => readDreStructure(signal),
      staleTime: RESULTS_STALE_MS,
    }),
  categories: () =>
    queryOptions({
      queryKey: resultsKeys.categories(),
      queryFn: ({ signal }) => readAllCategories(signal),
      staleTime: RESULTS_STALE_MS,
    }),
  statement: (basis: Basis, months: readonly IsoDate[]) =>
    queryOptions({
      queryKey: resultsKeys.statement(basis, months),
      queryFn: ({ signal }) => readStatementEntries(basis, months, signal),
      staleTime: RESULTS_STALE_MS,
    }),
  splits: (ids: readonly string[]) =>
    queryOptions({
      queryKey: resultsKeys.splits(ids),
      queryFn: ({ signal }) => readSplits(ids, signal),
      staleTime: RESULTS_STALE_MS,
    }),
};
