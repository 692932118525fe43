import { formatFileSize } from '../../lib/file-check';
import {
  inspectCsvStatement,
  MAX_STATEMENT_BYTES,
  parseStatement,
  StatementError,
  type CsvLayout,
  type CsvMapping,
  type ParsedStatementWithLayout,
} from '../../lib/statement';

/** A dropped file becomes the statement, the mapping step, or a Portuguese message. */
export type ReadOutcome =
  | { type: 'statement'; bytes: Uint8Array; statement: ParsedStatementWithLayout }
  | { type: 'mapping'; bytes: Uint8Array; layout: Omit<CsvLayout, 'mapping'> }
  | { type: 'error'; message: string };

export async function readStatementFile(
  file: Blob,
  mappingFor: (fingerprint: string) => CsvMapping | null,
): Promise<ReadOutcome> {
  if (file.size > MAX_STATEMENT_BYTES) {
    return {
      type: 'error',
      message: `O arquivo tem ${formatFileSize(file.size)}; o limite para extratos é ${formatFileSize(MAX_STATEMENT_BYTES)}. Exporte um período menor.`,
    };
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { type: 'error', message: 'Não foi possível ler o arquivo. Escolha-o de novo.' };
  }
  return readStatementBytes(bytes, mappingFor);
}

export function readStatementBytes(
  bytes: Uint8Array,
  mappingFor: (fingerprint: string) => CsvMapping | null,
): ReadOutcome {
  try {
    let first: ParsedStatementWithLayout | null = null;
    try {
      first = parseStatement(bytes);
    } catch (error) {
      if (!(error instanceof StatementError) || error.code !== 'csv-mapping') throw error;
    }
    if (first && first.kind === 'ofx') return { type: 'statement', bytes, statement: first };
    // A CSV: the mapping remembered for its layout, else the mapping step.
    const layout = inspectCsvStatement(bytes);
    const remembered = mappingFor(layout.fingerprint);
    if (!remembered) return { type: 'mapping', bytes, layout };
    try {
      return { type: 'statement', bytes, statement: parseStatement(bytes, { csvMapping: remembered }) };
    } catch (error) {
      // A remembered mapping that no longer fits (the bank changed its columns): ask again.
      if (error instanceof StatementError && error.code === 'csv-mapping') return { type: 'mapping', bytes, layout };
      throw error;
    }
  } catch (error) {
    if (error instanceof StatementError) return { type: 'error', message: error.message };
    return { type: 'error', message: 'O arquivo não pôde ser lido como extrato OFX ou CSV.' };
  }
}

/** Parses a CSV with the user's mapping; the statement, or the message to show on the mapping step. */
export function applyMapping(
  bytes: Uint8Array,
  mapping: CsvMapping,
): { ok: true; statement: ParsedStatementWithLayout } | { ok: false; message: string } {
  try {
    return { ok: true, statement: parseStatement(bytes, { csvMapping: mapping }) };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof StatementError ? error.message : 'O arquivo não pôde ser lido com estas colunas.',
    };
  }
}
