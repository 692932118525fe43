import { describe, expect, it } from 'vitest';
import type { Installment } from '../../../api/receivables';
import type { FinancialAccount } from '../../../api/reference';
import { defaultAccount, defaultValues, prefilledGross } from './settlement-defaults';

const installment = (fields: Partial<Installment>) => ({ nao_pago: 150, ...fields }) as Installment;
const account = (id: string, fields: Partial<FinancialAccount> = {}): FinancialAccount => ({
  id,
  nome: id,
  banco: '',
  codigoBanco: null,
  agencia: null,
  numero: null,
  tipo: null,
  ativo: true,
  padrao: false,
  ...fields,
});

describe('defaultAccount', () => {
  const accounts = [account('a'), account('b', { padrao: true }), account('c', { ativo: false })];

  it("is the installment's own account when it is active", () => {
    expect(defaultAccount(installment({ conta_financeira: { id: 'a', nome: null } }), accounts)).toBe('a');
  });

  it('else the default account, else the first active one, else none', () => {
    expect(defaultAccount(installment({ conta_financeira: { id: 'c', nome: null } }), accounts)).toBe('b');
    expect(defaultAccount(installment({}), [account('a'), account('c', { ativo: false })])).toBe('a');
    expect(defaultAccount(installment({}), [account('c', { ativo: false })])).toBe('');
  });
});

describe('defaultValues', () => {
  it('is paid today, the whole open amount, the installment’s method when a settlement takes it', () => {
    expect(defaultValues(installment({ metodo_pagamento: 'BOLETO_BANCARIO' }), 'a', '2026-03-10')).toEqual({
      data_pagamento: '2026-03-10',
      conta_financeira: 'a',
      metodo_pagamento: 'BOLETO_BANCARIO',
      composicao_valor: { valor_bruto: 150, multa: '', juros: '', desconto: '', taxa: '' },
      nsu: '',
      observacao: '',
    });
    expect(defaultValues(installment({ metodo_pagamento: 'OUTRA' }), 'a', '2026-03-10').metodo_pagamento).toBe('');
  });

  it('offers a blank gross value when the open amount is unknown', () => {
    expect(prefilledGross(installment({ nao_pago: null }))).toBe('');
  });
});
