import type { Settlement } from '../../../api/receivables';
import { formatDateBR } from '../../../lib/dates';
import { formatCents, toCents } from '../../../lib/money';

/** "R$ 600,00 de 23/11/2026": how a settlement is named to the user. */
export function settlementName(s: Settlement): string {
  return `${formatCents(toCents(s.composicao.valor_bruto ?? 0))} de ${formatDateBR(s.data_pagamento)}`;
}
