import { compareIsoDates, type IsoDate } from '../../src/lib/dates';
import { toCents } from '../../src/lib/money';
import type { SaleRecord, SandboxStore } from './store';

/**
 * The receivable installment (parcela) of an issued sale: one per sale, due on its due
 * date, worth the charge's net value. Its status follows its settlements and today:
 * cancelled sale -> CANCELADO; settled gross amounts covering the value -> QUITADO;
 * part of it -> RECEBIDO_PARCIAL; unpaid and past due -> ATRASADO; else PENDENTE.
 * Scheduled (not yet issued) sales have no installment yet.
 */

export type InstallmentStatus = 'PENDENTE' | 'QUITADO' | 'CANCELADO' | 'RECEBIDO_PARCIAL' | 'ATRASADO';

export interface InstallmentFigures {
  status: InstallmentStatus;
  totalCents: number;
  paidCents: number;
  openCents: number;
}

export function installmentFigures(
  store: SandboxStore,
  sale: SaleRecord,
  today: IsoDate = store.today,
): InstallmentFigures {
  const totalCents = toCents(sale.valor);
  const paidCents = (store.settlements.get(sale.id_parcela) ?? []).reduce(
    (sum, s) => sum + toCents(s.composicao_valor.valor_bruto),
    0,
  );
  const openCents = Math.max(totalCents - paidCents, 0);
  const status: InstallmentStatus =
    sale.status === 'CANCELADA'
      ? 'CANCELADO'
      : paidCents >= totalCents && totalCents > 0
        ? 'QUITADO'
        : paidCents > 0
          ? 'RECEBIDO_PARCIAL'
          : compareIsoDates(sale.data_vencimento, today) < 0
            ? 'ATRASADO'
            : 'PENDENTE';
  return { status, totalCents, paidCents, openCents };
}

/** Sales that have an installment: issued ones, and those cancelled after being issued. */
export function hasInstallment(sale: SaleRecord, today: IsoDate): boolean {
  return sale.status === 'EMITIDA' || (sale.status === 'CANCELADA' && compareIsoDates(sale.data_emissao, today) <= 0);
}
