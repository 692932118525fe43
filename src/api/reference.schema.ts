import * as z from 'zod/mini';
import { intParam, optString } from './common.schema';

/**
 * Reference data for pickers. The platform's envelopes really are inconsistent
 * (`items` vs `itens`, `totalItems` vs `itens_totais`); these schemas absorb that and
 * give every screen one shape: `{ items, total }`.
 */

export interface Page<T> {
  items: T[];
  total: number;
}

export const customerSchema = z.looseObject({
  id: z.string(),
  nome: z.pipe(
    optString(),
    z.transform((v) => v ?? ''),
  ),
  documento: optString(),
  email: optString(),
  tipo_pessoa: optString(),
  ativo: z.nullish(z.boolean()),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /v1/pessoas: `{ totalItems, items }` (camelCase; `items` may be null). */
export const customerPageSchema = z.pipe(
  z.looseObject({
    totalItems: z.nullish(z.number()),
    items: z.nullish(z.array(customerSchema)),
  }),
  z.transform((r): Page<Customer> => ({ items: r.items ?? [], total: r.totalItems ?? r.items?.length ?? 0 })),
);

/** GET /v1/pessoas query (the sandbox validates it). */
export const customerQuerySchema = z.object({
  busca: z.optional(z.string().check(z.maxLength(200))),
  pagina: z._default(intParam(1), 1),
  tamanho_pagina: z._default(intParam(1, 100), 20),
});
