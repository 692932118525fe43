import * as z from 'zod/mini';

/**
 * An account's current balance, `GET /v1/conta-financeira/{id}/saldo-atual` (financial
 * OpenAPI of api-evangelist/conta-azul, `SaldoAtualResponse`): `{ saldo_atual }` in reais,
 * negative when overdrawn. Read leniently: a missing balance is shown as such.
 */
export const balanceSchema = z.looseObject({ saldo_atual: z.nullish(z.number()) });
export type BalanceResponse = z.infer<typeof balanceSchema>;
