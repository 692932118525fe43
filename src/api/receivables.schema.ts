import * as z from 'zod/mini';
import { compareIsoDates } from '../lib/dates';
import { isWholeCents, settlementNetCents } from '../lib/settlement';
import { amount, intParam, isoDate, lenientEnum, namedRef, optNumber, optString, uuid } from './common.schema';

/**
 * Receivable installments (parcelas) and their settlement (baixa): the search, the
 * installment detail, the settlement request (strict, shared by the form and the
 * sandbox) and the responses (lenient). See platform-api.md, "Installments".
 */

// ---------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------

/** SettlementMethod (api-spec.md). */
export const SETTLEMENT_METHODS = [
  'DINHEIRO',
  'CARTAO_CREDITO',
  'BOLETO_BANCARIO',
  'CARTAO_CREDITO_VIA_LINK',
  'CHEQUE',
  'CARTAO_DEBITO',
  'TRANSFERENCIA_BANCARIA',
  'OUTRO',
  'CARTEIRA_DIGITAL',
  'CASHBACK',
] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

/** The statuses of the receivables search (its `status` filter and its items). */
export const RECEIVABLE_STATUSES = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL', 'RECEBIDO', 'RENEGOCIADO', 'PERDIDO'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

/** The statuses of one installment (the detail): a different vocabulary from the search's. */
export const INSTALLMENT_STATUSES = ['PENDENTE', 'QUITADO', 'CANCELADO', 'RENEGOCIADO', 'RECEBIDO_PARCIAL', 'ATRASADO', 'PERDIDO'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/** Installment statuses that still accept a settlement. */
export const SETTLEABLE_STATUSES: readonly string[] = ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL', 'EM_ABERTO'];
export const isSettleable = (status: string | null | undefined) => !!status && SETTLEABLE_STATUSES.includes(status);

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
      z.number().check(
        z.refine((n) => (RECEIVABLE_PAGE_SIZES as readonly number[]).includes(n), 'Use 10, 20, 50, 100, 200, 500 ou 1000.'),
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
    campo_ordenado_ascendente: z.optional(z.enum(RECEIVABLE_SORT_FIELDS)),
    campo_ordenado_descendente: z.optional(z.enum(RECEIVABLE_SORT_FIELDS)),
  })
  .check(
    z.refine((q) => compareIsoDates(q.data_vencimento_de, q.data_vencimento_ate) <= 0, {
      path: ['data_vencimento_ate'],
      message: 'O fim do intervalo não pode ser anterior ao início.',
    }),
  );
export type ReceivablesQuery = z.infer<typeof receivablesQuerySchema>;
export const RECEIVABLES_MULTI_PARAMS = ['status', 'ids_contas_financeiras', 'ids_categorias', 'ids_centros_de_custo', 'ids_clientes'] as const;

const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  );

export const receivableItemSchema = z.looseObject({
  id: z.string(),
  descricao: optString(),
  data_vencimento: optString(),
  data_competencia: optString(),
  status: z.nullish(lenientEnum<ReceivableStatus>()),
  status_traduzido: optString(),
  total: optNumber(),
  pago: optNumber(),
  nao_pago: optNumber(),
  categorias: z.nullish(z.array(namedRef)),
  centros_de_custo: z.nullish(z.array(namedRef)),
  cliente: z.nullish(namedRef),
  data_criacao: optString(),
  data_alteracao: optString(),
});
export type ReceivableItem = z.infer<typeof receivableItemSchema>;

/** Totals of the whole filtered set (not only the page). */
export const receivableTotalsSchema = z.looseObject({
  total: optNumber(),
  pago: optNumber(),
  nao_pago: optNumber(),
  atrasado: optNumber(),
});

export const receivablesPageSchema = z.looseObject({
  itens_totais: z.pipe(
    optNumber(),
    z.transform((v) => v ?? 0),
  ),
  itens: list(receivableItemSchema),
  totais: z.nullish(receivableTotalsSchema),
});
export type ReceivablesPage = z.infer<typeof receivablesPageSchema>;

// ---------------------------------------------------------------------------------------
// POST .../parcelas/{parcela_id}/baixa
// ---------------------------------------------------------------------------------------

/** Amounts in reais with whole cents (two decimal places at most), at least zero. */
const money = () => amount(0).check(z.refine(isWholeCents, 'Use no máximo duas casas decimais.'));

export const valueCompositionSchema = z
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
  composicao_valor: valueCompositionSchema,
  metodo_pagamento: z.optional(z.enum(SETTLEMENT_METHODS, { error: 'Forma de pagamento inválida.' })),
  observacao: z.optional(z.string().check(z.maxLength(500, 'Use no máximo 500 caracteres.'))),
  nsu: z.optional(z.string().check(z.maxLength(50, 'Use no máximo 50 caracteres.'))),
});
export type SettlementRequest = z.output<typeof settlementRequestSchema>;

const composicaoResponse = z.looseObject({
  valor_bruto: optNumber(),
  multa: optNumber(),
  juros: optNumber(),
  desconto: optNumber(),
  taxa: optNumber(),
});

/** A settlement as the platform answers it (the request fields plus `id` and `versao`). */
export const settlementSchema = z.looseObject({
  id: z.string(),
  versao: optNumber(),
  data_pagamento: optString(),
  conta_financeira: z.nullish(z.union([z.string(), namedRef])),
  composicao_valor: z.nullish(composicaoResponse),
  metodo_pagamento: z.nullish(lenientEnum<SettlementMethod>()),
  observacao: optString(),
  nsu: optString(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** GET .../parcelas/{id}/baixa: a plain array, or an `{ itens }` envelope. */
export const settlementListSchema = z.pipe(
  z.union([z.array(settlementSchema), z.looseObject({ itens: list(settlementSchema) })]),
  z.transform((v): Settlement[] => (Array.isArray(v) ? v : (v.itens as Settlement[]))),
);

// ---------------------------------------------------------------------------------------
// GET .../parcelas/{id}
// ---------------------------------------------------------------------------------------

export const installmentSchema = z.looseObject({
  id: z.string(),
  versao: optNumber(),
  indice: optNumber(),
  status: z.nullish(lenientEnum<InstallmentStatus>()),
  valor_pago: optNumber(),
  nao_pago: optNumber(),
  /** Not in the documented field list; the sandbox sends it (total = paid + open otherwise). */
  total: optNumber(),
  data_vencimento: optString(),
  descricao: optString(),
  conta_financeira: z.nullish(namedRef),
  metodo_pagamento: z.nullish(lenientEnum<SettlementMethod>()),
  /** Not in the documented field list; the sandbox sends it. */
  cliente: z.nullish(namedRef),
  baixas: list(settlementSchema),
  evento: z.nullish(z.looseObject({ id: optString(), tipo: optString() })),
});
export type Installment = z.infer<typeof installmentSchema>;
