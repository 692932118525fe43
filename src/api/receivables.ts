import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listQuery, recordQuery, resourceKeys } from './resource';
import { useSingleFlightMutation } from './single-flight';
import { refreshAfter, type Change } from './refresh';
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

export const receivableKeys = {
  ...resourceKeys<ReceivablesViewQuery>('receivables'),
  settlements: (id: string) => [...receivableKeys.detail(id), 'settlements'] as const,
};

export async function getInstallment(id: string, signal?: AbortSignal) {
  return normalizeInstallment(
    await request(`${BASE}/parcelas/${encodeURIComponent(id)}`, { schema: installmentSchema, signal }),
  );
}

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

/** `versao` must be the settlement's current one, else 409. */
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

/** The platform answers 200 with an empty body. */
export function deleteSettlement(baixaId: string) {
  return request(`${BASE}/parcelas/baixa/${encodeURIComponent(baixaId)}`, { method: 'DELETE' });
}

export const receivableQueries = {
  list: (query: ReceivablesViewQuery) =>
    listQuery(receivableKeys.list(query), (signal) => searchReceivablesView(query, signal)),
  detail: (id: string) => recordQuery(receivableKeys.detail(id), (signal) => getInstallment(id, signal)),
  settlements: (id: string) => recordQuery(receivableKeys.settlements(id), (signal) => listSettlements(id, signal)),
};

/** Awaits only the installment's read: what else the change moves refreshes behind the screen. */
export function refreshInstallment(queryClient: QueryClient, parcelaId: string, change: Change): Promise<void> {
  // The installment's read leaves first: the others queue behind it under the pacing.
  const installment = queryClient.invalidateQueries({ queryKey: receivableKeys.detail(parcelaId) });
  void refreshAfter(queryClient, change);
  return installment;
}

function useInvalidateInstallment(parcelaId: string, change: Change) {
  const queryClient = useQueryClient();
  return () => refreshInstallment(queryClient, parcelaId, change);
}

export function useSettleInstallment(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId, 'settlement');
  return useSingleFlightMutation({
    mutationFn: (body: SettlementRequest) => settleInstallment(parcelaId, body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

export function useUpdateSettlement(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId, 'settlement-correction');
  return useSingleFlightMutation({
    mutationFn: ({ baixaId, body }: { baixaId: string; body: SettlementUpdate }) => updateSettlement(baixaId, body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

export function useDeleteSettlement(parcelaId: string) {
  const invalidate = useInvalidateInstallment(parcelaId, 'settlement-undo');
  return useSingleFlightMutation({
    mutationFn: (baixaId: string) => deleteSettlement(baixaId),
    onSuccess: async () => {
      await invalidate();
    },
  });
}
