/**
 * Bank statement reconciliation, the pure core: read a statement
 * (OFX or CSV), match its credits to open receivables and its debits to open payables (one
 * matcher, each line on its side), plan the settlements and run them exactly once.
 * Decisions 0600 (parser) and 0601 (matching rule).
 */
export * from './types';
export { decodeStatementBytes } from './decode';
export { parseAmountCents, parseOfxDate, parseCsvDate, detectDateFormat, detectDecimalSeparator } from './values';
export type { CsvDateFormat, DecimalSeparator } from './values';
export { assignBankIds, derivedBankId, statementFingerprint, statementFingerprints, statementLines } from './bank-id';
export {
  csvLayoutFingerprint,
  isCompleteMapping,
  proposeCsvMapping,
  readCsvTable,
  type CsvMapping,
  type CsvSeparator,
  type CsvTable,
} from './csv-statement';
export {
  MAX_STATEMENT_BYTES,
  inspectCsvStatement,
  parseStatement,
  type CsvLayout,
  type ParseStatementOptions,
  type ParsedStatementWithLayout,
} from './parse';
export * from './match';
export * from './settle';
export * from './run';
