import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from './single-flight';
import { request } from './http';
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

export function searchReceivables(query: ReceivablesQuery, signal?: AbortSignal) {
  return request(`${BASE}/contas-a-receber/buscar`, { query: { ...query }, schema: receivablesPageSchema, signal });
}

export function getInstallment(id: string, signal?: AbortSignal) {
  return request(`${BASE}/parcelas/${encodeURIComponent(id)}`, { schema: installmentSchema, signal });
}

export function listSettlements(id: string, signal?: AbortSignal) {
  return request(`${BASE}/parcelas/${encodeURIComponent(id)}/baixa`, { schema: settlementListSchema, signal });
}

export function settleInstallment(id: string, body: SettlementRequest) {
  return request(`${BASE}/parcelas/${encodeURIComponent(id)}/baixa`, { method: 'POST', body, schema: settlementSchema });
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

/**
 * Registers a settlement. On success what shows the installment is refetched: the
 * installment itself (with its settlements; the contract detail's "Vendas e parcelas" shows
 * an installment through this same query) and the receivables lists. The contract's record
 * and its sales (the sales search shows no installment status) do not change.
 */
export function useSettleInstallment(parcelaId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: SettlementRequest) => settleInstallment(parcelaId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receivableKeys.detail(parcelaId) }),
        queryClient.invalidateQueries({ queryKey: receivableKeys.lists() }),
      ]);
    },
  });
}
