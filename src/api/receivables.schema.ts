import * as z from 'zod/mini';
import { compareIsoDates } from '../lib/dates';
import { CANONICAL_STATUSES, isSettleableStatus, type CanonicalStatus } from '../lib/labels/receivable';
import { CORRECTION_METHODS, isWholeCents, SETTLEMENT_METHODS, settlementNetCents } from '../lib/settlement';
import { countOrZero, intParam, isoDate, listOf, optNumber, optString, uuid } from './common.schema';
import { amount, writeDate } from './write.schema';

/** Installments (parcelas) and settlements (baixas): requests strict, answers lenient. */

export { SETTLEMENT_METHODS, type SettlementMethod } from '../lib/settlement';

/** The search's `status` filter takes the Portuguese codes but `CANCELADO`, though its items answer English ones. */
export const RECEIVABLE_STATUSES = CANONICAL_STATUSES.filter(
  (status): status is Exclude<CanonicalStatus, 'CANCELADO'> => status !== 'CANCELADO',
);
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

export const isSettleable = (status: string | null | undefined) => isSettleableStatus(status);

export const RECEIVABLE_PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000] as const;

export const RECEIVABLE_SORT_FIELDS = ['DATA_VENCIMENTO', 'VALOR'] as const;
export type ReceivableSortField = (typeof RECEIVABLE_SORT_FIELDS)[number];

/** The longest description filter the search takes. */
export const DESCRIPTION_FILTER_MAX = 200;

// GET /v1/financeiro/eventos-financeiros/contas-a-receber/buscar

const decimalParam = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)),
  z.number({ error: 'Informe um número.' }),
);

const idList = () => z.optional(z.array(z.string().check(z.minLength(1))));

export const receivablesQuerySchema = z
  .object({
    pagina: intParam(1),
    tamanho_pagina: z.pipe(
      intParam(1),
      z
        .number()
        .check(
          z.refine(
            (n) => (RECEIVABLE_PAGE_SIZES as readonly number[]).includes(n),
            'Use 10, 20, 50, 100, 200, 500 ou 1000.',
          ),
        ),
    ),
    data_vencimento_de: isoDate,
    data_vencimento_ate: isoDate,
    descricao: z.optional(z.string().check(z.maxLength(DESCRIPTION_FILTER_MAX))),
    data_competencia_de: z.optional(isoDate),
    data_competencia_ate: z.optional(isoDate),
    data_pagamento_de: z.optional(isoDate),
    data_pagamento_ate: z.optional(isoDate),
    valor_de: z.optional(decimalParam),
    valor_ate: z.optional(decimalParam),
    status: z.optional(z.array(z.enum(RECEIVABLE_STATUSES))),
    ids_contas_financeiras: idList(),
    ids_categorias: idList(),
    ids_centros_de_custo: idList(),
    ids_clientes: idList(),
    // Free text on the platform; the app sends RECEIVABLE_SORT_FIELDS.
    campo_ordenado_ascendente: z.optional(z.string().check(z.maxLength(50))),
    campo_ordenado_descendente: z.optional(z.string().check(z.maxLength(50))),
  })
  .check(
    z.refine((q) => compareIsoDates(q.data_vencimento_de, q.data_vencimento_ate) <= 0, {
      path: ['data_vencimento_ate'],
      message: 'O fim do intervalo não pode ser anterior ao início.',
    }),
  );
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;
export const RECEIVABLES_MULTI_PARAMS = [
  'status',
  'ids_contas_financeiras',
  'ids_categorias',
  'ids_centros_de_custo',
  'ids_clientes',
] as const;

/** A receivable without a customer answers `cliente: { id: null, nome: null }`. */
export const nullableRef = z.looseObject({
  id: z.nullish(z.string()),
  nome: optString(),
});

/** A search item; `status` may be English or Portuguese, cost centers under either spelling. */
export const receivableItemSchema = z.looseObject({
  id: z.string(),
  descricao: optString(),
  data_vencimento: optString(),
  data_competencia: optString(),
  status: optString(),
  status_traduzido: optString(),
  total: optNumber(),
  pago: optNumber(),
  nao_pago: optNumber(),
  categorias: z.nullish(z.array(nullableRef)),
  centros_de_custo: z.nullish(z.array(nullableRef)),
  centros_custo: z.nullish(z.array(nullableRef)),
  cliente: z.nullish(nullableRef),
  fornecedor: z.nullish(nullableRef),
  data_criacao: optString(),
  data_alteracao: optString(),
});
export type ReceivableItemPayload = z.infer<typeof receivableItemSchema>;

/** `totais` has no agreed shape across sources, so any JSON passes; `normalizeTotals` reads it. */
export const receivablesPageSchema = z.looseObject({
  itens_totais: countOrZero(),
  itens: listOf(receivableItemSchema),
  totais: z.optional(z.unknown()),
});
export type ReceivablesPagePayload = z.infer<typeof receivablesPageSchema>;

/** A search read only for its count and totals: its rows are neither checked nor kept. */
export const receivablesCountSchema = z.looseObject({
  itens_totais: receivablesPageSchema.shape.itens_totais,
  totais: z.optional(z.unknown()),
});

// POST .../parcelas/{parcela_id}/baixa

const money = () => amount(0).check(z.refine(isWholeCents, 'Use no máximo duas casas decimais.'));

export const settlementCompositionSchema = z
  .object({
    valor_bruto: money(),
    multa: z.optional(money()),
    juros: z.optional(money()),
    desconto: z.optional(money()),
    taxa: z.optional(money()),
  })
  .check(
    z.refine((c) => settlementNetCents(c) >= 0, {
      message: 'O valor líquido (bruto + multa + juros − desconto − taxa) não pode ser negativo.',
      // Only once every amount is valid: one message per mistake.
      when: (payload) => payload.issues.length === 0,
    }),
  );

/** Shared by the form and the sandbox. */
export const settlementRequestSchema = z.object({
  data_pagamento: writeDate,
  conta_financeira: uuid,
  composicao_valor: settlementCompositionSchema,
  metodo_pagamento: z.optional(z.enum(SETTLEMENT_METHODS, { error: 'Forma de pagamento inválida.' })),
  observacao: z.optional(z.string().check(z.maxLength(500, 'Use no máximo 500 caracteres.'))),
  nsu: z.optional(z.string().check(z.maxLength(50, 'Use no máximo 50 caracteres.'))),
});
export type SettlementRequest = z.output<typeof settlementRequestSchema>;

/** The correction requires the settlement's current `versao`; without it the platform answers 409. */
const updateSchema = <M extends readonly [string, ...string[]]>(methods: M) =>
  z.object({
    versao: z.int({ error: 'Informe a versão atual da baixa.' }).check(z.minimum(1, 'Versão inválida.')),
    data_pagamento: z.optional(writeDate),
    conta_financeira: z.optional(uuid),
    composicao_valor: z.optional(settlementCompositionSchema),
    metodo_pagamento: z.optional(z.enum(methods, { error: 'Forma de pagamento inválida.' })),
    observacao: z.optional(z.string().check(z.maxLength(500, 'Use no máximo 500 caracteres.'))),
    nsu: z.optional(z.string().check(z.maxLength(50, 'Use no máximo 50 caracteres.'))),
  });
export const settlementUpdateSchema = updateSchema(SETTLEMENT_METHODS);
/** On the wire the correction's enum spells `CREDITO_VIRTUA`. */
export const settlementUpdateRequestSchema = updateSchema(CORRECTION_METHODS);
export type SettlementUpdate = z.output<typeof settlementUpdateSchema>;

const composicaoResponse = z.looseObject({
  valor_bruto: optNumber(),
  multa: optNumber(),
  juros: optNumber(),
  desconto: optNumber(),
  taxa: optNumber(),
  valor_liquido: optNumber(),
});

const accountRefResponse = z.union([z.string(), nullableRef]);

/** Writes answer `composicao_valor` and the account's id; reads `valor_composicao` and the account object. */
export const settlementSchema = z.looseObject({
  id: z.string(),
  versao: optNumber(),
  data_pagamento: optString(),
  conta_financeira: z.nullish(accountRefResponse),
  composicao_valor: z.nullish(composicaoResponse),
  valor_composicao: z.nullish(composicaoResponse),
  metodo_pagamento: optString(),
  observacao: optString(),
  nsu: optString(),
  id_parcela: optString(),
  atualizado_em: optString(),
});
export type SettlementPayload = z.infer<typeof settlementSchema>;

export const settlementListSchema = z.pipe(
  z.union([z.array(settlementSchema), z.looseObject({ itens: listOf(settlementSchema) })]),
  z.transform((v): SettlementPayload[] => (Array.isArray(v) ? v : (v.itens as SettlementPayload[]))),
);

// GET .../parcelas/{id}

export const installmentChargeSchema = z.looseObject({
  id: optString(),
  tipo_solicitacao_cobranca: optString(),
  status_solicitacao_cobranca: optString(),
  data_vencimento: optString(),
  url: optString(),
  /** The account it was issued on (`ContaFinanceira`), which a reissue uses again. */
  conta_financeira: z.nullish(z.looseObject({ id: optString(), nome: optString() })),
});

/** A write-off as a loss (`PerdaFinanceira`), as reads and the update's answer carry it. */
export const lossAnswer = z.nullish(z.looseObject({ data: optString(), valor: optNumber() }));

/** The platform sends neither `cliente` nor `total`; both are read when present. */
export const installmentSchema = z.looseObject({
  id: z.string(),
  versao: optNumber(),
  indice: optNumber(),
  status: optString(),
  valor_pago: optNumber(),
  nao_pago: optNumber(),
  total: optNumber(),
  valor_total_liquido: optNumber(),
  valor_composicao: z.nullish(composicaoResponse),
  data_vencimento: optString(),
  descricao: optString(),
  nota: optString(),
  /** A write-off as a loss; absent or null without one. */
  perda: lossAnswer,
  data_alteracao: optString(),
  conta_financeira: z.nullish(accountRefResponse),
  metodo_pagamento: optString(),
  cliente: z.nullish(nullableRef),
  fornecedor: z.nullish(nullableRef),
  baixas: listOf(settlementSchema),
  evento: z.nullish(
    z.looseObject({
      id: optString(),
      tipo: optString(),
      /** A capture's event names the capture's id here. */
      referencia: z.nullish(z.looseObject({ id: optString(), origem: optString() })),
      data_competencia: optString(),
      /** The event's split by category (`Rateio`): the only place a share's amount is published. */
      rateio: listOf(z.looseObject({ id_categoria: optString(), nome_categoria: optString(), valor: optNumber() })),
    }),
  ),
  solicitacoes_cobrancas: listOf(installmentChargeSchema),
});
export type InstallmentPayload = z.infer<typeof installmentSchema>;
