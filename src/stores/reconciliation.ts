import {
  restoreRun,
  statementFingerprints,
  type CsvMapping,
  type ParsedStatementWithLayout,
  type SettlementRun,
  type StatementTransaction,
} from '../lib/statement';
import { companyLocal, companyStoreKey } from '../lib/company-store';
import { fold } from '../lib/text';
import { companiesKeeping } from '../lib/company-store-sweep';
import { RECONCILIATION_DRAFT_KEY } from './work-keys';

/** What the reconciliation keeps in this browser; storage that fails loses convenience, never a settlement. */

/** The user's decision on each statement line, keyed by its bank id: confirm, choose another, or skip. */
export type DecisionStatus = 'a-confirmar' | 'confirmada' | 'ignorada';
export interface Decision {
  status: DecisionStatus;
  /** The installment chosen; null is "sem correspondência". */
  choice: string | null;
}
export type Decisions = ReadonlyMap<string, Decision>;
// Work kept before debits were reconciled resumes: keyed by its credits' fingerprint (`legacy`), sideless = credits.

const MAPPING_PREFIX = 'conciliacao.mapeamento.';
const RUN_PREFIX = 'conciliacao.execucao.';
const CATEGORIES_KEY = 'conciliacao.categorias';
const DRAFT_DECISIONS_KEY = 'conciliacao.rascunho.decisoes';
const DRAFT_SET_ASIDE_KEY = 'conciliacao.rascunho.sem-acao';
const DRAFT_ENTRIES_KEY = 'conciliacao.rascunho.lancamentos';

function read(key: string): unknown {
  try {
    const text = companyLocal.get(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

const write = (key: string, value: unknown): boolean => companyLocal.set(key, JSON.stringify(value));
const remove = (key: string): void => companyLocal.remove(key);

/** The companies (other than this page's) with a statement being reconciled in this browser. */
export const draftsElsewhere = (): string[] => companiesKeeping(RECONCILIATION_DRAFT_KEY);

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
/** The run's name in this browser (one tab sends it at a time); null without a company. */
export const runName = (statement: string): string | null => companyStoreKey(RUN_PREFIX + statement);
export const forgetRun = (statement: string) => remove(RUN_PREFIX + statement);

/** The screen's work in progress: a statement being matched, or the run it went on to. */
export type ReconciliationDraft =
  | {
      version: 1;
      step: 'match';
      fileName: string;
      fingerprint: string;
      /** When the statement was imported (ISO date-time). */
      savedAt: string;
      statement: ParsedStatementWithLayout;
    }
  | { version: 1; step: 'run'; fileName: string; fingerprint: string; savedAt: string };

const DECISION_STATUSES: readonly DecisionStatus[] = ['a-confirmar', 'confirmada', 'ignorada'];

const isTransaction = (t: Partial<StatementTransaction> | null) =>
  !!t &&
  typeof t === 'object' &&
  typeof t.bankId === 'string' &&
  typeof t.date === 'string' &&
  typeof t.amountCents === 'number' &&
  Number.isInteger(t.amountCents) &&
  typeof t.description === 'string' &&
  typeof t.index === 'number';

function isStatement(v: Partial<ParsedStatementWithLayout> | null): v is ParsedStatementWithLayout {
  return (
    !!v &&
    typeof v === 'object' &&
    (v.kind === 'ofx' || v.kind === 'csv') &&
    Array.isArray(v.credits) &&
    v.credits.every(isTransaction) &&
    Array.isArray(v.debits) &&
    v.debits.every(isTransaction) &&
    Array.isArray(v.warnings) &&
    v.warnings.every((w) => typeof w === 'string')
  );
}

/** The draft kept in this browser, when well formed. */
export function storedDraft(): ReconciliationDraft | null {
  const v = read(RECONCILIATION_DRAFT_KEY) as Partial<ReconciliationDraft> | null;
  if (!v || typeof v !== 'object' || v.version !== 1) return null;
  if (typeof v.fileName !== 'string' || typeof v.fingerprint !== 'string' || typeof v.savedAt !== 'string') return null;
  if (v.step === 'run') return v as ReconciliationDraft;
  if (v.step !== 'match') return null;
  const statement = (v as { statement?: unknown }).statement as Partial<ParsedStatementWithLayout> | null;
  if (!isStatement(statement)) return null;
  const { current, legacy } = statementFingerprints(statement);
  if (v.fingerprint !== current && v.fingerprint !== legacy) return null;
  return v as ReconciliationDraft;
}

/** Keeps the draft (false: storage full or blocked, the work will not survive leaving the screen). */
export function storeDraft(draft: ReconciliationDraft): boolean {
  remove(DRAFT_DECISIONS_KEY);
  remove(DRAFT_SET_ASIDE_KEY);
  remove(DRAFT_ENTRIES_KEY);
  return write(RECONCILIATION_DRAFT_KEY, draft);
}

/** The decisions taken on the draft's statement (by the line's bank id), empty when none are kept. */
export function storedDraftDecisions(fingerprint: string): Map<string, Decision> {
  const v = read(DRAFT_DECISIONS_KEY) as { fingerprint?: unknown; decisions?: unknown } | null;
  const decisions = new Map<string, Decision>();
  if (!v || typeof v !== 'object' || v.fingerprint !== fingerprint || !Array.isArray(v.decisions)) return decisions;
  for (const entry of v.decisions as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 3) continue;
    const [key, status, choice] = entry as [unknown, unknown, unknown];
    if (typeof key !== 'string' || !DECISION_STATUSES.includes(status as DecisionStatus)) continue;
    if (choice !== null && typeof choice !== 'string') continue;
    decisions.set(key, { status: status as DecisionStatus, choice });
  }
  return decisions;
}

export const storeDraftDecisions = (fingerprint: string, decisions: Decisions): boolean =>
  write(DRAFT_DECISIONS_KEY, {
    fingerprint,
    decisions: [...decisions].map(([key, d]) => [key, d.status, d.choice]),
  });

/**
 * The draft's lines the match step found need nothing (by bank id): settled on the platform
 * already, or transfers between the company's accounts. Empty when none are kept.
 */
export function storedDraftSetAside(fingerprint: string): Set<string> {
  const v = read(DRAFT_SET_ASIDE_KEY) as { fingerprint?: unknown; keys?: unknown } | null;
  if (!v || typeof v !== 'object' || v.fingerprint !== fingerprint || !Array.isArray(v.keys)) return new Set();
  return new Set(v.keys.filter((k): k is string => typeof k === 'string'));
}

/** A draft's companion is kept only beside it: a write that comes after "Descartar e recomeçar" keeps nothing. */
function writeBesideDraft(key: string, fingerprint: string, value: object): boolean {
  const draft = read(RECONCILIATION_DRAFT_KEY) as { fingerprint?: unknown } | null;
  if (!draft || typeof draft !== 'object' || draft.fingerprint !== fingerprint) return false;
  return write(key, { fingerprint, ...value });
}

export const storeDraftSetAside = (fingerprint: string, keys: Iterable<string>): boolean =>
  writeBesideDraft(DRAFT_SET_ASIDE_KEY, fingerprint, { keys: [...keys] });

export function forgetDraft(): void {
  remove(RECONCILIATION_DRAFT_KEY);
  remove(DRAFT_DECISIONS_KEY);
  remove(DRAFT_SET_ASIDE_KEY);
  remove(DRAFT_ENTRIES_KEY);
}

/** The lines ticked to be entered as new installments, each with its own category ('' takes its side's). */
export interface DraftEntries {
  picks: ReadonlyMap<string, { picked: boolean; categoryId: string }>;
  /** The category of each side's ticked lines. */
  sides: Readonly<Record<'receber' | 'pagar', string>>;
}

export const NO_DRAFT_ENTRIES: DraftEntries = { picks: new Map(), sides: { receber: '', pagar: '' } };

/** The entries ticked on the draft's statement; none when none are kept. */
export function storedDraftEntries(fingerprint: string): DraftEntries {
  const v = read(DRAFT_ENTRIES_KEY) as { fingerprint?: unknown; picks?: unknown; sides?: unknown } | null;
  if (!v || typeof v !== 'object' || v.fingerprint !== fingerprint || !Array.isArray(v.picks)) return NO_DRAFT_ENTRIES;
  const picks = new Map<string, { picked: boolean; categoryId: string }>();
  for (const entry of v.picks as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 3) continue;
    const [key, picked, categoryId] = entry as [unknown, unknown, unknown];
    if (typeof key === 'string' && typeof picked === 'boolean' && typeof categoryId === 'string')
      picks.set(key, { picked, categoryId });
  }
  const sides = (v.sides ?? {}) as Record<string, unknown>;
  const side = (name: string) => (typeof sides[name] === 'string' ? (sides[name] as string) : '');
  return { picks, sides: { receber: side('receber'), pagar: side('pagar') } };
}

export const storeDraftEntries = (fingerprint: string, entries: DraftEntries): boolean =>
  writeBesideDraft(DRAFT_ENTRIES_KEY, fingerprint, {
    picks: [...entries.picks].map(([key, p]) => [key, p.picked, p.categoryId]),
    sides: entries.sides,
  });

/** A memo without its numbers (dates, ids, amounts): "TARIFA PACOTE 11/2026" and "TARIFA PACOTE 12/2026" are one. */
const memoKey = (description: string) =>
  fold(description)
    .replace(/[^a-z]+/g, ' ')
    .trim();

const CATEGORIES_KEPT = 200;

function storedCategories(): Record<string, string> {
  const v = read(CATEGORIES_KEY);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
}

/** The category last chosen for an entry with this memo in this company, if any. */
export function rememberedCategory(description: string): string | null {
  const found = storedCategories()[memoKey(description)];
  return typeof found === 'string' ? found : null;
}

/** Keeps the categories chosen for entries, by memo (the most recent few hundred). */
export function rememberCategories(choices: Iterable<readonly [description: string, categoryId: string]>): void {
  const kept = storedCategories();
  for (const [description, categoryId] of choices) {
    const key = memoKey(description);
    if (!key) continue;
    delete kept[key];
    kept[key] = categoryId;
  }
  const entries = Object.entries(kept);
  write(CATEGORIES_KEY, Object.fromEntries(entries.slice(Math.max(0, entries.length - CATEGORIES_KEPT))));
}
