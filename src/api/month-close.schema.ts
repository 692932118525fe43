import * as z from 'zod/mini';
import { countOrZero, listOf, optNumber, optString } from './common.schema';

/**
 * The close's own reads, lenient: a page of transfers between accounts
 * (`GET /v1/financeiro/transferencias`, `{ itens_totais, itens: [TransferenciaContaFinanceira] }`,
 * each with its origin and destination side) and a page of the changes feed
 * (`GET …/eventos-financeiros/alteracoes`, items with the event's `id` only).
 */

const transferSide = z.looseObject({
  data: optString(),
  conta_financeira: z.nullish(z.looseObject({ id: optString(), nome: optString() })),
});
const transferSchema = z.looseObject({
  id: z.string(),
  descricao: optString(),
  valor: optNumber(),
  data: optString(),
  origem: z.nullish(transferSide),
  destino: z.nullish(transferSide),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferPageSchema = z.looseObject({ itens: listOf(transferSchema), itens_totais: countOrZero() });

export const changesPageSchema = z.looseObject({
  itens: listOf(z.looseObject({ id: optString() })),
  itens_totais: countOrZero(),
});
