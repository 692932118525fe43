import { knownStatus } from './receivable-labels';
import type { IsoDate } from './dates';
import { toCents } from './money';

/**
 * The one definition of the receivables' figures. Every screen that shows a total (the
 * home panel, the receivables list's cards, collections and the CSV of a list) counts an
 * installment through these functions, so the same records give the same cents:
 * - received: what was paid of it (`pago`), partial receipts included;
 * - open: what is still to receive (`nao_pago`) of one still to be received (open,
 *   overdue or partly received); nothing of a received, renegotiated, lost or cancelled one;
 * - overdue: its open amount when it was due before today;
 * - total: its value, cancelled ones left out.
 */

export interface FigureSource {
  /** Any spelling of the receivables' statuses (receivable-labels.ts). */
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

/** What is still to receive of an installment, in cents. */
export function openCentsOf(item: FigureSource): number {
  const status = knownStatus(item.status);
  if (status && !STILL_TO_RECEIVE.has(status)) return 0;
  return Math.max(0, toCents(item.nao_pago ?? 0));
}

/** Whether something of it is still to receive and it was due before `today`. */
export function isOverdue(item: FigureSource, today: IsoDate): boolean {
  const due = item.data_vencimento?.slice(0, 10);
  return !!due && due < today && openCentsOf(item) > 0;
}

export const NO_FIGURES: ReceivableFigures = {
  count: 0,
  totalCents: 0,
  receivedCents: 0,
  openCents: 0,
  overdueCents: 0,
};

/** The figures of a set of installments (cancelled ones are not counted). */
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
