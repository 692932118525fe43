import { OPEN_RECEIVABLES_FLOOR } from './aging';
import { type IsoDate } from './dates';
import { addDays } from './date-math';
import type { ScheduledSale } from './recurrence-from-sales';

/** What the home panel's figures count, as searches: the screen's links open the same searches. */

type OpenStatus = 'EM_ABERTO' | 'ATRASADO' | 'RECEBIDO_PARCIAL';
export const OPEN_STATUSES: OpenStatus[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];
export const OVERDUE_STATUSES: OpenStatus[] = ['ATRASADO', 'RECEBIDO_PARCIAL'];

export function overdueRange(today: IsoDate) {
  return {
    status: OVERDUE_STATUSES,
    data_vencimento_de: OPEN_RECEIVABLES_FLOOR,
    data_vencimento_ate: addDays(today, -1),
  };
}

export function dueSoonRange(today: IsoDate, days = 7) {
  return { status: OPEN_STATUSES, data_vencimento_de: today, data_vencimento_ate: addDays(today, days) };
}

/** The part of `dueSoonRange` due today. */
export function dueTodayRange(today: IsoDate) {
  return { status: OPEN_STATUSES, data_vencimento_de: today, data_vencimento_ate: today };
}

/** The part of `dueSoonRange` due after today. */
export function dueNextRange(today: IsoDate, days = 7) {
  return { status: OPEN_STATUSES, data_vencimento_de: addDays(today, 1), data_vencimento_ate: addDays(today, days) };
}

export function payablesRange(today: IsoDate, days = 7) {
  return {
    status: OPEN_STATUSES,
    data_vencimento_de: OPEN_RECEIVABLES_FLOOR,
    data_vencimento_ate: addDays(today, days),
  };
}

/** Two sales of every contract charged every 1 to 12 months fall in this window. */
export const SCHEDULED_SALES_MONTHS = 25;

/** Reading every active contract's scheduled sales pays off only when more than a few contracts' terms are unknown. */
export function salesPayOff(unknown: number, active: number, salesPageSize: number): boolean {
  const pages = Math.max(1, Math.ceil((active * SCHEDULED_SALES_MONTHS) / salesPageSize));
  return unknown > 2 * pages;
}

export function salesByContract(
  sales: Iterable<{ id_contrato?: string | null | undefined; data?: string | null; total?: number | null }>,
  wanted: ReadonlySet<string>,
): Map<string, ScheduledSale[]> {
  const byContract = new Map<string, ScheduledSale[]>();
  for (const sale of sales) {
    if (!sale.id_contrato || !wanted.has(sale.id_contrato)) continue;
    const list = byContract.get(sale.id_contrato) ?? [];
    list.push({ date: sale.data, total: sale.total });
    byContract.set(sale.id_contrato, list);
  }
  return byContract;
}

export interface UploadSeen {
  id: string;
  nome: string;
  enviado_em: string;
  status_documento?: string | undefined;
  capturas?: Array<{ id_captura: string; status_captura: string }> | undefined;
}

export interface CaptureToReview {
  documentId: string;
  captureId: string;
  nome: string;
  enviado_em: string;
}

/** Uploads whose document is not final yet, or with a capture pending. */
export function uploadsToRecheck(uploads: readonly UploadSeen[], finalStatuses: readonly string[]): string[] {
  return uploads
    .filter(
      (u) =>
        !u.status_documento ||
        !finalStatuses.includes(u.status_documento) ||
        u.capturas?.some((c) => c.status_captura === 'PENDENTE'),
    )
    .map((u) => u.id);
}

export function capturesToReview(uploads: readonly UploadSeen[]): CaptureToReview[] {
  return uploads.flatMap((u) =>
    (u.capturas ?? [])
      .filter((c) => c.status_captura === 'PENDENTE')
      .map((c) => ({ documentId: u.id, captureId: c.id_captura, nome: u.nome, enviado_em: u.enviado_em })),
  );
}
