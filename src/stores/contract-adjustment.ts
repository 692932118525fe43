import { useSyncExternalStore } from 'react';
import { companyLocal } from '../lib/company-store';

/** No read says a contract is under adjustment (reajuste): the refusal is the only sign, so it is kept here. */

const KEY = 'contratos.em-reajuste';
const MAX_AGE_MS = 30 * 24 * 60 * 60_000;
type Marks = Record<string, number>;

const listeners = new Set<() => void>();
let cache: Marks | null = null;

function read(): Marks {
  if (cache) return cache;
  let parsed: Marks = {};
  try {
    const raw: unknown = JSON.parse(companyLocal.get(KEY) ?? '{}');
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const now = Date.now();
      for (const [id, at] of Object.entries(raw as Record<string, unknown>)) {
        if (typeof at === 'number' && now - at < MAX_AGE_MS) parsed[id] = at;
      }
    }
  } catch {
    parsed = {};
  }
  cache = parsed;
  return cache;
}

/** The write half (`contract-adjustment-write.ts`, off the first screen) changes the marks through this. */
export function writeAdjustingMarks(change: (marks: Readonly<Marks>) => Marks | null) {
  const next = change(read());
  if (!next) return;
  cache = next;
  // Storage full or blocked: kept for this page only.
  companyLocal.set(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** id -> when the platform said so (ms); one subscription for a whole list. */
export function useAdjustingMarks(): Readonly<Record<string, number>> {
  return useSyncExternalStore(subscribe, read);
}

export function useAdjustingSince(id: string | null | undefined): number | null {
  return useSyncExternalStore(subscribe, () => (id ? (read()[id] ?? null) : null));
}

/** Test hook. */
export function resetAdjustingCache() {
  cache = null;
}
