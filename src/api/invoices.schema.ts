import * as z from 'zod/mini';
import { daysBetween } from '../lib/date-math';
import { intParam, isoDate, lenientEnum, listOf, optNumber, optString, uuid } from './common.schema';

/**
 * Invoices are read-only on the platform: NFS-e (`GET /v1/notas-fiscais-servico`) and NF-e
 * (`GET /v1/notas-fiscais`). Both take an interval of at most 15 days between its ends and
 * pages of 10, 20, 50 or 100 (docs/platform-differences.md#invoices).
 */

/** The most days the platform accepts between an interval's two dates. */
export const INVOICE_MAX_SPAN_DAYS = 15;
export const INVOICE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const INVOICE_MAX_PAGE_SIZE = 100;
export const INVOICE_PAGE_SIZE_MESSAGE = 'O tamanho da página deve ser um dos seguintes valores: 10, 20, 50 ou 100';
/** Array parameters of the NFS-e list; the platform reads them as `status[0]=…&status[1]=…`. */
export const NFSE_MULTI_PARAMS = ['ids', 'id_cliente', 'status'] as const;

/** Every NFS-e status known (the platform names EMITIDA, CANCELADA, PENDENTE; the rest comes from an SDK). */
export const NFSE_STATUSES = [
  'PENDENTE',
  'PRONTA_ENVIO',
  'AGUARDANDO_RETORNO',
  'EM_ESPERA',
  'EMITINDO',
  'EMITIDA',
  'CANCELADA',
  'FALHA',
  'FALHA_CANCELAMENTO',
  'CORRIGIDA_SUCESSO',
  'AGUARDANDO_CORRECAO',
  'FALHA_CORRECAO',
  'DENEGADA',
  'CANCELAMENTO_MANUAL',
] as const;
export type NfseStatus = (typeof NFSE_STATUSES)[number];

const pageSize = z.pipe(
  intParam(1),
  z.number().check(z.refine((n) => (INVOICE_PAGE_SIZES as readonly number[]).includes(n), INVOICE_PAGE_SIZE_MESSAGE)),
);

/** Both ends given, in order and at most 15 days apart (what the platform refuses otherwise). */
export const spanMessage = (from: string, to: string) =>
  `O período entre ${from} e ${to} não pode ser maior que ${INVOICE_MAX_SPAN_DAYS} dias`;
const withinSpan = (from: string, to: string) => (q: Record<string, unknown>) => {
  const a = q[from] as string;
  const b = q[to] as string;
  const days = daysBetween(a, b);
  return days >= 0 && days <= INVOICE_MAX_SPAN_DAYS;
};

// GET /v1/notas-fiscais-servico: query (strict, shared with the sandbox) and answer (lenient)

export const nfseQuerySchema = z
  .object({
    data_competencia_de: isoDate,
    data_competencia_ate: isoDate,
    pagina: z._default(intParam(1), 1),
    tamanho_pagina: z._default(pageSize, 10),
    ids: z.optional(z.array(uuid)),
    id_cliente: z.optional(z.array(uuid)),
    numero_venda: z.optional(intParam(0)),
    numero_nfse_inicial: z.optional(intParam(0)),
    numero_nfse_final: z.optional(intParam(0)),
    numero_rps_inicial: z.optional(intParam(0)),
    numero_rps_final: z.optional(intParam(0)),
    status: z.optional(z.array(z.string())),
    tipo_negociacao: z.optional(z.enum(['VENDA', 'CONTRATO'])),
  })
  .check(
    z.refine(withinSpan('data_competencia_de', 'data_competencia_ate'), {
      message: spanMessage('data_competencia_de', 'data_competencia_ate'),
    }),
  );
export type NfseQuery = Partial<z.output<typeof nfseQuerySchema>> &
  Pick<z.output<typeof nfseQuerySchema>, 'data_competencia_de' | 'data_competencia_ate'>;

/** A number the platform sends as text in one place and as a number in another. */
const numberOrText = () =>
  z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
  );

export const nfseItemSchema = z.looseObject({
  id: z.string(),
  id_venda: optString(),
  /** Only an SDK names it; read when present. */
  id_contrato: optString(),
  /** Text in the answer (`"7206"`) although the filter takes a number. */
  numero_venda: numberOrText(),
  numero_rps: numberOrText(),
  numero_nfse: numberOrText(),
  status: z.nullish(lenientEnum<NfseStatus>()),
  valor_total_nfse: optNumber(),
  data_competencia: optString(),
  nome_cliente: optString(),
  documento_cliente: optString(),
  informacao_transmissao: z.nullish(
    z.looseObject({ data_inicio_emissao: optString(), data_inicio_cancelamento: optString() }),
  ),
  informacoes_cancelamento: z.nullish(z.looseObject({ motivo: optString() })),
});
export type NfseItem = z.output<typeof nfseItemSchema>;

const paginationSchema = z.nullish(
  z.looseObject({
    pagina_atual: optNumber(),
    total_paginas: optNumber(),
    tamanho_pagina: optNumber(),
    total_itens: optNumber(),
  }),
);

export const nfsePageSchema = z.pipe(
  z.looseObject({ itens: listOf(nfseItemSchema), paginacao: paginationSchema }),
  z.transform((v) => ({ itens: v.itens, total: v.paginacao?.total_itens ?? v.itens.length })),
);
export type NfsePage = z.output<typeof nfsePageSchema>;

// GET /v1/notas-fiscais (NF-e): `itens` holds issued notes only while `total_itens` counts every status

export const nfeQuerySchema = z
  .object({
    data_inicial: isoDate,
    data_final: isoDate,
    pagina: z._default(intParam(1), 1),
    tamanho_pagina: z._default(pageSize, 10),
    documento_tomador: z.optional(z.string()),
    numero_nota: z.optional(intParam(0)),
    id_venda: z.optional(
      z
        .string()
        .check(z.refine((v) => uuid.safeParse(v).success, 'O valor informado deve estar no formato UUID válido')),
    ),
  })
  .check(z.refine(withinSpan('data_inicial', 'data_final'), { message: spanMessage('data_inicial', 'data_final') }));
export type NfeQuery = Partial<z.output<typeof nfeQuerySchema>> &
  Pick<z.output<typeof nfeQuerySchema>, 'data_inicial' | 'data_final'>;

export const nfeItemSchema = z.looseObject({
  id: optString(),
  chave_acesso: optString(),
  numero_nota: numberOrText(),
  status: z.nullish(lenientEnum()),
  data_emissao: optString(),
  nome_destinatario: optString(),
});

/** `total_itens` is not the count of `itens` here: only the items are counted. */
export const nfePageSchema = z.pipe(
  z.looseObject({ itens: listOf(nfeItemSchema), paginacao: paginationSchema }),
  z.transform((v) => ({ itens: v.itens, total: null as number | null })),
);
