import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from './http';
import { receivableKeys, refreshInstallment, type Installment } from './receivables';
import { useSingleFlightMutation } from './single-flight';
import {
  chargeSchema,
  isChargeCancellable,
  MOVING_CHARGE_STATUSES,
  type Charge,
  type ChargeRequest,
} from './charges.schema';

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

/**
 * Whether a charge's link may still be handed to the customer: only while the charge can
 * be paid (not paid, cancelled, expired or failed, and not being cancelled).
 */
export function offersChargeLink(status: string | null | undefined): boolean {
  return isChargeCancellable(status);
}

/** Statuses that say the installment itself was received through the charge. */
const PAID_CHARGE_STATUSES: readonly string[] = ['QUITADO', 'PAGO'];

/**
 * What a read of a charge says, written into its installment's read in the cache (the
 * charge in `solicitacoes_cobrancas`), so every view of the installment shows the charge as
 * the platform now gives it without reading the installment again. A charge now paid
 * changed the installment too: then the installment and the lists are read again.
 */
export function applyChargeToInstallment(queryClient: QueryClient, parcelaId: string, charge: Charge): void {
  let changed = false;
  queryClient.setQueryData<Installment>(receivableKeys.detail(parcelaId), (installment) => {
    const known = installment?.cobrancas.find((c) => c.id === charge.id);
    if (!installment || !known) return undefined;
    const status = charge.status ?? known.status;
    const url = charge.url ?? known.url;
    if (status === known.status && url === known.url) return undefined;
    changed = true;
    return {
      ...installment,
      cobrancas: installment.cobrancas.map((c) => (c.id === charge.id ? { ...c, status, url } : c)),
    };
  });
  if (changed && PAID_CHARGE_STATUSES.includes(charge.status ?? '')) void refreshInstallment(queryClient, parcelaId);
}

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
