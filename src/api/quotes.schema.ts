import * as z from 'zod/mini';
import { compareIsoDates } from '../lib/dates';
import { countOrZero, intParam, isoDate, isUuid, lenientEnum, listOf, optNumber, optString } from './common.schema';
import {
  amount,
  itemsWithinMax,
  MAX_ITEMS,
  MAX_ITEMS_MESSAGE,
  positiveAmount,
  quantity,
  writeDate,
  writeId,
} from './write.schema';
import { freightDiscountSchema } from './value-composition.schema';

export const QUOTE_SITUATIONS = ['ORCAMENTO', 'ORCAMENTO_ACEITO', 'ORCAMENTO_RECUSADO'] as const;
export type QuoteSituation = (typeof QUOTE_SITUATIONS)[number];

export const QUOTE_SORT_FIELDS = ['DATA', 'NUMERO', 'CLIENTE'] as const;
export type QuoteSortField = (typeof QUOTE_SORT_FIELDS)[number];

export const QUOTE_MAX_PAGE_SIZE = 1000;
export const QUOTE_DEFAULT_PAGE_SIZE = 10;
export const QUOTE_DELETE_BATCH = 10;

// GET /v1/orcamentos

const idList = z.optional(z.array(z.string().check(z.minLength(1))));

export const quoteListQuerySchema = z
  .object({
    pagina: z._default(intParam(1), 1),
    tamanho_pagina: z._default(intParam(1, QUOTE_MAX_PAGE_SIZE), QUOTE_DEFAULT_PAGE_SIZE),
    termo_busca: z.optional(z.string().check(z.maxLength(200))),
    campo_ordenado_ascendente: z.optional(z.enum(QUOTE_SORT_FIELDS)),
    campo_ordenado_descendente: z.optional(z.enum(QUOTE_SORT_FIELDS)),
    data_inicio: z.optional(isoDate),
    data_fim: z.optional(isoDate),
    situacoes: z.optional(z.array(z.enum(QUOTE_SITUATIONS))),
    ids_clientes: idList,
    ids_vendedores: idList,
  })
  .check(
    z.refine((q) => q.data_inicio !== undefined || q.data_fim === undefined, {
      path: ['data_inicio'],
      message: 'Informe também a data inicial (data_inicio e data_fim vão juntas).',
    }),
    z.refine((q) => q.data_fim !== undefined || q.data_inicio === undefined, {
      path: ['data_fim'],
      message: 'Informe também a data final (data_inicio e data_fim vão juntas).',
    }),
    z.refine((q) => !q.data_inicio || !q.data_fim || compareIsoDates(q.data_inicio, q.data_fim) <= 0, {
      path: ['data_fim'],
      message: 'O fim do intervalo não pode ser anterior ao início.',
    }),
  );
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;
export const QUOTE_LIST_MULTI_PARAMS = ['situacoes', 'ids_clientes', 'ids_vendedores'] as const;

export const quoteListItemSchema = z.looseObject({
  id: z.string(),
  numero: optNumber(),
  situacao: z.nullish(lenientEnum<QuoteSituation>()),
  total: optNumber(),
  versao: optNumber(),
  data_orcamento: optString(),
  data_criacao: optString(),
  data_alteracao: optString(),
  cliente: z.nullish(z.looseObject({ id: optString(), nome: optString(), email: optString() })),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

/** `total_itens` leaves refused quotes out while `itens` carries them: never page by it alone. */
export const quoteListResponseSchema = z.looseObject({
  itens: listOf(quoteListItemSchema),
  total_itens: countOrZero(),
});
export type QuoteListResponse = z.infer<typeof quoteListResponseSchema>;

// POST /v1/orcamentos

const blank = <T>() => z.transform((v: unknown) => (v === '' || v === null ? undefined : v) as T | undefined);
const optionalId = () => z.pipe(blank<string>(), z.optional(z.string().check(z.maxLength(64))));
const optionalAmount = () => z.pipe(blank<number>(), z.optional(amount(0)));

const text = (max: number) => z.optional(z.string().check(z.maxLength(max, `Use no máximo ${max} caracteres.`)));

export const quoteItemSchema = z.object({
  id: writeId('Escolha o produto ou serviço.'),
  quantidade: quantity('positive'),
  valor: positiveAmount(),
  valor_custo: optionalAmount(),
});

const bothDatesValid = (payload: { value: unknown }) => {
  const v = payload.value as { data_orcamento?: unknown; data_validade?: unknown } | null | undefined;
  return isoDate.safeParse(v?.data_orcamento).success && isoDate.safeParse(v?.data_validade).success;
};

/** Shared by the form and the sandbox. */
export const createQuoteSchema = z
  .object({
    id_cliente: writeId('Escolha o cliente.'),
    data_orcamento: writeDate,
    data_validade: writeDate,
    itens: z
      .array(quoteItemSchema, { error: 'Inclua ao menos um item.' })
      .check(z.minLength(1, 'Inclua ao menos um item.'), z.maxLength(MAX_ITEMS, MAX_ITEMS_MESSAGE)),
    id_vendedor: optionalId(),
    descricao: text(500),
    observacoes: text(2000),
    observacoes_pagamento: text(2000),
    previsao_entrega: z.pipe(blank<string>(), text(200)),
    composicao_de_valor: z.optional(freightDiscountSchema),
  })
  .check(
    itemsWithinMax,
    z.refine((q) => compareIsoDates(q.data_validade, q.data_orcamento) >= 0, {
      path: ['data_validade'],
      message: 'A validade não pode ser anterior à data do orçamento.',
      when: bothDatesValid,
    }),
  );
export type CreateQuoteInput = z.input<typeof createQuoteSchema>;
export type CreateQuote = z.output<typeof createQuoteSchema>;

export const createQuoteResponseSchema = z.looseObject({ id: z.string() });

// GET /v1/orcamentos/{id}

export const quoteDetailItemSchema = z.looseObject({
  id: optString(),
  nome: optString(),
  descricao: optString(),
  tipo: z.nullish(lenientEnum()),
  quantidade: optNumber(),
  valor: optNumber(),
  custo: optNumber(),
});
export type QuoteDetailItem = z.infer<typeof quoteDetailItemSchema>;

/** Production reads the two remarks back swapped; they are put back here and nowhere else. */
export const quoteDetailSchema = z.pipe(
  z.looseObject({
    id: optString(),
    numero: optNumber(),
    versao: optNumber(),
    situacao: z.nullish(lenientEnum<QuoteSituation>()),
    id_cliente: optString(),
    id_vendedor: optString(),
    data_orcamento: optString(),
    data_validade: optString(),
    descricao: optString(),
    observacoes: optString(),
    observacoes_pagamento: optString(),
    previsao_entrega: optString(),
    composicao_de_valor: z.nullish(
      z.looseObject({
        frete: optNumber(),
        desconto: z.nullish(z.looseObject({ tipo: z.nullish(lenientEnum()), valor: optNumber() })),
      }),
    ),
    itens: listOf(quoteDetailItemSchema),
  }),
  z.transform((q) => ({ ...q, observacoes: q.observacoes_pagamento, observacoes_pagamento: q.observacoes })),
);
export type QuoteDetail = z.output<typeof quoteDetailSchema>;

// DELETE /v1/orcamentos

export const deleteQuotesSchema = z.object({
  ids: z
    .array(z.string().check(z.refine(isUuid, 'Identificador inválido.')), { error: 'Informe a lista de ids.' })
    .check(
      z.minLength(1, 'Informe ao menos um orçamento.'),
      z.maxLength(QUOTE_DELETE_BATCH, `No máximo ${QUOTE_DELETE_BATCH} orçamentos por requisição.`),
    ),
});
export type DeleteQuotes = z.infer<typeof deleteQuotesSchema>;
