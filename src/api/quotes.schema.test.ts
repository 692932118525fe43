import { describe, expect, it } from 'vitest';
import { payload as refusedOnly } from './fixtures/quotes/list/refused-only';
import { payload as refusedUncounted } from './fixtures/quotes/list/refused-uncounted';
import { payload as readPublished } from './fixtures/quotes/read/published';
import * as remarksSwapped from './fixtures/quotes/read/remarks-swapped';
import {
  createQuoteSchema,
  deleteQuotesSchema,
  quoteDetailSchema,
  quoteListQuerySchema,
  quoteListResponseSchema,
} from './quotes.schema';
import { describeZodError } from './common.schema';

const ITEM = '0190a5c8-0000-7000-8000-0000000000aa';
const valid = {
  id_cliente: '0190a5c8-0000-7000-8000-000000000001',
  data_orcamento: '2026-11-21',
  data_validade: '2026-12-21',
  itens: [{ id: ITEM, quantidade: 2, valor: 10.5 }],
};

const errorOf = (input: unknown) => {
  const r = createQuoteSchema.safeParse(input);
  return r.success ? null : describeZodError(r.error);
};

describe('createQuoteSchema', () => {
  it('takes the delivery forecast as free text, as published ("À combinar")', () => {
    expect(createQuoteSchema.parse({ ...valid, previsao_entrega: 'À combinar' }).previsao_entrega).toBe('À combinar');
    expect(createQuoteSchema.parse({ ...valid, previsao_entrega: '2026-12-10' }).previsao_entrega).toBe('2026-12-10');
  });

  it('refuses dates outside 2000–2099, more than 100 items and ids longer than an id', () => {
    expect(errorOf({ ...valid, data_orcamento: '1999-12-31' })).toContain('Use uma data entre 2000 e 2099.');
    expect(errorOf({ ...valid, data_validade: '2100-01-01' })).toContain('Use uma data entre 2000 e 2099.');
    expect(errorOf({ ...valid, itens: Array.from({ length: 101 }, () => valid.itens[0]) })).toContain(
      'Inclua no máximo 100 itens.',
    );
    expect(errorOf({ ...valid, itens: Array.from({ length: 100 }, () => valid.itens[0]) })).toBeNull();
    expect(errorOf({ ...valid, id_cliente: 'x'.repeat(65) })).toContain('Identificador inválido.');
  });

  it('bounds a quantity as a quantity, and the items’ total at what the platform holds', () => {
    const item = valid.itens[0]!;
    expect(errorOf({ ...valid, itens: [{ ...item, quantidade: 1_000_001 }] })).toBe(
      'itens.0.quantidade: A quantidade máxima é 1.000.000.',
    );
    expect(errorOf({ ...valid, itens: [{ ...item, quantidade: 1_000_000, valor: 1000 }] })).toBe(
      'itens: O total dos itens passa de R$ 999.999.999,99.',
    );
    expect(errorOf({ ...valid, itens: [{ ...item, quantidade: 1000, valor: 999_999.99 }] })).toBeNull();
  });

  it('accepts the minimal quote and a full one', () => {
    expect(errorOf(valid)).toBeNull();
    const full = createQuoteSchema.parse({
      ...valid,
      itens: [...valid.itens, { id: ITEM, quantidade: 0.5, valor: 3, valor_custo: 1 }],
      id_vendedor: '',
      descricao: 'Proposta',
      observacoes: '',
      observacoes_pagamento: 'NF',
      previsao_entrega: '',
      composicao_de_valor: { frete: 0, desconto: { tipo: 'PORCENTAGEM', valor: 10 } },
    });
    // Blank optional fields of a form are absent in the request.
    expect(full.id_vendedor).toBeUndefined();
    expect(full.previsao_entrega).toBeUndefined();
    expect(full.itens[1]?.valor_custo).toBe(1);
  });

  it.each([
    ['no customer', { ...valid, id_cliente: '' }, 'id_cliente: Escolha o cliente.'],
    ['no quote date', { ...valid, data_orcamento: '' }, 'data_orcamento: Informe a data.'],
    ['impossible date', { ...valid, data_orcamento: '2026-02-30' }, 'data_orcamento: Data inválida.'],
    [
      'valid until before quote date',
      { ...valid, data_validade: '2026-11-20' },
      'data_validade: A validade não pode ser anterior à data do orçamento.',
    ],
    ['no items', { ...valid, itens: [] }, 'itens: Inclua ao menos um item.'],
    [
      'item without product',
      { ...valid, itens: [{ id: '', quantidade: 1, valor: 1 }] },
      'itens.0.id: Escolha o produto ou serviço.',
    ],
    [
      'zero quantity',
      { ...valid, itens: [{ id: ITEM, quantidade: 0, valor: 1 }] },
      'itens.0.quantidade: A quantidade deve ser maior que zero.',
    ],
    [
      'negative value',
      { ...valid, itens: [{ id: ITEM, quantidade: 1, valor: -1 }] },
      'itens.0.valor: O valor deve ser maior que zero.',
    ],
    [
      'zero value',
      { ...valid, itens: [{ id: ITEM, quantidade: 1, valor: 0 }] },
      'itens.0.valor: O valor deve ser maior que zero.',
    ],
    [
      'blank quantity',
      { ...valid, itens: [{ id: ITEM, quantidade: '', valor: 1 }] },
      'itens.0.quantidade: Campo obrigatório.',
    ],
    [
      'negative cost',
      { ...valid, itens: [{ id: ITEM, quantidade: 1, valor: 1, valor_custo: -2 }] },
      'itens.0.valor_custo: O valor não pode ser negativo.',
    ],
    [
      'negative freight',
      { ...valid, composicao_de_valor: { frete: -1 } },
      'composicao_de_valor.frete: O valor não pode ser negativo.',
    ],
    [
      'discount over 100%',
      { ...valid, composicao_de_valor: { desconto: { tipo: 'PORCENTAGEM', valor: 101 } } },
      'composicao_de_valor.desconto.valor: Um desconto percentual vai de 0 a 100%.',
    ],
    [
      'unknown discount kind',
      { ...valid, composicao_de_valor: { desconto: { tipo: 'X', valor: 1 } } },
      'composicao_de_valor.desconto.tipo: Escolha o tipo de desconto.',
    ],
    [
      'a delivery forecast over 200 characters',
      { ...valid, previsao_entrega: 'x'.repeat(201) },
      'previsao_entrega: Use no máximo 200 caracteres.',
    ],
    ['description too long', { ...valid, descricao: 'x'.repeat(501) }, 'descricao: Use no máximo 500 caracteres.'],
  ])('refuses %s', (_name, input, message) => {
    // The first message of the field is the one a form shows.
    expect(errorOf(input)?.split('; ')[0]).toBe(message);
  });
});

describe('quoteListQuerySchema', () => {
  const errorOfQuery = (input: unknown) => {
    const r = quoteListQuerySchema.safeParse(input);
    return r.success ? null : describeZodError(r.error);
  };
  it('defaults paging, accepts pages of up to 1000 and both dates or neither', () => {
    expect(quoteListQuerySchema.parse({})).toMatchObject({ pagina: 1, tamanho_pagina: 10 });
    expect(quoteListQuerySchema.parse({ tamanho_pagina: '1000' })).toMatchObject({ tamanho_pagina: 1000 });
    expect(errorOfQuery({ data_inicio: '2026-01-01', data_fim: '2026-12-31' })).toBeNull();
  });
  it.each([
    ['only the start', { data_inicio: '2026-01-01' }, /^data_fim: Informe também a data final/],
    ['only the end', { data_fim: '2026-01-01' }, /^data_inicio: Informe também a data inicial/],
    ['end before start', { data_inicio: '2026-02-01', data_fim: '2026-01-01' }, /^data_fim: O fim do intervalo/],
    ['an unknown situation', { situacoes: ['ABERTO'] }, /^situacoes\.0:/],
    ['an unknown sort field', { campo_ordenado_ascendente: 'TOTAL' }, /^campo_ordenado_ascendente:/],
    ['a page size over 1000', { tamanho_pagina: '1001' }, /^tamanho_pagina: O valor máximo é 1000/],
  ])('refuses %s', (_name, input, pattern) => {
    expect(errorOfQuery(input)).toMatch(pattern);
  });
});

describe('deleteQuotesSchema', () => {
  const ids = (n: number) =>
    Array.from({ length: n }, (_, i) => `0190a5c8-0000-7000-8000-${String(i).padStart(12, '0')}`);
  it.each([
    [1, true],
    [10, true],
    [0, false],
    [11, false],
  ])('%i ids: valid %s', (n, ok) => {
    expect(deleteQuotesSchema.safeParse({ ids: ids(n) }).success).toBe(ok);
  });
  it('refuses ids that are not UUIDs', () => {
    expect(deleteQuotesSchema.safeParse({ ids: ['12'] }).success).toBe(false);
  });
});

describe('quote answers of the platform', () => {
  it('a list whose total_itens leaves the refused quote out keeps every item', () => {
    const page = quoteListResponseSchema.parse(refusedUncounted);
    expect(page.itens.map((q) => q.situacao)).toEqual(['ORCAMENTO', 'ORCAMENTO_RECUSADO', 'ORCAMENTO_ACEITO']);
    expect(page.total_itens).toBe(2);
    const refused = quoteListResponseSchema.parse(refusedOnly);
    expect(refused.itens).toHaveLength(1);
    expect(refused.total_itens).toBe(0);
  });

  it('the published read: the delivery forecast is free text', () => {
    expect(quoteDetailSchema.parse(readPublished)).toMatchObject({
      previsao_entrega: 'À combinar',
      itens: [{ nome: 'Produto 01', tipo: 'PRODUTO' }],
    });
  });

  it('the remarks read back swapped are put back as they were written', () => {
    const read = quoteDetailSchema.parse(remarksSwapped.payload);
    expect(read.observacoes).toBe(remarksSwapped.written.observacoes);
    expect(read.observacoes_pagamento).toBe(remarksSwapped.written.observacoes_pagamento);
    expect(read.descricao).toBe(remarksSwapped.written.descricao);
    expect(read.previsao_entrega).toBe(remarksSwapped.written.previsao_entrega);
  });
});
