import { humanizeEnum } from '../../../lib/labels';

/** Labels of the sales listing (sandbox-only endpoint), local to the detail screen. */

const label = (labels: Record<string, string>) => (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : (labels[value] ?? humanizeEnum(value));

export const saleStatusLabel = label({ AGENDADA: 'Agendada', EMITIDA: 'Emitida', CANCELADA: 'Cancelada' });
export const SALE_STATUS_COLORS = { AGENDADA: 'blue', EMITIDA: 'teal', CANCELADA: 'gray' } as const;

export const installmentStatusLabel = label({
  PENDENTE: 'Em aberto',
  ATRASADO: 'Atrasada',
  RECEBIDO_PARCIAL: 'Recebida em parte',
  QUITADO: 'Quitada',
  CANCELADO: 'Cancelada',
  RENEGOCIADO: 'Renegociada',
  PERDIDO: 'Perdida',
});
export const INSTALLMENT_STATUS_COLORS = {
  PENDENTE: 'blue',
  ATRASADO: 'red',
  RECEBIDO_PARCIAL: 'yellow',
  QUITADO: 'green',
  CANCELADO: 'gray',
} as const;

/** Installments that can still be settled (baixa). */
export const SETTLEABLE = new Set(['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL']);

export const CONTRACT_STATUS_COLORS = { ATIVO: 'green', INATIVO: 'gray', DELETADO: 'red' } as const;
