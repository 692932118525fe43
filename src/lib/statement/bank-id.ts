import { fold } from '../text';
import type { IsoDate } from '../dates';

/**
 * Each line's id becomes the settlement's `nsu`, so the platform remembers which bank line settled an installment.
 * A repeated FITID becomes `FITID#2`…; without FITID, `EXT-` and a hash of what the bank wrote, never of the time.
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

export function derivedBankId(line: Omit<IdentifiableLine, 'fitId'>, occurrence: number): string {
  return `EXT-${hash64(`${line.date}|${line.amountCents}|${normaliseDescription(line.description)}|${occurrence}`)}`;
}

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
    // A FITID that looks like a suffixed or derived one: keep ids unique anyway.
    while (used.has(id)) id = `${id}#`;
    used.add(id);
    return id;
  });
  return { ids, warnings };
}

/** The same export read twice, in any encoding or file name, gives the same fingerprint. */
export function statementFingerprint(lines: readonly { bankId: string }[]): string {
  return `extrato-${hash64(lines.map((l) => l.bankId).join('\n'))}`;
}

export function statementLines<T extends { index: number }>(statement: {
  credits: readonly T[];
  debits: readonly T[];
}): T[] {
  return [...statement.credits, ...statement.debits].sort((a, b) => a.index - b.index);
}

/** `legacy` is the fingerprint of the credits alone, under which older runs and drafts were stored. */
export function statementFingerprints(statement: {
  credits: readonly { bankId: string; index: number }[];
  debits: readonly { bankId: string; index: number }[];
}): { current: string; legacy: string } {
  return { current: statementFingerprint(statementLines(statement)), legacy: statementFingerprint(statement.credits) };
}
