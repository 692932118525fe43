import { toCents } from './money';
import { splitCents } from './split-cents';

/** An event's value apportioned to categories, each optionally to cost centres (the platform's `rateio`). */

export interface ShareRow {
  categoryId: string;
  /** '' when the row names no cost centre. */
  costCenterId: string;
  cents: number;
}

export interface CategoryShare {
  categoryId: string;
  cents: number;
  centers: { costCenterId: string; cents: number }[];
}

/**
 * One share per category, in the rows' order: a category's rows add up, each row with a cost
 * centre becomes one of its centres. A category may repeat only with a different cost centre on
 * every row (`repeatedRows` names those that break it), so its centres always add up to it.
 */
export function groupShares(rows: readonly ShareRow[]): CategoryShare[] {
  const out: CategoryShare[] = [];
  for (const row of rows) {
    let share = out.find((s) => s.categoryId === row.categoryId);
    if (!share) {
      share = { categoryId: row.categoryId, cents: 0, centers: [] };
      out.push(share);
    }
    share.cents += row.cents;
    if (row.costCenterId) share.centers.push({ costCenterId: row.costCenterId, cents: row.cents });
  }
  return out;
}

/** The rows (by index) that repeat a category without a distinct cost centre on each of its rows. */
export function repeatedRows(rows: readonly Pick<ShareRow, 'categoryId' | 'costCenterId'>[]): number[] {
  const repeated: number[] = [];
  rows.forEach((row, i) => {
    if (!row.categoryId) return;
    const same = rows.filter((r) => r.categoryId === row.categoryId);
    if (same.length < 2) return;
    const clash =
      !row.costCenterId ||
      rows.some((r, j) => j !== i && r.categoryId === row.categoryId && r.costCenterId === row.costCenterId) ||
      same.some((r) => !r.costCenterId);
    if (clash) repeated.push(i);
  });
  return repeated;
}

export const sumCents = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0);

/** A split as the platform reads it: each row a category's value (a category may repeat, one row per cost centre). */
export type SplitRows = readonly { categoryId: string; valor: number }[];

/** A split's weight per category, in its rows' order: the category's values added, in cents. */
export function splitWeights(rateio: SplitRows): Map<string, number> {
  const weights = new Map<string, number>();
  for (const r of rateio) weights.set(r.categoryId, (weights.get(r.categoryId) ?? 0) + toCents(r.valor));
  return weights;
}

/**
 * One installment's part in each category: its value divided in the proportion of the event's
 * split (largest remainders, so the parts add up to it). The income statement counts it so; the
 * event's split adds up to the event's value, which is the installment's only when it is the
 * event's one installment and its value has not been edited since. `turn`: the installment's place
 * in its event (from 0), where equal remainders start taking the odd cents (`splitCents`).
 */
export function installmentParts(
  totalCents: number,
  rateio: SplitRows,
  turn = 0,
): { categoryId: string; cents: number }[] {
  const weights = [...splitWeights(rateio)];
  const parts = splitCents(
    totalCents,
    weights.map(([, w]) => w),
    turn,
  );
  return weights.map(([categoryId], i) => ({ categoryId, cents: parts[i] as number }));
}
