import { describe, expect, it } from 'vitest';
import { installmentUpdatedPublished, installmentUpdateRequestPublished } from './fixtures/financial';
import { installmentUpdateAnswerSchema, installmentUpdateSchema } from './installment-update.schema';

describe('the installment update, as published', () => {
  it('the published request passes the strict write schema', () => {
    expect(installmentUpdateSchema.safeParse(installmentUpdateRequestPublished).success).toBe(true);
  });

  it('refuses what the platform refuses or drops: no versao, a negative value, an unknown method', () => {
    const { versao: _, ...noVersion } = installmentUpdateRequestPublished;
    expect(installmentUpdateSchema.safeParse(noVersion).success).toBe(false);
    const negative = { ...installmentUpdateRequestPublished, composicao_valor: { valor_bruto: -1 } };
    expect(installmentUpdateSchema.safeParse(negative).success).toBe(false);
    expect(installmentUpdateSchema.safeParse({ versao: 1, metodo_pagamento: 'BITCOIN' }).success).toBe(false);
  });

  it('the published answer is read: the new versao, the loss, the account as an object', () => {
    const answer = installmentUpdateAnswerSchema.parse(installmentUpdatedPublished);
    expect(answer).toMatchObject({
      versao: 4,
      perda: { data: '2024-07-15', valor: 1.99 },
      conta_financeira: { nome: 'Conta Corrente' },
    });
  });
});
