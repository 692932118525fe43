import {
  SETTLEMENT_METHODS,
  settlementRequestSchema,
  type Settlement,
  type SettlementRequest,
  type SettlementUpdate,
} from '../../../api/receivables';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { compareIsoDates, formatDateBR } from '../../../lib/dates';
import { formatCents, toCents } from '../../../lib/money';

/** What the settlement and correction forms share: values, request, rules and what asks for a confirmation. */

export type Amount = number | '';

export interface SettlementFormValues {
  data_pagamento: string;
  conta_financeira: string;
  metodo_pagamento: string;
  composicao_valor: { valor_bruto: Amount; multa: Amount; juros: Amount; desconto: Amount; taxa: Amount };
  nsu: string;
  observacao: string;
}

export const num = (v: Amount) => (v === '' ? undefined : v);

/** Whether two amounts of the form are the same value, to the cent (both empty counts). */
export function sameAmount(a: Amount | null | undefined, b: Amount | null | undefined): boolean {
  const empty = (v: Amount | null | undefined) => v === '' || v === null || v === undefined;
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  return toCents(a as number) === toCents(b as number);
}
const text = (v: string) => (v.trim() ? v.trim() : undefined);

/** The form's values as the API request (empty optional fields left out). */
export function toRequest(v: SettlementFormValues): Record<string, unknown> {
  const c = v.composicao_valor;
  const composicao = Object.fromEntries(
    Object.entries({
      valor_bruto: num(c.valor_bruto),
      multa: num(c.multa),
      juros: num(c.juros),
      desconto: num(c.desconto),
      taxa: num(c.taxa),
    }).filter(([k, x]) => x !== undefined || k === 'valor_bruto'),
  );
  return {
    data_pagamento: v.data_pagamento,
    conta_financeira: text(v.conta_financeira),
    composicao_valor: composicao,
    metodo_pagamento: text(v.metodo_pagamento),
    nsu: text(v.nsu),
    observacao: text(v.observacao),
  };
}

/**
 * One schema for the form and the sandbox: the form's values are validated as the request. The
 * published schema takes a gross value of zero; the platform refuses it, so the form does first.
 */
const schemaResolver = zodResolver(settlementRequestSchema);
export const settlementResolver: Resolver<SettlementFormValues, unknown, SettlementRequest> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(toRequest(values) as never, context, options as never);
  const gross = num(values.composicao_valor.valor_bruto);
  if (Object.keys(result.errors).length || gross === undefined || toCents(gross) > 0) return result as never;
  return {
    values: {},
    errors: {
      composicao_valor: { valor_bruto: { type: 'min', message: 'Informe um valor bruto maior que zero.' } },
    },
  } as never;
};

const amount = (v: number | null): Amount => (v === null || v === 0 ? '' : v);

/** A settlement as it reads now, as the form's values (the correction starts from them). */
export function valuesOf(s: Settlement): SettlementFormValues {
  const method = s.metodo_pagamento ?? '';
  return {
    data_pagamento: s.data_pagamento ?? '',
    conta_financeira: s.conta?.id ?? '',
    metodo_pagamento: (SETTLEMENT_METHODS as readonly string[]).includes(method) ? method : '',
    composicao_valor: {
      valor_bruto: s.composicao.valor_bruto ?? '',
      multa: amount(s.composicao.multa),
      juros: amount(s.composicao.juros),
      desconto: amount(s.composicao.desconto),
      taxa: amount(s.composicao.taxa),
    },
    nsu: s.nsu ?? '',
    observacao: s.observacao ?? '',
  };
}

/** The correction's PATCH body: emptied texts are sent empty; "Não informada" is left out. */
export function toUpdate(body: SettlementRequest, values: SettlementFormValues, versao: number): SettlementUpdate {
  return { ...body, versao, nsu: values.nsu.trim(), observacao: values.observacao.trim() };
}

/** What is allowed but unusual, in words: a future date, more than `openCents`. */
export function unusualReasons(
  body: SettlementRequest,
  today: string,
  openCents: number,
  openLabel = 'o valor em aberto',
) {
  const reasons: string[] = [];
  if (compareIsoDates(body.data_pagamento, today) > 0) {
    reasons.push(`A data do pagamento (${formatDateBR(body.data_pagamento)}) está no futuro.`);
  }
  if (toCents(body.composicao_valor.valor_bruto) > openCents) {
    reasons.push(
      `O valor bruto (${formatCents(toCents(body.composicao_valor.valor_bruto))}) é maior que ${openLabel} (${formatCents(openCents)}).`,
    );
  }
  const field: 'data_pagamento' | 'composicao_valor.valor_bruto' =
    compareIsoDates(body.data_pagamento, today) > 0 ? 'data_pagamento' : 'composicao_valor.valor_bruto';
  return { reasons, field };
}

/** The user's values over a newer version: only the fields the user changed keep the user's value. */
export function rebase(
  typed: SettlementFormValues,
  opened: SettlementFormValues,
  current: SettlementFormValues,
): SettlementFormValues {
  const pick = <T>(mine: T, was: T, now: T): T => (mine === was ? now : mine);
  const c = typed.composicao_valor;
  const o = opened.composicao_valor;
  const n = current.composicao_valor;
  return {
    data_pagamento: pick(typed.data_pagamento, opened.data_pagamento, current.data_pagamento),
    conta_financeira: pick(typed.conta_financeira, opened.conta_financeira, current.conta_financeira),
    metodo_pagamento: pick(typed.metodo_pagamento, opened.metodo_pagamento, current.metodo_pagamento),
    composicao_valor: {
      valor_bruto: pick(c.valor_bruto, o.valor_bruto, n.valor_bruto),
      multa: pick(c.multa, o.multa, n.multa),
      juros: pick(c.juros, o.juros, n.juros),
      desconto: pick(c.desconto, o.desconto, n.desconto),
      taxa: pick(c.taxa, o.taxa, n.taxa),
    },
    nsu: pick(typed.nsu, opened.nsu, current.nsu),
    observacao: pick(typed.observacao, opened.observacao, current.observacao),
  };
}
