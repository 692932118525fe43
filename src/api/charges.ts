import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { receivableKeys, refreshInstallment } from './receivables';
import { useSingleFlightMutation } from './single-flight';
import { chargeSchema, MOVING_CHARGE_STATUSES, type ChargeRequest } from './charges.schema';

export * from './charges.schema';

const BASE = '/v1/financeiro/eventos-financeiros/contas-a-receber';

export const chargeKeys = {
  all: ['charges'] as const,
  detail: (id: string) => [...chargeKeys.all, id] as const,
};

export function createCharge(body: ChargeRequest) {
  return request(`${BASE}/gerar-cobranca`, { method: 'POST', body, schema: chargeSchema });
}

export function getCharge(id: string, signal?: AbortSignal) {
  return request(`${BASE}/cobranca/${encodeURIComponent(id)}`, { schema: chargeSchema, signal });
}

export function cancelCharge(id: string) {
  return request(`${BASE}/cobranca/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** While the platform is still moving a charge (registering, cancelling), read it again every few seconds. */
const MOVING_REFETCH_MS = 5_000;

export const chargeQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: chargeKeys.detail(id),
      queryFn: ({ signal }) => getCharge(id, signal),
      refetchInterval: (query) =>
        MOVING_CHARGE_STATUSES.includes(query.state.data?.status ?? '') ? MOVING_REFETCH_MS : false,
    }),
};

/** Generates a charge; the installment (its `solicitacoes_cobrancas`) is read again, the lists behind it. */
export function useCreateCharge() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: ChargeRequest) => createCharge(body),
    onSuccess: async (charge, body) => {
      queryClient.setQueryData(chargeKeys.detail(charge.id), charge);
      await refreshInstallment(queryClient, body.id_parcela);
    },
  });
}

/** Cancels a charge; the charge and its installment are read again. */
export function useCancelCharge(parcelaId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (chargeId: string) => cancelCharge(chargeId),
    onSuccess: async (_, chargeId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chargeKeys.detail(chargeId) }),
        queryClient.invalidateQueries({ queryKey: receivableKeys.detail(parcelaId) }),
      ]);
    },
  });
}
