import * as z from 'zod/mini';
import type { StatementSide } from '../lib/statement';
import { request, type RequestPriority } from './http';
import { normalizeInstallment, type Installment } from './installment.normalize';
import { optString } from './common.schema';
import { financialEventRequestSchema, protocolSchema, type FinancialEventRequest } from './payables.schema';
import { installmentSchema } from './receivables.schema';

/**
 * A receivable or payable created from its side's endpoint, followed to its installments: the creation
 * answers a protocol, the protocol names the event once written, the event lists its installments.
 */

const BASE = '/v1/financeiro/eventos-financeiros';

/** `GET /v1/protocolo/{id}`: the protocol's id in `id`, the created event's in `evento_financeiro_id`. */
export const protocolReadSchema = z.looseObject({
  id: optString(),
  status: optString(),
  resposta: optString(),
  evento_financeiro_id: optString(),
});

export async function createFinancialEvent(
  side: StatementSide,
  body: FinancialEventRequest,
  priority?: RequestPriority,
) {
  const checked = financialEventRequestSchema.parse(body);
  return request(`${BASE}/contas-a-${side}`, { method: 'POST', body: checked, schema: protocolSchema, priority });
}

export function readProtocol(id: string, priority?: RequestPriority) {
  return request(`/v1/protocolo/${encodeURIComponent(id)}`, { schema: protocolReadSchema, priority });
}

export async function eventInstallments(eventId: string, priority?: RequestPriority): Promise<Installment[]> {
  const list = await request(`${BASE}/${encodeURIComponent(eventId)}/parcelas`, {
    schema: z.array(installmentSchema),
    priority,
  });
  return list.map(normalizeInstallment);
}

export type ProtocolOutcome =
  { status: 'criado'; eventId: string } | { status: 'recusado'; message: string } | { status: 'pendente' };

/** Where a protocol stands: created (with its event), refused (with the platform's words) or still queued. */
export async function protocolOutcome(id: string, priority?: RequestPriority): Promise<ProtocolOutcome> {
  const read = await readProtocol(id, priority);
  const status = read.status?.toUpperCase();
  if (status === 'SUCCESS' && read.evento_financeiro_id)
    return { status: 'criado', eventId: read.evento_financeiro_id };
  if (status === 'ERROR') return { status: 'recusado', message: read.resposta || 'A plataforma recusou o lançamento.' };
  return { status: 'pendente' };
}

const PROTOCOL_WAITS_MS = [300, 700, 1500, 3000, 5000];

/** Follows a protocol until its event is written (a few seconds at most); still queued after that is an error. */
export async function followProtocol(
  id: string,
  priority?: RequestPriority,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Exclude<ProtocolOutcome, { status: 'pendente' }>> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await protocolOutcome(id, priority);
    if (outcome.status !== 'pendente') return outcome;
    const pause = PROTOCOL_WAITS_MS[attempt];
    if (pause === undefined)
      throw new Error('A plataforma ainda está processando o lançamento. Tente de novo em alguns minutos.');
    await wait(pause);
  }
}
