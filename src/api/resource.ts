import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/** Keys of a resource read as lists and records: `lists()` and `details()` reach every page and every record. */
export function resourceKeys<Query>(name: string) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Query) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/** A list page stays on screen while the next one loads. */
export const listQuery = <T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), placeholderData: keepPreviousData });

export const recordQuery = <T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => read(signal) });
