import * as z from 'zod/mini';
import { amount } from './write.schema';

// The freight and discount a contract or a quote is written with, shared by both.

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
