import { addDays, monthBounds } from './date-math';
import type { IsoDate } from './dates';
import { type DreEntry, type Side } from './dre';
import { splitCents } from './split-cents';
import { toCents } from './money';

/**
 * The month's close: which changes to look at, which of them touch the month, the rows the
 * accountant's system takes (one per entry and category, a split entry in each category by its
 * share, so the rows add up to the month's result), and the statement days still to reconcile.
 */

/** The changes feed takes at most this many days. */
export const CHANGES_MAX_DAYS = 365;
export const DAY_MS = 86_400_000;
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

/** An instant as São Paulo wall time without a zone (`YYYY-MM-DDTHH:mm:ss`), as the feed takes it. */
export const wallTime = (ms: number) => new Date(ms - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 19);
/** A wall time (`YYYY-MM-DDTHH:mm[:ss[.fff]]`) as milliseconds of the same digits in UTC, to compare and add. */
export const wallMs = (wall: string) => Date.parse(`${wall.length === 16 ? `${wall}:00` : wall.slice(0, 19)}Z`);

export interface ChangesWindow {
  from: string;
  to: string;
  /** True when the last look is older than the feed's 365 days: only the last 365 are read. */
  capped: boolean;
}

/** From the second after the last look (else the day after the month), to now. */
export function changesWindow(month: IsoDate, reviewedAt: string | null, now: string): ChangesWindow {
  const from = reviewedAt
    ? wallTime(wallMs(reviewedAt) + SAO_PAULO_OFFSET_MS + 1000)
    : `${addDays(monthBounds(month).last, 1)}T00:00:00`;
  const earliest = wallTime(wallMs(now) + SAO_PAULO_OFFSET_MS - CHANGES_MAX_DAYS * DAY_MS);
  const capped = from < earliest;
  // Looked at this very second: an empty window, never one that ends before it starts.
  return { from: capped ? earliest : from, to: from > now ? from : now, capped };
}

export interface ChangedInstallment {
  id: string;
  descricao?: string | null | undefined;
  status?: string | null | undefined;
  total?: number | null | undefined;
  data_vencimento?: string | null | undefined;
  data_alteracao?: string | null | undefined;
  baixas: ReadonlyArray<{ data_pagamento?: string | null | undefined }>;
  evento?: { tipo?: string | null | undefined; data_competencia?: string | null | undefined } | null | undefined;
}

export interface MonthChange {
  installment: ChangedInstallment;
  side: Side;
  /** Why it touches the month: its competence, a payment in it, or both. */
  reasons: Array<'competencia' | 'pagamento'>;
}

/** The changes feed read in batches, as one: an installment read again in a later batch is its later read. */
export function mergedChanges<I extends ChangedInstallment>(
  batches: ReadonlyArray<{ total: number; events: number; installments: readonly I[] }>,
): { installments: I[]; total: number; read: number } {
  const byId = new Map<string, I>();
  let read = 0;
  for (const batch of batches) {
    read += batch.events;
    for (const installment of batch.installments) {
      byId.delete(installment.id);
      byId.set(installment.id, installment);
    }
  }
  return { installments: [...byId.values()], total: batches.at(-1)?.total ?? 0, read };
}

/** The installments of changed events that fall in the month, by competence or by a payment. */
export function changesInMonth(installments: readonly ChangedInstallment[], month: IsoDate): MonthChange[] {
  const { first, last } = monthBounds(month);
  const inMonth = (date: string | null | undefined) =>
    !!date && date.slice(0, 10) >= first && date.slice(0, 10) <= last;
  const out: MonthChange[] = [];
  for (const installment of installments) {
    const reasons: MonthChange['reasons'] = [];
    if (inMonth(installment.evento?.data_competencia)) reasons.push('competencia');
    if (installment.baixas.some((b) => inMonth(b.data_pagamento))) reasons.push('pagamento');
    if (reasons.length === 0) continue;
    out.push({ installment, side: installment.evento?.tipo === 'DESPESA' ? 'DESPESA' : 'RECEITA', reasons });
  }
  return out.sort((a, b) => (b.installment.data_alteracao ?? '').localeCompare(a.installment.data_alteracao ?? ''));
}

export interface ExportItem {
  id: string;
  descricao: string | null;
  data_vencimento: string | null;
  data_competencia: string | null;
  statusLabel: string;
  pessoa: { nome?: string | null | undefined } | null;
}

export interface ExportRow {
  id: string;
  competencia: string;
  vencimento: string;
  side: Side;
  descricao: string;
  contraparte: string;
  categoria: string;
  conta: string;
  /** Positive for revenue, negative for expense: the rows add up to the result. */
  cents: number;
  situacao: string;
}

export const UNCATEGORISED = 'Sem categoria';
export const NO_ACCOUNT = 'Conta não identificada';

/** One row per entry and category of the month's accrual statement. */
export function closeExportRows(
  entries: readonly DreEntry[],
  items: Readonly<Record<Side, readonly ExportItem[]>>,
  categoryName: (id: string) => string | null,
  accountName: (installmentId: string) => string | null,
): ExportRow[] {
  const byId = new Map<string, ExportItem>();
  for (const side of ['RECEITA', 'DESPESA'] as const) for (const item of items[side]) byId.set(item.id, item);
  const rows: ExportRow[] = [];
  for (const entry of entries) {
    const item = byId.get(entry.id);
    const sign = entry.side === 'RECEITA' ? 1 : -1;
    const cents = entry.amounts.reduce((sum, a) => sum + a.cents, 0);
    const base = {
      id: entry.id,
      competencia: item?.data_competencia ?? entry.amounts[0]?.date ?? '',
      vencimento: item?.data_vencimento ?? '',
      side: entry.side,
      descricao: item?.descricao ?? '',
      contraparte: item?.pessoa?.nome ?? '',
      conta: accountName(entry.id) ?? NO_ACCOUNT,
      situacao: item?.statusLabel ?? '',
    };
    if (entry.shares.length === 0) {
      rows.push({ ...base, categoria: UNCATEGORISED, cents: sign * cents });
      continue;
    }
    const parts = splitCents(
      cents,
      entry.shares.map((s) => s.weight),
      entry.turn,
    );
    entry.shares.forEach((share, k) =>
      rows.push({
        ...base,
        categoria: categoryName(share.categoryId) ?? UNCATEGORISED,
        cents: sign * (parts[k] as number),
      }),
    );
  }
  return rows.sort((a, b) => a.competencia.localeCompare(b.competencia) || a.descricao.localeCompare(b.descricao));
}

/** The month's entries without a category, per side: how many and how much. */
export function uncategorised(entries: readonly DreEntry[]): Record<Side, { count: number; cents: number }> {
  const out = { RECEITA: { count: 0, cents: 0 }, DESPESA: { count: 0, cents: 0 } };
  for (const entry of entries) {
    if (entry.shares.length > 0) continue;
    out[entry.side].count += 1;
    out[entry.side].cents += entry.amounts.reduce((sum, a) => sum + a.cents, 0);
  }
  return out;
}

export interface StatementLine {
  bankId: string;
  date: string;
}

/** The days of the month with a statement line neither reconciled nor set aside. */
export function unreconciledDays(
  lines: readonly StatementLine[],
  done: (bankId: string) => boolean,
  month: IsoDate,
): string[] {
  const { first, last } = monthBounds(month);
  const days = new Set<string>();
  for (const line of lines) if (line.date >= first && line.date <= last && !done(line.bankId)) days.add(line.date);
  return [...days].sort();
}

/** A transfer's value in cents. */
export const transferCents = (transfer: { valor?: number | null | undefined }) => toCents(transfer.valor ?? 0);
