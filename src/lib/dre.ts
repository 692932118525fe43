import { addMonths } from './date-math';
import type { IsoDate } from './dates';
import { splitCents } from './split-cents';

/**
 * The income statement (DRE) month by month, in integer cents, from the platform's statement
 * lines and the entries' amounts. One pure function for both bases: on the accrual basis an
 * entry's amount falls on its competence date, on the cash basis each payment on its date.
 *
 * - Money in (`RECEITA`) adds, money out (`DESPESA`) subtracts.
 * - A split entry counts in each category by its share: its amount is divided in proportion
 *   to the shares' weights, the cents left by rounding going to the largest remainders, so the
 *   parts add up to the amount exactly.
 * - A category belongs to the line that lists it, else to the line of its nearest group
 *   (`parentId`) that a line lists; one no line reaches is "outside the statement".
 * - A totalizer line is the sum of every line above it that is not one; the entries without a
 *   category and those outside the statement sit just before the last totalizer (or a
 *   "Resultado" added at the end), so the result is the sum of every entry: nothing is dropped.
 */

export type Side = 'RECEITA' | 'DESPESA';

export interface DreLineInput {
  id: string;
  descricao: string;
  codigo: string | null;
  posicao: number;
  totalizer: boolean;
  categoryIds: readonly string[];
  children: readonly DreLineInput[];
}

export interface DreCategoryInput {
  id: string;
  nome: string;
  parentId: string | null;
}

export interface DreEntry {
  id: string;
  side: Side;
  /** What falls on which date: the competence date and the value, or each payment. */
  amounts: readonly { date: string; cents: number }[];
  /** The categories and their weights (any unit: the split's values); empty: no category. */
  shares: readonly { categoryId: string; weight: number }[];
  /** Its position in its event (from 0): where equal remainders of a split start taking the cents. */
  turn?: number;
}

export type RowKind = 'line' | 'group' | 'total' | 'uncategorised' | 'outside' | 'category';

export interface DreRow {
  key: string;
  kind: RowKind;
  label: string;
  codigo: string | null;
  depth: number;
  /** One figure per month. */
  cents: number[];
  totalCents: number;
  /** The categories counted in this line, each its own row (expandable); a total has none. */
  categories: DreRow[];
  /** The categories whose entries make this row (a category row: itself). */
  categoryIds: string[];
  /** The sides its entries come from. */
  sides: Side[];
}

export interface Dre {
  /** The first day of each month. */
  months: IsoDate[];
  rows: DreRow[];
  /** The last row's figures: the period's result. */
  result: number[];
  resultTotal: number;
  /** Entries counted, and how many amounts fell outside the months. */
  counted: number;
}

export const UNCATEGORISED_KEY = 'sem-categoria';

/** The `count` months from the one of `first`, as their first days. */
export function monthsFrom(first: IsoDate, count = 12): IsoDate[] {
  const start = `${first.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, i) => addMonths(start, i));
}

export interface Sums {
  /** By category id (UNCATEGORISED_KEY + side for none): per month. */
  byCategory: Map<string, number[]>;
  sidesOf: Map<string, Set<Side>>;
  counted: number;
}

/** Each category's signed cents per month (`UNCATEGORISED_KEY:side` for none), splits divided. */
export function sumEntries(entries: Iterable<DreEntry>, months: readonly IsoDate[]): Sums {
  const index = new Map(months.map((m, i) => [m.slice(0, 7), i]));
  const n = months.length;
  const byCategory = new Map<string, number[]>();
  const sidesOf = new Map<string, Set<Side>>();
  const cell = (key: string, side: Side) => {
    let row = byCategory.get(key);
    if (!row) {
      row = new Array<number>(n).fill(0);
      byCategory.set(key, row);
      sidesOf.set(key, new Set());
    }
    (sidesOf.get(key) as Set<Side>).add(side);
    return row;
  };
  let counted = 0;
  for (const entry of entries) {
    const sign = entry.side === 'RECEITA' ? 1 : -1;
    let used = false;
    for (const amount of entry.amounts) {
      const i = index.get(amount.date.slice(0, 7));
      if (i === undefined || amount.cents === 0) continue;
      used = true;
      if (entry.shares.length === 0) {
        const row = cell(`${UNCATEGORISED_KEY}:${entry.side}`, entry.side);
        row[i] = (row[i] as number) + sign * amount.cents;
      } else if (entry.shares.length === 1) {
        const row = cell((entry.shares[0] as { categoryId: string }).categoryId, entry.side);
        row[i] = (row[i] as number) + sign * amount.cents;
      } else {
        const parts = splitCents(
          amount.cents,
          entry.shares.map((s) => s.weight),
          entry.turn,
        );
        entry.shares.forEach((share, k) => {
          const row = cell(share.categoryId, entry.side);
          row[i] = (row[i] as number) + sign * (parts[k] as number);
        });
      }
    }
    if (used) counted += 1;
  }
  return { byCategory, sidesOf, counted };
}

const add = (into: number[], from: readonly number[]) => {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) + (from[i] as number);
};
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** The statement of `months` from the lines (any order: sorted by `posicao`), categories and entries. */
export function dreOf(
  lines: readonly DreLineInput[],
  categories: readonly DreCategoryInput[],
  entries: Iterable<DreEntry>,
  months: readonly IsoDate[],
): Dre {
  const n = months.length;
  const sums = sumEntries(entries, months);
  const names = new Map(categories.map((c) => [c.id, c.nome]));
  const parents = new Map(categories.map((c) => [c.id, c.parentId]));
  // The line of each category a line lists, then through the groups.
  const lineOf = new Map<string, string>();
  const walk = (line: DreLineInput) => {
    for (const id of line.categoryIds) if (!lineOf.has(id)) lineOf.set(id, line.id);
    line.children.forEach(walk);
  };
  lines.forEach(walk);
  const placeOf = (categoryId: string): string | null => {
    const seen = new Set<string>();
    for (let id: string | null | undefined = categoryId; id && !seen.has(id); id = parents.get(id)) {
      seen.add(id);
      const line = lineOf.get(id);
      if (line) return line;
    }
    return null;
  };
  const inLine = new Map<string, string[]>();
  const outside: string[] = [];
  for (const key of sums.byCategory.keys()) {
    if (key.startsWith(`${UNCATEGORISED_KEY}:`)) continue;
    const line = placeOf(key);
    if (line) inLine.set(line, [...(inLine.get(line) ?? []), key]);
    else outside.push(key);
  }
  const categoryRow = (id: string, depth: number): DreRow => {
    const cents = [...(sums.byCategory.get(id) as number[])];
    return {
      key: `categoria:${id}`,
      kind: 'category',
      label: names.get(id) ?? 'Categoria não encontrada',
      codigo: null,
      depth,
      cents,
      totalCents: sum(cents),
      categories: [],
      categoryIds: [id],
      sides: [...(sums.sidesOf.get(id) ?? [])],
    };
  };
  const byLabel = (a: DreRow, b: DreRow) => a.label.localeCompare(b.label, 'pt-BR');

  const rows: DreRow[] = [];
  const above = new Array<number>(n).fill(0);
  /** A line and its sub-lines, depth first; returns the line's figures (its own and its sub-lines'). */
  const emit = (line: DreLineInput, depth: number): number[] => {
    const own = (inLine.get(line.id) ?? []).map((id) => categoryRow(id, depth + 1)).sort(byLabel);
    const cents = new Array<number>(n).fill(0);
    own.forEach((c) => add(cents, c.cents));
    const row: DreRow = {
      key: `linha:${line.id}`,
      kind: line.children.length ? 'group' : 'line',
      label: line.descricao,
      codigo: line.codigo,
      depth,
      cents,
      totalCents: 0,
      categories: own,
      categoryIds: own.map((c) => c.categoryIds[0] as string),
      sides: [...new Set(own.flatMap((c) => c.sides))],
    };
    rows.push(row);
    for (const child of sorted(line.children)) {
      const figures = emit(child, depth + 1);
      add(cents, figures);
    }
    row.totalCents = sum(cents);
    return cents;
  };
  const extras = (): DreRow[] => {
    const out: DreRow[] = [];
    for (const side of ['RECEITA', 'DESPESA'] as const) {
      const cents = sums.byCategory.get(`${UNCATEGORISED_KEY}:${side}`);
      if (!cents) continue;
      out.push({
        key: `${UNCATEGORISED_KEY}:${side}`,
        kind: 'uncategorised',
        label: side === 'RECEITA' ? 'Receitas sem categoria' : 'Despesas sem categoria',
        codigo: null,
        depth: 0,
        cents: [...cents],
        totalCents: sum(cents),
        categories: [],
        categoryIds: [],
        sides: [side],
      });
    }
    if (outside.length) {
      const own = outside.map((id) => categoryRow(id, 1)).sort(byLabel);
      const cents = new Array<number>(n).fill(0);
      own.forEach((c) => add(cents, c.cents));
      out.push({
        key: 'fora-da-dre',
        kind: 'outside',
        label: 'Categorias fora da estrutura da DRE',
        codigo: null,
        depth: 0,
        cents,
        totalCents: sum(cents),
        categories: own,
        categoryIds: own.map((c) => c.categoryIds[0] as string),
        sides: [...new Set(own.flatMap((c) => c.sides))],
      });
    }
    return out;
  };
  const top = sorted(lines);
  const lastTotal = top.length && (top[top.length - 1] as DreLineInput).totalizer ? top.length - 1 : -1;
  const total = (label: string, key: string, codigo: string | null) => {
    const cents = [...above];
    rows.push({
      key,
      kind: 'total',
      label,
      codigo,
      depth: 0,
      cents,
      totalCents: sum(cents),
      categories: [],
      categoryIds: [],
      sides: [],
    });
  };
  top.forEach((line, i) => {
    if (i === lastTotal) {
      for (const extra of extras()) {
        rows.push(extra);
        add(above, extra.cents);
      }
    }
    if (line.totalizer) total(line.descricao, `linha:${line.id}`, line.codigo);
    else add(above, emit(line, 0));
  });
  if (lastTotal < 0) {
    for (const extra of extras()) {
      rows.push(extra);
      add(above, extra.cents);
    }
    total('(=) Resultado', 'resultado', null);
  }
  const last = rows[rows.length - 1] as DreRow;
  return { months: [...months], rows, result: last.cents, resultTotal: last.totalCents, counted: sums.counted };
}

const sorted = (lines: readonly DreLineInput[]) => [...lines].sort((a, b) => a.posicao - b.posicao);
