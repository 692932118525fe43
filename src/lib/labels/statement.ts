import { formatDateBR } from '../dates';
import type { ReconcilableInstallment, StatementSide } from '../statement';

/** How a statement line names the other party, by side. */
export const PARTY_NOUNS: Record<StatementSide, string> = { receber: 'Cliente', pagar: 'Fornecedor' };

/** "Party · description · venc. dd/mm/aaaa": an installment as a statement line offers it. */
export function installmentLabel(
  i: Pick<ReconcilableInstallment, 'side' | 'partyName' | 'description' | 'dueDate'>,
): string {
  const party = i.partyName || `Sem ${PARTY_NOUNS[i.side ?? 'receber'].toLowerCase()}`;
  return [party, i.description || 'Sem descrição', `venc. ${formatDateBR(i.dueDate)}`].join(' · ');
}
