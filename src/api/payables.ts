import { nextPollDelay, type BackoffOptions } from '../lib/backoff';
import { request, sleep, type RequestPriority } from './http';
import { receivableKeys } from './receivables';
import { recordQuery } from './resource';
import { normalizeInstallment, type Installment } from './installment.normalize';
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

export async function createLedgerEvent(side: Side, body: FinancialEventRequest, priority?: RequestPriority) {
  const checked = financialEventRequestSchema.parse(body);
  return request(CREATE_PATH[side], { method: 'POST', body: checked, schema: protocolSchema, priority });
}

export const createPayable = (body: FinancialEventRequest) => createLedgerEvent('pagar', body);

/** `GET /v1/protocolo/{id}`: the protocol's id in `id`, the created event's in `evento_financeiro_id`. */
export function readProtocol(id: string, priority?: RequestPriority) {
  return request(`/v1/protocolo/${encodeURIComponent(id)}`, { schema: protocolReadSchema, priority });
}

/** `GET …/eventos-financeiros/{id_evento}/parcelas`: the event's installments, in order. */
export async function eventInstallments(
  eventId: string,
  priority?: RequestPriority,
  signal?: AbortSignal,
): Promise<Installment[]> {
  const list = await request(`${EVENTS}/${encodeURIComponent(eventId)}/parcelas`, {
    schema: eventInstallmentsSchema,
    priority,
    signal,
  });
  return list.map(normalizeInstallment);
}

/** Under the installments' family: an edit of one of them reads the event's again. */
export const eventQueries = {
  installments: (eventId: string) =>
    recordQuery([...receivableKeys.all, 'event', eventId] as const, (signal) =>
      eventInstallments(eventId, undefined, signal),
    ),
};

export type ProtocolOutcome =
  { kind: 'created'; eventId: string } | { kind: 'refused'; message: string } | { kind: 'pending' };

/** Where a protocol stands: written (with its event), refused (with the platform's words) or still queued. */
export async function protocolOutcome(id: string, priority?: RequestPriority): Promise<ProtocolOutcome> {
  const read = await readProtocol(id, priority);
  const status = read.status?.toUpperCase();
  if (status === 'SUCCESS' && read.evento_financeiro_id) return { kind: 'created', eventId: read.evento_financeiro_id };
  if (status === 'ERROR') return { kind: 'refused', message: read.resposta || 'A plataforma recusou o lançamento.' };
  return { kind: 'pending' };
}

/** What the platform made of a creation: its installments once written, or why not. */
export type CreationOutcome =
  | { kind: 'created'; eventId: string; installmentIds: string[] }
  | { kind: 'refused'; message: string }
  /** Still pending after the last read: the event was sent once and is not sent again. */
  | { kind: 'pending' };

const PROTOCOL_POLL: BackoffOptions = { initialMs: 500, maxMs: 4_000, factor: 2 };
const PROTOCOL_READS = 6;

/**
 * Reads the protocol until it leaves PENDING, then the created event's installments; a read that
 * fails throws (the caller decides what an unknown outcome means).
 */
export async function followCreation(
  protocolo: string,
  { backoff = PROTOCOL_POLL, priority }: { backoff?: BackoffOptions; priority?: RequestPriority } = {},
): Promise<CreationOutcome> {
  let delay: number | null = null;
  for (let read = 0; read < PROTOCOL_READS; read++) {
    const outcome = await protocolOutcome(protocolo, priority);
    if (outcome.kind === 'refused') return outcome;
    if (outcome.kind === 'created') {
      const installments = await eventInstallments(outcome.eventId, priority);
      return { kind: 'created', eventId: outcome.eventId, installmentIds: installments.map((i) => i.id) };
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
