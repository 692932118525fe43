import { formatFileSize } from '../file-check';
import { assignBankIds, type IdentifiableLine } from './bank-id';
import {
  type CsvMapping,
  type CsvTable,
  csvLayoutFingerprint,
  isCompleteMapping,
  proposeCsvMapping,
  readCsvLines,
  readCsvTable,
} from './csv-statement';
import { decodeStatementBytes } from './decode';
import { looksLikeOfx, readOfx, signOfxTransactions } from './ofx';
import { type ParsedStatement, StatementError, type StatementTransaction } from './types';

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

export interface ParseStatementOptions {
  /** The user's mapping for this bank's CSV layout; proposed when absent. */
  csvMapping?: CsvMapping;
  maxBytes?: number;
}

export interface CsvLayout {
  fingerprint: string;
  separator: CsvTable['separator'];
  header: string[] | null;
  mapping: CsvMapping;
  proposed: Partial<CsvMapping>;
  preview: string[][];
}

export interface ParsedStatementWithLayout extends ParsedStatement {
  csv?: CsvLayout;
}

const BINARY_KINDS: Array<[number[], string]> = [
  [[0x25, 0x50, 0x44, 0x46], 'um PDF'],
  [[0x50, 0x4b, 0x03, 0x04], 'uma planilha do Excel (.xlsx) ou um arquivo compactado'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'uma planilha do Excel antiga (.xls)'],
];

/** Throws `StatementError` with a Portuguese message; `csv-mapping` asks the user for the columns. */
export function parseStatement(bytes: Uint8Array, options: ParseStatementOptions = {}): ParsedStatementWithLayout {
  const maxBytes = options.maxBytes ?? MAX_STATEMENT_BYTES;
  if (bytes.length === 0) throw new StatementError('empty', 'O arquivo está vazio.');
  if (bytes.length > maxBytes) {
    throw new StatementError(
      'too-large',
      `O arquivo tem ${formatFileSize(bytes.length)}; o limite para extratos é ${formatFileSize(maxBytes)}. Exporte um período menor.`,
    );
  }
  for (const [magic, what] of BINARY_KINDS) {
    if (magic.every((b, i) => bytes[i] === b)) {
      throw new StatementError(
        'not-a-statement',
        `O arquivo é ${what}, não um extrato. Exporte o extrato do banco em OFX ou CSV.`,
      );
    }
  }
  const { text, encoding } = decodeStatementBytes(bytes);
  if (text.trim() === '') throw new StatementError('empty', 'O arquivo está vazio.');
  if (looksLikeOfx(text)) return { ...parseOfxText(text), encoding };
  // An OFX may end in NUL padding; anything else with NULs is binary.
  if (text.slice(0, 4096).includes('\u0000')) {
    throw new StatementError('not-a-statement', 'O arquivo não é de texto, portanto não é um extrato OFX ou CSV.');
  }
  const parsed = parseCsvText(text, options.csvMapping);
  return { ...parsed, encoding };
}

function split(transactions: StatementTransaction[]) {
  return {
    credits: transactions.filter((t) => t.amountCents > 0),
    debits: transactions.filter((t) => t.amountCents < 0),
  };
}

function parseOfxText(text: string): Omit<ParsedStatementWithLayout, 'encoding'> {
  const doc = readOfx(text);
  if (doc.transactions.length === 0) {
    throw new StatementError(
      'no-transactions',
      doc.creditCardStatements > 0
        ? 'O arquivo é um extrato de cartão de crédito; a conciliação usa o extrato da conta corrente.'
        : 'O extrato OFX não tem lançamentos no período exportado.',
    );
  }
  const { transactions: signed, warnings } = signOfxTransactions(doc.transactions);
  const identified = withBankIds(signed, (t) => ({ type: t.type, document: t.checkNum ?? t.refNum, index: t.index }));
  if (doc.creditCardStatements > 0) warnings.push('Os extratos de cartão de crédito do arquivo foram ignorados.');
  return {
    kind: 'ofx',
    account: doc.accounts[0] ?? null,
    ...split(identified.transactions),
    warnings: [...warnings, ...identified.warnings],
  };
}

/** A CSV file's layout for the mapping form, without reading its lines. */
export function inspectCsvStatement(bytes: Uint8Array): Omit<CsvLayout, 'mapping'> {
  const { table, fingerprint, proposed } = inspectCsvText(decodeStatementBytes(bytes).text);
  return { fingerprint, separator: table.separator, header: table.header, proposed, preview: table.rows.slice(0, 5) };
}

export function inspectCsvText(text: string): { table: CsvTable; fingerprint: string; proposed: Partial<CsvMapping> } {
  const table = readCsvTable(text);
  return { table, fingerprint: csvLayoutFingerprint(table), proposed: proposeCsvMapping(table) };
}

function parseCsvText(text: string, userMapping: CsvMapping | undefined): Omit<ParsedStatementWithLayout, 'encoding'> {
  const { table, fingerprint, proposed } = inspectCsvText(text);
  const mapping = userMapping ?? proposed;
  if (!isCompleteMapping(mapping)) {
    throw new StatementError(
      'csv-mapping',
      'Não foi possível reconhecer as colunas do CSV. Indique qual coluna traz a data, a descrição e o valor.',
    );
  }
  const width = Math.max(...table.rows.slice(0, 20).map((r) => r.length));
  const used = [mapping.date, ...mapping.description, mapping.amount, mapping.credit, mapping.debit, mapping.document];
  if (used.some((i) => i !== undefined && (i < 0 || i >= width))) {
    throw new StatementError(
      'csv-mapping',
      'O mapeamento de colunas não corresponde a este arquivo: escolha as colunas de novo.',
    );
  }
  const { lines, warnings } = readCsvLines(table, mapping);
  if (lines.length === 0)
    throw new StatementError('no-transactions', 'O extrato CSV não tem lançamentos com data e valor.');
  const identified = withBankIds(lines, (l, i) => ({ type: null, document: l.document, index: i }));
  return {
    kind: 'csv',
    account: null,
    ...split(identified.transactions),
    warnings: [...warnings, ...identified.warnings],
    csv: {
      fingerprint,
      separator: table.separator,
      header: table.header,
      mapping,
      proposed,
      preview: table.rows.slice(0, 5),
    },
  };
}

function withBankIds<T extends IdentifiableLine>(
  lines: readonly T[],
  rest: (line: T, i: number) => Pick<StatementTransaction, 'type' | 'document' | 'index'>,
): { transactions: StatementTransaction[]; warnings: string[] } {
  const ids = assignBankIds(lines);
  const transactions = lines.map((l, i) => ({
    bankId: ids.ids[i]!,
    fitId: l.fitId,
    date: l.date,
    amountCents: l.amountCents,
    description: l.description,
    ...rest(l, i),
  }));
  return { transactions, warnings: ids.warnings };
}
