import { compareIsoDates } from '../lib/dates';
import * as z from 'zod/mini';
import { countOrZero, intParam, isoDate, lenientEnum, listOf, namedRef, optNumber, optString } from './common.schema';

export const PAYMENT_TYPES = [
  'BOLETO_BANCARIO',
  'CARTAO_CREDITO',
  'CARTAO_DEBITO',
  'CARTEIRA_DIGITAL',
  'CASHBACK',
  'CHEQUE',
  'CREDITO_LOJA',
  'CREDITO_VIRTUAL',
  'DEPOSITO_BANCARIO',
  'DINHEIRO',
  'OUTRO',
  'DEBITO_AUTOMATICO',
  'LINK_PAGAMENTO',
  'PIX_PAGAMENTO_INSTANTANEO',
  'COBRANCA_PIX',
  'PROGRAMA_FIDELIDADE',
  'SEM_PAGAMENTO',
  'TRANSFERENCIA_BANCARIA',
  'VALE_ALIMENTACAO',
  'VALE_COMBUSTIVEL',
  'VALE_PRESENTE',
  'VALE_REFEICAO',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** One variant of the create reference spells two values differently; both are understood. */
export const PAYMENT_TYPE_ALIASES: Record<string, PaymentType> = {
  CARTAO_CREDITO_VIA_LINK: 'LINK_PAGAMENTO',
  PIX_COBRANCA: 'COBRANCA_PIX',
};

/** The list filter `tipo_pagamento` omits `VALE_PRESENTE`. */
export const PAYMENT_FILTER_TYPES = PAYMENT_TYPES.filter((t) => t !== 'VALE_PRESENTE') as Exclude<
  PaymentType,
  'VALE_PRESENTE'
>[];

export const CONTRACT_STATUSES = ['ATIVO', 'INATIVO', 'DELETADO'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const STATUS_FILTERS = ['TODOS', 'ATIVO', 'INATIVO', 'PROXIMO_AO_VENCIMENTO'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const SORT_FIELDS = ['DATA_INICIO', 'DATA_FIM'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const MAX_PAGE_SIZE = 50;
export const PLATFORM_MAX_PAGE_SIZE = 1000;
const CONTRACTS_DEFAULT_PAGE_SIZE = 10;

// GET /v1/contratos

export const contractListQuerySchema = z
  .object({
    pagina: z._default(intParam(1), 1),
    tamanho_pagina: z._default(intParam(1, PLATFORM_MAX_PAGE_SIZE), CONTRACTS_DEFAULT_PAGE_SIZE),
    campo_ordenado_ascendente: z.optional(z.enum(SORT_FIELDS)),
    campo_ordenado_descendente: z.optional(z.enum(SORT_FIELDS)),
    busca_textual: z.optional(z.string().check(z.maxLength(200))),
    cliente_id: z.optional(z.array(z.string().check(z.minLength(1)))),
    data_inicio: isoDate,
    data_fim: isoDate,
    tipo_pagamento: z.optional(z.array(z.enum(PAYMENT_FILTER_TYPES))),
    status: z.optional(z.enum(STATUS_FILTERS)),
  })
  .check(
    z.refine((q) => compareIsoDates(q.data_inicio, q.data_fim) <= 0, {
      path: ['data_fim'],
      message: 'O fim do intervalo não pode ser anterior ao início.',
    }),
  );
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;
export const CONTRACT_LIST_MULTI_PARAMS = ['cliente_id', 'tipo_pagamento'] as const;

export const contractListItemSchema = z.looseObject({
  id: z.string(),
  numero: optNumber(),
  status: z.nullish(lenientEnum<ContractStatus>()),
  data_inicio: optString(),
  proximo_vencimento: optString(),
  total: optNumber(),
  total_proximo_vencimento: optNumber(),
  tipo_pagamento: z.nullish(lenientEnum<PaymentType>(PAYMENT_TYPE_ALIASES)),
  cliente: z.nullish(namedRef),
  conta_financeira: z.nullish(z.looseObject({ id: optString(), tipo: optString() })),
  termos: z.nullish(
    z.looseObject({
      data_fim: optString(),
      tipo_expiracao: z.nullish(lenientEnum()),
      vigencia_atual: optNumber(),
      vigencia_total: optNumber(),
    }),
  ),
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;

export const contractListResponseSchema = z.looseObject({
  itens: listOf(contractListItemSchema),
  itens_totais: countOrZero(),
});
export type ContractListResponse = z.infer<typeof contractListResponseSchema>;
