import { describe, expect, it } from 'vitest';
import { bankName } from './bank';

describe('bankName', () => {
  it("names the platform's banks as people write them", () => {
    expect(bankName('BANCO_BRASIL')).toBe('Banco do Brasil');
    expect(bankName('ITAU')).toBe('Itaú');
    expect(bankName('BTG_PACTUAL')).toBe('BTG Pactual');
    expect(bankName('MERCADO_PAGO')).toBe('Mercado Pago');
    expect(bankName('NUBANK')).toBe('Nubank');
  });

  it('names no bank for OUTROS, NAO_BANCO or nothing, and keeps a name already in words', () => {
    expect(bankName('OUTROS')).toBe('');
    expect(bankName('NAO_BANCO')).toBe('');
    expect(bankName(null)).toBe('');
    expect(bankName('Banco do Brasil')).toBe('Banco do Brasil');
  });
});
