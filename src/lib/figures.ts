import { knownStatus } from './labels/receivable';
import type { IsoDate } from './dates';
import { toCents } from './money';

/** The one definition of the receivables' figures, so every screen gives the same records the same cents. */

export interface FigureSource {
  status?: string | null;
  data_vencimento: string | null;
  total?: number | null;
  pago?: number | null;
  nao_pago: number | null;
}

export interface ReceivableFigures {
  count: number;
  totalCents: number;
  receivedCents: number;
  openCents: number;
  overdueCents: number;
}

const STILL_TO_RECEIVE = new Set(['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL']);

/** Nothing of a received, renegotiated, lost or cancelled installment is still to receive. */
export function openCentsOf(item: FigureSource): number {
  const status = knownStatus(item.status);
  if (status && !STILL_TO_RECEIVE.has(status)) return 0;
  return Math.max(0, toCents(item.nao_pago ?? 0));
}

/** What is left to pay of an installment with a due date, or null when nothing is. */
export function openOf(item: FigureSource): { dueDate: IsoDate; openCents: number } | null {
  const dueDate = item.data_vencimento?.slice(0, 10);
  const openCents = openCentsOf(item);
  return dueDate && openCents > 0 ? { dueDate, openCents } : null;
}

/**
 * The one definition of overdue, for home, lists, collections, cash and the portfolio: due
 * before `today` with something left to pay (an installment of nothing left is not overdue,
 * whatever its status says).
 */
export function overdueOf(item: FigureSource, today: IsoDate): { dueDate: IsoDate; openCents: number } | null {
  const open = openOf(item);
  return open && open.dueDate < today ? open : null;
}

export const isOverdue = (item: FigureSource, today: IsoDate): boolean => overdueOf(item, today) !== null;

export const NO_FIGURES: ReceivableFigures = {
  count: 0,
  totalCents: 0,
  receivedCents: 0,
  openCents: 0,
  overdueCents: 0,
};

/** Cancelled installments are not counted. */
export function receivableFigures(items: Iterable<FigureSource>, today: IsoDate): ReceivableFigures {
  const out = { ...NO_FIGURES };
  for (const item of items) {
    if (knownStatus(item.status) === 'CANCELADO') continue;
    const open = openCentsOf(item);
    out.count += 1;
    out.totalCents += toCents(item.total ?? 0);
    out.receivedCents += toCents(item.pago ?? 0);
    out.openCents += open;
    if (isOverdue(item, today)) out.overdueCents += open;
  }
  return out;
}
