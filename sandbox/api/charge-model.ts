import { FINAL_CHARGE_STATUSES, type ChargeKind, type ChargeStatus } from '../../src/api/charges.schema';
import type { IsoDate } from '../../src/lib/dates';
import { findInstallment } from './receivable-model';
import type { SandboxStore } from './store';

/**
 * Charges (cobranças) of the sandbox. The platform moves a charge by itself: it waits for
 * the bank's or the Pix provider's confirmation, then is registered; it is paid when its
 * installment is received; a cancellation takes a moment too. The sandbox derives the
 * status from the clock and the installment each time it is read, so the app sees the
 * same transitions (docs/sandbox-charges.md):
 *
 * - `AGUARDANDO_CONFIRMACAO` for `confirmMs` after creation, then `REGISTRADO`;
 * - `QUITADO` as soon as the installment is fully received;
 * - a Pix charge past its due date unpaid: `EXPIRADO` (a Pix charge has an expiry; a
 *   boleto or a payment link can still be paid late and stays `REGISTRADO`);
 * - after DELETE: `EM_CANCELAMENTO` for `confirmMs`, then `CANCELADO`;
 * - a charge whose customer had no CPF/CNPJ or no e-mail: `INVALIDO` once the provider
 *   answers (after `confirmMs`), though the creation was accepted (conta-azul-cli cobranca.md).
 */

export interface ChargeRecord {
  id: string;
  parcelaId: string;
  tipo: ChargeKind;
  conta_bancaria: string;
  data_vencimento: IsoDate;
  descricao_fatura: string;
  url: string;
  /** The installment's open amount when the charge was made, in cents. */
  valorCents: number;
  createdAt: number;
  /** The customer lacked the CPF/CNPJ or the e-mail the provider needs when it was made. */
  payerIncomplete?: boolean | undefined;
  cancelRequestedAt?: number | undefined;
}

export const DEFAULT_CHARGE_CONFIRM_MS = 2_000;

export function chargeStatus(store: SandboxStore, charge: ChargeRecord, now: number, confirmMs: number): ChargeStatus {
  if (charge.cancelRequestedAt !== undefined) {
    return now - charge.cancelRequestedAt < confirmMs ? 'EM_CANCELAMENTO' : 'CANCELADO';
  }
  const installment = findInstallment(store, charge.parcelaId);
  if (!installment || installment.status === 'CANCELADO') return 'CANCELADO';
  if (installment.status === 'QUITADO') return 'QUITADO';
  if (now - charge.createdAt < confirmMs) return 'AGUARDANDO_CONFIRMACAO';
  if (charge.payerIncomplete) return 'INVALIDO';
  if (charge.tipo === 'PIX_COBRANCA' && store.today > charge.data_vencimento) return 'EXPIRADO';
  return 'REGISTRADO';
}

export function isChargeActive(status: ChargeStatus): boolean {
  return !FINAL_CHARGE_STATUSES.includes(status) && status !== 'EM_CANCELAMENTO';
}

export function chargesOf(store: SandboxStore, parcelaId: string): ChargeRecord[] {
  return [...store.charges.values()].filter((c) => c.parcelaId === parcelaId);
}
