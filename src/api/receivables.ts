import { keepPreviousData, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from './single-flight';
import { request, type RequestPriority } from './http';
import {
  installmentSchema,
  settlementListSchema,
  settlementSchema,
  type SettlementRequest,
  type SettlementUpdate,
} from './receivables.schema';
import { normalizeInstallment, normalizeSettlement } from './installment.normalize';
import { searchReceivablesView, type ReceivablesViewQuery } from './receivables.view';
import { correctionMethod } from '../lib/settlement';

export * from './receivables.schema';
export * from './receivables.normalize';
export * from './installment.normalize';
export * from './receivables.search';
export * from './receivables.view';

const BASE = '/v1/financeiro/eventos-financeiros';

/** Hierarchical keys: everything about receivables under `['receivables']`. */
export const receivableKeys = {
  all: ['receivables'] as const,
  lists: () => [...receivableKeys.all, 'list'] as const,
  list: (query: ReceivablesViewQuery) => [...receivableKeys.lists(), query] as const,
  details: () => [...receivableKeys.all, 'detail'] as const,
  detail: (id: string) => [...receivableKeys.details(), id] as const,
  settlements: (id: string) => [...receivableKeys.detail(id), 'settlements'] as const,
};

export async function getInstallment(id: string, signal?: AbortSignal) {
  return normalizeInstallment(
    await request(`${BASE}/parcelas/${encodeURIComponent(id)}`, { schema: installmentSchema, signal }),
  );
}

/** GET .../parcelas/{id}/baixa: the installment's settlements. */
export async function listSettlements(id: string, signal?: AbortSignal, priority?: RequestPriority) {
  const list = await request(`${BASE}/parcelas/${encodeURIComponent(id)}/baixa`, {
    schema: settlementListSchema,
    signal,
    priority,
  });
  return list.map(normalizeSettlement);
}

export async function settleInstallment(id: string, body: SettlementRequest, priority?: RequestPriority) {
  return normalizeSettlement(
    await request(`${BASE}/parcelas/${encodeURIComponent(id)}/baixa`, {
      method: 'POST',
      body,
      schema: settlementSchema,
      priority,
    }),
  );
}

/** PATCH .../parcelas/baixa/{baixa_id}: corrects a settlement; `versao` must be its current one (409 otherwise). */
export async function updateSettlement(baixaId: string, body: SettlementUpdate) {
  const { metodo_pagamento, ...rest } = body;
  return normalizeSettlement(
    await request(`${BASE}/parcelas/baixa/${encodeURIComponent(baixaId)}`, {
      method: 'PATCH',
      body: metodo_pagamento ? { ...rest, metodo_pagamento: correctionMethod(metodo_pagamento) } : rest,
      schema: settlementSchema,
    }),
  );
}

/** DELETE .../parcelas/baixa/{baixa_id}: undoes a settlement (200 with an empty body). */
export function deleteSettlement(baixaId: string) {
  return request(`${BASE}/parcelas/baixa/${encodeURIComponent(baixaId)}`, { method: 'DELETE' });
}

export const receivableQueries = {
  list: (query: ReceivablesViewQuery) =>
    queryOptions({
      queryKey: receivableKeys.list(query),
      queryFn: ({ signal }) => searchReceivablesView(query, signal),
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
 * Refetches what shows an installment after it changed (a settlement, its correction or
 * undo, a charge): the installment itself (with its settlements and charges; the contract
 * detail's "Vendas e parcelas" shows an installment through this same query), awaited, so
 * the mutation ends with the screen showing the change; and every receivables list, not
 * awaited: an open list refreshes behind the screen (collections re-reads every overdue
 * page, many seconds on a busy account, and a charge's link waited for it: decision 0303).
 * The contract's record and its sales (the sales search shows no installment status) do
 * not change (decision 0302).
 */
export function refreshInstallment(queryClient: QueryClient, parcelaId: string): Promise<void> {
  // The installment's read leaves first: the lists' reads queue behind it under the pacing.
  const installment = queryClient.invalidateQueries({ queryKey: receivableKeys.detail(parcelaId) });
  void queryClient.invalidateQueries({ queryKey: receivableKeys.lists() });
  return installment;
}

function useInvalidateInstallment(parcelaId: string) {
  const queryClient = useQueryClient();
  return () => refreshInstallment(queryClient, parcelaId);
}

/** Registers a settlement, then refreshes what shows the installment. */
export function useSettleInstallment(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId);
  return useSingleFlightMutation({
    mutationFn: (body: SettlementRequest) => settleInstallment(parcelaId, body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

/** Corrects a settlement of the installment `parcelaId` (with the settlement's `versao`). */
export function useUpdateSettlement(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId);
  return useSingleFlightMutation({
    mutationFn: ({ baixaId, body }: { baixaId: string; body: SettlementUpdate }) => updateSettlement(baixaId, body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

/** Undoes (deletes) a settlement of the installment `parcelaId`. */
export function useDeleteSettlement(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId);
  return useSingleFlightMutation({
    mutationFn: (baixaId: string) => deleteSettlement(baixaId),
    onSuccess: async () => {
      await invalidate();
    },
  });
}
