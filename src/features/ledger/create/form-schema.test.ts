import { describe, expect, it } from 'vitest';
import { financialEventRequestSchema } from '../../../api/payables';
import { emptyPayable, payableFormSchema, type PayableFormValues } from './form-schema';

const SUPPLIER = '0190a5c8-0000-7000-8000-0000000000a1';
const CATEGORY = '0190a5c8-0000-7000-8000-0000000000b1';
const CENTRE = '0190a5c8-0000-7000-8000-0000000000c1';
const ACCOUNT = '0190a5c8-0000-7000-8000-0000000000d1';

const typed = (over: Partial<PayableFormValues> = {}): PayableFormValues => ({
  ...emptyPayable('2026-11-27'),
  contato: SUPPLIER,
  descricao: ' Aluguel do escritório ',
  id_categoria: CATEGORY,
  conta_financeira: ACCOUNT,
  valor: 1000.01,
  parcelas: 3,
  primeiro_vencimento: '2026-12-10',
  ...over,
});

describe('the new payable form', () => {
  it('sends the published body: the value split in monthly installments that sum to it, one category', () => {
    const body = payableFormSchema.parse(typed({ id_centro_custo: CENTRE }));
    expect(financialEventRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      descricao: 'Aluguel do escritório',
      valor: 1000.01,
      contato: SUPPLIER,
      conta_financeira: ACCOUNT,
      data_competencia: '2026-11-27',
      rateio: [
        { id_categoria: CATEGORY, valor: 1000.01, rateio_centro_custo: [{ id_centro_custo: CENTRE, valor: 1000.01 }] },
      ],
    });
    expect(
      body.condicao_pagamento.parcelas.map((p) => [p.descricao, p.data_vencimento, p.detalhe_valor.valor_liquido]),
    ).toEqual([
      ['Aluguel do escritório (1/3)', '2026-12-10', 333.34],
      ['Aluguel do escritório (2/3)', '2027-01-10', 333.34],
      ['Aluguel do escritório (3/3)', '2027-02-10', 333.33],
    ]);
  });

  it('no cost centre: an empty apportionment of it, not an id of nothing', () => {
    expect(payableFormSchema.parse(typed()).rateio[0]?.rateio_centro_custo).toEqual([]);
  });

  it('refuses in the form what the platform would refuse, each under its field', () => {
    const result = payableFormSchema.safeParse(
      typed({ contato: '', descricao: '  ', id_categoria: '', conta_financeira: '', valor: 0, parcelas: 61 }),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      contato: 'Escolha o fornecedor.',
      descricao: 'Informe a descrição.',
      id_categoria: 'Escolha a categoria.',
      conta_financeira: 'Escolha a conta financeira.',
      valor: 'O valor deve ser maior que zero.',
      parcelas: 'O valor máximo é 60.',
    });
  });

  it('the published schema refuses installments that do not sum to the value', () => {
    const body = payableFormSchema.parse(typed({ parcelas: 1 }));
    const wrong = {
      ...body,
      condicao_pagamento: {
        parcelas: body.condicao_pagamento.parcelas.map((p) => ({
          ...p,
          detalhe_valor: { ...p.detalhe_valor, valor_liquido: 1 },
        })),
      },
    };
    expect(financialEventRequestSchema.safeParse(wrong).error?.issues[0]?.message).toBe(
      'A soma das parcelas deve ser igual ao valor.',
    );
  });
});
