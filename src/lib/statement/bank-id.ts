import { fold } from '../text';
import type { IsoDate } from '../dates';

/**
 * The identifier each statement line carries into the settlement's `nsu`, so that the
 * platform itself remembers which bank line settled an installment (idempotence).
 *
 * - A FITID, as the bank wrote it, when it is the first line of the file with that FITID.
 * - A repeated FITID (banks reuse them: two Pix of the same day, two accounts of one
 *   file) becomes `FITID#2`, `FITID#3`… in file order: the first keeps the bank's id.
 * - No FITID (older Itaú exports, every CSV without an id column): `EXT-` followed by 16
 *   hexadecimal digits of a hash of `date|amount in cents|description|occurrence`, where
 *   the description is folded (no accents, lower case, single spaces) and `occurrence`
 *   counts identical (date, amount, description) lines so far (1 for the first). The
 *   same export read twice, or a later export that covers the same days, gives the
 *   same ids: the input is what the bank wrote, never the time of the import.
 */

export interface IdentifiableLine {
  fitId: string | null;
  date: IsoDate;
  amountCents: number;
  description: string;
}

/** 64 bits of hash as 16 hex digits: two FNV-1a 32-bit passes with different offset bases. */
export function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export const normaliseDescription = (text: string) => fold(text).replace(/\s+/g, ' ').trim();

/** The `EXT-` id of a line without FITID (see above). */
export function derivedBankId(line: Omit<IdentifiableLine, 'fitId'>, occurrence: number): string {
  return `EXT-${hash64(`${line.date}|${line.amountCents}|${normaliseDescription(line.description)}|${occurrence}`)}`;
}

/**
 * The bank ids of a file's lines, in file order, and a Portuguese warning per repeated
 * FITID. Every id is unique within the file.
 */
export function assignBankIds(lines: readonly IdentifiableLine[]): { ids: string[]; warnings: string[] } {
  const seenFit = new Map<string, number>();
  const seenTriple = new Map<string, number>();
  const used = new Set<string>();
  const warnings: string[] = [];
  const ids = lines.map((line, index) => {
    let id: string;
    if (line.fitId) {
      const n = (seenFit.get(line.fitId) ?? 0) + 1;
      seenFit.set(line.fitId, n);
      id = n === 1 ? line.fitId : `${line.fitId}#${n}`;
      if (n > 1)
        warnings.push(`Lançamento ${index + 1}: o identificador ${line.fitId} se repete no arquivo; usado ${id}.`);
    } else {
      const key = `${line.date}|${line.amountCents}|${normaliseDescription(line.description)}`;
      const n = (seenTriple.get(key) ?? 0) + 1;
      seenTriple.set(key, n);
      id = derivedBankId(line, n);
    }
    // A FITID that happens to look like a suffixed or derived one: keep ids unique anyway.
    while (used.has(id)) id = `${id}#`;
    used.add(id);
    return id;
  });
  return { ids, warnings };
}

/**
 * A statement's identity for what the screen keeps in this browser (a settlement run):
 * the hash of its lines' bank ids, in file order. The same export read twice, in any
 * encoding or under another file name, gives the same fingerprint; another period does not.
 */
export function statementFingerprint(lines: readonly { bankId: string }[]): string {
  return `extrato-${hash64(lines.map((l) => l.bankId).join('\n'))}`;
}

/** Every line of a statement, credits and debits, in file order. */
export function statementLines<T extends { index: number }>(statement: {
  credits: readonly T[];
  debits: readonly T[];
}): T[] {
  return [...statement.credits, ...statement.debits].sort((a, b) => a.index - b.index);
}

/**
 * The keys a statement's work is kept under in this browser: `current`, the fingerprint of
 * every line (credits and debits) in file order; `legacy`, that of its credits alone, the
 * key used before debits were reconciled (a run or draft stored then is still this
 * statement's). The same key for a statement without debits.
 */
export function statementFingerprints(statement: {
  credits: readonly { bankId: string; index: number }[];
  debits: readonly { bankId: string; index: number }[];
}): { current: string; legacy: string } {
  return { current: statementFingerprint(statementLines(statement)), legacy: statementFingerprint(statement.credits) };
}
