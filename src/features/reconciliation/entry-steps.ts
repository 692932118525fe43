import { createFinancialEvent, eventInstallments, followProtocol, protocolOutcome } from '../../api/event-protocol';
import { searchAllReceivables } from '../../api/receivables';
import { isEntryOf, type RunLine, type StatementEntry } from '../../lib/statement';

/** The platform's side of a statement entry: create it and follow it to its installment, or find it again. */

type EntryLine = RunLine & { entry: StatementEntry };

async function installmentOf(eventId: string): Promise<string> {
  const [first] = await eventInstallments(eventId, 'background');
  if (!first) throw new Error('O lançamento foi criado, mas a plataforma não listou a parcela dele.');
  return first.id;
}

export type CreatedEntry = { status: 'criada'; installmentId: string } | { status: 'recusada'; message: string };

/** Creates the entry; `onProtocol` keeps the protocol before it is followed. */
export async function createEntry(line: EntryLine, onProtocol: (protocol: string) => void): Promise<CreatedEntry> {
  const answer = await createFinancialEvent(line.entry.side, line.entry.request, 'background');
  if (!answer.protocolo) throw new Error('A plataforma não devolveu o protocolo do lançamento.');
  onProtocol(answer.protocolo);
  const outcome = await followProtocol(answer.protocolo, 'background');
  if (outcome.status === 'recusado') return { status: 'recusada', message: outcome.message };
  return { status: 'criada', installmentId: await installmentOf(outcome.eventId) };
}

/**
 * The installment of an entry whose creation's outcome is unknown: through its protocol when one was
 * kept, else by its mark among the side's installments due on the line's date; null when not created.
 */
export async function findEntry(line: EntryLine): Promise<string | null> {
  if (line.entry.protocol) {
    const outcome = await protocolOutcome(line.entry.protocol, 'background');
    if (outcome.status === 'pendente')
      throw new Error('A plataforma ainda está processando o lançamento. Tente de novo em alguns minutos.');
    return outcome.status === 'criado' ? installmentOf(outcome.eventId) : null;
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
