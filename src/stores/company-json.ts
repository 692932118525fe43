import { useSyncExternalStore } from 'react';
import { companyLocal, companyStoreKey, storeCompany } from '../lib/company-store';

/** What a store makes of the JSON it finds: its value, or `undefined` when none of it is usable. */
export type Reader<T> = (value: unknown) => T | undefined;

/** A kept list: its readable entries, the others dropped one by one. */
export const listOf =
  <E>(isEntry: (entry: unknown) => entry is E): Reader<E[]> =>
  (value) =>
    Array.isArray(value) ? value.filter(isEntry) : undefined;

/** A kept map: its readable entries, the others dropped one by one. */
export const recordOf =
  <E>(isEntry: (entry: unknown) => entry is E): Reader<Record<string, E>> =>
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, entry]) => isEntry(entry)))
      : undefined;

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
