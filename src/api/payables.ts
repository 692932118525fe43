import { nextPollDelay, type BackoffOptions } from '../lib/backoff';
import { request, sleep } from './http';
import {
  eventInstallmentsSchema,
  financialEventRequestSchema,
  protocolReadSchema,
  protocolSchema,
  type FinancialEventRequest,
} from './payables.schema';
import type { Side } from './receivables';
import { useRefreshingMutation } from './single-flight';

export * from './payables.schema';

/** Search, installments and settlements are the receivables' (side `pagar`); creation of both sides is here. */

const EVENTS = '/v1/financeiro/eventos-financeiros';
const CREATE_PATH: Record<Side, string> = { receber: `${EVENTS}/contas-a-receber`, pagar: `${EVENTS}/contas-a-pagar` };

export async function createLedgerEvent(side: Side, body: FinancialEventRequest) {
  const checked = financialEventRequestSchema.parse(body);
  return request(CREATE_PATH[side], { method: 'POST', body: checked, schema: protocolSchema });
}

export const createPayable = (body: FinancialEventRequest) => createLedgerEvent('pagar', body);

/** What the platform made of a creation: its installments once written, or why not. */
export type CreationOutcome =
  | { kind: 'created'; installments: number }
  | { kind: 'refused'; message: string }
  /** Still pending, or the follow-up could not be read: the event was sent once and is not sent again. */
  | { kind: 'pending' };

const PROTOCOL_POLL: BackoffOptions = { initialMs: 500, maxMs: 4_000, factor: 2 };
const PROTOCOL_READS = 6;

/** Reads the protocol until it leaves PENDING, then the created event's installments. */
export async function followCreation(protocolo: string, backoff = PROTOCOL_POLL): Promise<CreationOutcome> {
  let delay: number | null = null;
  for (let read = 0; read < PROTOCOL_READS; read++) {
    const protocol = await request(`/v1/protocolo/${encodeURIComponent(protocolo)}`, { schema: protocolReadSchema });
    if (protocol.status === 'ERROR') {
      return { kind: 'refused', message: protocol.resposta || 'A plataforma recusou o lançamento.' };
    }
    if (protocol.status === 'SUCCESS' && protocol.evento_financeiro_id) {
      const installments = await request(`${EVENTS}/${encodeURIComponent(protocol.evento_financeiro_id)}/parcelas`, {
        schema: eventInstallmentsSchema,
      });
      return { kind: 'created', installments: installments.length };
    }
    delay = nextPollDelay(delay, false, backoff);
    await sleep(delay);
  }
  return { kind: 'pending' };
}

/** Sends the event once; what follows it never fails the creation (a retry would create it twice). */
export async function createAndFollow(side: Side, body: FinancialEventRequest): Promise<CreationOutcome> {
  const created = await createLedgerEvent(side, body);
  if (!created.protocolo) return { kind: 'pending' };
  try {
    return await followCreation(created.protocolo);
  } catch {
    return { kind: 'pending' };
  }
}

export function useCreateLedgerEvent(side: Side) {
  return useRefreshingMutation((body: FinancialEventRequest) => createAndFollow(side, body), 'installment-created');
}
