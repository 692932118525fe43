import type { IsoDate } from './dates';
import { receivableFigures, type FigureSource } from './figures';
import { fromCents, toCents } from './money';

/** What the totals bar shows; a figure the response does not give is null. */
export interface ReceivableTotals {
  total: number | null;
  recebido: number | null;
  emAberto: number | null;
  atrasado: number | null;
  /**
   * The value of the partly received installments when the totals do not split it into
   * received and open (sums per situation): not yet in `recebido`, `emAberto` or
   * `atrasado`, until the view reads those installments (searchReceivablesView). 0 otherwise.
   */
  parcialSemDivisao: number;
}

/** The totals of two sets read apart (the view's two parts), in cents; a figure either lacks is null. */
export function sumTotals(a: ReceivableTotals | null, b: ReceivableTotals | null): ReceivableTotals | null {
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

/**
 * The totals with their partly received installments (`partials`, read whole) split into
 * what was received and what is still open (figures.ts).
 */
export function withPartialsSplit(
  totals: ReceivableTotals,
  partials: Iterable<FigureSource>,
  today: IsoDate,
): ReceivableTotals {
  const f = receivableFigures(partials, today);
  const plus = (x: number | null, cents: number) => (x === null ? null : fromCents(toCents(x) + cents));
  return {
    total: totals.total,
    recebido: plus(totals.recebido, f.receivedCents),
    emAberto: plus(totals.emAberto, f.openCents),
    atrasado: plus(totals.atrasado, f.overdueCents),
    parcialSemDivisao: 0,
  };
}

/** The totals when their partly received installments could not be read: the split figures left out (null), never wrong. */
export const withoutPartialsSplit = (totals: ReceivableTotals): ReceivableTotals => ({
  total: totals.total,
  recebido: null,
  emAberto: null,
  atrasado: null,
  parcialSemDivisao: 0,
});

/** The totals bar's figures of a set of installments read whole (figures.ts). */
export function totalsOf(items: Iterable<FigureSource>, today: IsoDate): ReceivableTotals {
  const f = receivableFigures(items, today);
  return {
    total: fromCents(f.totalCents),
    recebido: fromCents(f.receivedCents),
    emAberto: fromCents(f.openCents),
    atrasado: fromCents(f.overdueCents),
    parcialSemDivisao: 0,
  };
}
