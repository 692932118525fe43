import type { IsoDate } from '../dates';
import type { LedgerSide } from '../receivable-labels';

/**
 * The side of the books a statement line settles: a credit (money in) an open
 * receivable (`receber`), a debit (money out) an open payable (`pagar`). The same codes
 * as the API's searches (`src/api/receivables.ts`, `Side`).
 */
export type StatementSide = LedgerSide;

/** The side of a line, from its sign: money in is `receber`, money out `pagar`. */
export const sideOf = (line: { amountCents: number }): StatementSide => (line.amountCents < 0 ? 'pagar' : 'receber');

/** How the screen and the report name a side: "Crédito", "Débito". */
export const SIDE_LABELS: Record<StatementSide, string> = { receber: 'Crédito', pagar: 'Débito' };

/** One line of a bank statement, normalised from OFX or CSV. */
export interface StatementTransaction {
  /**
   * The identifier that goes in the settlement's `nsu`: the bank's FITID as written, or,
   * when the bank gave none (or repeated one), an id derived from the line (see `bank-id.ts`).
   */
  bankId: string;
  /** The FITID exactly as the file gave it, when it gave one. */
  fitId: string | null;
  /** Posting date (the calendar day written in the file; time and zone are dropped). */
  date: IsoDate;
  /** Signed integer cents: positive is money in (a credit), negative money out. */
  amountCents: number;
  /** `MEMO`, `NAME` or the CSV description, joined and with runs of spaces collapsed. */
  description: string;
  /** OFX `TRNTYPE` (`CREDIT`, `DEP`, `XFER`…) or null for CSV. */
  type: string | null;
  /** `CHECKNUM`, `REFNUM` or the CSV document column. */
  document: string | null;
  /** Position in the file (0-based, over every transaction of every account). */
  index: number;
}

export interface StatementAccount {
  bankCode: string | null;
  branch: string | null;
  account: string | null;
}

export interface ParsedStatement {
  kind: 'ofx' | 'csv';
  /** The first account of the file (OFX), when it names one. */
  account: StatementAccount | null;
  /** Money in, in file order: matched against open receivables. */
  credits: StatementTransaction[];
  /** Money out, in file order: matched against open payables. */
  debits: StatementTransaction[];
  /** Lines read but set aside (zero amounts, balance lines), each with a Portuguese reason. */
  warnings: string[];
  /** The text encoding the bytes were read with. */
  encoding: 'utf-8' | 'windows-1252';
}

export type StatementErrorCode = 'empty' | 'too-large' | 'not-a-statement' | 'no-transactions' | 'csv-mapping';

/** A file that cannot be read as a statement; `message` is shown as is (Portuguese). */
export class StatementError extends Error {
  readonly code: StatementErrorCode;
  constructor(code: StatementErrorCode, message: string) {
    super(message);
    this.name = 'StatementError';
    this.code = code;
  }
}
