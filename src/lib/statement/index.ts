/** Statement reconciliation, the pure core: read, match each line on its side, settle exactly once. */
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
export * from './entry';
export * from './transfers';
export * from './account';
