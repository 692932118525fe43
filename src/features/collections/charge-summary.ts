import type { InstallmentCharge } from '../../api/receivables';
import { chargeKindLabel, chargeStatusLabel } from '../../lib/labels/charge';

/** An installment's latest charge in a word: its kind and status, or none. */
export function chargeText(charge: InstallmentCharge | undefined): string {
  if (!charge) return 'Nenhuma';
  return `${chargeKindLabel(charge.tipo)}: ${chargeStatusLabel(charge.status).toLowerCase()}`;
}
