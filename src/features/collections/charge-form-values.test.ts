import { describe, expect, it } from 'vitest';
import { toChargeRequest, type ChargeFormValues } from './charge-form-values';

describe('toChargeRequest', () => {
  it('is the request for the installment, the blank choices left out for the schema to name them', () => {
    const values: ChargeFormValues = {
      tipo: '',
      conta_bancaria: '',
      data_vencimento: '2026-03-05',
      descricao_fatura: 'Mensalidade',
    };
    expect(toChargeRequest(values, 'p1')).toEqual({
      id_parcela: 'p1',
      tipo: undefined,
      conta_bancaria: undefined,
      data_vencimento: '2026-03-05',
      descricao_fatura: 'Mensalidade',
    });
    expect(toChargeRequest({ ...values, tipo: 'PIX_COBRANCA', conta_bancaria: 'c1' }, 'p1')).toMatchObject({
      tipo: 'PIX_COBRANCA',
      conta_bancaria: 'c1',
    });
  });
});
