import * as z from 'zod/mini';
import { isWholeCents, settlementNetCents } from '../lib/settlement';
import { optNumber, optString, uuid } from './common.schema';
import { lossAnswer } from './receivables.schema';
import { amount, positiveAmount, writeDate } from './write.schema';

/**
 * The installment's partial update (PATCH .../parcelas/{id}): the write's own names
 * (`vencimento`, `composicao_valor`, `id_conta_financeira`, `perda`), every field optional
 * but `versao`, the record's current version. Strict: the form and the sandbox refuse the
 * same requests.
 */

/** The installment enum's 22 payment methods (the read's and the update's). */
export const INSTALLMENT_METHODS = [
  'PIX_PAGAMENTO_INSTANTANEO',
  'BOLETO_BANCARIO',
  'TRANSFERENCIA_BANCARIA',
  'DINHEIRO',
  'CARTAO_CREDITO',
  'CARTAO_DEBITO',
  'DEPOSITO_BANCARIO',
  'CARTAO_CREDITO_VIA_LINK',
  'PIX_COBRANCA',
  'DEBITO_AUTOMATICO',
  'CHEQUE',
  'CARTEIRA_DIGITAL',
  'CREDITO_LOJA',
  'CREDITO_VIRTUAL',
  'CASHBACK',
  'PROGRAMA_FIDELIDADE',
  'VALE_ALIMENTACAO',
  'VALE_COMBUSTIVEL',
  'VALE_PRESENTE',
  'VALE_REFEICAO',
  'SEM_PAGAMENTO',
  'OUTRO',
] as const;
export type InstallmentMethod = (typeof INSTALLMENT_METHODS)[number];

const cents = () => amount(0).check(z.refine(isWholeCents, 'Use no máximo duas casas decimais.'));

/** The installment's value: a gross value above zero, parts never negative, a net value above zero. */
export const installmentCompositionSchema = z
  .object({
    valor_bruto: positiveAmount().check(z.refine(isWholeCents, 'Use no máximo duas casas decimais.')),
    multa: z.optional(cents()),
    juros: z.optional(cents()),
    desconto: z.optional(cents()),
    taxa: z.optional(cents()),
    valor_liquido: z.optional(cents()),
  })
  .check(
    z.refine((c) => settlementNetCents(c) > 0, {
      message: 'O valor líquido (bruto + multa + juros − desconto − taxa) deve ser maior que zero.',
      when: (payload) => payload.issues.length === 0,
    }),
  );

/** A write-off: the date and the value written off as a loss (`PerdaFinanceira`). */
export const lossSchema = z.object({
  data: writeDate,
  valor: positiveAmount().check(z.refine(isWholeCents, 'Use no máximo duas casas decimais.')),
});

export const NOTE_MAX = 500;

export const installmentUpdateSchema = z.object({
  versao: z.int({ error: 'Informe a versão atual da parcela.' }).check(z.minimum(1, 'Versão inválida.')),
  vencimento: z.optional(writeDate),
  data_pagamento_esperado: z.optional(writeDate),
  descricao: z.optional(z.string().check(z.trim(), z.minLength(1, 'Informe a descrição.'), z.maxLength(200))),
  nota: z.optional(z.string().check(z.maxLength(NOTE_MAX, `Use no máximo ${NOTE_MAX} caracteres.`))),
  composicao_valor: z.optional(installmentCompositionSchema),
  metodo_pagamento: z.optional(z.enum(INSTALLMENT_METHODS, { error: 'Forma de pagamento inválida.' })),
  perda: z.optional(lossSchema),
  nsu: z.optional(z.string().check(z.maxLength(50, 'Use no máximo 50 caracteres.'))),
  pagamento_agendado: z.optional(z.boolean()),
  id_conta_financeira: z.optional(uuid),
});
export type InstallmentUpdate = z.output<typeof installmentUpdateSchema>;

const compositionAnswer = z.looseObject({
  valor_bruto: optNumber(),
  multa: optNumber(),
  juros: optNumber(),
  desconto: optNumber(),
  taxa: optNumber(),
  valor_liquido: optNumber(),
});

/** The answer (`ParcelaAtualizacaoResponse`): the write's names, the account as an object, no `id`. */
export const installmentUpdateAnswerSchema = z.looseObject({
  versao: optNumber(),
  vencimento: optString(),
  nota: optString(),
  descricao: optString(),
  composicao_valor: z.nullish(compositionAnswer),
  metodo_pagamento: optString(),
  perda: lossAnswer,
  conta_financeira: z.nullish(z.looseObject({ id: optString(), nome: optString() })),
});
export type InstallmentUpdateAnswer = z.infer<typeof installmentUpdateAnswerSchema>;
