import {
  referenceKeys,
  searchAccounts,
  searchCatalog,
  searchCategories,
  searchCostCenters,
  searchSellers,
  type CatalogItem,
  customerPickerQuery,
} from '../../../api/reference';
import { formatBRL } from '../../../lib/money';
import type { RemoteSelectOption, RemoteSelectQuery } from '../../../ui/RemoteSelect';

/** Picker queries for the wizard: one option shape, a second line with document, code or price. */

const STALE = 5 * 60_000;
const key = (base: readonly unknown[]) => [...base, 'options'];

export const customerOptions = customerPickerQuery;

export const catalogOptions = (search: string): RemoteSelectQuery<CatalogItem> => ({
  queryKey: key(referenceKeys.catalog(search.trim())),
  queryFn: async ({ signal }) =>
    (await searchCatalog(search, signal)).items.map((i): RemoteSelectOption<CatalogItem> => ({
      value: i.id,
      label: i.nome,
      description: [i.tipo === 'SERVICO' ? 'Serviço' : 'Produto', i.codigo, i.preco === null ? '' : formatBRL(i.preco)]
        .filter(Boolean)
        .join(' · '),
      data: i,
    })),
  staleTime: STALE,
});

export const accountOptions = (search: string): RemoteSelectQuery => ({
  queryKey: key(referenceKeys.accounts(search.trim())),
  queryFn: async ({ signal }) =>
    (await searchAccounts(search, signal)).items.map((a) => ({
      value: a.id,
      label: a.nome,
      description: [a.banco, a.padrao ? 'Conta padrão' : ''].filter(Boolean).join(' · ') || undefined,
    })),
  staleTime: STALE,
});

export const categoryOptions = (search: string): RemoteSelectQuery => ({
  queryKey: key(referenceKeys.categories(search.trim(), 'RECEITA')),
  queryFn: async ({ signal }) =>
    (await searchCategories(search, 'RECEITA', signal)).items.map((c) => ({
      value: c.id,
      label: c.nome,
      description: 'Receita',
    })),
  staleTime: STALE,
});

export const costCenterOptions = (search: string): RemoteSelectQuery => ({
  queryKey: key(referenceKeys.costCenters(search.trim())),
  queryFn: async ({ signal }) =>
    (await searchCostCenters(search, signal)).items
      .filter((c) => c.ativo)
      .map((c) => ({ value: c.id, label: c.nome, description: c.codigo })),
  staleTime: STALE,
});

export const sellerOptions = (search: string): RemoteSelectQuery => ({
  queryKey: key(referenceKeys.sellers(search.trim())),
  queryFn: async ({ signal }) =>
    (await searchSellers(search, signal)).items.map((s) => ({ value: s.id, label: s.nome })),
  staleTime: STALE,
});
