import * as z from 'zod/mini';

/** In reais, negative when overdrawn; a missing balance is shown as such. */
export const balanceSchema = z.looseObject({ saldo_atual: z.nullish(z.number()) });
export type BalanceResponse = z.infer<typeof balanceSchema>;
