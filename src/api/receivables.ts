import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from './single-flight';
import { request, type RequestPriority } from './http';
import {
  installmentSchema,
  receivablesPageSchema,
  settlementListSchema,
  settlementSchema,
  type ReceivablesQuery,
  type SettlementRequest,
  type SettlementUpdate,
} from './receivables.schema';
import { normalizeInstallment, normalizeReceivablesPage, normalizeSettlement } from './receivables.normalize';

export * from './receivables.schema';
export * from './receivables.normalize';

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

/** The search, normalized (receivables.normalize.ts): screens never see the wire shapes. */
export async function searchReceivables(query: ReceivablesQuery, signal?: AbortSignal, priority?: RequestPriority) {
  const page = await request(`${BASE}/contas-a-receber/buscar`, {
    query: { ...query },
    schema: receivablesPageSchema,
    signal,
    priority,
  });
  return normalizeReceivablesPage(page);
}

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
  return normalizeSettlement(
    await request(`${BASE}/parcelas/baixa/${encodeURIComponent(baixaId)}`, {
      method: 'PATCH',
      body,
      schema: settlementSchema,
    }),
  );
}

/** DELETE .../parcelas/baixa/{baixa_id}: undoes a settlement (200 with an empty body). */
export function deleteSettlement(baixaId: string) {
  return request(`${BASE}/parcelas/baixa/${encodeURIComponent(baixaId)}`, { method: 'DELETE' });
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
 * Refetches what shows an installment after one of its settlements changed: the installment
 * itself (with its settlements; the contract detail's "Vendas e parcelas" shows an
 * installment through this same query) and every receivables list. The contract's record
 * and its sales (the sales search shows no installment status) do not change (decision 0302).
 */
function useInvalidateInstallment(parcelaId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: receivableKeys.detail(parcelaId) }),
      queryClient.invalidateQueries({ queryKey: receivableKeys.lists() }),
    ]);
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
