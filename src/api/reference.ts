import { activeByName, namesMatching, personOptions, type PickerOption } from '../lib/reference-options';
import { request, type RequestPriority } from './http';
import type { QueryValue } from './query';
import type * as z from 'zod/mini';
import type { CatalogItem, FinancialAccount, ReferencePage } from './reference.schema';
export type { PickerOption } from '../lib/reference-options';

export type {
  CatalogItem,
  CatalogKind,
  Category,
  CostCenter,
  Customer,
  FinancialAccount,
  ReferencePage,
  Seller,
} from './reference.schema';

/** The schemas load with the first answer, not with the first screen. */
const schemas = () => import('./reference.schema');

/** Reference data rarely changes: pickers reuse answers for a few minutes. */
const REFERENCE_STALE_MS = 5 * 60_000;
const PAGE_SIZE = 20;
const FIRST_PAGE = { pagina: 1, tamanho_pagina: PAGE_SIZE };

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

const term = (search: string) => search.trim() || undefined;

type Schemas = Awaited<ReturnType<typeof schemas>>;

function read<T>(
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

export function searchProducts(search: string, signal?: AbortSignal) {
  return read('/v1/produtos', { busca: term(search), status: 'ATIVO' }, (m) => m.productPageSchema, signal);
}

export function searchServices(search: string, signal?: AbortSignal) {
  return read('/v1/servicos', { busca_textual: term(search), ...FIRST_PAGE }, (m) => m.servicePageSchema, signal);
}

export async function searchCatalog(search: string, signal?: AbortSignal): Promise<ReferencePage<CatalogItem>> {
  const [products, services] = await Promise.all([searchProducts(search, signal), searchServices(search, signal)]);
  return { items: activeByName([...products.items, ...services.items]), total: products.total + services.total };
}

/** Sellers come as a plain array without search: filtered here. */
export async function searchSellers(search: string, signal?: AbortSignal) {
  const all = await read('/v1/venda/vendedores', undefined, (m) => m.sellerListSchema, signal);
  const items = namesMatching(all.items, search);
  return { items, total: items.length };
}

/** Entries are classified under a child category, never a group: `permite_apenas_filhos: true`. */
export function searchCategories(search: string, tipo?: 'RECEITA' | 'DESPESA', signal?: AbortSignal) {
  return read(
    '/v1/categorias',
    { busca: term(search), tipo, permite_apenas_filhos: true, ...FIRST_PAGE },
    (m) => m.categoryPageSchema,
    signal,
  );
}

export function searchCostCenters(search: string, signal?: AbortSignal) {
  return read('/v1/centro-de-custo', { busca: term(search), ...FIRST_PAGE }, (m) => m.costCenterPageSchema, signal);
}

export const ACCOUNTS_PAGE_SIZE = 100;
const ACCOUNTS_MAX_PAGES = 20;

/** The accounts list is paged, so every page is read. */
export async function searchAccounts(
  search: string,
  signal?: AbortSignal,
  priority?: RequestPriority,
): Promise<ReferencePage<FinancialAccount>> {
  const items: FinancialAccount[] = [];
  let total = 0;
  for (let pagina = 1; pagina <= ACCOUNTS_MAX_PAGES; pagina++) {
    const page = await read(
      '/v1/conta-financeira',
      { nome: term(search), apenas_ativo: true, pagina, tamanho_pagina: ACCOUNTS_PAGE_SIZE },
      (m) => m.accountPageSchema,
      signal,
      priority,
    );
    items.push(...page.items);
    total = page.total;
    if (page.items.length === 0 || items.length >= total) break;
  }
  return { items, total: Math.max(total, items.length) };
}

/** One cache entry per search, shared by every screen and picker that asks the same. */
const reference = <T>(queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) => ({
  queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetch(signal),
  staleTime: REFERENCE_STALE_MS,
});

export const referenceQueries = {
  customers: (search: string) =>
    reference(referenceKeys.customers(search.trim()), (signal) => searchCustomers(search, signal)),
  suppliers: (search: string) =>
    reference(referenceKeys.suppliers(search.trim()), (signal) => searchSuppliers(search, signal)),
  products: (search: string) =>
    reference(referenceKeys.products(search.trim()), (signal) => searchProducts(search, signal)),
  services: (search: string) =>
    reference(referenceKeys.services(search.trim()), (signal) => searchServices(search, signal)),
  catalog: (search: string) =>
    reference(referenceKeys.catalog(search.trim()), (signal) => searchCatalog(search, signal)),
  sellers: (search: string) =>
    reference(referenceKeys.sellers(search.trim()), (signal) => searchSellers(search, signal)),
  categories: (search: string, tipo?: 'RECEITA' | 'DESPESA') =>
    reference(referenceKeys.categories(search.trim(), tipo), (signal) => searchCategories(search, tipo, signal)),
  costCenters: (search: string) =>
    reference(referenceKeys.costCenters(search.trim()), (signal) => searchCostCenters(search, signal)),
  accounts: (search: string) =>
    reference(referenceKeys.accounts(search.trim()), (signal) => searchAccounts(search, signal)),
};

/** A picker's query: the reference query plus a stable `select` turning the answer into options. */
export const picker =
  <D, T = unknown>(
    query: (search: string) => ReturnType<typeof reference<D>>,
    select: (data: D) => PickerOption<T>[],
  ) =>
  (search: string) => ({ ...query(search), select });

export const customerPickerQuery = picker(referenceQueries.customers, personOptions);
export const supplierPickerQuery = picker(referenceQueries.suppliers, personOptions);
