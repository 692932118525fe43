import { fromCents } from '../../src/lib/money';
import type { InstallmentView } from '../api/receivable-model';

/**
 * What a search's `totais` must be for these installments (either side): the sum of the
 * totals of each situation, cancelled installments left out.
 */
export function expectedTotals(views: readonly InstallmentView[]): Record<string, number> {
  const of = (status: InstallmentView['status']) =>
    fromCents(views.filter((v) => v.status === status).reduce((sum, v) => sum + v.totalCents, 0));
  return {
    em_aberto: of('PENDENTE'),
    atrasado: of('ATRASADO'),
    recebido_parcial: of('RECEBIDO_PARCIAL'),
    recebido: of('QUITADO'),
    renegociado: of('RENEGOCIADO'),
    perdido: of('PERDIDO'),
  };
}
