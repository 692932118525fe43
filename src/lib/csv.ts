import { toCents } from './money';
import { formatDateBR } from './dates';

/** CSV for a Brazilian Excel: `;`, decimal comma, `dd/mm/aaaa`, CRLF and a BOM (else Excel reads Windows-1252). */

export type CsvKind =
  /** neutralised against formulas */
  | 'text'
  | 'decimal'
  /** integer cents */
  | 'cents'
  | 'integer'
  | 'date';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  kind?: CsvKind;
}

export interface CsvOptions {
  separator?: string;
  bom?: boolean;
}

export const CSV_BOM = '\uFEFF';
/**
 * A formula's first character (OWASP's CSV injection list, with the line feed and the
 * fullwidth forms spreadsheets read as the same), after any white space or invisible
 * character a spreadsheet skips (space, no-break space, zero-width characters, BOM).
 */
const FORMULA_START = /^[\s\u00a0\u200b-\u200d\u2060\ufeff]*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/** Text a spreadsheet would run as a formula (CSV injection) gets a leading `'`; numbers are never neutralised. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function formatCsvDecimal(reais: number): string {
  return formatCsvCents(toCents(reais));
}

/** Integer arithmetic, no floating-point rounding. */
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

export function quoteCsvField(text: string, separator = ';'): string {
  if (text.includes(separator) || /["\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

const csvLine = (cells: readonly string[], separator: string) =>
  `${cells.map((c) => quoteCsvField(c, separator)).join(separator)}\r\n`;

/** The file's start: the BOM and the header line. */
export function csvHeader<Row>(columns: ReadonlyArray<CsvColumn<Row>>, options: CsvOptions = {}): string {
  const header = csvLine(
    columns.map((c) => neutraliseFormula(c.header)),
    options.separator ?? ';',
  );
  return `${options.bom === false ? '' : CSV_BOM}${header}`;
}

/** One line per row, each ending in CRLF: a file is its header and these, written a batch at a time. */
export function csvLines<Row>(
  rows: Iterable<Row>,
  columns: ReadonlyArray<CsvColumn<Row>>,
  options: CsvOptions = {},
): string {
  const separator = options.separator ?? ';';
  let out = '';
  for (const row of rows)
    out += csvLine(
      columns.map((c) => cellText(c.value(row), c.kind ?? 'text')),
      separator,
    );
  return out;
}

export function toCsv<Row>(
  rows: Iterable<Row>,
  columns: ReadonlyArray<CsvColumn<Row>>,
  options: CsvOptions = {},
): string {
  return csvHeader(columns, options) + csvLines(rows, columns, options);
}
