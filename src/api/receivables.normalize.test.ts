import { installmentChargePublished } from './fixtures/charges/charge';
import { describe, expect, it } from 'vitest';
import { settlementMethodLabel } from '../lib/labels/settlement';
import { receivableStatusLabel, readStatus } from '../lib/labels/receivable';
import {
  installmentProduction,
  installmentPublished,
  receivablesSearchProduction,
  receivablesSearchPublished,
  settlementCreatedPublished,
  settlementsListProduction,
  settlementsListPublished,
  settlementUpdatedProduction,
} from './fixtures/financial';
import { normalizeInstallment, normalizeSettlement } from './installment.normalize';
import { normalizeReceivablesPage, normalizeTotals } from './receivables.normalize';
import {
  installmentSchema,
  receivablesCountSchema,
  receivablesPageSchema,
  settlementListSchema,
  settlementSchema,
} from './receivables.schema';

/** A search payload as the receivables screen gets it: parsed, then normalized. */
const readPage = (payload: unknown) => normalizeReceivablesPage(receivablesPageSchema.parse(payload));

/** docs/platform-contract.md's shapes, as the sandbox answered before it spoke the platform. */
const apiSpecSearch = {
  itens_totais: 1,
  itens: [
    {
      id: '0190a5c8-0000-7000-8000-000000000001',
      descricao: 'Venda avulsa',
      data_vencimento: '2026-11-01',
      status: 'EM_ABERTO',
      status_traduzido: 'Em aberto',
      total: 100,
      pago: 0,
      nao_pago: 100,
      cliente: { id: '0190a5c8-0000-7000-8000-000000000002', nome: 'Cliente A' },
    },
  ],
  totais: { total: 100, pago: 0, nao_pago: 100, atrasado: 0 },
};
const apiSpecInstallment = {
  id: '0190a5c8-0000-7000-8000-000000000001',
  versao: 2,
  status: 'QUITADO',
  total: 100,
  valor_pago: 100,
  nao_pago: 0,
  cliente: { id: '0190a5c8-0000-7000-8000-000000000002', nome: 'Cliente A' },
  baixas: [
    {
      id: 'b1',
      versao: 1,
      data_pagamento: '2026-11-02',
      conta_financeira: '0190a5c8-0000-7000-8000-00000000000a',
      composicao_valor: { valor_bruto: 100, juros: 2 },
    },
  ],
};

describe('every fixture parses with the schema of its endpoint (never "formato inesperado")', () => {
  it.each([
    ['search, published', receivablesPageSchema, receivablesSearchPublished],
    ['search, production', receivablesPageSchema, receivablesSearchProduction],
    ['search, docs/platform-contract.md', receivablesPageSchema, apiSpecSearch],
    ['search read for its count, published', receivablesCountSchema, receivablesSearchPublished],
    ['search read for its count, production', receivablesCountSchema, receivablesSearchProduction],
    ['search read for its count, docs/platform-contract.md', receivablesCountSchema, apiSpecSearch],
    ['installment, published', installmentSchema, installmentPublished],
    ['installment, production', installmentSchema, installmentProduction],
    ['installment, docs/platform-contract.md', installmentSchema, apiSpecInstallment],
    ['settlements list, published', settlementListSchema, settlementsListPublished],
    ['settlements list, production', settlementListSchema, settlementsListProduction],
    ['settlements list, envelope', settlementListSchema, { itens: settlementsListProduction }],
    ['settlement created, published', settlementSchema, settlementCreatedPublished],
    ['settlement updated, production', settlementSchema, settlementUpdatedProduction],
  ] as const)('%s', (_name, schema, payload) => {
    const result = (schema as typeof settlementSchema).safeParse(payload);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it('a search read for its count gives the count and totals of the full read', () => {
    for (const payload of [receivablesSearchPublished, receivablesSearchProduction, apiSpecSearch]) {
      const full = readPage(payload);
      const count = receivablesCountSchema.parse(payload);
      expect(count.itens_totais).toBe(full.itens_totais);
      expect(normalizeTotals(count.totais)).toEqual(full.totais);
    }
  });

  it('every settlement, wherever it comes (lists, baixas[], writes), parses with the settlement schema', () => {
    const all = [
      ...settlementsListPublished,
      ...settlementsListProduction,
      ...installmentPublished.baixas,
      ...installmentProduction.baixas,
      settlementCreatedPublished,
      settlementUpdatedProduction,
    ];
    for (const s of all) expect(settlementSchema.safeParse(s).success).toBe(true);
  });
});

describe('normalizeReceivablesPage', () => {
  it('reads the production search: Portuguese labels, the settle action on open and overdue rows, a null customer', () => {
    const page = readPage(receivablesSearchProduction);
    expect(page.itens.map((i) => [i.status, i.statusLabel, i.settleable])).toEqual([
      ['RECEBIDO', 'Recebido', false],
      ['ATRASADO', 'Atrasado', true],
      ['EM_ABERTO', 'Em aberto', true],
    ]);
    expect(page.itens[0]?.pessoa).toBeNull();
    expect(page.itens[1]?.pessoa).toEqual({
      id: '0190a5c8-3c1e-7d2a-9f00-000000000002',
      nome: 'Padaria Pão Quente Ltda',
    });
    expect(page.totais).toEqual({
      total: 1570.5,
      recebido: 1000,
      emAberto: 570.5,
      atrasado: 450.5,
      parcialSemDivisao: 0,
    });
  });

  it.each([
    [
      'the published search: centros_custo, OVERDUE, and no amounts in the published totals',
      receivablesSearchPublished,
      {
        status: 'ATRASADO',
        statusLabel: 'Atrasado',
        settleable: true,
        centros_de_custo: [{ nome: 'Centro de custo de Teste' }],
      },
      null,
    ],
    [
      "docs/platform-contract.md's search (Portuguese status, flat totals)",
      apiSpecSearch,
      { status: 'EM_ABERTO', statusLabel: 'Em aberto', settleable: true, pessoa: { nome: 'Cliente A' } },
      { total: 100, recebido: 0, emAberto: 100, atrasado: 0, parcialSemDivisao: 0 },
    ],
  ])('reads %s', (_name, payload, firstRow, totais) => {
    const page = readPage(payload);
    expect(page.itens[0]).toMatchObject(firstRow);
    expect(page.totais).toEqual(totais);
  });
});

describe('normalizeTotals', () => {
  it.each<[string, unknown, ReturnType<typeof normalizeTotals>]>([
    [
      'flat',
      { total: 10, pago: 4, nao_pago: 6, atrasado: 1 },
      { total: 10, recebido: 4, emAberto: 6, atrasado: 1, parcialSemDivisao: 0 },
    ],
    [
      'flat without atrasado',
      { total: 10, pago: 4, nao_pago: 6 },
      { total: 10, recebido: 4, emAberto: 6, atrasado: null, parcialSemDivisao: 0 },
    ],
    [
      'per situation, lower-case Portuguese keys: the partly received kept apart until read',
      { em_aberto: 0.1, atrasado: 0.2, recebido_parcial: 1, recebido: 5, perdido: 2, renegociado: 0 },
      { total: 8.3, recebido: 5, emAberto: 0.3, atrasado: 0.2, parcialSemDivisao: 1 },
    ],
    [
      'per situation, English keys',
      { OVERDUE: 3, ACQUITTED: 7 },
      { total: 10, recebido: 7, emAberto: 3, atrasado: 3, parcialSemDivisao: 0 },
    ],
    [
      'per situation, objects',
      { ATRASADO: { valor: 3, quantidade: 2 }, RECEBIDO: { total: 1 } },
      { total: 4, recebido: 1, emAberto: 3, atrasado: 3, parcialSemDivisao: 0 },
    ],
    [
      "production's buckets: `todos` an amount at least received plus open",
      {
        pago: { valor: 5 },
        pendente: { valor: 1.5 },
        vence_hoje: { valor: 0.5 },
        vencido: { valor: 2 },
        aberto: { valor: 4 },
        todos: 9.99,
      },
      { total: 9.99, recebido: 5, emAberto: 4, atrasado: 2, parcialSemDivisao: 0 },
    ],
    [
      "production's buckets: `todos` below received plus open is a count, no total; `aberto` absent is the three buckets",
      { pago: { valor: 500 }, pendente: { valor: 100 }, vence_hoje: { valor: 0.1 }, vencido: { valor: 20 }, todos: 12 },
      { total: null, recebido: 500, emAberto: 120.1, atrasado: 20, parcialSemDivisao: 0 },
    ],
    [
      "production's buckets, some missing: what is not sent is not shown",
      { vencido: { valor: 3 }, todos: { valor: 3 } },
      { total: null, recebido: null, emAberto: 3, atrasado: 3, parcialSemDivisao: 0 },
    ],
    ['published counts', { ativo: 6, inativo: 0, todos: 6 }, null],
    ['absent', undefined, null],
    ['null', null, null],
    ['a list', [1, 2], null],
    ['text', 'x', null],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeTotals(raw)).toEqual(expected);
  });
});

describe('statuses', () => {
  it.each([
    ['OVERDUE', null, 'ATRASADO', 'Atrasado'],
    ['PENDING', null, 'EM_ABERTO', 'Em aberto'],
    ['ACQUITTED', null, 'RECEBIDO', 'Recebido'],
    ['CANCELED', null, 'CANCELADO', 'Cancelado'],
    ['PARTIAL', 'RECEBIDO_PARCIAL', 'RECEBIDO_PARCIAL', 'Recebido parcial'],
    ['WHATEVER', 'PERDIDO', 'PERDIDO', 'Perdido'],
    ['PENDENTE', null, 'EM_ABERTO', 'Em aberto'],
    ['QUITADO', null, 'RECEBIDO', 'Recebido'],
    ['EM_ABERTO', 'Em aberto', 'EM_ABERTO', 'Em aberto'],
  ])('%s / %s -> %s', (status, translated, code, label) => {
    expect(readStatus(status, translated)).toEqual({ code, label, known: true });
  });

  it('an unknown code gets a neutral label, never an error, and no settle action', () => {
    expect(readStatus('WRITTEN_OFF')).toEqual({ code: 'WRITTEN_OFF', label: 'Situação não reconhecida', known: false });
    expect(readStatus('WRITTEN_OFF', 'EM_PROTESTO')).toEqual({
      code: 'WRITTEN_OFF',
      label: 'Em protesto',
      known: false,
    });
    expect(receivableStatusLabel(null)).toBe('—');
    const page = normalizeReceivablesPage(
      receivablesPageSchema.parse({ itens: [{ id: 'x', status: 'WRITTEN_OFF', cliente: null }], totais: null }),
    );
    expect(page.itens[0]).toMatchObject({ statusLabel: 'Situação não reconhecida', settleable: false, pessoa: null });
  });
});

describe('normalizeInstallment and normalizeSettlement', () => {
  it('reads a charge as the published installment lists it (`SolicitacaoCobranca`), with the account it was issued on', () => {
    const i = normalizeInstallment(
      installmentSchema.parse({ ...installmentPublished, solicitacoes_cobrancas: [installmentChargePublished] }),
    );
    expect(i.cobrancas).toEqual([
      {
        id: installmentChargePublished.id,
        tipo: 'BOLETO',
        status: 'AGUARDANDO_CONFIRMACAO',
        data_vencimento: '2025-09-05',
        url: 'www.exemplo.com',
        contaId: installmentChargePublished.conta_financeira.id,
      },
    ]);
  });

  it('reads the published installment: no customer, total = paid + open, settlements from valor_composicao', () => {
    const i = normalizeInstallment(installmentSchema.parse(installmentPublished));
    // The month whose result it counts in (the event's competence); production's read may omit it.
    expect(i.evento?.competencia).toBe(installmentPublished.evento.data_competencia);
    expect(normalizeInstallment(installmentSchema.parse(installmentProduction)).evento?.competencia).toBeNull();
    expect(i).toMatchObject({
      status: 'EM_ABERTO',
      statusLabel: 'Em aberto',
      settleable: true,
      pessoa: null,
      total: 15,
      valor_pago: 10,
      nao_pago: 5,
    });
    expect(i.conta_financeira).toEqual({ id: '35473eec-4e74-11ee-b500-9f61de8a8b8d', nome: 'Conta Corrente' });
    expect(i.baixas[0]).toMatchObject({
      composicao: { valor_bruto: 10 },
      valorLiquido: 10,
      conta: { nome: 'Conta Corrente' },
      metodo_pagamento: 'DEPOSITO_BANCARIO',
    });
  });

  it('a read of the correction or of a settlement spelled CREDITO_VIRTUA is the one virtual-credit method (BaixaResponseDTO)', () => {
    const [published] = installmentPublished.baixas;
    const read = normalizeSettlement(settlementSchema.parse({ ...published, metodo_pagamento: 'CREDITO_VIRTUA' }));
    expect(read.metodo_pagamento).toBe('CREDITO_VIRTUAL');
    expect(settlementMethodLabel(read.metodo_pagamento)).toBe('Crédito virtual');
  });

  it('an installment read without paid and open amounts is worth its valor_total_liquido (Parcela)', () => {
    const { valor_pago: _p, nao_pago: _o, ...rest } = installmentPublished;
    expect(normalizeInstallment(installmentSchema.parse(rest)).total).toBe(10);
    const { valor_total_liquido: _v, ...bare } = rest;
    expect(normalizeInstallment(installmentSchema.parse(bare)).total).toBe(15);
  });

  it('an installment paid above its value is still worth its gross value: the rest is paid over it', () => {
    const overpaid = {
      ...installmentPublished,
      status: 'QUITADO',
      valor_pago: 3500,
      nao_pago: 0,
      perda: null,
      valor_composicao: { ...installmentPublished.valor_composicao, valor_bruto: 3094.01 },
    };
    const read = normalizeInstallment(installmentSchema.parse(overpaid));
    expect(read.total).toBe(3094.01);
    expect(read.valor_pago).toBe(3500);
    // Paid in full, not over: paid + open as before.
    const exact = { ...overpaid, valor_pago: 3094.01 };
    expect(normalizeInstallment(installmentSchema.parse(exact)).total).toBe(3094.01);
  });

  it('a cancelled installment, nothing paid and nothing due, is still worth its valor_total_liquido', () => {
    const cancelled = { ...installmentPublished, status: 'CANCELADO', valor_pago: 0, nao_pago: 0, perda: null };
    const read = normalizeInstallment(installmentSchema.parse(cancelled));
    expect(read.total).toBe(installmentPublished.valor_total_liquido);
    expect(read.nao_pago).toBe(0);
  });

  it('an installment written off as a loss is still worth what it was: paid + open + lost', () => {
    const lost = {
      ...installmentPublished,
      status: 'PERDIDO',
      valor_pago: 2,
      nao_pago: 0,
      perda: { data: '2024-07-15', valor: 8 },
    };
    expect(normalizeInstallment(installmentSchema.parse(lost)).total).toBe(10);
  });

  it.each([
    [
      'the production installment after a partial payment',
      installmentProduction,
      { status: 'RECEBIDO_PARCIAL', statusLabel: 'Recebido parcial', settleable: true, total: 1, versao: 2 },
      { composicao: { valor_bruto: 0.5 }, valorLiquido: 0.5, conta: { nome: 'Banco Inter' } },
    ],
    [
      "docs/platform-contract.md's installment (total and customer sent, composicao_valor, the account's id)",
      apiSpecInstallment,
      { status: 'RECEBIDO', settleable: false, total: 100, pessoa: { nome: 'Cliente A' } },
      {
        composicao: { valor_bruto: 100, juros: 2 },
        valorLiquido: 102,
        conta: { id: '0190a5c8-0000-7000-8000-00000000000a', nome: null },
      },
    ],
  ])('reads %s', (_name, payload, installment, firstSettlement) => {
    const i = normalizeInstallment(installmentSchema.parse(payload));
    expect(i).toMatchObject(installment);
    expect(i.baixas[0]).toMatchObject(firstSettlement);
  });

  it('computes the net amount when valor_liquido is absent, and reads the account as an id', () => {
    const [s] = settlementListSchema.parse(settlementsListPublished).map(normalizeSettlement);
    expect(s).toMatchObject({
      valorLiquido: 143.75,
      conta: { id: '35473eec-4e74-11ee-b500-9f61de8a8b8d', nome: null },
      metodo_pagamento: 'CARTAO_CREDITO',
    });
    expect(normalizeSettlement(settlementSchema.parse(settlementCreatedPublished))).toMatchObject({
      composicao: { valor_bruto: 150 },
      valorLiquido: 143.75,
      versao: 1,
    });
    expect(normalizeSettlement(settlementSchema.parse(settlementUpdatedProduction))).toMatchObject({
      versao: 2,
      composicao: { valor_bruto: 0.4 },
    });
  });
});
