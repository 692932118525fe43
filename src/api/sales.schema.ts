import * as z from 'zod/mini';
import { fold } from '../lib/text';
import { intParam, isoDate, lenientEnum, listOf, optNumber, optString, uuid } from './common.schema';

/** The sales search has no contract filter, but every item carries `id_contrato`. */

// GET /v1/venda/busca: query (strict, shared with the sandbox) and answer (lenient)

export const SALE_PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000] as const;
export const SALE_SORT_FIELDS = ['NUMERO', 'CLIENTE', 'DATA'] as const;
/** `totais` is a situation filter despite its name; a value out of the enum is a 400. */
export const SALE_TOTALS_FILTERS = ['WAITING_APPROVED', 'APPROVED', 'CANCELED', 'ALL'] as const;
export const SALE_SEARCH_MULTI_PARAMS = [
  'ids_clientes',
  'ids_vendedores',
  'ids_categorias',
  'ids_produtos',
  'numeros',
] as const;

const pageSize = z.pipe(
  intParam(1),
  z
    .number()
    .check(z.refine((n) => (SALE_PAGE_SIZES as readonly number[]).includes(n), `Use ${SALE_PAGE_SIZES.join(', ')}.`)),
);

/** Unknown parameters are dropped: the platform ignores them. */
export const saleSearchQuerySchema = z.object({
  pagina: z._default(intParam(1), 1),
  tamanho_pagina: z._default(pageSize, 10),
  campo_ordenado_ascendente: z.optional(z.enum(SALE_SORT_FIELDS)),
  campo_ordenado_descendente: z.optional(z.enum(SALE_SORT_FIELDS)),
  termo_busca: z.optional(z.string().check(z.maxLength(200))),
  data_inicio: z.optional(isoDate),
  data_fim: z.optional(isoDate),
  data_criacao_de: z.optional(isoDate),
  data_criacao_ate: z.optional(isoDate),
  ids_clientes: z.optional(z.array(uuid)),
  ids_vendedores: z.optional(z.array(uuid)),
  ids_categorias: z.optional(z.array(uuid)),
  ids_produtos: z.optional(z.array(uuid)),
  numeros: z.optional(z.array(intParam(1))),
  totais: z.optional(z.enum(SALE_TOTALS_FILTERS)),
});
export type SaleSearchQuery = Partial<z.output<typeof saleSearchQuerySchema>>;

/** "Aprovado", "Em andamento" as their codes (`APROVADO`, `EM_ANDAMENTO`); a code stays as it is. */
export const situationCode = (name: string): string => fold(name).trim().replace(/\s+/g, '_').toUpperCase();

/**
 * Published as `{ nome, descricao }`, `nome` a code (the read) or its word (the search's
 * example, "Aprovado"), read as the code; a plain code is read as `{ nome: code, descricao: null }`.
 */
const situationSchema = z.nullish(
  z.union([
    z.pipe(
      z.string(),
      z.transform((nome: string) => ({
        nome: situationCode(nome) as string | null | undefined,
        descricao: null as string | null,
      })),
    ),
    z.looseObject({
      nome: z.nullish(z.pipe(lenientEnum(), z.transform(situationCode))),
      descricao: optString(),
    }),
  ]),
);

export const saleSearchItemSchema = z.looseObject({
  id: z.string(),
  id_legado: optNumber(),
  numero: optNumber(),
  data: optString(),
  total: optNumber(),
  tipo: optString(),
  origem: optString(),
  versao: optNumber(),
  id_contrato: optString(),
  cliente: z.nullish(z.looseObject({ id: optString(), nome: optString(), email: optString() })),
  situacao: situationSchema,
});
export type SaleSearchItem = z.infer<typeof saleSearchItemSchema>;

export const saleSearchResponseSchema = z.pipe(
  z.looseObject({
    itens: z.nullish(z.array(saleSearchItemSchema)),
    total_itens: optNumber(),
    totais: z.nullish(z.looseObject({})),
    quantidades: z.nullish(z.looseObject({})),
  }),
  z.transform((v) => ({ ...v, itens: v.itens ?? [], total_itens: v.total_itens ?? v.itens?.length ?? 0 })),
);
export type SaleSearchResponse = z.output<typeof saleSearchResponseSchema>;

// GET /v1/venda/{id}: an envelope, the sale under `venda`, its contract under `contrato`

export const saleInstallmentSchema = z.looseObject({
  id: optString(),
  numero: optNumber(),
  data_vencimento: optString(),
  valor: optNumber(),
  descricao: optString(),
});
export type SaleInstallment = z.infer<typeof saleInstallmentSchema>;

export const saleReadSchema = z.looseObject({
  cliente: z.nullish(z.looseObject({ uuid: optString(), nome: optString() })),
  evento_financeiro: z.nullish(z.looseObject({ id: optString() })),
  contrato: z.nullish(
    z.looseObject({
      uuid: optString(),
      data_inicio: optString(),
      data_fim: optString(),
      dia_vencimento: optNumber(),
      periodo: optString(),
      periodicidade: optNumber(),
    }),
  ),
  venda: z.nullish(
    z.looseObject({
      id: optString(),
      numero: optNumber(),
      status: z.nullish(lenientEnum()),
      data_compromisso: optString(),
      situacao: situationSchema,
      /** The work the sale waits on (`AGUARDANDO_GERACAO_NOTA_FISCAL`: its invoice). */
      tipo_pendencia: z.nullish(z.looseObject({ nome: z.nullish(lenientEnum()), descricao: optString() })),
      composicao_valor: z.nullish(z.looseObject({ valor_liquido: optNumber() })),
      condicao_pagamento: z.nullish(
        z.looseObject({
          tipo_pagamento: optString(),
          parcelas: listOf(saleInstallmentSchema),
        }),
      ),
    }),
  ),
});
export type SaleRead = z.infer<typeof saleReadSchema>;
