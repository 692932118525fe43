import type { Installment } from '../../../api/receivables';
import { toCents } from '../../../lib/money';

/** What can be edited: not a cancelled, renegotiated or lost installment (their values are final). */
export const isEditable = (i: Pick<Installment, 'status'>) =>
  !['CANCELADO', 'RENEGOCIADO', 'PERDIDO'].includes(i.status ?? '');

/** What can be written off: what still has something open. */
export const canWriteOff = (i: Pick<Installment, 'settleable' | 'nao_pago'>) =>
  i.settleable && toCents(i.nao_pago ?? 0) > 0;
