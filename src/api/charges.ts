import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError, request } from './http';
import { getInstallment, receivableKeys, refreshInstallment, type Installment } from './receivables';
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

/**
 * A charge sent once: a failure that may have reached the platform (a 5xx, no answer) is
 * checked on the installment, and a charge of this kind and due date that was not there
 * before the send is the one it made (a second send would bill the customer twice).
 */
export async function createChargeOnce(body: ChargeRequest): Promise<Charge> {
  const listed = async () => (await getInstallment(body.id_parcela)).cobrancas;
  const before = new Set((await listed()).map((c) => c.id));
  try {
    return await createCharge(body);
  } catch (error) {
    if (isApiError(error) && error.status > 0 && error.status < 500) throw error;
    const made = (await listed().catch(() => [])).find(
      (c) => !before.has(c.id) && c.tipo === body.tipo && c.data_vencimento === body.data_vencimento,
    );
    if (!made) throw error;
    // Made: as the installment lists it if its own read fails too (it is followed from there).
    return getCharge(made.id).catch(() => ({ id: made.id, url: made.url, status: made.status }));
  }
}

export function getCharge(id: string, signal?: AbortSignal) {
  return request(`${BASE}/cobranca/${encodeURIComponent(id)}`, { schema: chargeSchema, signal });
}

/** The platform answers 200 with an empty body; a charge in the answer, should one come, is used. */
export async function cancelCharge(id: string): Promise<Charge | null> {
  const answer = await request<unknown>(`${BASE}/cobranca/${encodeURIComponent(id)}`, { method: 'DELETE' });
  const parsed = chargeSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/** How often a charge awaiting the platform is read again. */
let followChargeMs = 2_000;
/** Test hook: a screen's tests follow a charge without waiting the real interval. */
export function setFollowChargeMs(ms: number): void {
  followChargeMs = ms;
}
export const CANCEL_GONE_MAX_MS = 60_000;

/** A moving status, or a payable charge still without its link (creation answers `url: null`). */
export function awaitsPlatform(charge: Pick<Charge, 'status' | 'url'> | null | undefined): boolean {
  if (!charge) return false;
  const status = charge.status ?? '';
  return MOVING_CHARGE_STATUSES.includes(status) || (isChargeCancellable(status) && !charge.url);
}

const goneSince = new Map<string, number>();

/** Right after a cancellation the platform may answer 404 for a while: that reads as "still cancelling". */
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
      refetchInterval: (query) => (awaitsPlatform(query.state.data) ? followChargeMs : false),
    }),
};

export function offersChargeLink(status: string | null | undefined): boolean {
  return isChargeCancellable(status);
}

const PAID_CHARGE_STATUSES: readonly string[] = ['QUITADO', 'PAGO'];

/** Writes a charge's read into its cached installment; a paid charge refreshes the installment too. */
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
  if (changed && PAID_CHARGE_STATUSES.includes(charge.status ?? ''))
    void refreshInstallment(queryClient, parcelaId, 'charge-paid');
}

export function useCreateCharge() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: createChargeOnce,
    onSuccess: async (charge, body) => {
      queryClient.setQueryData(chargeKeys.detail(charge.id), charge);
      await refreshInstallment(queryClient, body.id_parcela, 'charge-issued');
    },
  });
}

/** Without a charge in the answer, the cached one becomes `EM_CANCELAMENTO`, as on the platform. */
export function useCancelCharge(parcelaId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (chargeId: string) => cancelCharge(chargeId),
    onSuccess: async (answered, chargeId) => {
      queryClient.setQueryData<Charge>(
        chargeKeys.detail(chargeId),
        (known) => answered ?? { id: chargeId, url: known?.url ?? null, status: 'EM_CANCELAMENTO' },
      );
      await refreshInstallment(queryClient, parcelaId, 'charge-issued');
    },
  });
}
