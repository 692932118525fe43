import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError, request } from './http';
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

/**
 * Cancels a charge. The platform answers 200 with an empty body (conta-azul-cli
 * docs/referencia/cobranca.md; the published document names no body); a charge in the
 * answer, should one come, is taken as the charge's state.
 */
export async function cancelCharge(id: string): Promise<Charge | null> {
  const answer = await request<unknown>(`${BASE}/cobranca/${encodeURIComponent(id)}`, { method: 'DELETE' });
  const parsed = chargeSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/** While the platform is still working on a charge (its link, a cancellation), it is read again this often. */
export const FOLLOW_CHARGE_MS = 2_000;
/** How long a charge being cancelled may read as missing (404) before that counts as an error. */
export const CANCEL_GONE_MAX_MS = 60_000;

/**
 * Whether the platform is still working on the charge, so that it is worth reading again:
 * a moving status (confirming, cancelling, remittance), or a charge that can be paid but
 * whose link has not come yet (the creation answers `url: null` until the platform
 * confirms it; conta-azul-cli docs/referencia/cobranca.md).
 */
export function awaitsPlatform(charge: Pick<Charge, 'status' | 'url'> | null | undefined): boolean {
  if (!charge) return false;
  const status = charge.status ?? '';
  return MOVING_CHARGE_STATUSES.includes(status) || (isChargeCancellable(status) && !charge.url);
}

/** Since when each charge being cancelled has read as missing. */
const goneSince = new Map<string, number>();

/**
 * Reads a charge for the dialog that follows it. Right after a cancellation the platform
 * may answer 404 (with an empty body) for a moment before `EM_CANCELAMENTO`: for a charge
 * known to be cancelling, that 404 reads as "still being cancelled", up to
 * CANCEL_GONE_MAX_MS; any other 404 is an error.
 */
export async function followCharge(id: string, known: Charge | undefined, signal?: AbortSignal): Promise<Charge> {
  try {
    const charge = await getCharge(id, signal);
    goneSince.delete(id);
    return charge;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && known?.status === 'EM_CANCELAMENTO') {
      const since = goneSince.get(id) ?? Date.now();
      goneSince.set(id, since);
      if (Date.now() - since < CANCEL_GONE_MAX_MS) return known;
    }
    throw error;
  }
}

export const chargeQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: chargeKeys.detail(id),
      queryFn: ({ signal, client }) => followCharge(id, client.getQueryData<Charge>(chargeKeys.detail(id)), signal),
      refetchInterval: (query) => (awaitsPlatform(query.state.data) ? FOLLOW_CHARGE_MS : false),
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

/**
 * Cancels a charge. Without a charge in the answer (as observed), the cached one becomes
 * `EM_CANCELAMENTO` (what the platform moves it to); then the charge and its installment
 * are read again.
 */
export function useCancelCharge(parcelaId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (chargeId: string) => cancelCharge(chargeId),
    onSuccess: async (answered, chargeId) => {
      queryClient.setQueryData<Charge>(
        chargeKeys.detail(chargeId),
        (known) => answered ?? { id: chargeId, url: known?.url ?? null, status: 'EM_CANCELAMENTO' },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chargeKeys.detail(chargeId) }),
        queryClient.invalidateQueries({ queryKey: receivableKeys.detail(parcelaId) }),
      ]);
    },
  });
}
