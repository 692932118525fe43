import type { Installment } from '../../../api/receivables';

/** Why a settlement cannot be registered, by canonical status (receivable-labels.ts). */
const REFUSED: Record<string, string> = {
  RECEBIDO: 'Esta parcela já está quitada: não há valor em aberto para registrar baixa.',
  CANCELADO: 'Esta parcela foi cancelada e não aceita baixa.',
  PERDIDO: 'Esta parcela foi registrada como perdida e não aceita baixa.',
  RENEGOCIADO: 'Esta parcela foi renegociada e não aceita baixa: registre a baixa nas novas parcelas.',
};

/** Why this installment takes no settlement: by its status, else its status named. */
export const refusedText = (installment: Installment) =>
  REFUSED[installment.status ?? ''] ??
  `A situação desta parcela (${installment.statusLabel}) não permite registrar baixa.`;

/** Settled amounts of these stay as they are: undone or corrected, the installment could take no settlement again. */
const FROZEN: Record<string, string> = {
  CANCELADO: 'Esta parcela foi cancelada',
  PERDIDO: 'Esta parcela foi registrada como perdida',
  RENEGOCIADO: 'Esta parcela foi renegociada',
};

/** Why this installment's settlements cannot be corrected or undone, or null when they can. */
export function frozenSettlementsText(installment: Installment): string | null {
  const why = FROZEN[installment.status ?? ''];
  return why
    ? `${why}: as baixas dela não podem ser corrigidas nem desfeitas, pois ela não aceitaria baixa de novo.`
    : null;
}
