import { describe, expect, it } from 'vitest';
import { financialEventRequestSchema } from '../../../api/payables';
import { emptyLedgerEvent, installmentRows, ledgerFormSchema, type LedgerFormValues } from './form-schema';

const SUPPLIER = '0190a5c8-0000-7000-8000-0000000000a1';
const CATEGORY = '0190a5c8-0000-7000-8000-0000000000b1';
const OTHER = '0190a5c8-0000-7000-8000-0000000000b2';
const CENTRE = '0190a5c8-0000-7000-8000-0000000000c1';
const CENTRE2 = '0190a5c8-0000-7000-8000-0000000000c2';
const ACCOUNT = '0190a5c8-0000-7000-8000-0000000000d1';

const typed = (over: Partial<LedgerFormValues> = {}): LedgerFormValues => ({
  ...emptyLedgerEvent('2026-11-27'),
  contato: SUPPLIER,
  descricao: ' Aluguel do escritório ',
  conta_financeira: ACCOUNT,
  valor: 1000.01,
  parcelas: 3,
  primeiro_vencimento: '2026-12-10',
  vencimentos: installmentRows(1000.01, 3, '2026-12-10') ?? [],
  rateio: [{ id_categoria: CATEGORY, id_centro_custo: '', valor: '' }],
  ...over,
});
const payable = ledgerFormSchema('pagar');
const messages = (values: LedgerFormValues, side: 'pagar' | 'receber' = 'pagar') =>
  Object.fromEntries(
    (ledgerFormSchema(side).safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message.replace(/\s/g, ' '),
    ]),
  );

describe('installmentRows', () => {
  it('monthly from the first due date, the odd cents on the first rows, adding up to the total', () => {
    expect(installmentRows(1000.01, 3, '2026-12-31')).toEqual([
      { data_vencimento: '2026-12-31', valor: 333.34 },
      { data_vencimento: '2027-01-31', valor: 333.34 },
      { data_vencimento: '2027-02-28', valor: 333.33 },
    ]);
    const rent = installmentRows(12_345.67, 12, '2027-01-05') ?? [];
    expect(rent).toHaveLength(12);
    expect(rent.at(-1)?.data_vencimento).toBe('2027-12-05');
    expect(Math.round(rent.reduce((s, r) => s + Number(r.valor) * 100, 0))).toBe(1_234_567);
  });

  it('none while the total, count or date cannot make rows', () => {
    expect(installmentRows('', 3, '2026-12-10')).toBeNull();
    expect(installmentRows(100, 61, '2026-12-10')).toBeNull();
    expect(installmentRows(100, 2, '2026-12')).toBeNull();
  });
});

describe('the new receivable or payable form', () => {
  it('sends the published body: the rows as installments, one category taking the whole value', () => {
    const body = payable.parse(typed());
    expect(financialEventRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      descricao: 'Aluguel do escritório',
      valor: 1000.01,
      contato: SUPPLIER,
      conta_financeira: ACCOUNT,
      data_competencia: '2026-11-27',
      rateio: [{ id_categoria: CATEGORY, valor: 1000.01, rateio_centro_custo: [] }],
    });
    expect(
      body.condicao_pagamento.parcelas.map((p) => [p.descricao, p.data_vencimento, p.detalhe_valor.valor_liquido]),
    ).toEqual([
      ['Aluguel do escritório (1/3)', '2026-12-10', 333.34],
      ['Aluguel do escritório (2/3)', '2027-01-10', 333.34],
      ['Aluguel do escritório (3/3)', '2027-02-10', 333.33],
    ]);
  });

  it('sends edited rows as typed when they still add up', () => {
    const body = payable.parse(
      typed({
        vencimentos: [
          { data_vencimento: '2026-12-15', valor: 500 },
          { data_vencimento: '2027-01-20', valor: 300 },
          { data_vencimento: '2027-03-01', valor: '200,01' },
        ],
      }),
    );
    expect(body.condicao_pagamento.parcelas.map((p) => [p.data_vencimento, p.detalhe_valor.valor_bruto])).toEqual([
      ['2026-12-15', 500],
      ['2027-01-20', 300],
      ['2027-03-01', 200.01],
    ]);
  });

  it('apportions across categories and cost centres, one category repeated with a centre on each line', () => {
    const body = payable.parse(
      typed({
        rateio: [
          { id_categoria: CATEGORY, id_centro_custo: CENTRE, valor: 350 },
          { id_categoria: OTHER, id_centro_custo: '', valor: '400,01' },
          { id_categoria: CATEGORY, id_centro_custo: CENTRE2, valor: 250 },
        ],
      }),
    );
    expect(body.rateio).toEqual([
      {
        id_categoria: CATEGORY,
        valor: 600,
        rateio_centro_custo: [
          { id_centro_custo: CENTRE, valor: 350 },
          { id_centro_custo: CENTRE2, valor: 250 },
        ],
      },
      { id_categoria: OTHER, valor: 400.01, rateio_centro_custo: [] },
    ]);
    expect(financialEventRequestSchema.safeParse(body).success).toBe(true);
  });

  it('refuses shares and installments that do not add up to the total, each under its section', () => {
    expect(
      messages(
        typed({
          rateio: [
            { id_categoria: CATEGORY, id_centro_custo: '', valor: 600 },
            { id_categoria: OTHER, id_centro_custo: '', valor: 300 },
          ],
          vencimentos: [{ data_vencimento: '2026-12-10', valor: 1000 }],
        }),
      ),
    ).toEqual({
      vencimentos: 'A soma das parcelas (R$ 1.000,00) difere do valor total (R$ 1.000,01).',
      rateio: 'A soma do rateio (R$ 900,00) difere do valor total (R$ 1.000,01).',
    });
  });

  it('refuses a share left blank and a category repeated without a distinct cost centre', () => {
    expect(
      messages(
        typed({
          rateio: [
            { id_categoria: CATEGORY, id_centro_custo: '', valor: 500 },
            { id_categoria: CATEGORY, id_centro_custo: CENTRE, valor: '' },
          ],
        }),
      ),
    ).toMatchObject({
      'rateio.1.valor': 'Informe um valor maior que zero.',
      'rateio.0.id_centro_custo': 'Para repetir a categoria, escolha um centro de custo diferente em cada linha.',
    });
  });

  it('refuses in the form what the platform would refuse, each under its field, in the side’s words', () => {
    const empty = typed({
      contato: '',
      descricao: '  ',
      conta_financeira: '',
      valor: 0,
      parcelas: 61,
      vencimentos: [],
      rateio: [{ id_categoria: '', id_centro_custo: '', valor: '' }],
    });
    expect(messages(empty)).toMatchObject({
      contato: 'Escolha o fornecedor.',
      descricao: 'Informe a descrição.',
      'rateio.0.id_categoria': 'Escolha a categoria.',
      conta_financeira: 'Escolha a conta financeira.',
      valor: 'O valor deve ser maior que zero.',
      parcelas: 'O valor máximo é 60.',
      vencimentos: 'Informe o valor total para gerar as parcelas.',
    });
    expect(messages(empty, 'receber').contato).toBe('Escolha o cliente.');
  });
});
