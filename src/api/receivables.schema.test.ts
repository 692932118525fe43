import { describe, expect, it } from 'vitest';
import { describeZodError } from './common.schema';
import {
  installmentSchema,
  receivablesCountSchema,
  receivablesPageSchema,
  receivablesQuerySchema,
  settlementListSchema,
  settlementRequestSchema,
  settlementUpdateSchema,
} from './receivables.schema';

const ACCOUNT = '0190a5c8-1234-7abc-8def-0123456789ab';
const valid = {
  data_pagamento: '2026-11-21',
  conta_financeira: ACCOUNT,
  composicao_valor: { valor_bruto: 100 },
};

function errorOf(input: unknown): string | null {
  const result = settlementRequestSchema.safeParse(input);
  return result.success ? null : describeZodError(result.error);
}

/** A case of a negative part of the value composition: refused on that part. */
const negative = (name: string, field: string, composicao_valor: Record<string, number>): [string, unknown, string] => [
  `a negative ${name}`,
  { ...valid, composicao_valor },
  `composicao_valor.${field}: O valor não pode ser negativo.`,
];

describe('settlementRequestSchema', () => {
  it.each<[string, unknown, string | null]>([
    ['the three required fields', valid, null],
    [
      'every optional field',
      {
        ...valid,
        composicao_valor: { valor_bruto: 100, multa: 2, juros: 1.5, desconto: 3, taxa: 0.99 },
        metodo_pagamento: 'TRANSFERENCIA_BANCARIA',
        observacao: 'Pago no caixa',
        nsu: '000123',
      },
      null,
    ],
    [
      'a zero gross value (the schema allows it; the sandbox refuses it)',
      { ...valid, composicao_valor: { valor_bruto: 0 } },
      null,
    ],
    ['a net of exactly zero', { ...valid, composicao_valor: { valor_bruto: 10, desconto: 10 } }, null],
    ['no payment date', { ...valid, data_pagamento: undefined }, 'data_pagamento: Informe a data.'],
    ['an impossible payment date', { ...valid, data_pagamento: '2026-02-30' }, 'data_pagamento: Data inválida.'],
    ['no account', { ...valid, conta_financeira: undefined }, 'conta_financeira: Campo obrigatório.'],
    [
      'an account that is not a UUID',
      { ...valid, conta_financeira: 'conta-1' },
      'conta_financeira: Identificador inválido.',
    ],
    ['no value composition', { ...valid, composicao_valor: undefined }, 'composicao_valor: Campo obrigatório.'],
    ['no gross value', { ...valid, composicao_valor: {} }, 'composicao_valor.valor_bruto: Campo obrigatório.'],
    negative('gross value', 'valor_bruto', { valor_bruto: -1 }),
    negative('penalty', 'multa', { valor_bruto: 1, multa: -0.01 }),
    negative('interest', 'juros', { valor_bruto: 1, juros: -1 }),
    negative('discount', 'desconto', { valor_bruto: 1, desconto: -1 }),
    negative('fee', 'taxa', { valor_bruto: 1, taxa: -1 }),
    [
      'fractions of a cent',
      { ...valid, composicao_valor: { valor_bruto: 10.005 } },
      'composicao_valor.valor_bruto: Use no máximo duas casas decimais.',
    ],
    [
      'a text amount',
      { ...valid, composicao_valor: { valor_bruto: '10' } },
      'composicao_valor.valor_bruto: Informe um número.',
    ],
    [
      'a negative net amount',
      { ...valid, composicao_valor: { valor_bruto: 10, desconto: 8, taxa: 2.01 } },
      'composicao_valor: O valor líquido (bruto + multa + juros − desconto − taxa) não pode ser negativo.',
    ],
    ['an unknown method', { ...valid, metodo_pagamento: 'PIX' }, 'metodo_pagamento: Forma de pagamento inválida.'],
    ['Pix', { ...valid, metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO' }, null],
    ['a bank deposit', { ...valid, metodo_pagamento: 'DEPOSITO_BANCARIO' }, null],
    ['store credit', { ...valid, metodo_pagamento: 'CREDITO_LOJA' }, null],
    ['virtual credit', { ...valid, metodo_pagamento: 'CREDITO_VIRTUAL' }, null],
    // Read-only values of the installment's enum: a request refuses them (acquittance OpenAPI).
    [
      'a read-only method (Pix charge)',
      { ...valid, metodo_pagamento: 'PIX_COBRANCA' },
      'metodo_pagamento: Forma de pagamento inválida.',
    ],
    [
      'the read enum typo',
      { ...valid, metodo_pagamento: 'CREDITO_VIRTUA' },
      'metodo_pagamento: Forma de pagamento inválida.',
    ],
    ['a remark too long', { ...valid, observacao: 'x'.repeat(501) }, 'observacao: Use no máximo 500 caracteres.'],
  ])('%s', (_name, input, expected) => {
    expect(errorOf(input)).toBe(expected);
  });
});

describe('settlementUpdateSchema', () => {
  const errorOfUpdate = (input: unknown) => {
    const result = settlementUpdateSchema.safeParse(input);
    return result.success ? null : describeZodError(result.error);
  };
  it.each<[string, unknown, string | null]>([
    ['only the version', { versao: 3 }, null],
    ['a new gross value', { versao: 1, composicao_valor: { valor_bruto: 50 } }, null],
    ['no version', { composicao_valor: { valor_bruto: 50 } }, 'versao: Informe a versão atual da baixa.'],
    ['version zero', { versao: 0 }, 'versao: Versão inválida.'],
    [
      'a negative amount',
      { versao: 1, composicao_valor: { valor_bruto: -1 } },
      'composicao_valor.valor_bruto: O valor não pode ser negativo.',
    ],
    ['an unknown method', { versao: 1, metodo_pagamento: 'PIX' }, 'metodo_pagamento: Forma de pagamento inválida.'],
  ])('%s', (_name, input, expected) => {
    expect(errorOfUpdate(input)).toBe(expected);
  });
});

describe('receivablesQuerySchema', () => {
  const base = {
    pagina: '1',
    tamanho_pagina: '20',
    data_vencimento_de: '2026-11-01',
    data_vencimento_ate: '2026-11-30',
  };

  it('reads the required parameters from a query string', () => {
    expect(receivablesQuerySchema.parse(base)).toMatchObject({ pagina: 1, tamanho_pagina: 20 });
  });

  it.each([
    ['pagina', { ...base, pagina: undefined }],
    ['tamanho_pagina', { ...base, tamanho_pagina: undefined }],
    ['tamanho_pagina', { ...base, tamanho_pagina: '25' }],
    ['data_vencimento_de', { ...base, data_vencimento_de: undefined }],
    ['data_vencimento_ate', { ...base, data_vencimento_ate: '2026-10-01' }],
    ['status', { ...base, status: ['PAGO'] }],
    ['status', { ...base, status: ['CANCELADO'] }],
  ])('refuses a bad %s', (field, input) => {
    const result = receivablesQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('accepts every documented status', () => {
    const status = ['PERDIDO', 'RECEBIDO', 'EM_ABERTO', 'RENEGOCIADO', 'RECEBIDO_PARCIAL', 'ATRASADO'];
    expect(receivablesQuerySchema.parse({ ...base, status }).status).toEqual(status);
  });
});

describe('response schemas are lenient', () => {
  it('passes unknown statuses and absent lists', () => {
    const page = receivablesPageSchema.parse({ itens: [{ id: 'a', status: 'NOVO_STATUS', extra: 1 }], totais: null });
    expect(page.itens_totais).toBe(0);
    expect(page.itens[0]?.status).toBe('NOVO_STATUS');
    expect(installmentSchema.parse({ id: 'x' }).baixas).toEqual([]);
  });

  it('a read for the count and totals alone does not check the rows it does not show', () => {
    const answer = { itens_totais: 37, itens: [{ id: 42, total: 'muito' }], totais: { pago: 10 } };
    expect(receivablesPageSchema.safeParse(answer).success).toBe(false);
    const count = receivablesCountSchema.parse(answer);
    expect(count.itens_totais).toBe(37);
    expect(count.totais).toEqual({ pago: 10 });
  });

  it('reads the settlements list as an array or an envelope', () => {
    expect(settlementListSchema.parse([{ id: '1' }])).toHaveLength(1);
    expect(settlementListSchema.parse({ itens: [{ id: '1' }, { id: '2' }] })).toHaveLength(2);
  });
});
