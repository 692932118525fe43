import type { Installment, Receivable, SettlementMethod } from '../../../api/receivables';
import { formatDateBR, type IsoDate } from '../../../lib/dates';
import { daysBetween } from '../../../lib/date-math';
import type { DateWindow } from '../../../lib/invoice-windows';
import { openCentsOf } from '../../../lib/figures';
import type { LedgerSide } from '../../../lib/labels/receivable';
import { formatCents, fromCents, toCents } from '../../../lib/money';
import { runLine, runOf, type RunCheck, type RunLine, type SettlementRun } from '../../../lib/settlement-run';
import { toCsv } from '../../../lib/csv';
import { shownLabel } from '../../../lib/settlement-run';

/**
 * The ledgers' bulk settlement: each chosen installment settled once with the single form's
 * defaults (the whole open value, on the chosen date and account), keyed by the installment's id.
 */

export interface BulkChoice {
  data_pagamento: IsoDate;
  conta_financeira: string;
  metodo_pagamento?: SettlementMethod;
}

/** Why an installment of the selection is not sent, or null when it is. */
export function skipReason(r: Receivable): string | null {
  if (!r.settleable) return `Não está em aberto (situação: ${r.statusLabel}).`;
  if (openCentsOf(r) <= 0) return 'Não há valor em aberto.';
  return null;
}

/** The situation of a chosen installment the platform no longer lists on its due date (removed, or moved). */
export const NOT_FOUND_STATUS = 'não encontrada no vencimento selecionado';

/** Due dates at most this many days apart are re-read in one search. */
const WINDOW_GAP_DAYS = 31;

/** The due-date windows that re-read a selection: its due dates, those close together in one window. */
export function selectionWindows(rows: readonly Receivable[]): DateWindow[] {
  const dates = [...new Set(rows.map((r) => r.data_vencimento?.slice(0, 10)).filter((d) => !!d))].sort() as IsoDate[];
  const windows: DateWindow[] = [];
  for (const date of dates) {
    const last = windows[windows.length - 1];
    if (last && daysBetween(last.to, date) <= WINDOW_GAP_DAYS) last.to = date;
    else windows.push({ from: date, to: date });
  }
  return windows;
}

/** The selection as re-read: each chosen row as the platform has it now; one not found is not sent. */
export function freshSelection(chosen: readonly Receivable[], found: readonly Receivable[]): Receivable[] {
  const byId = new Map(found.map((r) => [r.id, r]));
  return chosen.map(
    (r) => byId.get(r.id) ?? (r.data_vencimento ? { ...r, settleable: false, statusLabel: NOT_FOUND_STATUS } : r),
  );
}

const label = (r: Receivable, side: LedgerSide) =>
  [
    r.pessoa?.nome ?? (side === 'pagar' ? 'Sem fornecedor' : 'Sem cliente'),
    r.descricao || 'Sem descrição',
    r.data_vencimento ? `venc. ${formatDateBR(r.data_vencimento)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

export interface BulkReview {
  /** To be settled: count and sum of their open values. */
  count: number;
  totalCents: number;
  skipped: Array<{ row: Receivable; reason: string }>;
}

export function reviewOf(rows: readonly Receivable[]): BulkReview {
  let count = 0;
  let totalCents = 0;
  const skipped: BulkReview['skipped'] = [];
  for (const row of rows) {
    const reason = skipReason(row);
    if (reason) skipped.push({ row, reason });
    else {
      count += 1;
      totalCents += openCentsOf(row);
    }
  }
  return { count, totalCents, skipped };
}

/** One line per installment (a repeated one once): the open ones to send, the others skipped with their reason. */
export function bulkRun(rows: readonly Receivable[], side: LedgerSide, choice: BulkChoice): SettlementRun {
  const seen = new Set<string>();
  const lines: RunLine[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const openCents = openCentsOf(r);
    const base = {
      key: r.id,
      side,
      date: (r.data_vencimento?.slice(0, 10) ?? choice.data_pagamento) as IsoDate,
      amountCents: openCents,
      description: r.descricao ?? '',
      installmentId: r.id,
      installmentLabel: label(r, side),
      openCents,
    };
    const reason = skipReason(r);
    lines.push(
      runLine(
        base,
        reason
          ? { skipped: reason }
          : {
              request: {
                data_pagamento: choice.data_pagamento,
                conta_financeira: choice.conta_financeira,
                composicao_valor: { valor_bruto: fromCents(openCents) },
                ...(choice.metodo_pagamento ? { metodo_pagamento: choice.metodo_pagamento } : {}),
              },
            },
      ),
    );
  }
  return runOf(lines);
}

/**
 * Whether a line's settlement is on the platform, from the installment as it reads now: its open
 * value fell by the line's amount (settled), is what it was (send it), or moved otherwise (skipped:
 * someone else changed it, and nothing is sent over that).
 */
export function checkInstallment(line: RunLine, installment: Pick<Installment, 'nao_pago' | 'settleable'>): RunCheck {
  const now = Math.max(0, toCents(installment.nao_pago ?? 0));
  const before = line.openCents ?? line.amountCents;
  const sent = line.request ? toCents(line.request.composicao_valor.valor_bruto) : 0;
  if (now === Math.max(0, before - sent)) return { found: 'settled' };
  if (now === before && installment.settleable) return { found: 'open' };
  return {
    found: 'changed',
    reason: `A parcela mudou desde a revisão (em aberto agora: ${formatCents(now)}); nada foi enviado. Confira a parcela.`,
  };
}

export function bulkReportCsv(run: SettlementRun): string {
  return toCsv(run.lines, [
    { header: 'Vencimento', value: (l) => l.date, kind: 'date' },
    { header: 'Parcela', value: (l) => l.installmentLabel ?? l.key },
    { header: 'Valor', value: (l) => l.amountCents, kind: 'cents' },
    { header: 'Data do pagamento', value: (l) => l.request?.data_pagamento ?? '', kind: 'date' },
    { header: 'Situação', value: (l) => shownLabel(l) },
    { header: 'Mensagem', value: (l) => l.message ?? '' },
  ]);
}
