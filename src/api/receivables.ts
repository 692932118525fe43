import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ContractSalesResult } from './contract-sales';
import { useSingleFlightMutation } from './single-flight';
import { contractKeys } from './contracts';
import { request, type RequestPriority } from './http';
import {
  installmentSchema,
  receivablesPageSchema,
  settlementListSchema,
  settlementSchema,
  type ReceivablesQuery,
  type SettlementRequest,
} from './receivables.schema';

export * from './receivables.schema';

const BASE = '/v1/financeiro/eventos-financeiros';

/** Hierarchical keys: everything about receivables under `['receivables']`. */
export const receivableKeys = {
  all: ['receivables'] as const,
  lists: () => [...receivableKeys.all, 'list'] as const,
  list: (query: ReceivablesQuery) => [...receivableKeys.lists(), query] as const,
  details: () => [...receivableKeys.all, 'detail'] as const,
  detail: (id: string) => [...receivableKeys.details(), id] as const,
  settlements: (id: string) => [...receivableKeys.detail(id), 'settlements'] as const,
};

export function searchReceivables(query: ReceivablesQuery, signal?: AbortSignal, priority?: RequestPriority) {
  return request(`${BASE}/contas-a-receber/buscar`, {
    query: { ...query },
    schema: receivablesPageSchema,
    signal,
    priority,
  });
}

export function getInstallment(id: string, signal?: AbortSignal) {
  return request(`${BASE}/parcelas/${encodeURIComponent(id)}`, { schema: installmentSchema, signal });
}

export function listSettlements(id: string, signal?: AbortSignal) {
  return request(`${BASE}/parcelas/${encodeURIComponent(id)}/baixa`, { schema: settlementListSchema, signal });
}

export function settleInstallment(id: string, body: SettlementRequest) {
  return request(`${BASE}/parcelas/${encodeURIComponent(id)}/baixa`, {
    method: 'POST',
    body,
    schema: settlementSchema,
  });
}

export const receivableQueries = {
  list: (query: ReceivablesQuery) =>
    queryOptions({
      queryKey: receivableKeys.list(query),
      queryFn: ({ signal }) => searchReceivables(query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: receivableKeys.detail(id),
      queryFn: ({ signal }) => getInstallment(id, signal),
    }),
  settlements: (id: string) =>
    queryOptions({
      queryKey: receivableKeys.settlements(id),
      queryFn: ({ signal }) => listSettlements(id, signal),
    }),
};

/** Whether a contract's sales (as cached) show this installment. */
function salesShowInstallment(data: unknown, parcelaId: string): boolean {
  const sales = data as ContractSalesResult | undefined;
  return !!sales?.available && sales.itens.some((sale) => sale.parcela?.id_parcela === parcelaId);
}

/**
 * Registers a settlement. On success what shows the installment is refetched: the
 * installment itself (with its settlements), the receivables lists, and the sales of the
 * contract it belongs to (the "Vendas e parcelas" of the contract's detail, cached under
 * `['contracts','detail',id,'sales']`). The contract's own record does not change.
 */
export function useSettleInstallment(parcelaId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: SettlementRequest) => settleInstallment(parcelaId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receivableKeys.detail(parcelaId) }),
        queryClient.invalidateQueries({ queryKey: receivableKeys.lists() }),
        queryClient.invalidateQueries({
          queryKey: contractKeys.details(),
          predicate: (query) => query.queryKey.at(-1) === 'sales' && salesShowInstallment(query.state.data, parcelaId),
        }),
      ]);
    },
  });
}
