import { addDays, daysBetween } from '../date-math';
import type { IsoDate } from '../dates';
import { toCents } from '../money';
import { sideOf, type StatementTransaction } from './types';

/**
 * Transfers between the company's own accounts, as the platform lists them
 * (`GET /v1/financeiro/transferencias`). A statement line that is one of them is neither revenue
 * nor expense: it settles nothing and must not become a new entry.
 */

/** A day either side: a bank may book a transfer the day after it was made. */
export const TRANSFER_DAYS = 2;

interface TransferSide {
  data?: string | null | undefined;
  conta_financeira?: { id?: string | null | undefined; nome?: string | null | undefined } | null | undefined;
}

export interface TransferInput {
  id: string;
  descricao?: string | null | undefined;
  valor?: number | null | undefined;
  data?: string | null | undefined;
  origem?: TransferSide | null | undefined;
  destino?: TransferSide | null | undefined;
}

/** A line recognised as a transfer: which one, and its accounts in words. */
export interface LineTransfer {
  transferId: string;
  description: string;
  /** "Conta Corrente → Poupança". */
  accounts: string;
}

/** Days between two dates; Infinity when one is not a date. */
function daysApart(a: string, b: IsoDate): number {
  try {
    return Math.abs(daysBetween(a as IsoDate, b));
  } catch {
    return Infinity;
  }
}

/** The days to read transfers over, for these lines: their first and last date, `TRANSFER_DAYS` wider. */
export function transferSpan(lines: readonly { date: IsoDate }[]): { from: IsoDate; to: IsoDate } | null {
  if (lines.length === 0) return null;
  const dates = lines.map((l) => l.date).sort();
  return { from: addDays(dates[0]!, -TRANSFER_DAYS), to: addDays(dates[dates.length - 1]!, TRANSFER_DAYS) };
}

/**
 * The lines of the statement of `accountId` that are transfers: a debit is one leaving the
 * account, a credit one arriving, of the same value, on its side's date give or take
 * `TRANSFER_DAYS`. Each transfer explains one line at most, the nearest in date (then the first
 * in the file); keyed by the line's bank id.
 */
export function transferLines(
  lines: readonly StatementTransaction[],
  transfers: readonly TransferInput[],
  accountId: string,
): Map<string, LineTransfer> {
  const found = new Map<string, LineTransfer>();
  if (!accountId) return found;
  const used = new Set<string>();
  const pairs: Array<{ line: StatementTransaction; transfer: TransferInput; days: number }> = [];
  for (const line of lines) {
    const leaving = sideOf(line) === 'pagar';
    for (const transfer of transfers) {
      const side = leaving ? transfer.origem : transfer.destino;
      if (side?.conta_financeira?.id !== accountId || toCents(transfer.valor ?? 0) !== Math.abs(line.amountCents))
        continue;
      const date = (side.data ?? transfer.data ?? '').slice(0, 10);
      const days = daysApart(date, line.date);
      if (days <= TRANSFER_DAYS) pairs.push({ line, transfer, days });
    }
  }
  pairs.sort((a, b) => a.days - b.days || a.line.index - b.line.index);
  for (const { line, transfer } of pairs) {
    if (used.has(transfer.id) || found.has(line.bankId)) continue;
    used.add(transfer.id);
    const name = (s: TransferSide | null | undefined) => s?.conta_financeira?.nome || 'conta não informada';
    found.set(line.bankId, {
      transferId: transfer.id,
      description: transfer.descricao || 'Transferência entre contas',
      accounts: `${name(transfer.origem)} → ${name(transfer.destino)}`,
    });
  }
  return found;
}
