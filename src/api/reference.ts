import { activeByName, namesMatching } from '../lib/reference-options';
import type { RequestPriority } from './http';
import { customersQuery, FIRST_PAGE, read, reference, referenceKeys, suppliersQuery, term } from './reference-core';
import type { CatalogItem, FinancialAccount, ReferencePage } from './reference.schema';
export {
  customerPickerQuery,
  picker,
  referenceKeys,
  searchCustomers,
  searchSuppliers,
  supplierPickerQuery,
} from './reference-core';
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

export const referenceQueries = {
  customers: customersQuery,
  suppliers: suppliersQuery,
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
