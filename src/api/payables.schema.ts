import * as z from 'zod/mini';
import { toCents } from '../lib/money';
import { int, optString, uuid } from './common.schema';
import { installmentSchema } from './receivables.schema';
import { amount, positiveAmount, writeDate } from './write.schema';

/**
 * The published `EventoFinanceiroRequest`: every field it requires is sent, though production takes
 * fewer; `contato` only when there is one (a bank fee has no supplier; production accepts it without).
 */

export const MAX_TEXT = 255;
const text = (missing: string) =>
  z.string({ error: missing }).check(
    z.refine((v) => v.trim().length > 0, missing),
    z.maxLength(MAX_TEXT, `Use no máximo ${MAX_TEXT} caracteres.`),
  );

export const MAX_INSTALLMENTS = 60;

export const installmentValueSchema = z.object({
  valor_bruto: positiveAmount(),
  valor_liquido: positiveAmount(),
  multa: amount(0),
  juros: amount(0),
  desconto: amount(0),
  taxa: amount(0),
});

export const financialEventRequestSchema = z
  .object({
    data_competencia: writeDate,
    valor: positiveAmount(),
    descricao: text('Informe a descrição.'),
    observacao: z.string().check(z.maxLength(MAX_TEXT, `Use no máximo ${MAX_TEXT} caracteres.`)),
    contato: z.optional(uuid),
    conta_financeira: uuid,
    rateio: z
      .array(
        z.object({
          id_categoria: uuid,
          valor: positiveAmount(),
          rateio_centro_custo: z.array(z.object({ id_centro_custo: uuid, valor: positiveAmount() })),
        }),
      )
      .check(z.minLength(1, 'Escolha a categoria.')),
    condicao_pagamento: z.object({
      parcelas: z
        .array(
          z.object({
            descricao: text('Informe a descrição da parcela.'),
            data_vencimento: writeDate,
            nota: z.string().check(z.maxLength(MAX_TEXT, `Use no máximo ${MAX_TEXT} caracteres.`)),
            conta_financeira: uuid,
            detalhe_valor: installmentValueSchema,
          }),
        )
        .check(
          z.minLength(1, 'Informe ao menos uma parcela.'),
          z.maxLength(MAX_INSTALLMENTS, `No máximo ${MAX_INSTALLMENTS} parcelas.`),
        ),
    }),
  })
  .check(
    z.refine(
      (e) =>
        e.condicao_pagamento.parcelas.reduce((sum, p) => sum + toCents(p.detalhe_valor.valor_liquido), 0) ===
        toCents(e.valor),
      { path: ['valor'], message: 'A soma das parcelas deve ser igual ao valor.' },
    ),
    z.refine((e) => e.rateio.reduce((sum, r) => sum + toCents(r.valor), 0) === toCents(e.valor), {
      path: ['rateio'],
      message: 'O rateio deve somar o valor.',
    }),
  );
export type FinancialEventRequest = z.infer<typeof financialEventRequestSchema>;

/** Production answers 200 with `status: PENDING`: the event is written a moment later. */
export const protocolSchema = z.looseObject({
  protocolo: optString(),
  status: optString(),
  data_criacao: optString(),
});

export const installmentCount = int(1, MAX_INSTALLMENTS);

/** `GET /v1/protocolo/{id}`: the protocol's id in `id`, the created event's in `evento_financeiro_id`. */
export const protocolReadSchema = z.looseObject({
  id: optString(),
  status: optString(),
  resposta: optString(),
  evento_financeiro_id: optString(),
});

/** `GET …/eventos-financeiros/{id_evento}/parcelas`: a bare array of installment reads. */
export const eventInstallmentsSchema = z.array(installmentSchema);
