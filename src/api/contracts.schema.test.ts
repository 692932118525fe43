import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE_LABELS } from '../lib/labels/contract';
import { describeZodError } from './common.schema';
import {
  contractDetailSchema,
  contractRemarks,
  createContractResponseSchema,
  createContractSchema,
  nextNumberSchema,
  toCreationRequest,
  type CreateContractInput,
} from './contract-record.schema';
import {
  contractListQuerySchema,
  contractListResponseSchema,
  PAYMENT_TYPE_ALIASES,
  PAYMENT_TYPES,
} from './contracts.schema';
import { payload as detailPublished } from './fixtures/contracts/detail-published';
import * as detailRemarks from './fixtures/contracts/detail-remarks-observed';
import { payload as nextNumberNull } from './fixtures/contracts/next-number/null-published';
import { payload as createPixCharge } from './fixtures/contracts/requests/create-pix-charge-published';
import { MONTHLY_2026_TERMS } from '../test/contract-terms';

/** Words that would betray an English (zod default) message. */
const ENGLISH =
  /\b(expected|invalid|required|received|must|too (small|big)|string|number|input|option|array|object|undefined)\b/i;

const valid = (): CreateContractInput => ({
  id_cliente: '0190a5c8-1111-7000-8000-000000000001',
  itens: [
    {
      id: '0190a5c8-2222-7000-8000-000000000001',
      quantidade: 1,
      valor: 33.33,
      descricao: 'Suporte técnico',
      valor_custo: 10,
    },
  ],
  termos: { ...MONTHLY_2026_TERMS, numero: 1001 },
  condicao_pagamento: {
    tipo_pagamento: 'BOLETO_BANCARIO',
    dia_vencimento: 20,
    primeira_data_vencimento: '2026-01-20',
    id_conta_financeira: '0190a5c8-3333-7000-8000-000000000001',
  },
  composicao_de_valor: { frete: 10, desconto: { tipo: 'PORCENTAGEM', valor: 10 } },
});

// Loosely typed access for mutations that break the types on purpose.
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const mutate = (fn: (p: Loose) => void) => {
  const p = valid() as Loose;
  fn(p);
  return p;
};

/** In the rows below: the field is left out. */
const MISSING = Symbol('missing');

/** Sets the field at a dotted path (`itens.0.valor`) to a value, or leaves it out (MISSING). */
function setAt(p: Loose, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((o, key) => o[key], p);
  if (value === MISSING) delete parent[last];
  else parent[last] = value;
}

describe('createContractSchema', () => {
  it('accepts the valid base payload unchanged', () => {
    const result = createContractSchema.safeParse(valid());
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid());
  });

  it('accepts the minimal payload (only required fields)', () => {
    const minimal = mutate((p) => {
      delete p.composicao_de_valor;
      delete p.condicao_pagamento.id_conta_financeira;
      p.itens = [{ id: 'x', quantidade: 0, valor: 0 }];
    });
    expect(createContractSchema.safeParse(minimal).success).toBe(true);
  });

  // [case, the field that breaks the rule, its value (MISSING: left out; a function: a change of
  // its own), the message reported on that field alone]
  it.each<[string, string, unknown, string]>([
    // required fields
    ['id_cliente missing', 'id_cliente', MISSING, 'Escolha o cliente.'],
    ['id_cliente empty', 'id_cliente', '', 'Escolha o cliente.'],
    ['itens missing', 'itens', MISSING, 'Inclua ao menos um item.'],
    ['termos missing', 'termos', MISSING, 'Campo obrigatório.'],
    ['termos null', 'termos', null, 'Campo obrigatório.'],
    ['termos not an object', 'termos', 'mensal', 'Informe um objeto.'],
    ['condicao_pagamento missing', 'condicao_pagamento', MISSING, 'Campo obrigatório.'],
    // items
    ['itens empty', 'itens', [], 'Inclua ao menos um item.'],
    ['item id missing', 'itens.0.id', MISSING, 'Escolha o produto ou serviço.'],
    ['item quantidade missing', 'itens.0.quantidade', MISSING, 'Campo obrigatório.'],
    ['item quantidade negative', 'itens.0.quantidade', -1, 'A quantidade não pode ser negativa.'],
    ['item quantidade past a million', 'itens.0.quantidade', 1_000_001, 'A quantidade máxima é 1.000.000.'],
    ['item quantidade not a number', 'itens.0.quantidade', '2', 'Informe um número.'],
    ['item valor missing', 'itens.0.valor', MISSING, 'Campo obrigatório.'],
    ['item valor negative', 'itens.0.valor', -0.01, 'O valor não pode ser negativo.'],
    ['item descricao over 500', 'itens.0.descricao', 'a'.repeat(501), 'A descrição tem no máximo 500 caracteres.'],
    [
      'second item invalid',
      'itens.1.valor',
      (p: Loose) => p.itens.push({ id: 'y', quantidade: 1, valor: -5 }),
      'O valor não pode ser negativo.',
    ],
    // terms
    ['data_inicio missing', 'termos.data_inicio', MISSING, 'Informe a data.'],
    ['data_inicio not a calendar date', 'termos.data_inicio', '2026-02-30', 'Data inválida.'],
    ['data_inicio before 2000', 'termos.data_inicio', '1999-12-31', 'Use uma data entre 2000 e 2099.'],
    ['data_fim missing', 'termos.data_fim', MISSING, 'Informe a data.'],
    ['data_fim past 2199', 'termos.data_fim', '2200-01-01', 'Use uma data entre 2000 e 2199.'],
    ['data_fim badly formatted', 'termos.data_fim', '31/12/2026', 'Data inválida.'],
    [
      'data_fim before data_inicio',
      'termos.data_fim',
      '2025-12-31',
      'A data de fim não pode ser anterior à data de início.',
    ],
    ['tipo_expiracao missing', 'termos.tipo_expiracao', MISSING, 'Escolha quando o contrato expira.'],
    ['tipo_expiracao VEZES (responses only)', 'termos.tipo_expiracao', 'VEZES', 'Escolha quando o contrato expira.'],
    ['tipo_frequencia missing', 'termos.tipo_frequencia', MISSING, 'Escolha a frequência.'],
    ['tipo_frequencia SEMANAL (responses only)', 'termos.tipo_frequencia', 'SEMANAL', 'Escolha a frequência.'],
    ['intervalo_frequencia missing', 'termos.intervalo_frequencia', MISSING, 'Campo obrigatório.'],
    ['intervalo_frequencia 0', 'termos.intervalo_frequencia', 0, 'O valor mínimo é 1.'],
    ['intervalo_frequencia 61', 'termos.intervalo_frequencia', 61, 'O valor máximo é 60.'],
    ['intervalo_frequencia fractional', 'termos.intervalo_frequencia', 1.5, 'Informe um número inteiro.'],
    ['dia_emissao_venda missing', 'termos.dia_emissao_venda', MISSING, 'Campo obrigatório.'],
    ['dia_emissao_venda 0', 'termos.dia_emissao_venda', 0, 'O valor mínimo é 1.'],
    ['dia_emissao_venda 32', 'termos.dia_emissao_venda', 32, 'O valor máximo é 31.'],
    ['numero missing', 'termos.numero', MISSING, 'Campo obrigatório.'],
    ['numero 0', 'termos.numero', 0, 'O valor mínimo é 1.'],
    ['numero fractional', 'termos.numero', 10.5, 'Informe um número inteiro.'],
    // payment condition
    ['tipo_pagamento missing', 'condicao_pagamento.tipo_pagamento', MISSING, 'Escolha a forma de pagamento.'],
    ['tipo_pagamento unknown', 'condicao_pagamento.tipo_pagamento', 'BITCOIN', 'Forma de pagamento inválida.'],
    ['dia_vencimento missing', 'condicao_pagamento.dia_vencimento', MISSING, 'Campo obrigatório.'],
    ['dia_vencimento 0', 'condicao_pagamento.dia_vencimento', 0, 'O valor mínimo é 1.'],
    ['dia_vencimento 32', 'condicao_pagamento.dia_vencimento', 32, 'O valor máximo é 31.'],
    ['primeira_data_vencimento missing', 'condicao_pagamento.primeira_data_vencimento', MISSING, 'Informe a data.'],
    ['primeira_data_vencimento invalid', 'condicao_pagamento.primeira_data_vencimento', '2026-04-31', 'Data inválida.'],
    // value composition
    ['frete negative', 'composicao_de_valor.frete', -1, 'O valor não pode ser negativo.'],
    ['desconto null', 'composicao_de_valor.desconto', null, 'Campo obrigatório.'],
    ['desconto.tipo missing', 'composicao_de_valor.desconto.tipo', MISSING, 'Escolha o tipo de desconto.'],
    ['desconto.tipo unknown', 'composicao_de_valor.desconto.tipo', 'BRINDE', 'Escolha o tipo de desconto.'],
    ['desconto.valor missing', 'composicao_de_valor.desconto.valor', MISSING, 'Campo obrigatório.'],
    ['desconto.valor negative', 'composicao_de_valor.desconto.valor', -1, 'O valor não pode ser negativo.'],
    [
      'percentage discount over 100',
      'composicao_de_valor.desconto.valor',
      100.01,
      'Um desconto percentual vai de 0 a 100%.',
    ],
    // optional fields, when present, are checked too
    ['data_emissao invalid', 'data_emissao', '2026-02-29', 'Data inválida.'],
  ])('%s', (_name, path, change, message) => {
    const result = createContractSchema.safeParse(
      mutate(typeof change === 'function' ? (change as (p: Loose) => void) : (p) => setAt(p, path, change)),
    );
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    const issue = issues.find((i) => i.path.join('.') === path);
    expect(issue, `issues: ${JSON.stringify(issues.map((i) => [i.path.join('.'), i.message]))}`).toBeDefined();
    expect(issue?.message).toBe(message);
    expect(issue?.message).not.toMatch(ENGLISH);
    // Only the broken rule is reported.
    expect(issues.map((i) => i.path.join('.'))).toEqual([path]);
  });

  it('every message of a thoroughly broken payload is Portuguese', () => {
    const result = createContractSchema.safeParse({
      itens: [{ quantidade: 'x', valor: null, descricao: 5 }],
      termos: { data_inicio: 1, tipo_expiracao: 'X', intervalo_frequencia: '1', numero: -1 },
      condicao_pagamento: 'boleto',
      composicao_de_valor: { frete: 'free', desconto: [] },
      observacoes: 'x'.repeat(2001),
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages.length).toBeGreaterThan(8);
    for (const m of messages) expect(m).not.toMatch(ENGLISH);
  });

  it('reports a wrong date order together with other errors of the terms', () => {
    const result = createContractSchema.safeParse(
      mutate((p) => {
        p.termos.data_fim = '2025-01-01';
        p.termos.numero = 0;
      }),
    );
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['termos.data_fim', 'termos.numero']);
  });

  it('accepts the bounds: data_fim equal to data_inicio, interval 60, day 31, percentage 100, zero values', () => {
    const result = createContractSchema.safeParse(
      mutate((p) => {
        p.termos.data_fim = p.termos.data_inicio;
        p.termos.intervalo_frequencia = 60;
        p.termos.dia_emissao_venda = 31;
        p.condicao_pagamento.dia_vencimento = 31;
        p.composicao_de_valor = { frete: 0, desconto: { tipo: 'PORCENTAGEM', valor: 100 } };
        p.itens[0].quantidade = 0;
        p.itens[0].valor = 0;
        p.itens[0].descricao = 'a'.repeat(500);
      }),
    );
    expect(result.success).toBe(true);
  });

  it('accepts decimal quantities', () => {
    expect(createContractSchema.safeParse(mutate((p) => (p.itens[0].quantidade = 1.5))).success).toBe(true);
  });

  it('an amount discount may exceed 100', () => {
    const result = createContractSchema.safeParse(
      mutate((p) => (p.composicao_de_valor.desconto = { tipo: 'VALOR', valor: 250 })),
    );
    expect(result.success).toBe(true);
  });

  it('creation accepts NUNCA and ANUAL', () => {
    const result = createContractSchema.safeParse(
      mutate((p) => {
        p.termos.tipo_expiracao = 'NUNCA';
        p.termos.tipo_frequencia = 'ANUAL';
      }),
    );
    expect(result.success).toBe(true);
  });

  it('every payment type, and each variant spelling, has its own label (not a humanized fallback)', () => {
    for (const type of [...PAYMENT_TYPES, ...Object.keys(PAYMENT_TYPE_ALIASES)]) {
      expect(PAYMENT_TYPE_LABELS[type], type).toBeTruthy();
    }
  });

  it.each(PAYMENT_TYPES)('accepts payment type %s', (tipo) => {
    const result = createContractSchema.safeParse(mutate((p) => (p.condicao_pagamento.tipo_pagamento = tipo)));
    expect(result.data?.condicao_pagamento.tipo_pagamento).toBe(tipo);
  });

  it.each([
    ['CARTAO_CREDITO_VIA_LINK', 'LINK_PAGAMENTO'],
    ['PIX_COBRANCA', 'COBRANCA_PIX'],
  ])('accepts the variant spelling %s and normalizes it to %s', (variant, normalized) => {
    const result = createContractSchema.safeParse(mutate((p) => (p.condicao_pagamento.tipo_pagamento = variant)));
    expect(result.success).toBe(true);
    expect(result.data?.condicao_pagamento.tipo_pagamento).toBe(normalized);
  });

  it('describeZodError names the field, the way the sandbox answers 400', () => {
    const result = createContractSchema.safeParse(mutate((p) => (p.termos.intervalo_frequencia = 61)));
    expect(result.error && describeZodError(result.error)).toBe('termos.intervalo_frequencia: O valor máximo é 60.');
  });
});

describe('contractListQuerySchema', () => {
  const base = { data_inicio: '2026-01-01', data_fim: '2026-12-31' };
  const parse = (extra: Record<string, unknown>) => contractListQuerySchema.safeParse({ ...base, ...extra });
  const paths = (r: ReturnType<typeof parse>) => r.error?.issues.map((i) => i.path.join('.')) ?? [];

  it('applies defaults: pagina 1, tamanho_pagina 10', () => {
    const result = parse({});
    expect(result.data).toEqual({ ...base, pagina: 1, tamanho_pagina: 10 });
  });

  it('reads numbers from query-string text', () => {
    expect(parse({ pagina: '3', tamanho_pagina: '50' }).data).toMatchObject({ pagina: 3, tamanho_pagina: 50 });
  });

  it('takes pages of up to 1000, as the platform does (docs/platform-contract.md says 50)', () => {
    expect(parse({ tamanho_pagina: '1000' }).data).toMatchObject({ tamanho_pagina: 1000 });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['tamanho_pagina 1001', { tamanho_pagina: '1001' }, 'tamanho_pagina', 'O valor máximo é 1000.'],
    ['tamanho_pagina 0', { tamanho_pagina: '0' }, 'tamanho_pagina', 'O valor mínimo é 1.'],
    ['tamanho_pagina fractional', { tamanho_pagina: '2.5' }, 'tamanho_pagina', 'Informe um número inteiro.'],
    ['pagina 0', { pagina: '0' }, 'pagina', 'O valor mínimo é 1.'],
    ['pagina not a number', { pagina: 'abc' }, 'pagina', 'Informe um número.'],
    [
      'VALE_PRESENTE as a filter',
      { tipo_pagamento: ['VALE_PRESENTE'] },
      'tipo_pagamento.0',
      'Escolha uma das opções válidas.',
    ],
    [
      'unknown payment type',
      { tipo_pagamento: ['BOLETO_BANCARIO', 'X'] },
      'tipo_pagamento.1',
      'Escolha uma das opções válidas.',
    ],
    ['status DELETADO (not a filter value)', { status: 'DELETADO' }, 'status', 'Escolha uma das opções válidas.'],
    ['status unknown', { status: 'ativo' }, 'status', 'Escolha uma das opções válidas.'],
    [
      'sort field unknown',
      { campo_ordenado_ascendente: 'NUMERO' },
      'campo_ordenado_ascendente',
      'Escolha uma das opções válidas.',
    ],
    ['invalid data_inicio', { data_inicio: '2026-02-30' }, 'data_inicio', 'Data inválida.'],
  ])('%s is invalid', (_name, extra, path, message) => {
    const result = parse(extra);
    expect(result.success).toBe(false);
    expect(paths(result)).toEqual([path]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('data_inicio and data_fim are required', () => {
    const result = contractListQuerySchema.safeParse({});
    expect(paths(result).sort()).toEqual(['data_fim', 'data_inicio']);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Informe a data.', 'Informe a data.']);
  });

  it.each(['TODOS', 'ATIVO', 'INATIVO', 'PROXIMO_AO_VENCIMENTO'])('status %s is a valid filter', (status) => {
    expect(parse({ status }).success).toBe(true);
  });

  it('every payment type but VALE_PRESENTE is a valid filter', () => {
    const filters = PAYMENT_TYPES.filter((t) => t !== 'VALE_PRESENTE');
    expect(parse({ tipo_pagamento: filters }).data?.tipo_pagamento).toEqual(filters);
  });
});

describe('lenient response schemas', () => {
  it('the list passes unknown enum values and extra fields through', () => {
    const input = {
      itens: [
        {
          id: 'c1',
          numero: 7,
          status: 'SUSPENSO',
          tipo_pagamento: 'CRIPTO',
          conta_financeira: { id: 'a', tipo: 'CONTA_NOVA' },
          termos: { tipo_expiracao: 'VEZES', vigencia_atual: 2, novo: true },
          campo_novo: { x: 1 },
        },
      ],
      itens_totais: 1,
      pagina_extra: 3,
    };
    const result = contractListResponseSchema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(input);
  });

  it('the list normalizes the variant spellings of payment types', () => {
    const result = contractListResponseSchema.parse({
      itens: [
        { id: 'a', tipo_pagamento: 'PIX_COBRANCA' },
        { id: 'b', tipo_pagamento: 'CARTAO_CREDITO_VIA_LINK' },
      ],
      itens_totais: 2,
    });
    expect(result.itens.map((i) => i.tipo_pagamento)).toEqual(['COBRANCA_PIX', 'LINK_PAGAMENTO']);
  });

  it('`itens: null` becomes [] and a missing total becomes 0', () => {
    expect(contractListResponseSchema.parse({ itens: null, itens_totais: null })).toEqual({
      itens: [],
      itens_totais: 0,
    });
    expect(contractListResponseSchema.parse({})).toEqual({ itens: [], itens_totais: 0 });
  });

  it('null optional fields of an item pass', () => {
    const item = { id: 'x', numero: null, status: null, total: null, cliente: null, termos: null };
    expect(contractListResponseSchema.parse({ itens: [item], itens_totais: 1 }).itens[0]).toEqual(item);
  });

  it('still rejects what cannot be used: an item without id, a wrong type', () => {
    expect(contractListResponseSchema.safeParse({ itens: [{ numero: 1 }] }).success).toBe(false);
    expect(contractListResponseSchema.safeParse({ itens: [{ id: 'x', total: '10,00' }] }).success).toBe(false);
  });

  it('the detail has no required field and keeps unknown values', () => {
    expect(contractDetailSchema.parse({})).toEqual({});
    const detail = {
      id: 'x',
      status: 'ARQUIVADO',
      termos: { tipo_frequencia: 'SEMANAL', tipo_expiracao: 'VEZES', extra: 1 },
      condicao_pagamento: { tipo_pagamento: 'PIX_COBRANCA' },
      novo_bloco: [1, 2],
    };
    expect(contractDetailSchema.parse(detail)).toEqual({
      ...detail,
      condicao_pagamento: { tipo_pagamento: 'COBRANCA_PIX' },
    });
  });

  it('the creation response and next number', () => {
    expect(createContractResponseSchema.parse({ id: 'a', id_legado: 5, id_venda: null, extra: 1 })).toEqual({
      id: 'a',
      id_legado: 5,
      id_venda: null,
      extra: 1,
    });
    expect(createContractResponseSchema.safeParse({ id_legado: 5 }).success).toBe(false);
    expect(nextNumberSchema.parse(1169)).toBe(1169);
    expect(nextNumberSchema.parse(null)).toBeNull();
    expect(nextNumberSchema.safeParse('1169').success).toBe(false);
    expect(nextNumberSchema.safeParse(1.5).success).toBe(false);
  });
});

describe('contract answers and requests of the platform', () => {
  it("the root remark read back in the payment condition is the contract's remark; the spec's detail keeps both", () => {
    const observed = contractDetailSchema.parse(detailRemarks.payload);
    // The remark for the invoice is not returned: unknown, not empty.
    expect(contractRemarks(observed)).toEqual({
      remarks: detailRemarks.written.observacoes,
      invoiceRemarks: undefined,
    });
    expect(contractRemarks(contractDetailSchema.parse(detailPublished))).toEqual({
      remarks: 'Contrato de venda recorrente para serviços de consultoria.',
      invoiceRemarks: 'Pagamento mensal',
    });
    expect(contractRemarks(contractDetailSchema.parse({}))).toEqual({ remarks: null, invoiceRemarks: undefined });
  });

  it('proximo-numero may answer null (published as nullable)', () => {
    expect(nextNumberSchema.safeParse(nextNumberNull).success).toBe(true);
    expect(nextNumberSchema.parse(nextNumberNull)).toBeNull();
  });

  it('a creation spelled as the contracts document publishes it is valid, and goes out spelled so', () => {
    const parsed = createContractSchema.parse(createPixCharge);
    expect(parsed.condicao_pagamento.tipo_pagamento).toBe('COBRANCA_PIX');
    expect(toCreationRequest(parsed).condicao_pagamento.tipo_pagamento).toBe('PIX_COBRANCA');
    const link = createContractSchema.parse({
      ...createPixCharge,
      condicao_pagamento: { ...createPixCharge.condicao_pagamento, tipo_pagamento: 'LINK_PAGAMENTO' },
    });
    expect(toCreationRequest(link).condicao_pagamento.tipo_pagamento).toBe('CARTAO_CREDITO_VIA_LINK');
    const boleto = createContractSchema.parse({
      ...createPixCharge,
      condicao_pagamento: { ...createPixCharge.condicao_pagamento, tipo_pagamento: 'BOLETO_BANCARIO' },
    });
    expect(toCreationRequest(boleto).condicao_pagamento.tipo_pagamento).toBe('BOLETO_BANCARIO');
    // What goes out is valid for the platform's creation schema too.
    expect(createContractSchema.safeParse(toCreationRequest(parsed)).success).toBe(true);
  });
});
