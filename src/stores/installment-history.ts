import { companyJson, listOf, recordOf, type Reader } from './company-json';
import { INSTALLMENT_HISTORY_KEY } from './work-keys';

/**
 * The changes this app made to each installment, kept by this browser for the page's company:
 * who, when, which field, before and after. The platform tells only when an installment last
 * changed, not what changed.
 */
export interface HistoryEntry {
  /** ISO date-time. */
  em: string;
  /** The signed-in user, as the session names them. */
  por: string;
  campo: string;
  antes: string;
  depois: string;
}

type History = Record<string, HistoryEntry[]>;

/** Per installment, the newest kept. */
export const MAX_ENTRIES = 50;
/** Installments kept, the most recently changed. */
export const MAX_INSTALLMENTS = 500;

const isEntry = (e: unknown): e is HistoryEntry =>
  !!e &&
  typeof e === 'object' &&
  ['em', 'por', 'campo', 'antes', 'depois'].every((k) => typeof (e as Record<string, unknown>)[k] === 'string');

/** An installment's readable entries; one with none left is dropped. */
const readEntries: Reader<HistoryEntry[]> = (value) => {
  const list = listOf(isEntry)(value);
  return list?.length ? list : undefined;
};

const store = companyJson<History>(INSTALLMENT_HISTORY_KEY, {}, recordOf(readEntries));

/** The history with `changes` added to `parcelaId`'s, newest first, within the caps. */
export function withChanges(
  history: History,
  parcelaId: string,
  changes: ReadonlyArray<{ label: string; before: string; after: string }>,
  por: string,
  em: string,
): History {
  if (changes.length === 0) return history;
  const added = changes.map((c) => ({ em, por, campo: c.label, antes: c.before, depois: c.after }));
  const list = [...added, ...(history[parcelaId] ?? [])].slice(0, MAX_ENTRIES);
  const others = Object.entries(history)
    .filter(([id]) => id !== parcelaId)
    .sort(([, a], [, b]) => (b[0]?.em ?? '').localeCompare(a[0]?.em ?? ''))
    .slice(0, MAX_INSTALLMENTS - 1);
  return Object.fromEntries([[parcelaId, list], ...others]);
}

export const installmentHistory = {
  of: (parcelaId: string): HistoryEntry[] => store.read()[parcelaId] ?? [],
  record(
    parcelaId: string,
    changes: ReadonlyArray<{ label: string; before: string; after: string }>,
    por: string | null | undefined,
  ): void {
    store.write(withChanges(store.read(), parcelaId, changes, por || 'Usuário desta sessão', new Date().toISOString()));
  },
  reset: store.reset,
};

const NONE: HistoryEntry[] = [];

export function useInstallmentHistory(parcelaId: string): HistoryEntry[] {
  return store.use()[parcelaId] ?? NONE;
}
