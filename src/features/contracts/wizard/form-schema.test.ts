import { describe, expect, it } from 'vitest';
import { emptyWizardValues, formSchema, type WizardValues } from './form-schema';
import { addDays } from '../../../lib/date-math';
import { firstDueFromToday, MONTHLY_2026_TERMS } from '../../../test/contract-terms';

const CUSTOMER = '0190a5c8-0000-7000-8000-00000000c001';
const ITEM = '0190a5c8-0000-7000-8000-00000000a001';

function valid(): WizardValues {
  const v = emptyWizardValues('2026-11-21');
  v.id_cliente = CUSTOMER;
  v.itens = [{ id: ITEM, quantidade: 2, valor: 150.5, descricao: '', valor_custo: '' }];
  v.termos.numero = 2001;
  v.condicao_pagamento.dia_vencimento = 10;
  v.condicao_pagamento.primeira_data_vencimento = '2026-12-10';
  return v;
}

type Case = [name: string, change: (v: WizardValues) => void, path: string, message: string | RegExp];

/** At least one invalid case per rule of CriarContrato, each with its field and message. */
const INVALID: Case[] = [
  ['customer required', (v) => (v.id_cliente = ''), 'id_cliente', 'Escolha o cliente.'],
  ['at least one item', (v) => (v.itens = []), 'itens', 'Inclua ao menos um item.'],
  ['item must be chosen', (v) => (v.itens[0]!.id = ''), 'itens.0.id', 'Escolha o produto ou serviço.'],
  ['quantity required', (v) => (v.itens[0]!.quantidade = ''), 'itens.0.quantidade', 'Campo obrigatório.'],
  [
    'quantity not negative',
    (v) => (v.itens[0]!.quantidade = -1),
    'itens.0.quantidade',
    'A quantidade não pode ser negativa.',
  ],
  ['quantity is a number', (v) => (v.itens[0]!.quantidade = 'dois'), 'itens.0.quantidade', 'Informe um número.'],
  ['unit value required', (v) => (v.itens[0]!.valor = ''), 'itens.0.valor', 'Campo obrigatório.'],
  ['unit value not negative', (v) => (v.itens[0]!.valor = -0.01), 'itens.0.valor', 'O valor não pode ser negativo.'],
  [
    'description up to 500',
    (v) => (v.itens[0]!.descricao = 'x'.repeat(501)),
    'itens.0.descricao',
    'A descrição tem no máximo 500 caracteres.',
  ],
  ['cost not negative', (v) => (v.itens[0]!.valor_custo = -5), 'itens.0.valor_custo', 'O valor não pode ser negativo.'],
  ['number required', (v) => (v.termos.numero = ''), 'termos.numero', 'Campo obrigatório.'],
  ['number at least 1', (v) => (v.termos.numero = 0), 'termos.numero', 'O valor mínimo é 1.'],
  ['number whole', (v) => (v.termos.numero = 10.5), 'termos.numero', 'Informe um número inteiro.'],
  ['start date required', (v) => (v.termos.data_inicio = ''), 'termos.data_inicio', 'Informe a data.'],
  ['start date exists', (v) => (v.termos.data_inicio = '2026-02-30'), 'termos.data_inicio', 'Data inválida.'],
  ['end date required when it expires', (v) => (v.termos.data_fim = ''), 'termos.data_fim', 'Informe a data.'],
  [
    'end not before start',
    (v) => (v.termos.data_fim = '2026-11-20'),
    'termos.data_fim',
    'A data de fim não pode ser anterior à data de início.',
  ],
  [
    'expiration type enum',
    (v) => (v.termos.tipo_expiracao = 'DURACAO'),
    'termos.tipo_expiracao',
    'Escolha quando o contrato expira.',
  ],
  [
    'expiration type required',
    (v) => (v.termos.tipo_expiracao = ''),
    'termos.tipo_expiracao',
    'Escolha quando o contrato expira.',
  ],
  [
    'frequency enum (creation: MENSAL/ANUAL only)',
    (v) => (v.termos.tipo_frequencia = 'SEMANAL'),
    'termos.tipo_frequencia',
    'Escolha a frequência.',
  ],
  [
    'interval at least 1',
    (v) => (v.termos.intervalo_frequencia = 0),
    'termos.intervalo_frequencia',
    'O valor mínimo é 1.',
  ],
  [
    'interval at most 60',
    (v) => (v.termos.intervalo_frequencia = 61),
    'termos.intervalo_frequencia',
    'O valor máximo é 60.',
  ],
  [
    'interval whole',
    (v) => (v.termos.intervalo_frequencia = 1.5),
    'termos.intervalo_frequencia',
    'Informe um número inteiro.',
  ],
  ['issue day at least 1', (v) => (v.termos.dia_emissao_venda = 0), 'termos.dia_emissao_venda', 'O valor mínimo é 1.'],
  [
    'issue day at most 31',
    (v) => (v.termos.dia_emissao_venda = 32),
    'termos.dia_emissao_venda',
    'O valor máximo é 31.',
  ],
  [
    'payment type required',
    (v) => (v.condicao_pagamento.tipo_pagamento = ''),
    'condicao_pagamento.tipo_pagamento',
    'Escolha a forma de pagamento.',
  ],
  [
    'payment type enum',
    (v) => (v.condicao_pagamento.tipo_pagamento = 'BITCOIN'),
    'condicao_pagamento.tipo_pagamento',
    'Forma de pagamento inválida.',
  ],
  [
    'due day required',
    (v) => (v.condicao_pagamento.dia_vencimento = ''),
    'condicao_pagamento.dia_vencimento',
    'Campo obrigatório.',
  ],
  [
    'due day at least 1',
    (v) => (v.condicao_pagamento.dia_vencimento = 0),
    'condicao_pagamento.dia_vencimento',
    'O valor mínimo é 1.',
  ],
  [
    'due day at most 31',
    (v) => (v.condicao_pagamento.dia_vencimento = 32),
    'condicao_pagamento.dia_vencimento',
    'O valor máximo é 31.',
  ],
  [
    'first due date required',
    (v) => (v.condicao_pagamento.primeira_data_vencimento = ''),
    'condicao_pagamento.primeira_data_vencimento',
    'Informe a data.',
  ],
  [
    'first due date exists',
    (v) => (v.condicao_pagamento.primeira_data_vencimento = '2027-02-29'),
    'condicao_pagamento.primeira_data_vencimento',
    'Data inválida.',
  ],
  [
    'freight not negative',
    (v) => (v.composicao_de_valor.frete = -1),
    'composicao_de_valor.frete',
    'O valor não pode ser negativo.',
  ],
  [
    'discount not negative',
    (v) => (v.composicao_de_valor.desconto = { tipo: 'VALOR', valor: -1 }),
    'composicao_de_valor.desconto.valor',
    'O valor não pode ser negativo.',
  ],
  [
    'percentage discount up to 100',
    (v) => (v.composicao_de_valor.desconto = { tipo: 'PORCENTAGEM', valor: 100.01 }),
    'composicao_de_valor.desconto.valor',
    'Um desconto percentual vai de 0 a 100%.',
  ],
  [
    'discount type enum',
    (v) => (v.composicao_de_valor.desconto = { tipo: 'BRINDE', valor: 5 }),
    'composicao_de_valor.desconto.tipo',
    'Escolha o tipo de desconto.',
  ],
  ['remarks up to 2000', (v) => (v.observacoes = 'x'.repeat(2001)), 'observacoes', /2000/],
  ['invoice remarks up to 2000', (v) => (v.observacoes_pagamento = 'x'.repeat(2001)), 'observacoes_pagamento', /2000/],
];

describe('the wizard form schema (createContractSchema through the form)', () => {
  it('accepts a complete contract and outputs the request', () => {
    const result = formSchema.safeParse(valid());
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      id_cliente: CUSTOMER,
      itens: [{ id: ITEM, quantidade: 2, valor: 150.5 }],
      termos: {
        ...MONTHLY_2026_TERMS,
        numero: 2001,
        data_inicio: '2026-11-21',
        data_fim: '2027-11-20',
        dia_emissao_venda: 1,
      },
      condicao_pagamento: {
        tipo_pagamento: 'BOLETO_BANCARIO',
        dia_vencimento: 10,
        primeira_data_vencimento: '2026-12-10',
      },
    });
  });

  it.each(INVALID)('rejects: %s', (_name, change, path, message) => {
    const values = valid();
    change(values);
    const result = formSchema.safeParse(values);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === path);
    expect(
      issue,
      `issues: ${JSON.stringify(result.error?.issues.map((i) => [i.path.join('.'), i.message]))}`,
    ).toBeDefined();
    expect(issue?.message).toMatch(
      message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
  });

  it('refuses a charge due before it is issued: the first due date, or the due day for later charges', () => {
    const first = valid();
    first.termos.dia_emissao_venda = 23;
    first.condicao_pagamento.primeira_data_vencimento = '2026-11-22';
    const a = formSchema.safeParse(first).error?.issues ?? [];
    expect(a.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'condicao_pagamento.primeira_data_vencimento',
        'A cobrança 1 seria emitida em 23/11/2026 e venceria antes, em 22/11/2026: nasceria vencida. Escolha um primeiro vencimento na data de emissão ou depois.',
      ],
    ]);
    const later = valid();
    later.termos.dia_emissao_venda = 15;
    later.condicao_pagamento.primeira_data_vencimento = '2026-12-20';
    const b = formSchema.safeParse(later).error?.issues ?? [];
    expect(b.map((i) => i.path.join('.'))).toEqual(['condicao_pagamento.dia_vencimento']);
    expect(b[0]?.message).toMatch(/^A cobrança 2 seria emitida em 15\/01\/2027 e venceria antes, em 10\/01\/2027/);
    // Issued and due on the same day is not late.
    const same = valid();
    same.termos.dia_emissao_venda = 10;
    expect(formSchema.safeParse(same).success).toBe(true);
  });

  it("the tests' first due date fits the wizard's default terms started on any day of two years", () => {
    for (let day = '2026-01-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
      const values = valid();
      values.termos = emptyWizardValues(day).termos;
      values.termos.numero = 2001;
      values.condicao_pagamento.primeira_data_vencimento = firstDueFromToday(10, day);
      expect(formSchema.safeParse(values).success, day).toBe(true);
    }
  });

  it('a contract that never expires needs no end date: it sends start + 100 years', () => {
    const values = valid();
    values.termos.tipo_expiracao = 'NUNCA';
    values.termos.data_fim = '';
    const result = formSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data?.termos.data_fim).toBe('2126-11-21');
  });

  it('an end date before the start is ignored when the contract never expires', () => {
    const values = valid();
    values.termos.tipo_expiracao = 'NUNCA';
    values.termos.data_fim = '2000-01-01';
    expect(formSchema.safeParse(values).success).toBe(true);
  });

  it('edge values pass: 0 quantity and value, 100% discount, days 1 and 31, interval 60, 500 characters', () => {
    const values = valid();
    values.itens = [{ id: ITEM, quantidade: 0, valor: 0, descricao: 'x'.repeat(500), valor_custo: 0 }];
    values.termos.intervalo_frequencia = 60;
    values.termos.dia_emissao_venda = 31;
    values.termos.data_fim = values.termos.data_inicio;
    values.condicao_pagamento.dia_vencimento = 1;
    values.composicao_de_valor = { frete: 0, desconto: { tipo: 'PORCENTAGEM', valor: 100 } };
    expect(formSchema.safeParse(values).success).toBe(true);
  });

  it('blank optional fields are left out, a blank discount value means no discount, the variant spelling is normalized', () => {
    const values = valid();
    values.composicao_de_valor = { frete: 12.5, desconto: { tipo: 'VALOR', valor: '' } };
    values.condicao_pagamento.tipo_pagamento = 'PIX_COBRANCA';
    values.observacoes = '   ';
    const result = formSchema.safeParse(values);
    expect(result.data?.composicao_de_valor).toEqual({ frete: 12.5 });
    expect(result.data?.condicao_pagamento.tipo_pagamento).toBe('COBRANCA_PIX');
    expect(result.data?.observacoes).toBeUndefined();
  });
});
