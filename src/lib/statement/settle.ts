import { fromCents } from '../money';
import { fold } from '../text';
import type { SettlementMethod } from '../settlement';
import type { IsoDate } from '../dates';
import type { StatementTransaction } from './types';

/**
 * From confirmed matches to settlements (baixas), exactly once, on either side: a credit
 * settles a receivable's installment, a debit a payable's, with the same request (the
 * payment of a bill is a `baixa` on the payable's installment).
 *
 * Idempotence lives on the platform, not in this browser: each settlement's `nsu` is the
 * bank line's id (`StatementTransaction.bankId`: the FITID, or the id derived from the
 * line). Before proposing anything, the screen reads the settlements of the candidate
 * installments of each side and `withoutSettledLines` drops every line whose id is
 * already in one of their `nsu`; the run plan below checks the same thing before it
 * retries a line whose outcome is unknown.
 */

/**
 * What a bank line can say about how it was paid: Pix, boleto, TED/DOC, deposit. A subset
 * of the app's one list of settlement methods (`SETTLEMENT_METHODS`, `src/lib/settlement.ts`,
 * the platform's `metodo_pagamento` codes), never a list of its own.
 */
export type StatementSettlementMethod = Extract<
  SettlementMethod,
  'PIX_PAGAMENTO_INSTANTANEO' | 'TRANSFERENCIA_BANCARIA' | 'BOLETO_BANCARIO' | 'DEPOSITO_BANCARIO'
>;

const METHOD_RULES: Array<[StatementSettlementMethod, RegExp]> = [
  ['PIX_PAGAMENTO_INSTANTANEO', /\bpix\b/],
  [
    'BOLETO_BANCARIO',
    /\b(boleto|bloqueto|cobranca|(liq(uidacao)?|pag(amento|to)?)\.? (de )?tit(ulo)?|tit(ulo)? cobranca|liquidacao)\b/,
  ],
  ['TRANSFERENCIA_BANCARIA', /\b(ted|doc|tev|transf|transferencia|transferencia recebida)\b/],
  ['DEPOSITO_BANCARIO', /\b(deposito|dep\.? (dinheiro|din|cheque|online|identificado)|dp din)\b/],
];

/** The method a memo names (Pix, boleto, TED/DOC, deposit), else a bank transfer. */
export function inferSettlementMethod(description: string): StatementSettlementMethod {
  const text = fold(description);
  return METHOD_RULES.find(([, re]) => re.test(text))?.[0] ?? 'TRANSFERENCIA_BANCARIA';
}

/** The settlement request (platform-api.md, "Installments and settlement"). */
export interface StatementSettlementRequest {
  data_pagamento: IsoDate;
  conta_financeira: string;
  composicao_valor: { valor_bruto: number };
  metodo_pagamento: StatementSettlementMethod;
  observacao: string;
  nsu: string;
}

const OBSERVATION_MAX = 255;

/**
 * One settlement per confirmed line: the whole line without its sign (money in or out),
 * on its date, with its bank id as `nsu`.
 */
export function settlementRequestFor(
  line: StatementTransaction,
  financialAccountId: string,
): StatementSettlementRequest {
  const observation = `Conciliação de extrato: ${line.description}`.slice(0, OBSERVATION_MAX);
  return {
    data_pagamento: line.date,
    conta_financeira: financialAccountId,
    composicao_valor: { valor_bruto: fromCents(Math.abs(line.amountCents)) },
    metodo_pagamento: inferSettlementMethod(line.description),
    observacao: observation,
    nsu: line.bankId,
  };
}

/** Settlements as read back from the platform: only the `nsu` matters here. */
export interface SettlementWithNsu {
  nsu?: string | null;
}

/** Every `nsu` of the given settlements (empty and missing ones dropped). */
export function settledNsus(settlements: Iterable<SettlementWithNsu>): Set<string> {
  const out = new Set<string>();
  for (const s of settlements) if (s.nsu) out.add(s.nsu);
  return out;
}

/** Lines not yet settled on the platform, and those already settled (by their bank id in some `nsu`). */
export function withoutSettledLines<T extends Pick<StatementTransaction, 'bankId'>>(
  lines: readonly T[],
  nsus: ReadonlySet<string>,
): { pending: T[]; alreadySettled: T[] } {
  const pending: T[] = [];
  const alreadySettled: T[] = [];
  for (const l of lines) (nsus.has(l.bankId) ? alreadySettled : pending).push(l);
  return { pending, alreadySettled };
}
