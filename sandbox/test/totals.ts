import { openOf, receivableFigures, type FigureSource } from '../../src/lib/figures';
import type { IsoDate } from '../../src/lib/dates';
import { fromCents } from '../../src/lib/money';
import { LIST_STATUS, type InstallmentView } from '../api/receivable-model';

/**
 * What a search's `totais` must be for these installments (either side), by the app's one
 * definition of the figures (src/lib/figures.ts) over the same installments: production's
 * buckets, cancelled installments left out.
 */
export function expectedTotals(views: readonly InstallmentView[], today: IsoDate): Record<string, unknown> {
  const sources: FigureSource[] = views.map((v) => ({
    status: LIST_STATUS[v.status],
    data_vencimento: v.data_vencimento,
    total: fromCents(v.totalCents),
    pago: fromCents(v.paidCents),
    nao_pago: fromCents(v.openCents),
  }));
  const f = receivableFigures(sources, today);
  const dueToday = sources.reduce(
    (sum, s) => sum + (openOf(s)?.dueDate === today ? (openOf(s)?.openCents ?? 0) : 0),
    0,
  );
  return {
    pago: { valor: fromCents(f.receivedCents) },
    pendente: { valor: fromCents(f.openCents - f.overdueCents - dueToday) },
    vence_hoje: { valor: fromCents(dueToday) },
    vencido: { valor: fromCents(f.overdueCents) },
    aberto: { valor: fromCents(f.openCents) },
    todos: fromCents(f.totalCents),
  };
}
