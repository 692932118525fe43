import * as z from 'zod/mini';
import { installmentCount, type FinancialEventRequest } from '../../../api/payables';
import { positiveAmount, writeDate } from '../../../api/write.schema';
import type { IsoDate } from '../../../lib/dates';
import { installmentDescription, splitInstallments } from '../../../lib/installments';
import { fromCents, toCents } from '../../../lib/money';
import { pageFormDraft } from '../../../ui/plain/form/draft';
import { toNumber, type NumberValue } from '../../../ui/plain/form/values';

/** The new payable's form values, checked in Portuguese, then turned into the published request. */
export interface PayableFormValues {
  contato: string;
  descricao: string;
  id_categoria: string;
  id_centro_custo: string;
  conta_financeira: string;
  valor: NumberValue;
  parcelas: NumberValue;
  primeiro_vencimento: string;
  data_competencia: string;
  observacao: string;
}

export const emptyPayable = (today: IsoDate): PayableFormValues => ({
  contato: '',
  descricao: '',
  id_categoria: '',
  id_centro_custo: '',
  conta_financeira: '',
  valor: '',
  parcelas: 1,
  primeiro_vencimento: today,
  data_competencia: today,
  observacao: '',
});

const chosen = (message: string) => z.string().check(z.minLength(1, message));

const valuesSchema = z.object({
  contato: chosen('Escolha o fornecedor.'),
  descricao: z.string().check(
    z.refine((v) => v.trim().length > 0, 'Informe a descrição.'),
    z.maxLength(200, 'Use no máximo 200 caracteres.'),
  ),
  id_categoria: chosen('Escolha a categoria.'),
  id_centro_custo: z.string(),
  conta_financeira: chosen('Escolha a conta financeira.'),
  valor: z.pipe(z.transform(toNumber), positiveAmount()),
  parcelas: z.pipe(z.transform(toNumber), installmentCount),
  primeiro_vencimento: writeDate,
  data_competencia: writeDate,
  observacao: z.string().check(z.maxLength(255, 'Use no máximo 255 caracteres.')),
});

function toRequest(v: z.infer<typeof valuesSchema>): FinancialEventRequest {
  const cents = toCents(v.valor);
  const parts = splitInstallments(cents, v.parcelas, v.primeiro_vencimento);
  const valor = fromCents(cents);
  return {
    data_competencia: v.data_competencia,
    valor,
    descricao: v.descricao.trim(),
    observacao: v.observacao.trim(),
    contato: v.contato,
    conta_financeira: v.conta_financeira,
    rateio: [
      {
        id_categoria: v.id_categoria,
        valor,
        rateio_centro_custo: v.id_centro_custo ? [{ id_centro_custo: v.id_centro_custo, valor }] : [],
      },
    ],
    condicao_pagamento: {
      parcelas: parts.map((p) => {
        const amount = fromCents(p.cents);
        return {
          descricao: installmentDescription(v.descricao, p.index, parts.length),
          data_vencimento: p.dueDate,
          nota: v.observacao.trim(),
          conta_financeira: v.conta_financeira,
          detalhe_valor: { valor_bruto: amount, valor_liquido: amount, multa: 0, juros: 0, desconto: 0, taxa: 0 },
        };
      }),
    },
  };
}

/** Form values in, the published request out. */
export const payableFormSchema = z.pipe(
  z.pipe(
    z.transform((values: PayableFormValues): unknown => values),
    valuesSchema,
  ),
  z.transform(toRequest),
);

/** The new payable's draft, with the chosen records' labels. */
export const payableDraft = pageFormDraft(
  'pagamentos.novo',
  (values) =>
    typeof values === 'object' &&
    values !== null &&
    typeof (values as Partial<PayableFormValues>).descricao === 'string',
);
