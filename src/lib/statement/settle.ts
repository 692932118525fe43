import { fromCents } from '../money';
import { fold } from '../text';
import type { SettlementMethod } from '../settlement';
import type { IsoDate } from '../dates';
import type { StatementTransaction } from './types';

/** Idempotence lives on the platform: each settlement's `nsu` is the bank line's id, never sent twice. */

/** A subset of the app's one list of settlement methods, never a list of its own. */
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

/** The method a memo names, else a bank transfer. */
export function inferSettlementMethod(description: string): StatementSettlementMethod {
  const text = fold(description);
  return METHOD_RULES.find(([, re]) => re.test(text))?.[0] ?? 'TRANSFERENCIA_BANCARIA';
}

export interface StatementSettlementRequest {
  data_pagamento: IsoDate;
  conta_financeira: string;
  composicao_valor: { valor_bruto: number };
  metodo_pagamento: StatementSettlementMethod;
  observacao: string;
  nsu: string;
}

const OBSERVATION_MAX = 255;

/** The whole line without its sign, on its date, with its bank id as `nsu`. */
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

export interface SettlementWithNsu {
  nsu?: string | null;
}

export function settledNsus(settlements: Iterable<SettlementWithNsu>): Set<string> {
  const out = new Set<string>();
  for (const s of settlements) if (s.nsu) out.add(s.nsu);
  return out;
}

export function withoutSettledLines<T extends Pick<StatementTransaction, 'bankId'>>(
  lines: readonly T[],
  nsus: ReadonlySet<string>,
): { pending: T[]; alreadySettled: T[] } {
  const pending: T[] = [];
  const alreadySettled: T[] = [];
  for (const l of lines) (nsus.has(l.bankId) ? alreadySettled : pending).push(l);
  return { pending, alreadySettled };
}
