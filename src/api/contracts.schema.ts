import { compareIsoDates } from '../lib/dates';
import { amount, int, isoDate, lenientEnum, namedRef, z } from './common.schema';

// ---------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------

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
export const DEFAULT_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------
// GET /v1/contratos
// ---------------------------------------------------------------------------------------

const intParam = (min: number, max?: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), int(min, max));

/** The list's query parameters, as the sandbox validates them (from a query string). */
export const contractListQuerySchema = z
  .object({
    pagina: intParam(1).default(1),
    tamanho_pagina: intParam(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    campo_ordenado_ascendente: z.enum(SORT_FIELDS).optional(),
    campo_ordenado_descendente: z.enum(SORT_FIELDS).optional(),
    busca_textual: z.string().max(200).optional(),
    cliente_id: z.array(z.string().min(1)).optional(),
    data_inicio: isoDate,
    data_fim: isoDate,
    tipo_pagamento: z.array(z.enum(PAYMENT_FILTER_TYPES)).optional(),
    status: z.enum(STATUS_FILTERS).optional(),
  })
  .refine((q) => compareIsoDates(q.data_inicio, q.data_fim) <= 0, {
    path: ['data_fim'],
    message: 'O fim do intervalo não pode ser anterior ao início.',
  });
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;
export const CONTRACT_LIST_MULTI_PARAMS = ['cliente_id', 'tipo_pagamento'] as const;

const money = z.number().nullish();

export const contractListItemSchema = z.looseObject({
  id: z.string(),
  numero: z.number().nullish(),
  status: lenientEnum<ContractStatus>().nullish(),
  data_inicio: z.string().nullish(),
  proximo_vencimento: z.string().nullish(),
  total: money,
  total_proximo_vencimento: money,
  tipo_pagamento: lenientEnum<PaymentType>(PAYMENT_TYPE_ALIASES).nullish(),
  cliente: namedRef.nullish(),
  conta_financeira: z.looseObject({ id: z.string().nullish(), tipo: z.string().nullish() }).nullish(),
  termos: z
    .looseObject({
      data_fim: z.string().nullish(),
      tipo_expiracao: lenientEnum().nullish(),
      vigencia_atual: z.number().nullish(),
      vigencia_total: z.number().nullish(),
    })
    .nullish(),
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;

export const contractListResponseSchema = z.looseObject({
  itens: z
    .array(contractListItemSchema)
    .nullish()
    .transform((v) => v ?? []),
  itens_totais: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
});
export type ContractListResponse = z.infer<typeof contractListResponseSchema>;

// ---------------------------------------------------------------------------------------
// POST /v1/contratos
// ---------------------------------------------------------------------------------------

const paymentTypeInput = z
  .enum([...PAYMENT_TYPES, ...(Object.keys(PAYMENT_TYPE_ALIASES) as ['CARTAO_CREDITO_VIA_LINK', 'PIX_COBRANCA'])], {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'Escolha a forma de pagamento.' : 'Forma de pagamento inválida.'),
  })
  .transform((v): PaymentType => PAYMENT_TYPE_ALIASES[v] ?? (v as PaymentType));

export const contractItemSchema = z.object({
  id: z.string({ error: 'Escolha o produto ou serviço.' }).min(1, 'Escolha o produto ou serviço.'),
  quantidade: amount(0),
  valor: amount(0),
  descricao: z.string().max(500, 'A descrição tem no máximo 500 caracteres.').optional(),
  valor_custo: amount(0).optional(),
});

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
  .refine((t) => compareIsoDates(t.data_fim, t.data_inicio) >= 0, {
    path: ['data_fim'],
    message: 'A data de fim não pode ser anterior à data de início.',
    when: (payload) => {
      // The value may be anything here (termos missing, null, a string), not only an object.
      const v = payload.value as { data_inicio?: unknown; data_fim?: unknown } | null | undefined;
      return isoDate.safeParse(v?.data_inicio).success && isoDate.safeParse(v?.data_fim).success;
    },
  });

export const paymentConditionSchema = z.object({
  tipo_pagamento: paymentTypeInput,
  dia_vencimento: int(1, 31),
  primeira_data_vencimento: isoDate,
  id_conta_financeira: z.string().min(1).optional(),
});

export const discountSchema = z
  .object({
    tipo: z.enum(['PORCENTAGEM', 'VALOR'], { error: 'Escolha o tipo de desconto.' }),
    valor: amount(0),
  })
  .refine((d) => d.tipo !== 'PORCENTAGEM' || d.valor <= 100, {
    path: ['valor'],
    message: 'Um desconto percentual vai de 0 a 100%.',
  });

export const valueCompositionSchema = z.object({
  frete: amount(0).optional(),
  desconto: discountSchema.optional(),
});

/** `CriarContrato`: every rule of the spec, shared by the wizard and the sandbox. */
export const createContractSchema = z.object({
  id_cliente: z.string({ error: 'Escolha o cliente.' }).min(1, 'Escolha o cliente.'),
  itens: z.array(contractItemSchema, { error: 'Inclua ao menos um item.' }).min(1, 'Inclua ao menos um item.'),
  termos: contractTermsSchema,
  condicao_pagamento: paymentConditionSchema,
  composicao_de_valor: valueCompositionSchema.optional(),
  id_categoria: z.string().min(1).optional(),
  id_centro_custo: z.string().min(1).optional(),
  id_vendedor: z.string().min(1).optional(),
  observacoes: z.string().max(2000).optional(),
  observacoes_pagamento: z.string().max(2000).optional(),
  data_emissao: isoDate.optional(),
});
export type CreateContractInput = z.input<typeof createContractSchema>;
export type CreateContract = z.output<typeof createContractSchema>;

/** 201 (or 200 in one variant of the reference). */
export const createContractResponseSchema = z.looseObject({
  id: z.string(),
  id_legado: z.number().nullish(),
  id_venda: z.string().nullish(),
});
export type CreateContractResponse = z.infer<typeof createContractResponseSchema>;

/** GET /v1/contratos/proximo-numero answers a bare JSON integer. */
export const nextNumberSchema = z.number().int();

// ---------------------------------------------------------------------------------------
// GET /v1/contratos/{id}: no field is required
// ---------------------------------------------------------------------------------------

export const contractDetailSchema = z.looseObject({
  id: z.string().nullish(),
  status: lenientEnum<ContractStatus>().nullish(),
  observacoes: z.string().nullish(),
  data_proxima_emissao: z.string().nullish(),
  data_proximo_vencimento: z.string().nullish(),
  data_ultima_emissao: z.string().nullish(),
  id_proxima_venda_agendada: z.string().nullish(),
  id_ultima_venda_confirmada: z.string().nullish(),
  cliente: namedRef.nullish(),
  vendedor: namedRef.nullish(),
  local_prestacao_servico: z.looseObject({ nome: z.string().nullish() }).nullish(),
  composicao_valor: z
    .looseObject({
      desconto: money,
      frete: money,
      valor_bruto: money,
      valor_impostos_servico: money,
      valor_liquido: money,
    })
    .nullish(),
  condicao_pagamento: z
    .looseObject({
      dia_vencimento: z.number().nullish(),
      nome_conta_financeira: z.string().nullish(),
      observacoes_pagamento: z.string().nullish(),
      tipo_pagamento: lenientEnum<PaymentType>(PAYMENT_TYPE_ALIASES).nullish(),
    })
    .nullish(),
  configuracao_recorrencia: z
    .looseObject({ vigencia_restante: z.number().nullish(), vigencia_total: z.number().nullish() })
    .nullish(),
  termos: z
    .looseObject({
      data_inicio: z.string().nullish(),
      data_fim: z.string().nullish(),
      dia_emissao_venda: z.number().nullish(),
      intervalo_frequencia: z.number().nullish(),
      numero: z.number().nullish(),
      tipo_expiracao: lenientEnum().nullish(),
      tipo_frequencia: lenientEnum().nullish(),
    })
    .nullish(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;
