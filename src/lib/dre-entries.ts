import { knownStatus } from './labels/receivable';
import { toCents } from './money';
import { splitWeights } from './apportionment';
import type { DreEntry, Side } from './dre';

/**
 * The statement's entries from the two searches' items, on either basis.
 *
 * A search item names its categories without amounts: a split entry (more than one category)
 * is weighed by its installment's read (`evento.rateio`, each category's value); an entry of
 * one category is all of it. A cancelled or renegotiated installment is not counted (the
 * renegotiation's new installments are).
 */

export interface SearchItem {
  id: string;
  status: string | null;
  total: number | null;
  pago: number | null;
  data_competencia: string | null;
  categorias: readonly { id: string }[];
}

/** What an installment's read adds: the split and the payments, each with its date. */
export interface InstallmentDetail {
  rateio: readonly { categoryId: string; valor: number }[];
  /** Its number in its event (from 1), when the read says. */
  indice?: number | null;
  payments: readonly { date: string | null; cents: number }[];
}

const NOT_COUNTED = new Set(['CANCELADO', 'RENEGOCIADO']);

export const isCounted = (item: Pick<SearchItem, 'status'>) => !NOT_COUNTED.has(knownStatus(item.status) ?? '');

/** Items naming more than one category: their split is read from the installment. */
export const isSplit = (item: Pick<SearchItem, 'categorias'>) => new Set(item.categorias.map((c) => c.id)).size > 1;

function sharesOf(item: SearchItem, detail: InstallmentDetail | undefined): DreEntry['shares'] {
  const ids = [...new Set(item.categorias.map((c) => c.id))];
  if (ids.length <= 1) return ids.map((categoryId) => ({ categoryId, weight: 1 }));
  const weights = splitWeights(detail?.rateio ?? []);
  // Without a readable split, equal parts (never silently the first category's).
  if ([...weights.values()].every((w) => w <= 0)) return ids.map((categoryId) => ({ categoryId, weight: 1 }));
  return [...weights].map(([categoryId, weight]) => ({ categoryId, weight }));
}

/** Where a split installment's equal remainders start taking the cents: its place in its event. */
export const turnOf = (detail: Pick<InstallmentDetail, 'indice'> | undefined) => Math.max(0, (detail?.indice ?? 1) - 1);

/** Accrual basis: each counted item's value on its competence date. */
export function accrualEntries(
  side: Side,
  items: Iterable<SearchItem>,
  details: ReadonlyMap<string, InstallmentDetail>,
): DreEntry[] {
  const out: DreEntry[] = [];
  for (const item of items) {
    if (!isCounted(item) || !item.data_competencia) continue;
    out.push({
      id: item.id,
      side,
      amounts: [{ date: item.data_competencia, cents: toCents(item.total ?? 0) }],
      shares: sharesOf(item, details.get(item.id)),
      turn: turnOf(details.get(item.id)),
    });
  }
  return out;
}

/**
 * Which cash-basis items need their installment's read: split ones, those paid in more than one
 * of the months searched, and those still partly paid (their payments may fall in several months).
 */
export function needsDetail(item: SearchItem, monthsFound: number): boolean {
  return isSplit(item) || monthsFound > 1 || knownStatus(item.status) === 'RECEBIDO_PARCIAL';
}

/**
 * Cash basis, from the searches by payment month (`byMonth`: each month's first day and the
 * items paid in it): an item found in one month, paid whole there (`pago`); one read, each
 * payment on its date.
 */
export function cashEntries(
  side: Side,
  byMonth: readonly { month: string; items: readonly SearchItem[] }[],
  details: ReadonlyMap<string, InstallmentDetail>,
): DreEntry[] {
  const found = new Map<string, { item: SearchItem; months: string[] }>();
  for (const { month, items } of byMonth) {
    for (const item of items) {
      const seen = found.get(item.id);
      if (seen) seen.months.push(month);
      else found.set(item.id, { item, months: [month] });
    }
  }
  const out: DreEntry[] = [];
  for (const { item, months } of found.values()) {
    if (knownStatus(item.status) === 'CANCELADO') continue;
    const detail = details.get(item.id);
    const amounts =
      detail && needsDetail(item, months.length)
        ? detail.payments.flatMap((p) => (p.date ? [{ date: p.date, cents: p.cents }] : []))
        : [{ date: months[0] as string, cents: toCents(item.pago ?? 0) }];
    out.push({ id: item.id, side, amounts, shares: sharesOf(item, detail), turn: turnOf(detail) });
  }
  return out;
}
