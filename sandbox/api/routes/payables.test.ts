import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/lib/date-math';
import { makeHarness, TODAY } from '../../test/api-harness';
import { expectedTotals } from '../../test/totals';
import type { CaptureRecord } from '../capture-pipeline';
import { allInstallments, type InstallmentView } from '../receivable-model';
import { seedStore } from '../seed';
import { ONE_OFF } from '../seed-payables';
import { profilesOf } from '../store';

/** The events created through the API (each has its request's protocol), not the seed's. */
const createdEvents = <E extends { protocolo?: string | undefined }>(h: {
  api: { store: { financialEvents: Map<string, E> } };
}): E[] => [...h.api.store.financialEvents.values()].filter((e) => e.protocolo);

/**
 * Payables (contas a pagar): the search, the creation, the installment and its settlement
 * served by the receivables' implementation for the other side, the seeded expense book,
 * the suppliers, and the payable an accepted capture creates.
 */

const PATH = '/v1/financeiro/eventos-financeiros';
const PAYABLES = `${PATH}/contas-a-pagar`;
const WINDOW = 'data_vencimento_de=2020-01-01&data_vencimento_ate=2030-12-31';

type Item = Record<string, unknown> & { id: string; total: number; pago: number; nao_pago: number; descricao: string };
interface Page {
  itens_totais: number;
  itens: Item[];
  totais: Record<string, number>;
}

const h = await makeHarness();
beforeEach(() => h.api.reset());

const get = <T = Page>(path: string) => h.get<T>(path);
const search = (qs = '', size = 1000) => get(`${PAYABLES}/buscar?pagina=1&tamanho_pagina=${size}&${WINDOW}&${qs}`);
const send = async (method: string, path: string, body: unknown) => {
  const response = await h.call(path, { method, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
};
const payables = (): InstallmentView[] => allInstallments(h.api.store, 'DESPESA');
const one = async (descricao: string) => {
  const found = await search(`descricao=${encodeURIComponent(descricao)}`);
  expect(found.body.itens).toHaveLength(1);
  return found.body.itens[0] as Item;
};
const categoryOf = (tipo: 'RECEITA' | 'DESPESA') => h.api.store.categories.find((c) => c.tipo === tipo)?.id as string;
const supplier = (nome: string) => h.api.store.customers.find((c) => c.nome === nome)?.id as string;

/** A valid creation request (`EventoFinanceiroRequest`), minimal as production accepts it. */
const request = (overrides: Record<string, unknown> = {}) => ({
  descricao: 'Consultoria de segurança da informação',
  data_competencia: '2026-11-01',
  valor: 3000,
  contato: supplier('Albuquerque Advogados Associados'),
  rateio: [{ id_categoria: categoryOf('DESPESA'), valor: 3000, rateio_centro_custo: [] }],
  condicao_pagamento: {
    parcelas: [1, 2].map((n) => ({
      descricao: `Consultoria de segurança da informação (${n}/2)`,
      data_vencimento: addDays(TODAY, 30 * n),
      detalhe_valor: { valor_bruto: 1500, valor_liquido: 1500, multa: 0, juros: 0, desconto: 0, taxa: 0 },
    })),
  },
  ...overrides,
});

describe('payables search', () => {
  it('requires the due-date interval and a published page size, as the receivables search', async () => {
    expect((await get(`${PAYABLES}/buscar?pagina=1&tamanho_pagina=100`)).status).toBe(400);
    const size = await get<{ message: string }>(`${PAYABLES}/buscar?pagina=1&tamanho_pagina=30&${WINDOW}`);
    expect(size.status).toBe(400);
    expect(size.body.message).toMatch(/tamanho_pagina/);
  });

  it('answers the receivables shape with fornecedor for cliente, and its own installments only', async () => {
    const page = await search();
    expect(page.status).toBe(200);
    expect(page.body.itens_totais).toBe(payables().length);
    const item = page.body.itens.find((i) => i.descricao === 'Reposição de toner e cartuchos') as Item;
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'descricao',
        'data_vencimento',
        'data_competencia',
        'status',
        'status_traduzido',
        'total',
        'pago',
        'nao_pago',
        'categorias',
        'centros_de_custo',
        'fornecedor',
        'data_criacao',
        'data_alteracao',
      ].sort(),
    );
    expect(item).toMatchObject({
      status: 'PENDING',
      status_traduzido: 'EM_ABERTO',
      total: 689.7,
      nao_pago: 689.7,
      fornecedor: {
        id: supplier('Distribuidora Atlântica de Papéis Ltda'),
        nome: 'Distribuidora Atlântica de Papéis Ltda',
      },
      categorias: [{ nome: 'Material de escritório e copa' }],
    });
    // A tax guide names no supplier.
    const das = (await search('descricao=DAS - Simples Nacional')).body.itens;
    expect(das.length).toBeGreaterThan(15);
    expect(das.every((i) => (i.fornecedor as { id: unknown }).id === null)).toBe(true);
    // Neither side lists the other's installments.
    const receivables = await get(`${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=1000&${WINDOW}`);
    const ids = new Set(page.body.itens.map((i) => i.id));
    expect(receivables.body.itens.some((i) => ids.has(i.id))).toBe(false);
  });

  it('totals per situation as the receivables search does, over the whole filtered set', async () => {
    const first = await search('', 10);
    const second = await get(`${PAYABLES}/buscar?pagina=2&tamanho_pagina=10&${WINDOW}`);
    expect(second.body.itens).toHaveLength(10);
    expect(second.body.totais).toEqual(first.body.totais);
    expect(first.body.totais).toEqual(
      expectedTotals(
        payables().filter((v) => v.status !== 'CANCELADO'),
        TODAY,
      ),
    );
  });

  it('filters by status (repeated and comma forms), description, value and competence', async () => {
    const repeated = await search('status=ATRASADO&status=RECEBIDO_PARCIAL');
    const comma = await search('status=ATRASADO,RECEBIDO_PARCIAL');
    expect(repeated.body.itens_totais).toBe(comma.body.itens_totais);
    expect(new Set(repeated.body.itens.map((i) => i.status_traduzido))).toEqual(
      new Set(['ATRASADO', 'RECEBIDO_PARCIAL']),
    );
    expect(new Set(repeated.body.itens.map((i) => i.status))).toEqual(new Set(['OVERDUE', 'PARTIAL']));
    for (const i of (await search('status=ATRASADO')).body.itens) expect(String(i.data_vencimento) < TODAY).toBe(true);

    const rent = await search('descricao=ALUGUEL da sala');
    expect(rent.body.itens.length).toBeGreaterThanOrEqual(20);
    expect(rent.body.itens.every((i) => i.descricao.startsWith('Aluguel da sala comercial - '))).toBe(true);
    expect((await search('descricao=agua e esgoto')).body.itens.length).toBeGreaterThan(15);

    const big = await search('valor_de=5000');
    expect(big.body.itens.length).toBeGreaterThan(0);
    expect(big.body.itens.every((i) => i.total >= 5000)).toBe(true);
    const competence = await search('data_competencia_de=2026-10-01&data_competencia_ate=2026-10-31');
    expect(competence.body.itens.every((i) => String(i.data_competencia).startsWith('2026-10'))).toBe(true);
  });

  it('filters by financial account, category and cost center; ignores ids_clientes and unknown parameters', async () => {
    const store = h.api.store;
    const pettyCash = store.accounts.find((a) => a.tipo === 'CAIXINHA')?.id as string;
    const byAccount = await search(`ids_contas_financeiras=${pettyCash}`);
    expect(byAccount.body.itens_totais).toBe(payables().filter((v) => v.accountId === pettyCash).length);
    expect(byAccount.body.itens.every((i) => i.descricao.startsWith('Material de copa e limpeza'))).toBe(true);

    const software = store.categories.find((c) => c.nome === 'Software e assinaturas')?.id as string;
    const byCategory = await search(`ids_categorias=${software}`);
    expect(byCategory.body.itens_totais).toBe(payables().filter((v) => v.categoryId === software).length);
    expect(byCategory.body.itens_totais).toBeGreaterThan(30);

    const tech = store.costCenters.find((c) => c.nome === 'Tecnologia')?.id as string;
    const byCenter = await search(`ids_centros_de_custo=${tech}`);
    expect(byCenter.body.itens_totais).toBe(payables().filter((v) => v.costCenterId === tech).length);
    expect(byCenter.body.itens.every((i) => (i.centros_de_custo as Array<{ id: string }>)[0]?.id === tech)).toBe(true);

    const all = (await search()).body.itens_totais;
    const someone = store.customers[0]?.id as string;
    expect((await search(`ids_clientes=${someone}&ids_fornecedores=${someone}&zzz=1`)).body.itens_totais).toBe(all);
    expect((await search('ids_clientes=')).status).toBe(200);
  });

  it('pages up to 1000 and sorts by due date (default), value or description', async () => {
    const all = await search();
    expect(all.body.itens).toHaveLength(all.body.itens_totais);
    expect(all.body.itens_totais).toBeGreaterThan(300);
    const dates = all.body.itens.map((i) => String(i.data_vencimento));
    expect(dates).toEqual([...dates].sort());
    const byValue = (await search('campo_ordenado_descendente=VALOR', 10)).body.itens.map((i) => i.total);
    expect(byValue).toEqual([...byValue].sort((a, b) => b - a));
    expect(byValue[0]).toBe(Math.max(...all.body.itens.map((i) => i.total)));
    const byName = (await search('campo_ordenado_ascendente=nome', 50)).body.itens.map((i) => i.descricao);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});

describe('the seeded expense book', () => {
  it('spans the last 18 months and the next 12, mostly paid, some overdue or partly paid, bills due today and this week', () => {
    const views = payables();
    const dates = views.map((v) => v.data_vencimento).sort();
    expect(dates[0]! >= addDays(TODAY, -18 * 31)).toBe(true);
    expect(dates[0]! <= addDays(TODAY, -17 * 30)).toBe(true);
    // seed-payables.ts's bills to 3 months ahead, seed-expenses.ts's to the end of month + 12.
    expect(dates.at(-1)! >= addDays(TODAY, 360)).toBe(true);
    const past = views.filter((v) => v.data_vencimento < TODAY && !['CANCELADO', 'RENEGOCIADO'].includes(v.status));
    const overdue = past.filter((v) => v.status === 'ATRASADO').length / past.length;
    // A year of payroll, always paid on time, sits among them (seed-expenses.ts).
    expect(overdue).toBeGreaterThanOrEqual(0.03);
    expect(overdue).toBeLessThanOrEqual(0.1);
    expect(past.filter((v) => v.status === 'QUITADO').length / past.length).toBeGreaterThan(0.85);
    expect(views.filter((v) => v.status === 'RECEBIDO_PARCIAL').length).toBeGreaterThanOrEqual(3);
    const open = views.filter(
      (v) => v.openCents > 0 && ['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'].includes(v.status),
    );
    expect(open.filter((v) => v.data_vencimento === TODAY).length).toBeGreaterThanOrEqual(3);
    const week = open.filter((v) => v.data_vencimento > TODAY && v.data_vencimento <= addDays(TODAY, 7));
    expect(week.length).toBeGreaterThanOrEqual(4);
    // Every paid one has its settlement on an account.
    for (const v of views.filter((x) => x.status === 'QUITADO')) {
      expect(v.settlements.length).toBe(1);
      expect(h.api.store.accounts.some((a) => a.id === v.settlements[0]?.conta_financeira)).toBe(true);
    }
  });

  it('keeps the one-off rows unique (tests find them by description) and is the same on every seed of a day', () => {
    const views = payables();
    for (const [descricao, , , , , , , , installments] of ONE_OFF) {
      if (!installments)
        expect(
          views.filter((v) => v.descricao === descricao),
          descricao,
        ).toHaveLength(1);
    }
    expect(seedStore(TODAY).payables).toEqual(h.api.store.payables);
  });

  it('seeds about 29 suppliers (tipo_perfil=Fornecedor) and still three people who are not customers', async () => {
    const suppliers = await get<{ totalItems: number; items: Array<{ nome: string }> }>(
      '/v1/pessoas?tipo_perfil=Fornecedor&tamanho_pagina=100',
    );
    expect(suppliers.status).toBe(200);
    // seed-payables.ts's 25 and seed-expenses.ts's 4.
    expect(suppliers.body.totalItems).toBe(29);
    expect(suppliers.body.items.map((p) => p.nome)).toContain('Imobiliária Porto Firme Administração de Bens Ltda');
    expect((await get('/v1/pessoas?tipo_perfil=FORNECEDOR')).status).toBe(400);
    const everyone = (await get<{ totalItems: number }>('/v1/pessoas?tamanho_pagina=100')).body.totalItems;
    const customers = (await get<{ totalItems: number }>('/v1/pessoas?tipo_perfil=Cliente&tamanho_pagina=100')).body;
    expect(everyone - customers.totalItems).toBe(3);
    // Every supplier of a seeded payable is a Fornecedor.
    const store = h.api.store;
    for (const v of payables().filter((x) => x.contactId)) {
      expect(profilesOf(store.customers.find((c) => c.id === v.contactId)!)).toContain('Fornecedor');
    }
  });
});

describe('creating a payable (POST .../contas-a-pagar)', () => {
  it('answers 200 with a pending protocol, and the installments are in the search at once', async () => {
    const created = await send('POST', PAYABLES, request());
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      protocolo: expect.any(String),
      status: 'PENDING',
      data_criacao: expect.any(String),
    });
    const found = await search(`descricao=${encodeURIComponent('Consultoria de segurança da informação')}`);
    expect(found.body.itens.map((i) => [i.descricao, i.total, i.status_traduzido])).toEqual([
      ['Consultoria de segurança da informação (1/2)', 1500, 'EM_ABERTO'],
      ['Consultoria de segurança da informação (2/2)', 1500, 'EM_ABERTO'],
    ]);
    expect(found.body.itens[0]?.fornecedor).toEqual({
      id: supplier('Albuquerque Advogados Associados'),
      nome: 'Albuquerque Advogados Associados',
    });
    const read = await get<Record<string, unknown>>(`${PATH}/parcelas/${found.body.itens[1]?.id}`);
    expect(read.body).toMatchObject({
      indice: 2,
      status: 'PENDENTE',
      evento: { tipo: 'DESPESA', data_competencia: '2026-11-01' },
    });
    expect(read.body).not.toHaveProperty('fornecedor');
  });

  it('lists every missing field at once, in the Java names production answers', async () => {
    const before = h.api.store.payables.length;
    const empty = await send('POST', PAYABLES, {});
    expect(empty.status).toBe(400);
    const message = String(empty.body.message);
    for (const field of ['competenceDate', 'valor', 'paymentCondition', 'rateio'])
      expect(message).toContain(`${field}: `);
    expect(message).not.toMatch(/observacao|contato|conta_financeira/);
    const noInstallment = await send('POST', PAYABLES, request({ condicao_pagamento: { parcelas: [] } }));
    expect(noInstallment.body.message).toBe('paymentCondition.installments: deve ter no mínimo uma parcela');
    expect(h.api.store.payables.length).toBe(before);
  });

  it('refuses a revenue category, net values that do not add up to valor, unknown ids', async () => {
    const revenue = await send(
      'POST',
      PAYABLES,
      request({ rateio: [{ id_categoria: categoryOf('RECEITA'), valor: 3000 }] }),
    );
    expect(revenue.status).toBe(400);
    expect(revenue.body.message).toMatch(/rateio\[0\]\.id_categoria: .*DESPESA/);
    const sum = await send(
      'POST',
      PAYABLES,
      request({ valor: 3100, rateio: [{ id_categoria: categoryOf('DESPESA'), valor: 3100 }] }),
    );
    expect(sum.status).toBe(400);
    expect(sum.body.message).toMatch(/paymentCondition\.installments: .*3000,00.*3100,00/);
    const unknown = await send('POST', PAYABLES, request({ contato: '0190a5c8-0000-7000-8000-00000000ffff' }));
    expect(unknown.body.message).toMatch(/contato: pessoa não encontrada/);
    // The seed's own events (split bills) are not the API's: only those with a protocol count.
    expect(createdEvents(h).length).toBe(0);
  });

  it('refuses what no business writes: amounts past R$ 999.999.999,99, long texts, too many installments, implausible dates', async () => {
    const parcel = (n: number, total: number, due = addDays(TODAY, 30)) => ({
      descricao: `Parcela ${n}`,
      data_vencimento: due,
      detalhe_valor: { valor_bruto: total, valor_liquido: total, multa: 0, juros: 0, desconto: 0, taxa: 0 },
    });
    const huge = 1e20;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [
        {
          valor: huge,
          rateio: [{ id_categoria: categoryOf('DESPESA'), valor: huge }],
          condicao_pagamento: { parcelas: [parcel(1, huge)] },
        },
        /valor: deve ser no máximo 999\.999\.999,99/,
      ],
      [{ descricao: 'x'.repeat(256) }, /descricao: deve ter no máximo 255 caracteres/],
      [
        {
          valor: 61,
          rateio: [{ id_categoria: categoryOf('DESPESA'), valor: 61 }],
          condicao_pagamento: { parcelas: Array.from({ length: 61 }, (_, i) => parcel(i + 1, 1)) },
        },
        /no máximo 60 parcelas/,
      ],
      [{ data_competencia: '0000-01-01' }, /competenceDate: use uma data entre 2000-01-01 e 2099-12-31/],
      [
        {
          valor: 10,
          rateio: [{ id_categoria: categoryOf('DESPESA'), valor: 10 }],
          condicao_pagamento: { parcelas: [parcel(1, 10, '9999-12-31')] },
        },
        /data_vencimento: use uma data entre/,
      ],
    ];
    for (const [overrides, message] of cases) {
      const answer = await send('POST', PAYABLES, request(overrides));
      expect(answer.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    // The largest amount goes through.
    const max = 999_999_999.99;
    const largest = await send(
      'POST',
      PAYABLES,
      request({
        valor: max,
        rateio: [{ id_categoria: categoryOf('DESPESA'), valor: max }],
        condicao_pagamento: { parcelas: [parcel(1, max)] },
      }),
    );
    expect(largest.status).toBe(200);
    expect(createdEvents(h).length).toBe(1);
  });

  it('serves the receivables side with the same handler: a receivable with a RECEITA category', async () => {
    const customer = h.api.store.customers[0]!;
    const body = request({
      descricao: 'Venda avulsa de licenças',
      contato: customer.id,
      rateio: [{ id_categoria: categoryOf('RECEITA'), valor: 3000 }],
    });
    expect((await send('POST', `${PATH}/contas-a-receber`, { ...body, rateio: request().rateio })).status).toBe(400);
    expect((await send('POST', `${PATH}/contas-a-receber`, body)).status).toBe(200);
    const found = await get(
      `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=10&${WINDOW}&descricao=${encodeURIComponent('segurança da informação')}`,
    );
    expect(found.body.itens).toHaveLength(2);
    expect(found.body.itens[0]?.cliente).toEqual({ id: customer.id, nome: customer.nome });
    const read = await get<{ evento: { tipo: string } }>(`${PATH}/parcelas/${found.body.itens[0]?.id}`);
    expect(read.body.evento.tipo).toBe('RECEITA');
  });
});

describe('a payable installment: read, settlement, correction and undo', () => {
  it('reads with evento.tipo DESPESA (a receivable: RECEITA)', async () => {
    const payable = await one('Revisão do veículo de serviço');
    const read = await get<Record<string, unknown>>(`${PATH}/parcelas/${payable.id}`);
    expect(read.body).toMatchObject({ status: 'PENDENTE', valor_total_liquido: 1280, evento: { tipo: 'DESPESA' } });
    expect(read.body).not.toHaveProperty('cliente');
    const receivables = await get(`${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=10&${WINDOW}`);
    const receivable = await get<{ evento: { tipo: string } }>(`${PATH}/parcelas/${receivables.body.itens[0]?.id}`);
    expect(receivable.body.evento.tipo).toBe('RECEITA');
  });

  it('is settled in part then in full, corrected and undone; the search follows', async () => {
    const { id } = await one('Exames admissionais de novos colaboradores');
    const account = h.api.store.accounts[0]?.id as string;
    const settle = (valor_bruto: number) =>
      send('POST', `${PATH}/parcelas/${id}/baixa`, {
        data_pagamento: TODAY,
        conta_financeira: account,
        composicao_valor: { valor_bruto },
      });

    const first = await settle(200);
    expect(first.status).toBe(200);
    expect(await one('Exames admissionais de novos colaboradores')).toMatchObject({
      status: 'PARTIAL',
      status_traduzido: 'RECEBIDO_PARCIAL',
      pago: 200,
      nao_pago: 340,
    });
    const baixa = await get<Record<string, unknown>>(`${PATH}/parcelas/baixa/${first.body.id}`);
    expect(baixa.body).toMatchObject({ id_parcela: id, tipo_evento_financeiro: 'DESPESA' });

    expect((await settle(340)).status).toBe(200);
    expect(await one('Exames admissionais de novos colaboradores')).toMatchObject({
      status: 'ACQUITTED',
      status_traduzido: 'RECEBIDO',
      pago: 540,
      nao_pago: 0,
    });
    expect((await settle(1)).status).toBe(400);

    const corrected = await send('PATCH', `${PATH}/parcelas/baixa/${first.body.id}`, {
      versao: 1,
      composicao_valor: { valor_bruto: 100 },
    });
    expect(corrected.status).toBe(200);
    expect(await one('Exames admissionais de novos colaboradores')).toMatchObject({
      status_traduzido: 'RECEBIDO_PARCIAL',
      pago: 440,
    });

    const undone = await h.call(`${PATH}/parcelas/baixa/${first.body.id}`, { method: 'DELETE' });
    expect(undone.status).toBe(200);
    expect(await one('Exames admissionais de novos colaboradores')).toMatchObject({
      status_traduzido: 'RECEBIDO_PARCIAL',
      pago: 340,
    });
    const [second] = (await get<Array<{ id: string }>>(`${PATH}/parcelas/${id}/baixa`)).body;
    await h.call(`${PATH}/parcelas/baixa/${second?.id}`, { method: 'DELETE' });
    expect(await one('Exames admissionais de novos colaboradores')).toMatchObject({
      status_traduzido: 'EM_ABERTO',
      pago: 0,
      nao_pago: 540,
    });
  });

  it('takes no charge: charges are for receivables', async () => {
    const { id } = await one('Revisão do veículo de serviço');
    const account = h.api.store.accounts.find((a) => a.tipo === 'COBRANCAS_CONTA_AZUL')?.id;
    const charge = await send('POST', `${PATH}/contas-a-receber/gerar-cobranca`, {
      conta_bancaria: account,
      descricao_fatura: 'Cobrança',
      id_parcela: id,
      data_vencimento: addDays(TODAY, 5),
      tipo: 'BOLETO',
    });
    expect(charge.status).toBe(400);
    expect(charge.body.message).toMatch(/conta a receber/);
  });

  it('is reached by the fault switches like every route', async () => {
    await h.admin('/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '^/v1/financeiro/eventos-financeiros/contas-a-pagar', status: 503, times: 2 }),
    });
    expect((await search()).status).toBe(503);
    expect((await send('POST', PAYABLES, request())).status).toBe(503);
    expect((await search()).status).toBe(200);
  });
});

describe('accepting a capture creates a payable', () => {
  const CAPTURE = '0190a5c8-0000-7000-8000-00000000c0a1';
  function pendingCapture(fornecedor: CaptureRecord['previa']['fornecedor']): void {
    h.api.store.captures.set(CAPTURE, {
      id: CAPTURE,
      id_documento: '0190a5c8-0000-7000-8000-00000000d0a1',
      status: 'PENDENTE',
      id_evento_financeiro: null,
      previa: {
        tipo: 'DESPESA',
        valor: 980.4,
        data_competencia: '2026-11-18',
        descricao: 'Manutenção de impressoras',
        observacao: 'Capturado do arquivo nf-impressoras.pdf.',
        referencia_externa: '7788',
        fornecedor,
        categoria: { id: 'c-desconhecida', nome: 'Fornecedores' },
        parcelas: [
          {
            data_vencimento: '2026-12-02',
            metodo_pagamento: 'BOLETO_BANCARIO',
            composicao_valor: { valor_bruto: 500 },
          },
          {
            data_vencimento: '2027-01-02',
            metodo_pagamento: 'BOLETO_BANCARIO',
            composicao_valor: { valor_bruto: 480.4 },
          },
        ],
      },
    });
  }

  it('registers a new supplier as a Fornecedor, lists the installments, links them to the capture; once', async () => {
    pendingCapture({ id: null, nome: 'Print Service Manutenção de Impressoras Ltda', documento: '11.222.333/0001-81' });
    const before = h.api.store.payables.length;
    const accepted = await send('POST', `/v1/captura/${CAPTURE}`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'ACEITA', evento_financeiro: { valor: 980.4, tipo: 'DESPESA' } });

    const found = await search('descricao=Manutenção de impressoras');
    expect(found.body.itens.map((i) => [i.data_vencimento, i.total])).toEqual([
      ['2026-12-02', 500],
      ['2027-01-02', 480.4],
    ]);
    const person = h.api.store.customers.find((c) => c.documento === '11.222.333/0001-81')!;
    expect(profilesOf(person)).toEqual(['Fornecedor']);
    expect(found.body.itens[0]?.fornecedor).toEqual({
      id: person.id,
      nome: 'Print Service Manutenção de Impressoras Ltda',
    });
    expect(found.body.itens[0]?.categorias).toEqual([{ id: expect.any(String), nome: 'Fornecedores' }]);
    const suppliers = await get<{ items: Array<{ id: string }> }>(
      `/v1/pessoas?tipo_perfil=Fornecedor&busca=${encodeURIComponent('Print Service')}`,
    );
    expect(suppliers.body.items.map((p) => p.id)).toEqual([person.id]);

    const read = await get<{ evento: Record<string, unknown> }>(`${PATH}/parcelas/${found.body.itens[0]?.id}`);
    expect(read.body.evento).toMatchObject({
      id: (accepted.body.evento_financeiro as { id: string }).id,
      tipo: 'DESPESA',
      referencia: { id: CAPTURE, origem: 'LANCAMENTO_FINANCEIRO' },
    });
    expect(h.api.store.financialEvents.get(read.body.evento.id as string)?.id_captura).toBe(CAPTURE);

    expect((await send('POST', `/v1/captura/${CAPTURE}`, {})).body).toEqual({ id: CAPTURE, status: 'ACEITA' });
    expect(h.api.store.payables.length).toBe(before + 2);
  });

  it('uses a known person as the supplier, giving a customer the Fornecedor profile', async () => {
    const customer = h.api.store.customers.find((c) => c.nome === 'Padaria Pão Dourado Ltda')!;
    pendingCapture({ id: null, nome: 'PADARIA PAO DOURADO LTDA', documento: null });
    await send('POST', `/v1/captura/${CAPTURE}`, {});
    expect(profilesOf(customer)).toEqual(['Cliente', 'Fornecedor']);
    const found = await search('descricao=Manutenção de impressoras');
    expect(found.body.itens.every((i) => (i.fornecedor as { id: string }).id === customer.id)).toBe(true);
  });
});

describe('following a creation (GET /v1/protocolo/{id}, GET .../{id_evento}/parcelas)', () => {
  it('the protocol names the created event, whose installments are listed as a bare array', async () => {
    const { contato: _supplier, ...withoutSupplier } = request();
    const created = await send('POST', PAYABLES, withoutSupplier);
    expect(created.status).toBe(200);
    const protocol = await get<Record<string, unknown>>(`/v1/protocolo/${created.body.protocolo as string}`);
    expect(protocol.status).toBe(200);
    expect(protocol.body).toEqual({
      id: created.body.protocolo,
      resposta: expect.stringContaining('contas a pagar'),
      status: 'SUCCESS',
      evento_financeiro_id: expect.any(String),
    });
    const parcels = await get<Array<Record<string, unknown>>>(
      `${PATH}/${protocol.body.evento_financeiro_id as string}/parcelas`,
    );
    expect(parcels.status).toBe(200);
    expect(parcels.body.map((p) => [p.indice, p.descricao, p.nao_pago])).toEqual([
      [1, 'Consultoria de segurança da informação (1/2)', 1500],
      [2, 'Consultoria de segurança da informação (2/2)', 1500],
    ]);
    expect(parcels.body.every((p) => (p.evento as { id: string }).id === protocol.body.evento_financeiro_id)).toBe(
      true,
    );
  });

  it('an unknown protocol or event is a 404', async () => {
    expect((await get('/v1/protocolo/0190a000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await get(`${PATH}/0190a000-0000-7000-8000-000000000000/parcelas`)).status).toBe(404);
  });
});
