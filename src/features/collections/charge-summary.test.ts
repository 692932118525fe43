import { describe, expect, it } from 'vitest';
import { chargeText } from './charge-summary';

describe('chargeText', () => {
  it("is the latest charge's kind and status, or none", () => {
    const charge = {
      id: 'c1',
      tipo: 'BOLETO',
      status: 'AGUARDANDO_CONFIRMACAO',
      data_vencimento: null,
      url: null,
      contaId: null,
    };
    expect(chargeText(charge)).toBe('Boleto: aguardando confirmação');
    expect(chargeText(undefined)).toBe('Nenhuma');
  });
});
