import type { InstallmentCharge } from '../../api/receivables';
import { chargeKindLabel, chargeStatusLabel } from '../../lib/charge-labels';

/** Why a charge's link is not offered, by its status. */
export function noLinkReason(status: string | null): string {
  if (status === 'EM_CANCELAMENTO')
    return 'A cobrança está sendo cancelada: o link não deve mais ser enviado ao cliente. Esta janela acompanha até a plataforma confirmar o cancelamento.';
  return 'Esta cobrança não aceita mais pagamentos: o link não é mais oferecido.';
}

/** An installment's latest charge in a word: its kind and status, or none. */
export function chargeText(charge: InstallmentCharge | undefined): string {
  if (!charge) return 'Nenhuma';
  return `${chargeKindLabel(charge.tipo)}: ${chargeStatusLabel(charge.status).toLowerCase()}`;
}
