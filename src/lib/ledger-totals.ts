import type { IsoDate } from './dates';
import { receivableFigures, type FigureSource } from './figures';
import { fromCents, toCents } from './money';

export interface ReceivableTotals {
  total: number | null;
  recebido: number | null;
  emAberto: number | null;
  atrasado: number | null;
  /** Partly received value not split into received and open; 0 once the view has read those installments. */
  parcialSemDivisao: number;
}

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

/** Without the partly received installments, the split figures are left out (null), never wrong. */
export const withoutPartialsSplit = (totals: ReceivableTotals): ReceivableTotals => ({
  total: totals.total,
  recebido: null,
  emAberto: null,
  atrasado: null,
  parcialSemDivisao: 0,
});

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
