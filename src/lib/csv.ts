import { toCents } from './money';
import { formatDateBR } from './dates';

/**
 * Writes CSV files that Excel opens correctly in a Brazilian locale: `;` between fields,
 * decimal comma, dates `dd/mm/aaaa`, CRLF line ends and a UTF-8 byte order mark (without
 * it Excel reads the file as Windows-1252 and breaks every accent).
 *
 * Text cells that a spreadsheet would run as a formula (a leading `=`, `+`, `-`, `@`,
 * tab or carriage return: CSV injection, OWASP) get a leading apostrophe, so a customer
 * named `=HYPERLINK(...)` is shown as text. Numbers, amounts and dates are written by
 * this module and never neutralised: `-1234,56` stays a negative number.
 */

/** How a column's values are written. */
export type CsvKind =
  /** any text; neutralised against formulas */
  | 'text'
  /** reais as a decimal number (`1234.5` -> `1234,50`) */
  | 'decimal'
  /** integer cents (`123456` -> `1234,56`) */
  | 'cents'
  /** a whole number (`42`) */
  | 'integer'
  /** an ISO date `YYYY-MM-DD` (or a date-time starting with one) -> `dd/mm/aaaa` */
  | 'date';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  kind?: CsvKind;
}

export interface CsvOptions {
  /** Field separator; `;` (what Excel expects with a decimal comma). */
  separator?: string;
  /** Start with a UTF-8 byte order mark; default true. */
  bom?: boolean;
}

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet will show it: formulas neutralised with a leading `'`. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** `1234.5` -> `1234,50`; no thousands separator (Excel reads it as a number either way). */
export function formatCsvDecimal(reais: number): string {
  return formatCsvCents(toCents(reais));
}

/** `-123456` -> `-1234,56`: integer arithmetic, no floating-point rounding. */
export function formatCsvCents(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function cellText(value: CsvValue, kind: CsvKind): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value) ? formatCsvDecimal(value) : '';
    case 'cents':
      return typeof value === 'number' && Number.isFinite(value) ? formatCsvCents(value) : '';
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) ? String(Math.trunc(value)) : '';
    case 'date': {
      const text = formatDateBR(String(value));
      return text === '—' ? '' : text;
    }
    case 'text':
      return neutraliseFormula(typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : String(value));
  }
}

/** Quotes a field when it holds the separator, a quote or a line break (RFC 4180). */
export function quoteCsvField(text: string, separator = ';'): string {
  if (text.includes(separator) || /["\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** The whole file: header row, one row per item, CRLF line ends, BOM first (by default). */
export function toCsv<Row>(
  rows: Iterable<Row>,
  columns: ReadonlyArray<CsvColumn<Row>>,
  options: CsvOptions = {},
): string {
  const separator = options.separator ?? ';';
  const line = (cells: string[]) => cells.map((c) => quoteCsvField(c, separator)).join(separator);
  const out = [line(columns.map((c) => neutraliseFormula(c.header)))];
  for (const row of rows) out.push(line(columns.map((c) => cellText(c.value(row), c.kind ?? 'text'))));
  return `${options.bom === false ? '' : CSV_BOM}${out.join('\r\n')}\r\n`;
}
