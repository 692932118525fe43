import * as z from 'zod/mini';
import { createQuoteSchema, type CreateQuote } from '../../../api/quotes.schema';
import { type IsoDate } from '../../../lib/dates';
import { addDays } from '../../../lib/date-math';
import { hasItemList, pageFormDraft } from '../../../ui/plain/form/draft';
import {
  blankToUndefined as blank,
  compositionRequest,
  optionalText as text,
  toNumber,
  type NumberValue,
} from '../../../ui/plain/form/values';

/** The quote form's values; `quoteFormSchema` validates them with `createQuoteSchema`, so paths are the API's. */

export interface QuoteFormItem {
  id: string;
  quantidade: NumberValue;
  valor: NumberValue;
  valor_custo: NumberValue;
}

export interface QuoteFormValues {
  id_cliente: string;
  data_orcamento: string;
  data_validade: string;
  id_vendedor: string;
  itens: QuoteFormItem[];
  composicao_de_valor: { frete: NumberValue; desconto: { tipo: string; valor: NumberValue } };
  descricao: string;
  observacoes: string;
  observacoes_pagamento: string;
  previsao_entrega: string;
}

export const emptyQuoteItem = (): QuoteFormItem => ({ id: '', quantidade: 1, valor: '', valor_custo: '' });

export function emptyQuoteValues(today: IsoDate): QuoteFormValues {
  return {
    id_cliente: '',
    data_orcamento: today,
    data_validade: addDays(today, 30),
    id_vendedor: '',
    itens: [emptyQuoteItem()],
    composicao_de_valor: { frete: '', desconto: { tipo: 'PORCENTAGEM', valor: '' } },
    descricao: '',
    observacoes: '',
    observacoes_pagamento: '',
    previsao_entrega: '',
  };
}

function toRequest(v: QuoteFormValues): Record<string, unknown> {
  return {
    id_cliente: blank(v.id_cliente),
    data_orcamento: blank(v.data_orcamento),
    data_validade: blank(v.data_validade),
    id_vendedor: blank(v.id_vendedor),
    itens: v.itens.map((item) => ({
      id: blank(item.id),
      quantidade: toNumber(item.quantidade),
      valor: toNumber(item.valor),
      valor_custo: toNumber(item.valor_custo),
    })),
    composicao_de_valor: compositionRequest(v.composicao_de_valor),
    descricao: text(v.descricao),
    observacoes: text(v.observacoes),
    observacoes_pagamento: text(v.observacoes_pagamento),
    previsao_entrega: text(v.previsao_entrega),
  };
}

/** Form values in, `CreateQuote` out, validated by the API's own schema. */
export const quoteFormSchema = z.pipe(
  z.transform((values: QuoteFormValues) => toRequest(values)),
  createQuoteSchema,
);
export type QuoteFormOutput = CreateQuote;

const FORM_FIELDS = [
  'id_cliente',
  'data_orcamento',
  'data_validade',
  'id_vendedor',
  'itens',
  'composicao_de_valor',
  'descricao',
  'observacoes',
  'observacoes_pagamento',
  'previsao_entrega',
];

/** Whether a path of a 400's message names a field of the form (`itens.0.valor`). */
export const isQuoteField = (path: string) => FORM_FIELDS.includes(path.split('.')[0] as string);

/** The quote's draft, with the chosen records' labels. */
export const quoteDraft = pageFormDraft('orcamentos.novo', hasItemList);
