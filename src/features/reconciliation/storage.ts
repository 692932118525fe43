import { restoreRun, type CsvMapping, type SettlementRun } from '../../lib/statement';

/**
 * What the reconciliation keeps in this browser (decision 0610): the CSV column mapping per
 * bank layout (its fingerprint), and the settlement run per statement (its fingerprint),
 * written after every step so a closed tab resumes it. Storage that is full or blocked
 * loses only the convenience, never a settlement: the platform's `nsu` stays the
 * authority on what was settled.
 */

const MAPPING_PREFIX = 'conciliacao.mapeamento.';
const RUN_PREFIX = 'conciliacao.execucao.';

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept either.
  }
}

const isIndex = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The mapping remembered for a CSV layout, when it is still well formed. */
export function rememberedMapping(fingerprint: string): CsvMapping | null {
  const v = read(MAPPING_PREFIX + fingerprint) as Partial<CsvMapping> | null;
  if (!v || typeof v !== 'object' || !isIndex(v.date)) return null;
  if (!Array.isArray(v.description) || !v.description.every(isIndex)) return null;
  const hasAmount = isIndex(v.amount);
  const hasSplit = isIndex(v.credit) || isIndex(v.debit);
  if (!hasAmount && !hasSplit) return null;
  return v as CsvMapping;
}

export const rememberMapping = (fingerprint: string, mapping: CsvMapping) =>
  write(MAPPING_PREFIX + fingerprint, mapping);
export const forgetMapping = (fingerprint: string) => remove(MAPPING_PREFIX + fingerprint);

/** The run kept for a statement, resumed (a line left in flight is checked first), or null. */
export const storedRun = (statement: string): SettlementRun | null => restoreRun(read(RUN_PREFIX + statement));
export const storeRun = (statement: string, run: SettlementRun) => write(RUN_PREFIX + statement, run);
export const forgetRun = (statement: string) => remove(RUN_PREFIX + statement);
