import * as z from 'zod/mini';
import { compareIsoDates } from '../lib/dates';
import { isSettleableStatus } from '../lib/receivable-labels';
import { CORRECTION_METHODS, isWholeCents, SETTLEMENT_METHODS, settlementNetCents } from '../lib/settlement';
import { amount, intParam, isoDate, optNumber, optString, uuid } from './common.schema';

/**
 * Receivable installments (parcelas) and their settlement (baixa): the search, the
 * installment detail, the settlement request (strict, shared by the form and the
 * sandbox) and the responses (lenient). See platform-api.md, "Installments".
 */

// ---------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------

/** The settlement methods (one list for the form and the statement reconciliation): `src/lib/settlement.ts`. */
export { SETTLEMENT_METHODS, type SettlementMethod } from '../lib/settlement';

/** The statuses of the search's `status` filter (Portuguese codes, published and observed). */
export const RECEIVABLE_STATUSES = [
  'EM_ABERTO',
  'ATRASADO',
  'RECEBIDO_PARCIAL',
  'RECEBIDO',
  'RENEGOCIADO',
  'PERDIDO',
] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

/** Installment statuses that still accept a settlement, in any vocabulary (see receivable-labels.ts). */
export const isSettleable = (status: string | null | undefined) => isSettleableStatus(status);

export const RECEIVABLE_PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000] as const;

/** Sort fields of the search (the platform's other lists' convention; see decision 0300). */
export const RECEIVABLE_SORT_FIELDS = ['DATA_VENCIMENTO', 'VALOR'] as const;
export type ReceivableSortField = (typeof RECEIVABLE_SORT_FIELDS)[number];

// ---------------------------------------------------------------------------------------
// GET /v1/financeiro/eventos-financeiros/contas-a-receber/buscar
// ---------------------------------------------------------------------------------------

const decimalParam = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)),
  z.number({ error: 'Informe um número.' }),
);

const idList = () => z.optional(z.array(z.string().check(z.minLength(1))));

/** The search's query parameters, as the sandbox validates them (from a query string). */
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
    descricao: z.optional(z.string().check(z.maxLength(200))),
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
    // Free text, as published ("É possível ordenar por nome"); the list sends RECEIVABLE_SORT_FIELDS.
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

const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  );

/**
 * A reference whose fields may be null: the search answers `cliente: { id: null, nome: null }`
 * for a receivable without a customer (an anonymous sale; production report, see
 * docs/sandbox-receivables.md). The API layer turns it into `null`.
 */
export const nullableRef = z.looseObject({
  id: z.nullish(z.string()),
  nome: optString(),
});

/**
 * An item of the search, as either side sends it. The platform: `status` in English codes
 * (`OVERDUE`, `PENDING`, `ACQUITTED`…), the Portuguese code in `status_traduzido`, cost
 * centers as `centros_custo` (published) or `centros_de_custo` (production); api-spec.md's
 * older sandbox: Portuguese `status`. Read leniently; `receivables.ts` normalizes.
 */
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
  /** A payable's supplier, where a receivable has its customer. */
  fornecedor: z.nullish(nullableRef),
  data_criacao: optString(),
  data_alteracao: optString(),
});
export type ReceivableItemPayload = z.infer<typeof receivableItemSchema>;

/**
 * The search's `totais`: its shape differs between sources (api-spec.md's sandbox: `total`,
 * `pago`, `nao_pago`, `atrasado`; the published OpenAPI: `Totais` = `ativo`, `inativo`,
 * `todos`; production: sums per situation). Any JSON passes; `normalizeTotals` reads it.
 */
export const receivablesPageSchema = z.looseObject({
  itens_totais: z.pipe(
    optNumber(),
    z.transform((v) => v ?? 0),
  ),
  itens: list(receivableItemSchema),
  totais: z.optional(z.unknown()),
});
export type ReceivablesPagePayload = z.infer<typeof receivablesPageSchema>;

/**
 * A search read for its count and totals only (the other part of a view fills the page,
 * decision 0110): its rows are not shown, so they are neither checked nor kept.
 */
export const receivablesCountSchema = z.looseObject({
  itens_totais: receivablesPageSchema.shape.itens_totais,
  totais: z.optional(z.unknown()),
});

// ---------------------------------------------------------------------------------------
// POST .../parcelas/{parcela_id}/baixa
// ---------------------------------------------------------------------------------------

/** Amounts in reais with whole cents (two decimal places at most), at least zero. */
const money = () => amount(0).check(z.refine(isWholeCents, 'Use no máximo duas casas decimais.'));

/** A settlement's `composicao_valor`: gross amount, fine, interest, discount and fee. */
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
      // Only once every amount is itself valid: one message per mistake.
      when: (payload) => payload.issues.length === 0,
    }),
  );

/** The settlement request: every rule of platform-api.md, shared by the form and the sandbox. */
export const settlementRequestSchema = z.object({
  data_pagamento: isoDate,
  conta_financeira: uuid,
  composicao_valor: settlementCompositionSchema,
  metodo_pagamento: z.optional(z.enum(SETTLEMENT_METHODS, { error: 'Forma de pagamento inválida.' })),
  observacao: z.optional(z.string().check(z.maxLength(500, 'Use no máximo 500 caracteres.'))),
  nsu: z.optional(z.string().check(z.maxLength(50, 'Use no máximo 50 caracteres.'))),
});
export type SettlementRequest = z.output<typeof settlementRequestSchema>;

/**
 * The settlement correction (`PATCH .../parcelas/baixa/{baixa_id}`, `BaixaAtualizacaoRequestDTO`):
 * `versao` (the settlement's current version) is required, every other field optional with
 * the same rules as the creation. The platform answers 409 without it or with a stale one
 * (production report: heitoralthmann/conta-azul-cli docs/referencia/baixa.md).
 */
const updateSchema = <M extends readonly [string, ...string[]]>(methods: M) =>
  z.object({
    versao: z.int({ error: 'Informe a versão atual da baixa.' }).check(z.minimum(1, 'Versão inválida.')),
    data_pagamento: z.optional(isoDate),
    conta_financeira: z.optional(uuid),
    composicao_valor: z.optional(settlementCompositionSchema),
    metodo_pagamento: z.optional(z.enum(methods, { error: 'Forma de pagamento inválida.' })),
    observacao: z.optional(z.string().check(z.maxLength(500, 'Use no máximo 500 caracteres.'))),
    nsu: z.optional(z.string().check(z.maxLength(50, 'Use no máximo 50 caracteres.'))),
  });
/** The correction as the app writes it (the creation's method names). */
export const settlementUpdateSchema = updateSchema(SETTLEMENT_METHODS);
/** The correction on the wire: the published enum (`CREDITO_VIRTUA`; lib/settlement.ts). */
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

/** A financial account as a read embeds it: an object (`ContaFinanceira`) or only its id. */
const accountRefResponse = z.union([z.string(), nullableRef]);

/**
 * A settlement as the platform answers it. The write answers (POST, PATCH:
 * `BaixaCriacaoResponseDTO`) carry `composicao_valor` and the account's id; the reads
 * (`GET .../parcelas/{id}/baixa`, `GET .../parcelas/baixa/{id}`, `parcela.baixas[]`) carry
 * `valor_composicao` (with `valor_liquido`) and the account as an object. Both are read.
 */
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

/** GET .../parcelas/{id}/baixa: a plain array (published and observed), or an `{ itens }` envelope. */
export const settlementListSchema = z.pipe(
  z.union([z.array(settlementSchema), z.looseObject({ itens: list(settlementSchema) })]),
  z.transform((v): SettlementPayload[] => (Array.isArray(v) ? v : (v.itens as SettlementPayload[]))),
);

// ---------------------------------------------------------------------------------------
// GET .../parcelas/{id}
// ---------------------------------------------------------------------------------------

/**
 * One installment (`Parcela`, financial OpenAPI). Its status speaks the detail's vocabulary
 * (`PENDENTE` = open, `QUITADO` = received…). The platform sends neither `cliente` nor
 * `total`; api-spec.md's older sandbox did: both read when present.
 */
/** One charge as the installment's read lists it (`solicitacoes_cobrancas[]`); lenient. */
export const installmentChargeSchema = z.looseObject({
  id: optString(),
  tipo_solicitacao_cobranca: optString(),
  status_solicitacao_cobranca: optString(),
  data_vencimento: optString(),
  url: optString(),
});

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
  conta_financeira: z.nullish(accountRefResponse),
  metodo_pagamento: optString(),
  cliente: z.nullish(nullableRef),
  fornecedor: z.nullish(nullableRef),
  baixas: list(settlementSchema),
  evento: z.nullish(
    z.looseObject({
      id: optString(),
      tipo: optString(),
      /** Where the event came from: a capture's event names the capture's id, `origem` `LANCAMENTO_FINANCEIRO` (conta-azul-cli captura.md). */
      referencia: z.nullish(z.looseObject({ id: optString(), origem: optString() })),
    }),
  ),
  /** The installment's charges (production; docs/platform-differences.md). */
  solicitacoes_cobrancas: list(installmentChargeSchema),
});
export type InstallmentPayload = z.infer<typeof installmentSchema>;
