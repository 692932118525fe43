import { fold } from '../text';
import { hash64 } from './bank-id';
import { BALANCE_LINE } from './ofx';
import { StatementError } from './types';
import {
  type CsvDateFormat,
  type DecimalSeparator,
  detectDateFormat,
  detectDecimalSeparator,
  parseAmountCents,
  parseCsvDate,
} from './values';

/** The user confirms the column mapping once per bank, remembered by the layout's fingerprint. */

export type CsvSeparator = ';' | ',' | '\t';

/** Column indexes (0-based); columns not named, such as the balance, are ignored. */
export interface CsvMapping {
  date: number;
  /** One or more columns joined with ` - ` (Inter: "Histórico" and "Descrição"). */
  description: number[];
  /** A signed amount column, or a credit and a debit column (a debit is money out whatever its sign). */
  amount?: number;
  credit?: number;
  debit?: number;
  document?: number;
  /** The document column is a unique transaction id (Nubank), used as FITID. */
  documentIsId?: boolean;
  dateFormat?: CsvDateFormat;
  decimal?: DecimalSeparator;
}

export interface CsvTable {
  separator: CsvSeparator;
  header: string[] | null;
  rows: string[][];
  /** The line of the file each row is on, for the messages (absent in a table kept before they were counted). */
  lineNumbers?: number[];
  preamble: string[][];
}

export function splitCsv(text: string, separator: string): string[][] {
  return splitCsvLines(text, separator).rows;
}

/** The rows, and the line of the file each starts on (counted from 1, blank lines included). */
export function splitCsvLines(text: string, separator: string): { rows: string[][]; lines: number[] } {
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  let line = 1;
  let rowLine = 1;
  const n = text.length;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0]!.trim() !== '') {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
  };
  while (i < n) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += c;
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
      }
      i += 1;
      continue;
    }
    if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      endRow();
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      rowLine = line;
    } else field += c;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return { rows: rows.map((r) => r.map((f) => f.trim())), lines };
}

const SEPARATORS: CsvSeparator[] = [';', ',', '\t'];

export function detectSeparator(text: string): CsvSeparator | null {
  const sample = text
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, 40)
    .join('\n');
  let best: { sep: CsvSeparator; score: number } | null = null;
  for (const sep of SEPARATORS) {
    const counts = new Map<number, number>();
    for (const row of splitCsv(sample, sep)) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    let score = 0;
    for (const [width, lines] of counts) if (width > 1) score = Math.max(score, lines * 1000 + width);
    if (score > 0 && (!best || score > best.score)) best = { sep, score };
  }
  return best?.sep ?? null;
}

const looksLikeDate = (cell: string) =>
  parseCsvDate(cell, 'dd/mm/aaaa') !== null ||
  parseCsvDate(cell, 'dd/mm/aa') !== null ||
  parseCsvDate(cell, 'aaaa-mm-dd') !== null;
const looksLikeAmount = (cell: string) => /\d/.test(cell) && parseAmountCents(cell) !== null && !looksLikeDate(cell);
const isDataRow = (row: string[]) => row.some(looksLikeDate) && row.some(looksLikeAmount);

export function readCsvTable(text: string): CsvTable {
  const separator = detectSeparator(text);
  if (!separator) throw notAStatement();
  const { rows: all, lines } = splitCsvLines(text, separator);
  const first = all.findIndex(isDataRow);
  if (first < 0) throw notAStatement();
  const width = all[first]!.length;
  const previous = first > 0 ? all[first - 1]! : null;
  const hasHeader =
    previous !== null &&
    previous.length >= width - 1 &&
    !previous.some(looksLikeDate) &&
    previous.some((c) => /\p{L}/u.test(c));
  const headerAt = hasHeader ? first - 1 : first;
  return {
    separator,
    header: hasHeader ? previous : null,
    ...dataRows(all, lines, first, Math.min(width, 2)),
    preamble: all.slice(0, headerAt),
  };
}

function dataRows(all: string[][], lines: number[], first: number, minCells: number) {
  const rows: string[][] = [];
  const lineNumbers: number[] = [];
  for (let i = first; i < all.length; i++) {
    if (all[i]!.length < minCells) continue;
    rows.push(all[i]!);
    lineNumbers.push(lines[i]!);
  }
  return { rows, lineNumbers };
}

const notAStatement = () =>
  new StatementError(
    'not-a-statement',
    'O arquivo não parece um extrato: nenhuma linha tem uma data e um valor. Exporte o extrato do banco em OFX ou CSV.',
  );

/** The same bank and layout give the same fingerprint, whatever the period. */
export function csvLayoutFingerprint(table: Pick<CsvTable, 'separator' | 'header' | 'rows'>): string {
  const sep = table.separator === '\t' ? 'tab' : table.separator;
  const shape = table.header
    ? table.header.map((h) => fold(h).replace(/\s+/g, ' ').trim()).join('|')
    : `sem-cabecalho:${table.rows[0]?.length ?? 0}`;
  return `csv:${sep}:${hash64(shape)}`;
}

const HEADER_RULES: Array<[keyof CsvMapping | 'ignore', RegExp]> = [
  ['ignore', /^saldo|balance|data do balancete|^dependencia/],
  ['date', /^(data|date|dt)( (de )?(lancamento|movimento|movimentacao|transacao|mov|operacao))?$/],
  ['credit', /^(credito|creditos|entrada|entradas|credit)( \(?r\$\)?)?$/],
  ['debit', /^(debito|debitos|saida|saidas|debit)( \(?r\$\)?)?$/],
  ['amount', /^(valor|amount|value|quantia|vlr|valor lancamento)( \(?r\$\)?)?$/],
  ['document', /^(identificador|id|(n|no|nº|nr|num|numero)( do)? (doc|docto|documento)|documento|doc|docto|fitid)$/],
  ['description', /^(historico|descricao|lancamento|detalhes|memo|title|description|complemento|estabelecimento)$/],
];

export function proposeCsvMapping(table: CsvTable): Partial<CsvMapping> {
  const mapping: Partial<CsvMapping> = {};
  if (table.header) {
    const description: number[] = [];
    table.header.forEach((raw, i) => {
      const name = fold(raw)
        .replace(/[^\p{L}\p{N}$ ]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const rule = HEADER_RULES.find(([, re]) => re.test(name))?.[0];
      if (!rule || rule === 'ignore') return;
      if (rule === 'description') description.push(i);
      else if (mapping[rule] === undefined) (mapping as Record<string, number>)[rule] = i;
    });
    if (description.length > 0) mapping.description = description;
    if (mapping.document !== undefined)
      mapping.documentIsId = /identificador|^id$|fitid/.test(fold(table.header[mapping.document]!));
  }
  const sample = table.rows.slice(0, 50);
  const column = (i: number) => sample.map((r) => r[i] ?? '');
  const width = sample[0]?.length ?? 0;
  const share = (i: number, test: (c: string) => boolean) => column(i).filter(test).length / Math.max(sample.length, 1);
  if (mapping.date === undefined) {
    for (let i = 0; i < width; i += 1)
      if (share(i, looksLikeDate) > 0.8) {
        mapping.date = i;
        break;
      }
  }
  if (mapping.amount === undefined && mapping.credit === undefined && mapping.debit === undefined) {
    // Without a header, the first amount column (the balance usually comes last).
    for (let i = 0; i < width; i += 1) {
      if (i !== mapping.date && share(i, looksLikeAmount) > 0.8) {
        mapping.amount = i;
        break;
      }
    }
  }
  if (!mapping.description) {
    let best = -1;
    let bestLetters = 0;
    for (let i = 0; i < width; i += 1) {
      if (i === mapping.date || i === mapping.amount) continue;
      const letters = column(i)
        .join('')
        .replace(/[^\p{L}]/gu, '').length;
      if (letters > bestLetters) [best, bestLetters] = [i, letters];
    }
    if (best >= 0) mapping.description = [best];
  }
  if (mapping.date !== undefined) mapping.dateFormat = detectDateFormat(column(mapping.date)) ?? undefined;
  const amountColumns = [mapping.amount, mapping.credit, mapping.debit].filter((i): i is number => i !== undefined);
  mapping.decimal = detectDecimalSeparator(amountColumns.flatMap(column)) ?? undefined;
  return mapping;
}

export function isCompleteMapping(mapping: Partial<CsvMapping>): mapping is CsvMapping {
  return (
    mapping.date !== undefined &&
    !!mapping.description &&
    mapping.description.length > 0 &&
    (mapping.amount !== undefined || mapping.credit !== undefined || mapping.debit !== undefined)
  );
}

export interface CsvLine {
  date: string;
  amountCents: number;
  description: string;
  document: string | null;
  fitId: string | null;
  row: number;
}

export function readCsvLines(table: CsvTable, mapping: CsvMapping): { lines: CsvLine[]; warnings: string[] } {
  const warnings: string[] = [];
  const cell = (row: string[], i: number | undefined) => (i === undefined ? '' : (row[i] ?? ''));
  const amountColumns = [mapping.amount, mapping.credit, mapping.debit].filter((i): i is number => i !== undefined);
  const decimal =
    mapping.decimal ?? detectDecimalSeparator(table.rows.flatMap((r) => amountColumns.map((i) => r[i] ?? '')));
  const dateFormat = mapping.dateFormat ?? detectDateFormat(table.rows.map((r) => cell(r, mapping.date)));
  if (!dateFormat) {
    throw new StatementError(
      'csv-mapping',
      'A coluna escolhida para a data não tem datas (dd/mm/aaaa, dd/mm/aa ou aaaa-mm-dd).',
    );
  }
  const lines: CsvLine[] = [];
  table.rows.forEach((row, i) => {
    const label = `Linha ${table.lineNumbers?.[i] ?? i + 1}`;
    const date = parseCsvDate(cell(row, mapping.date), dateFormat);
    const description = mapping.description
      .map((c) => cell(row, c))
      .filter((t) => t !== '')
      .join(' - ')
      .replace(/\s+/g, ' ');
    if (!date) {
      if (row.some((c) => c !== ''))
        warnings.push(`${label} ignorada: sem data (${description || row.filter((c) => c !== '').join(' ')}).`);
      return;
    }
    if (BALANCE_LINE.test(fold(description))) {
      warnings.push(`${label} ignorada: é uma linha de saldo (${description}).`);
      return;
    }
    let cents: number | null;
    if (mapping.amount !== undefined) cents = parseAmountCents(cell(row, mapping.amount), decimal);
    else {
      const creditText = cell(row, mapping.credit);
      const debitText = cell(row, mapping.debit);
      const credit = creditText === '' ? 0 : parseAmountCents(creditText, decimal);
      const debit = debitText === '' ? 0 : parseAmountCents(debitText, decimal);
      cents = credit === null || debit === null ? null : Math.abs(credit) - Math.abs(debit);
    }
    if (cents === null) {
      warnings.push(`${label} ignorada: valor ilegível.`);
      return;
    }
    if (cents === 0) {
      warnings.push(`${label} ignorada: valor zero (${description}).`);
      return;
    }
    const document = cell(row, mapping.document) || null;
    lines.push({
      date,
      amountCents: cents,
      description,
      document,
      fitId: mapping.documentIsId ? document : null,
      row: i + 1,
    });
  });
  return { lines, warnings };
}
