/**
 * Portuguese labels of the receivables' statuses. The search and the installment detail
 * use two vocabularies (EM_ABERTO vs PENDENTE, RECEBIDO vs QUITADO); both are labelled
 * here, and an unknown value gets a readable version of itself.
 */
import { humanizeEnum } from './labels';

export const RECEIVABLE_STATUS_LABELS: Record<string, string> = {
  // search (contas-a-receber/buscar)
  EM_ABERTO: 'Em aberto',
  ATRASADO: 'Atrasado',
  RECEBIDO_PARCIAL: 'Recebido parcial',
  RECEBIDO: 'Recebido',
  RENEGOCIADO: 'Renegociado',
  PERDIDO: 'Perdido',
  // installment detail (parcelas/{id})
  PENDENTE: 'Em aberto',
  QUITADO: 'Recebido',
  CANCELADO: 'Cancelado',
};

export function receivableStatusLabel(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return RECEIVABLE_STATUS_LABELS[value] ?? humanizeEnum(value);
}

/** Badge colours: overdue in red. */
export const RECEIVABLE_STATUS_COLORS: Record<string, string> = {
  EM_ABERTO: 'blue',
  PENDENTE: 'blue',
  ATRASADO: 'red',
  RECEBIDO_PARCIAL: 'yellow',
  RECEBIDO: 'green',
  QUITADO: 'green',
  RENEGOCIADO: 'violet',
  PERDIDO: 'dark',
  CANCELADO: 'gray',
};
