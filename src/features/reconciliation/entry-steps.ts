import { createLedgerEvent, eventInstallments, followCreation, protocolOutcome } from '../../api/payables';
import { searchAllReceivables } from '../../api/receivables';
import { isEntryOf, type EntryLine } from '../../lib/statement';

/** The platform's side of a statement entry: create it and follow it to its installment, or find it again. */

const STILL_PROCESSING = 'A plataforma ainda está processando o lançamento. Tente de novo em alguns minutos.';
const NOT_LISTED = 'O lançamento foi criado, mas a plataforma não listou a parcela dele.';

async function installmentOf(eventId: string): Promise<string> {
  const [first] = await eventInstallments(eventId, 'background');
  if (!first) throw new Error(NOT_LISTED);
  return first.id;
}

export type CreatedEntry = { status: 'criada'; installmentId: string } | { status: 'recusada'; message: string };

/** Creates the entry; `onProtocol` keeps the protocol before it is followed. */
export async function createEntry(line: EntryLine, onProtocol: (protocol: string) => void): Promise<CreatedEntry> {
  const answer = await createLedgerEvent(line.entry.side, line.entry.request, 'background');
  if (!answer.protocolo) throw new Error('A plataforma não devolveu o protocolo do lançamento.');
  onProtocol(answer.protocolo);
  // A protocol still pending or unreadable is an unknown outcome: the run looks the entry up before creating again.
  const outcome = await followCreation(answer.protocolo, { priority: 'background' });
  if (outcome.kind === 'pending') throw new Error(STILL_PROCESSING);
  if (outcome.kind === 'refused') return { status: 'recusada', message: outcome.message };
  const [first] = outcome.installmentIds;
  if (!first) throw new Error(NOT_LISTED);
  return { status: 'criada', installmentId: first };
}

/**
 * The installment of an entry whose creation's outcome is unknown: through its protocol when one was
 * kept, else by its mark among the side's installments due on the line's date; null when not created.
 */
export async function findEntry(line: EntryLine): Promise<string | null> {
  if (line.entry.protocol) {
    const outcome = await protocolOutcome(line.entry.protocol, 'background');
    if (outcome.kind === 'pending') throw new Error(STILL_PROCESSING);
    return outcome.kind === 'created' ? installmentOf(outcome.eventId) : null;
  }
  const due = line.entry.request.condicao_pagamento.parcelas[0]!.data_vencimento;
  const found = await searchAllReceivables(
    { data_vencimento_de: due, data_vencimento_ate: due },
    undefined,
    'background',
    line.entry.side,
  );
  return found.find((r) => isEntryOf(r.descricao, line.key))?.id ?? null;
}
