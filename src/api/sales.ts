import { queryOptions } from '@tanstack/react-query';
import { contractKeys } from './contracts';
import { readAllPages, type CollectProgress } from '../lib/paged-export';
import type { IsoDate } from '../lib/dates';
import { request, type RequestPriority } from './http';
import { saleReadSchema, saleSearchResponseSchema, type SaleSearchItem, type SaleSearchQuery } from './sales.schema';

export * from './sales.schema';

/** The sales search has no contract filter: narrow by customer and term, keep the contract's `id_contrato`. */

export const salesKeys = {
  all: ['sales'] as const,
  details: () => [...salesKeys.all, 'detail'] as const,
  detail: (id: string) => [...salesKeys.details(), id] as const,
};

/** Under the detail key, so invalidating or dropping the detail does the same to its sales. */
export const contractSalesKey = (contractId: string) => [...contractKeys.detail(contractId), 'sales'] as const;

export function searchSales(query: SaleSearchQuery, signal?: AbortSignal, priority?: RequestPriority) {
  return request('/v1/venda/busca', { query: { ...query }, schema: saleSearchResponseSchema, signal, priority });
}

export function getSale(id: string, signal?: AbortSignal) {
  return request(`/v1/venda/${encodeURIComponent(id)}`, { schema: saleReadSchema, signal });
}

export interface ContractSalesScope {
  contractId: string;
  customerId?: string | null | undefined;
  /** `to` is open for a contract that never expires. */
  from?: string | null | undefined;
  to?: string | null | undefined;
}

export const CONTRACT_SALES_PAGE_SIZE = 100;
export const CONTRACT_SALES_MAX_PAGES = 50;

export async function listContractSales(scope: ContractSalesScope, signal?: AbortSignal): Promise<SaleSearchItem[]> {
  const own: SaleSearchItem[] = [];
  let seen = 0;
  for (let pagina = 1; pagina <= CONTRACT_SALES_MAX_PAGES; pagina++) {
    const page = await searchSales(
      {
        pagina,
        tamanho_pagina: CONTRACT_SALES_PAGE_SIZE,
        campo_ordenado_ascendente: 'DATA',
        ...(scope.customerId ? { ids_clientes: [scope.customerId] } : {}),
        ...(scope.from ? { data_inicio: scope.from } : {}),
        ...(scope.to ? { data_fim: scope.to } : {}),
      },
      signal,
    );
    seen += page.itens.length;
    own.push(...page.itens.filter((sale) => sale.id_contrato === scope.contractId));
    if (page.itens.length === 0 || seen >= page.total_itens) break;
  }
  // Oldest first, whatever order the pages came in.
  return own.sort((a, b) => (a.data ?? '').localeCompare(b.data ?? '') || (a.numero ?? 0) - (b.numero ?? 0));
}

export const LARGEST_SALES_PAGE = 1000;

const NOT_SCHEDULED = new Set(['APROVADO', 'FATURADO', 'EMITIDO', 'CANCELADO', 'CANCELADA']);

const CANCELLED = new Set(['CANCELADO', 'CANCELADA']);

export const isCancelledSale = (sale: SaleSearchItem): boolean => CANCELLED.has(sale.situacao?.nome ?? '');

/** A sale not issued yet has no installment, so no receivable counts it. */
export function isScheduledContractSale(sale: SaleSearchItem): boolean {
  const situation = sale.situacao?.nome;
  return !!sale.id_contrato && !(situation && NOT_SCHEDULED.has(situation));
}

/** One search serves every contract, where each one's detail would be a request. */
export async function listScheduledSales(
  from: string,
  to: string,
  signal?: AbortSignal,
  onProgress?: (progress: CollectProgress) => void,
): Promise<SaleSearchItem[]> {
  const sales = await readAllPages<SaleSearchItem>({
    fetchPage: async (pagina) => {
      const page = await searchSales(
        {
          pagina,
          tamanho_pagina: LARGEST_SALES_PAGE,
          totais: 'WAITING_APPROVED',
          campo_ordenado_ascendente: 'DATA',
          data_inicio: from,
          data_fim: to,
        },
        signal,
        'background',
      );
      return { items: page.itens, total: page.total_itens };
    },
    pageSize: LARGEST_SALES_PAGE,
    signal,
    onProgress,
  });
  return sales.filter(isScheduledContractSale);
}

/** Every sale of a contract dated in [from, to], issued or not. */
export async function readContractSalesBetween(
  from: IsoDate,
  to: IsoDate,
  signal?: AbortSignal,
  priority: RequestPriority = 'user',
): Promise<SaleSearchItem[]> {
  const sales = await readAllPages<SaleSearchItem>({
    fetchPage: async (pagina, pageSignal) => {
      const page = await searchSales(
        {
          pagina,
          tamanho_pagina: LARGEST_SALES_PAGE,
          totais: 'ALL',
          campo_ordenado_ascendente: 'DATA',
          data_inicio: from,
          data_fim: to,
        },
        pageSignal,
        priority,
      );
      return { items: page.itens, total: page.total_itens };
    },
    pageSize: LARGEST_SALES_PAGE,
    ...(signal ? { signal } : {}),
  });
  return sales.filter((sale) => !!sale.id_contrato);
}

export const salesQueries = {
  ofContract: (scope: ContractSalesScope) =>
    queryOptions({
      queryKey: [...contractSalesKey(scope.contractId), scope],
      queryFn: ({ signal }) => listContractSales(scope, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: salesKeys.detail(id),
      queryFn: ({ signal }) => getSale(id, signal),
    }),
};
