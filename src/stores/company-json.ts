import { useSyncExternalStore } from 'react';
import { companyLocal, companyStoreKey, storeCompany } from '../lib/company-store';

/** What a store makes of the JSON it finds: its value, or `undefined` when none of it is usable. */
export type Reader<T> = (value: unknown) => T | undefined;

/** A kept list: its readable entries, the others dropped one by one. */
export const listOf =
  <E>(isEntry: (entry: unknown) => entry is E): Reader<E[]> =>
  (value) =>
    Array.isArray(value) ? value.filter(isEntry) : undefined;

/** A guard as a reader: the value when it passes, else nothing. */
export const kept =
  <E>(isEntry: (entry: unknown) => entry is E): Reader<E> =>
  (value) =>
    isEntry(value) ? value : undefined;

/** A kept map: each entry read by `readEntry`, the unreadable ones dropped one by one. */
export const recordOf =
  <E>(readEntry: Reader<E>): Reader<Record<string, E>> =>
  (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const out: Record<string, E> = {};
    for (const [key, entry] of Object.entries(value)) {
      const read = readEntry(entry);
      if (read !== undefined) out[key] = read;
    }
    return out;
  };

/**
 * One JSON value this browser keeps for the page's company (localStorage, `<name>@<company>`),
 * shared by its hooks and told to its other tabs; a value that does not parse reads as `empty`.
 */
export function companyJson<T>(name: string, empty: T, reader: Reader<T>) {
  let cache: { company: string | null; value: T } | null = null;
  const listeners = new Set<() => void>();

  function read(): T {
    const company = storeCompany();
    if (cache && cache.company === company) return cache.value;
    let value = empty;
    try {
      const parsed: unknown = JSON.parse(companyLocal.get(name) ?? 'null');
      value = reader(parsed) ?? empty;
    } catch {
      // Unreadable: as if nothing were kept.
    }
    cache = { company, value };
    return value;
  }

  function write(value: T): void {
    cache = { company: storeCompany(), value };
    // Storage full or blocked: the value still holds for this tab.
    companyLocal.set(name, JSON.stringify(value));
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key !== companyStoreKey(name)) return;
      cache = null;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  const use = (): T => useSyncExternalStore(subscribe, read, read);
  /** Test hook: forget what was read. */
  const reset = () => {
    cache = null;
  };
  return { read, write, use, reset };
}
