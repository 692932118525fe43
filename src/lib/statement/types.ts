import type { IsoDate } from '../dates';
import type { LedgerSide } from '../labels/receivable';

export type StatementSide = LedgerSide;

/** A credit (money in) settles a receivable, a debit (money out) a payable. */
export const sideOf = (line: { amountCents: number }): StatementSide => (line.amountCents < 0 ? 'pagar' : 'receber');

export const SIDE_LABELS: Record<StatementSide, string> = { receber: 'Crédito', pagar: 'Débito' };

/** One line of a bank statement, normalised from OFX or CSV. */
export interface StatementTransaction {
  /** Goes in the settlement's `nsu`: the FITID, or an id derived from the line (`bank-id.ts`). */
  bankId: string;
  fitId: string | null;
  /** The calendar day written in the file; time and zone are dropped. */
  date: IsoDate;
  /** Signed integer cents: positive is money in. */
  amountCents: number;
  description: string;
  type: string | null;
  document: string | null;
  index: number;
}

export interface StatementAccount {
  bankCode: string | null;
  branch: string | null;
  account: string | null;
}

export interface ParsedStatement {
  kind: 'ofx' | 'csv';
  account: StatementAccount | null;
  credits: StatementTransaction[];
  debits: StatementTransaction[];
  warnings: string[];
  encoding: 'utf-8' | 'windows-1252';
}

export type StatementErrorCode = 'empty' | 'too-large' | 'not-a-statement' | 'no-transactions' | 'csv-mapping';

export class StatementError extends Error {
  readonly code: StatementErrorCode;
  constructor(code: StatementErrorCode, message: string) {
    super(message);
    this.name = 'StatementError';
    this.code = code;
  }
}
