import { personOptions, type PickerOption } from '../lib/reference-options';
import { request, type RequestPriority } from './http';
import type { QueryValue } from '../lib/search-params';
import type * as z from 'zod/mini';

// What every reference read shares, and the people searches the first screen's customers filter
// uses; the other searches live in reference.ts, so the first screen does not carry them.

/** The schemas load with the first answer, not with the first screen. */
const schemas = () => import('./reference.schema');

/** Reference data rarely changes: pickers reuse answers for a few minutes. */
const REFERENCE_STALE_MS = 5 * 60_000;
const PAGE_SIZE = 20;
export const FIRST_PAGE = { pagina: 1, tamanho_pagina: PAGE_SIZE };

export const referenceKeys = {
  all: ['reference'] as const,
  customers: (search: string) => [...referenceKeys.all, 'customers', search] as const,
  suppliers: (search: string) => [...referenceKeys.all, 'suppliers', search] as const,
  products: (search: string) => [...referenceKeys.all, 'products', search] as const,
  services: (search: string) => [...referenceKeys.all, 'services', search] as const,
  catalog: (search: string) => [...referenceKeys.all, 'catalog', search] as const,
  sellers: (search: string) => [...referenceKeys.all, 'sellers', search] as const,
  categories: (search: string, tipo?: 'RECEITA' | 'DESPESA') =>
    [...referenceKeys.all, 'categories', { search, tipo }] as const,
  costCenters: (search: string) => [...referenceKeys.all, 'cost-centers', search] as const,
  accounts: (search: string) => [...referenceKeys.all, 'accounts', search] as const,
};

export const term = (search: string) => search.trim() || undefined;

type Schemas = Awaited<ReturnType<typeof schemas>>;

export function read<T>(
  path: string,
  query: Record<string, QueryValue> | undefined,
  schemaOf: (m: Schemas) => z.ZodMiniType<T>,
  signal?: AbortSignal,
  priority?: RequestPriority,
) {
  return request(path, { query, schema: () => schemas().then(schemaOf), signal, priority });
}

/** `/v1/pessoas` tells profiles apart by `tipo_perfil`, spelled `Cliente` (`CLIENTE` is refused). */
function searchPeople(profile: 'Cliente' | 'Fornecedor', search: string, signal?: AbortSignal) {
  return read(
    '/v1/pessoas',
    { busca: term(search), tipo_perfil: profile, ...FIRST_PAGE },
    (m) => m.customerPageSchema,
    signal,
  );
}

export const searchCustomers = (search: string, signal?: AbortSignal) => searchPeople('Cliente', search, signal);
export const searchSuppliers = (search: string, signal?: AbortSignal) => searchPeople('Fornecedor', search, signal);

/** One cache entry per search, shared by every screen and picker that asks the same. */
export const reference = <T>(queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) => ({
  queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetch(signal),
  staleTime: REFERENCE_STALE_MS,
});

/** A picker's query: the reference query plus a stable `select` turning the answer into options. */
export const picker =
  <D, T = unknown>(
    query: (search: string) => ReturnType<typeof reference<D>>,
    select: (data: D) => PickerOption<T>[],
  ) =>
  (search: string) => ({ ...query(search), select });

export const customersQuery = (search: string) =>
  reference(referenceKeys.customers(search.trim()), (signal) => searchCustomers(search, signal));
export const suppliersQuery = (search: string) =>
  reference(referenceKeys.suppliers(search.trim()), (signal) => searchSuppliers(search, signal));

export const customerPickerQuery = picker(customersQuery, personOptions);
export const supplierPickerQuery = picker(suppliersQuery, personOptions);
