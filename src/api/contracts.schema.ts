import { compareIsoDates } from '../lib/dates';
import * as z from 'zod/mini';
import {
  amount,
  countOrZero,
  int,
  intParam,
  isoDate,
  lenientEnum,
  listOf,
  namedRef,
  optNumber,
  optString,
} from './common.schema';

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

export const ACCOUNT_TYPES = [
  'APLICACAO',
  'CAIXINHA',
  'CONTA_CORRENTE',
  'CARTAO_CREDITO',
  'INVESTIMENTO',
  'OUTROS',
  'MEIOS_RECEBIMENTO',
  'POUPANCA',
  'COBRANCAS_PLATAFORMA',
  'RECEBA_FACIL_CARTAO',
] as const;

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

// POST /v1/contratos

const PAYMENT_TYPE_INPUTS = [...PAYMENT_TYPES, 'CARTAO_CREDITO_VIA_LINK', 'PIX_COBRANCA'] as const;

/** Both spellings of the variant values are accepted and normalized to the canonical ones. */
export const paymentTypeInput = z.pipe(
  z.enum(PAYMENT_TYPE_INPUTS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null
        ? 'Escolha a forma de pagamento.'
        : 'Forma de pagamento inválida.',
  }),
  z.transform((v): PaymentType => PAYMENT_TYPE_ALIASES[v] ?? (v as PaymentType)),
);

export const contractItemSchema = z.object({
  id: z.string({ error: 'Escolha o produto ou serviço.' }).check(z.minLength(1, 'Escolha o produto ou serviço.')),
  quantidade: amount(0),
  valor: amount(0),
  descricao: z.optional(z.string().check(z.maxLength(500, 'A descrição tem no máximo 500 caracteres.'))),
  valor_custo: z.optional(amount(0)),
});

const bothDatesValid = (payload: { value: unknown }) => {
  const v = payload.value as { data_inicio?: unknown; data_fim?: unknown } | null | undefined;
  return isoDate.safeParse(v?.data_inicio).success && isoDate.safeParse(v?.data_fim).success;
};

export const contractTermsSchema = z
  .object({
    data_inicio: isoDate,
    data_fim: isoDate,
    tipo_expiracao: z.enum(['DATA', 'NUNCA'], { error: 'Escolha quando o contrato expira.' }),
    tipo_frequencia: z.enum(['MENSAL', 'ANUAL'], { error: 'Escolha a frequência.' }),
    intervalo_frequencia: int(1, 60),
    dia_emissao_venda: int(1, 31),
    numero: int(1),
  })
  .check(
    z.refine((t) => compareIsoDates(t.data_fim, t.data_inicio) >= 0, {
      path: ['data_fim'],
      message: 'A data de fim não pode ser anterior à data de início.',
      when: bothDatesValid,
    }),
  );

export const paymentConditionSchema = z.object({
  tipo_pagamento: paymentTypeInput,
  dia_vencimento: int(1, 31),
  primeira_data_vencimento: isoDate,
  id_conta_financeira: z.optional(z.string().check(z.minLength(1))),
});

export const discountSchema = z
  .object({
    tipo: z.enum(['PORCENTAGEM', 'VALOR'], { error: 'Escolha o tipo de desconto.' }),
    valor: amount(0),
  })
  .check(
    z.refine((d) => d.tipo !== 'PORCENTAGEM' || d.valor <= 100, {
      path: ['valor'],
      message: 'Um desconto percentual vai de 0 a 100%.',
    }),
  );

export const freightDiscountSchema = z.object({
  frete: z.optional(amount(0)),
  desconto: z.optional(discountSchema),
});

const optionalId = () => z.optional(z.string().check(z.minLength(1)));

/** Shared by the wizard and the sandbox. */
export const createContractSchema = z.object({
  id_cliente: z.string({ error: 'Escolha o cliente.' }).check(z.minLength(1, 'Escolha o cliente.')),
  itens: z
    .array(contractItemSchema, { error: 'Inclua ao menos um item.' })
    .check(z.minLength(1, 'Inclua ao menos um item.')),
  termos: contractTermsSchema,
  condicao_pagamento: paymentConditionSchema,
  composicao_de_valor: z.optional(freightDiscountSchema),
  id_categoria: optionalId(),
  id_centro_custo: optionalId(),
  id_vendedor: optionalId(),
  observacoes: z.optional(z.string().check(z.maxLength(2000))),
  observacoes_pagamento: z.optional(z.string().check(z.maxLength(2000))),
  data_emissao: z.optional(isoDate),
});
export type CreateContractInput = z.input<typeof createContractSchema>;
export type CreateContract = z.output<typeof createContractSchema>;

export const createContractResponseSchema = z.looseObject({
  id: z.string(),
  id_legado: optNumber(),
  id_venda: optString(),
});
export type CreateContractResponse = z.infer<typeof createContractResponseSchema>;

/** GET /v1/contratos/proximo-numero answers a bare integer, or null for no suggestion. */
export const nextNumberSchema = z.nullable(z.int());

/** Creation sends the spellings the contracts document publishes for it; reads accept both. */
export const CREATION_PAYMENT_SPELLING: Partial<Record<PaymentType, string>> = {
  COBRANCA_PIX: 'PIX_COBRANCA',
  LINK_PAGAMENTO: 'CARTAO_CREDITO_VIA_LINK',
};

export function toCreationRequest(body: CreateContract) {
  const { tipo_pagamento } = body.condicao_pagamento;
  return {
    ...body,
    condicao_pagamento: {
      ...body.condicao_pagamento,
      tipo_pagamento: CREATION_PAYMENT_SPELLING[tipo_pagamento] ?? tipo_pagamento,
    },
  };
}

// GET /v1/contratos/{id}: no field is required

export const contractDetailSchema = z.looseObject({
  id: optString(),
  status: z.nullish(lenientEnum<ContractStatus>()),
  observacoes: optString(),
  data_proxima_emissao: optString(),
  data_proximo_vencimento: optString(),
  data_ultima_emissao: optString(),
  id_proxima_venda_agendada: optString(),
  id_ultima_venda_confirmada: optString(),
  cliente: z.nullish(namedRef),
  vendedor: z.nullish(namedRef),
  local_prestacao_servico: z.nullish(z.looseObject({ nome: optString() })),
  composicao_valor: z.nullish(
    z.looseObject({
      desconto: optNumber(),
      frete: optNumber(),
      valor_bruto: optNumber(),
      valor_impostos_servico: optNumber(),
      valor_liquido: optNumber(),
    }),
  ),
  condicao_pagamento: z.nullish(
    z.looseObject({
      dia_vencimento: optNumber(),
      nome_conta_financeira: optString(),
      observacoes_pagamento: optString(),
      tipo_pagamento: z.nullish(lenientEnum<PaymentType>(PAYMENT_TYPE_ALIASES)),
    }),
  ),
  configuracao_recorrencia: z.nullish(z.looseObject({ vigencia_restante: optNumber(), vigencia_total: optNumber() })),
  termos: z.nullish(
    z.looseObject({
      data_inicio: optString(),
      data_fim: optString(),
      dia_emissao_venda: optNumber(),
      intervalo_frequencia: optNumber(),
      numero: optNumber(),
      tipo_expiracao: z.nullish(lenientEnum()),
      tipo_frequencia: z.nullish(lenientEnum()),
    }),
  ),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** The platform reads the root `observacoes` back as `condicao_pagamento.observacoes_pagamento`. */
export function contractRemarks(contract: ContractDetail): { remarks: string | null; invoiceRemarks: string | null } {
  const present = (v: string | null | undefined) => (v?.trim() ? v : null);
  const root = present(contract.observacoes);
  const payment = present(contract.condicao_pagamento?.observacoes_pagamento);
  return root ? { remarks: root, invoiceRemarks: payment } : { remarks: payment, invoiceRemarks: null };
}
