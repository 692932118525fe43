import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listQuery, recordQuery, resourceKeys } from './resource';
import { useSingleFlightMutation } from './single-flight';
import { refreshAfter, type Change } from './refresh';
import { request, type RequestPriority } from './http';
import {
  DESCRIPTION_FILTER_MAX,
  installmentSchema,
  settlementListSchema,
  settlementSchema,
  type SettlementRequest,
  type SettlementUpdate,
} from './receivables.schema';
import { normalizeInstallment, normalizeSettlement, type Installment } from './installment.normalize';
import type { Ref } from './lenient';
import { searchReceivables } from './receivables.search';
import type { Receivable } from './receivables.normalize';
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

export async function getInstallment(id: string, signal?: AbortSignal, priority?: RequestPriority) {
  return normalizeInstallment(
    await request(`${BASE}/parcelas/${encodeURIComponent(id)}`, { schema: installmentSchema, signal, priority }),
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

/**
 * The installment's search row: its customer or supplier, categories and competence date, which
 * its read does not name (docs/platform-differences.md); found among the rows of its due date and
 * description. Null when there is no such row.
 */
export async function findInstallmentRow(
  installment: Pick<Installment, 'id' | 'lado' | 'data_vencimento' | 'descricao'>,
  signal?: AbortSignal,
): Promise<Receivable | null> {
  const due = installment.data_vencimento?.slice(0, 10);
  if (!due) return null;
  // A part of the description finds the whole: its beginning, as long as the filter takes
  // (counted as the schema counts, in UTF-16 units, never splitting a character).
  let description = '';
  for (const char of installment.descricao?.trim() ?? '') {
    if (description.length + char.length > DESCRIPTION_FILTER_MAX) break;
    description += char;
  }
  description = description.trim();
  const page = await searchReceivables(
    {
      pagina: 1,
      tamanho_pagina: 100,
      data_vencimento_de: due,
      data_vencimento_ate: due,
      ...(description ? { descricao: description } : {}),
    },
    signal,
    'background',
    installment.lado,
  );
  return page.itens.find((r) => r.id === installment.id) ?? null;
}

/**
 * The installment's party and categories, from its search row (`found`: the row is there; its
 * party may still be none, as an anonymous sale's).
 */
export async function findInstallmentParty(
  installment: Pick<Installment, 'id' | 'lado' | 'data_vencimento' | 'descricao'>,
  signal?: AbortSignal,
): Promise<{ found: boolean; party: Ref | null; categories: Ref[] }> {
  const row = await findInstallmentRow(installment, signal);
  return { found: row !== null, party: row?.pessoa ?? null, categories: row?.categorias ?? [] };
}

export const receivableQueries = {
  /** Who is paid or pays, when the installment's read does not say (it never changes: read once). */
  party: ({
    id,
    lado,
    data_vencimento,
    descricao,
  }: Pick<Installment, 'id' | 'lado' | 'data_vencimento' | 'descricao'>) =>
    queryOptions({
      queryKey: ['installment-party', id, lado, data_vencimento, descricao] as const,
      queryFn: ({ signal }) => findInstallmentParty({ id, lado, data_vencimento, descricao }, signal),
      staleTime: Infinity,
    }),
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

export function useInvalidateInstallment(parcelaId: string, change: Change) {
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
