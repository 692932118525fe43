import { OPEN_RECEIVABLES_FLOOR } from './aging';
import { addDays, type IsoDate } from './dates';
import type { ScheduledSale } from './recurrence-from-sales';

/**
 * What the home panel's figures count, as the searches that read them, and how it picks
 * what to show from what was read: the screen's links open the same searches.
 */

type OpenStatus = 'EM_ABERTO' | 'ATRASADO' | 'RECEBIDO_PARCIAL';
/** Statuses of what is still to be received (the search's vocabulary). */
export const OPEN_STATUSES: OpenStatus[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];
/** Statuses of what is overdue once the due date is in the past. */
export const OVERDUE_STATUSES: OpenStatus[] = ['ATRASADO', 'RECEBIDO_PARCIAL'];

/** Everything overdue: due before today, something still to receive. */
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

/** What is to be paid: every open payable due up to a week from today, overdue ones included. */
export function payablesRange(today: IsoDate, days = 7) {
  return {
    status: OPEN_STATUSES,
    data_vencimento_de: OPEN_RECEIVABLES_FLOOR,
    data_vencimento_ate: addDays(today, days),
  };
}

/**
 * How far ahead the scheduled sales are read: two sales of every contract charged every
 * 1 to 12 months fall in it, a yearly one's included (one charged less often, or with a
 * single sale left, is read from its detail: recurrence-from-sales.ts).
 */
export const SCHEDULED_SALES_MONTHS = 25;

/**
 * Whether reading the scheduled sales (pages of `salesPageSize`) costs fewer requests than
 * the details of `unknown` contracts: the search returns every active contract's sales (a
 * monthly one has 25 in the window), so a few contracts whose terms this browser forgot
 * are read one by one.
 */
export function salesPayOff(unknown: number, active: number, salesPageSize: number): boolean {
  const pages = Math.max(1, Math.ceil((active * SCHEDULED_SALES_MONTHS) / salesPageSize));
  return unknown > 2 * pages;
}

/** The scheduled sales of the contracts in `wanted`, by contract id. */
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

/** An upload of this browser, as the panel reads it (recent-uploads.ts). */
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

/** The uploads whose statuses may still change: the document's not final yet, or a capture pending. */
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

/** The captures that wait for the user's review, upload by upload. */
export function capturesToReview(uploads: readonly UploadSeen[]): CaptureToReview[] {
  return uploads.flatMap((u) =>
    (u.capturas ?? [])
      .filter((c) => c.status_captura === 'PENDENTE')
      .map((c) => ({ documentId: u.id, captureId: c.id_captura, nome: u.nome, enviado_em: u.enviado_em })),
  );
}
