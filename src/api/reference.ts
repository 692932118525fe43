import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { customerPageSchema } from './reference.schema';

export * from './reference.schema';

export const referenceKeys = {
  all: ['reference'] as const,
  customers: (search: string) => [...referenceKeys.all, 'customers', search] as const,
};

export function searchCustomers(search: string, signal?: AbortSignal) {
  return request('/v1/pessoas', {
    query: { busca: search.trim() || undefined, pagina: 1, tamanho_pagina: 20 },
    schema: customerPageSchema,
    signal,
  });
}

export const referenceQueries = {
  /** Customers matching a name or document; cached a few minutes (they rarely change). */
  customers: (search: string) =>
    queryOptions({
      queryKey: referenceKeys.customers(search.trim()),
      queryFn: ({ signal }) => searchCustomers(search, signal),
      staleTime: 5 * 60_000,
    }),
};
