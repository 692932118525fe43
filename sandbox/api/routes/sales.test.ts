import { describe, expect, it } from 'vitest';
import { saleReadSchema, saleSearchResponseSchema } from '../../../src/api/sales.schema';
import type { ContractRecord } from '../store';
import { trustingSandbox } from '../../test/api-harness';
import { saleNumber } from './sales';

type Body = Record<string, unknown> & { itens?: Array<Record<string, unknown>> };

function sandbox() {
  const { api, call } = trustingSandbox();
  const get = (path: string) => call<Body>('GET', path);
  /** Every item of a search, page by page (size 100). */
  const searchAll = async (query: string) => {
    const itens: Array<Record<string, unknown>> = [];
    for (let page = 1; page < 50; page++) {
      const { status, body } = await get(`/v1/venda/busca?${query}&tamanho_pagina=100&pagina=${page}`);
      expect(status).toBe(200);
      itens.push(...(body.itens ?? []));
      if (itens.length >= (body.total_itens as number)) break;
    }
    return itens;
  };
  const contracts = () => [...api.store.contracts.values()];
  const activeWithScheduled = () =>
    contracts().find(
      (c) =>
        c.status === 'ATIVO' &&
        !c.em_reajuste &&
        (api.store.salesByContract.get(c.id) ?? []).some((s) => s.status === 'AGENDADA'),
    ) as ContractRecord;
  return { api, call, get, searchAll, contracts, activeWithScheduled };
}

describe('GET /v1/venda/busca', () => {
  it("answers the platform's envelope, paged, every item parsed by the app's schema", async () => {
    const s = sandbox();
    const { status, body } = await s.get('/v1/venda/busca?pagina=2&tamanho_pagina=10');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['itens', 'quantidades', 'totais', 'total_itens']);
    expect(body.itens).toHaveLength(10);
    expect(body.total_itens as number).toBeGreaterThan(100);
    expect(saleSearchResponseSchema.safeParse(body).success).toBe(true);
    expect(body.itens?.[0]).toMatchObject({
      id: expect.any(String),
      id_contrato: expect.any(String),
      situacao: { nome: expect.any(String) },
    });
    expect(body.quantidades).toMatchObject({ total: body.total_itens });
  });

  it("every item's situacao is the published object { nome, descricao }, never a plain code", async () => {
    const s = sandbox();
    const itens = await s.searchAll('totais=ALL');
    expect(itens.length).toBeGreaterThan(100);
    for (const item of itens) {
      expect(typeof item.situacao).toBe('object');
      expect(item.situacao).toEqual({ nome: expect.any(String), descricao: expect.any(String) });
    }
  });

  it("narrowed by a contract's customer and dates, its own sales are those with its id_contrato", async () => {
    const s = sandbox();
    const contract = s.activeWithScheduled();
    const { termos, id_cliente } = contract.request;
    const itens = await s.searchAll(
      `ids_clientes=${id_cliente}&data_inicio=${termos.data_inicio}&data_fim=${termos.data_fim}`,
    );
    expect(itens.every((i) => (i.cliente as { id: string }).id === id_cliente)).toBe(true);
    const own = itens.filter((i) => i.id_contrato === contract.id);
    const stored = s.api.store.salesByContract.get(contract.id) ?? [];
    expect(own.map((i) => i.id).sort()).toEqual(stored.map((x) => x.id).sort());
    const first = own.find((i) => i.id === stored[0]?.id);
    expect(first).toMatchObject({
      data: stored[0]?.data_emissao,
      total: stored[0]?.valor,
      numero: saleNumber(contract, stored[0]!),
    });
  });

  it('multi-value ids_clientes: repeated and comma forms agree; the dates bound the sale date', async () => {
    const s = sandbox();
    const [a, b] = s.api.store.customers;
    const repeated = await s.searchAll(`ids_clientes=${a?.id}&ids_clientes=${b?.id}`);
    const comma = await s.searchAll(`ids_clientes=${a?.id},${b?.id}`);
    expect(repeated.map((i) => i.id)).toEqual(comma.map((i) => i.id));
    const inNovember = await s.searchAll('data_inicio=2026-11-01&data_fim=2026-11-30');
    expect(inNovember.length).toBeGreaterThan(0);
    expect(inNovember.every((i) => (i.data as string) >= '2026-11-01' && (i.data as string) <= '2026-11-30')).toBe(
      true,
    );
  });

  it('ignores unknown parameters (the platform does) and refuses bad known ones', async () => {
    const s = sandbox();
    const plain = await s.get('/v1/venda/busca?pagina=1&tamanho_pagina=20');
    const bogus = await s.get('/v1/venda/busca?pagina=1&tamanho_pagina=20&id_contrato=x&zzz_bogus=abc');
    expect(bogus.status).toBe(200);
    expect(bogus.body.total_itens).toBe(plain.body.total_itens);
    expect((await s.get('/v1/venda/busca?tamanho_pagina=30')).status).toBe(400);
    const badTotals = await s.get('/v1/venda/busca?totais=TODAS');
    expect(badTotals.status).toBe(400);
    expect(badTotals.body.message).toMatch(/^totais: /);
    expect((await s.get('/v1/venda/busca?campo_ordenado_ascendente=VALOR')).status).toBe(400);
  });

  it('totais filters by situation; the number search finds exactly one sale', async () => {
    const s = sandbox();
    const waiting = await s.searchAll('totais=WAITING_APPROVED');
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((i) => (i.situacao as { nome: string }).nome === 'EM_ANDAMENTO')).toBe(true);
    const one = waiting[0] as { numero: number; id: string };
    const byNumber = await s.get(`/v1/venda/busca?termo_busca=${one.numero}`);
    expect(byNumber.body.itens?.map((i) => i.id)).toEqual([one.id]);
  });

  it('closing drops the scheduled sales; removing takes every sale of the contract out of the search', async () => {
    const s = sandbox();
    const contract = s.activeWithScheduled();
    const query = `ids_clientes=${contract.request.id_cliente}`;
    const own = async () => (await s.searchAll(query)).filter((i) => i.id_contrato === contract.id);
    expect((await own()).some((i) => (i.situacao as { nome: string }).nome === 'EM_ANDAMENTO')).toBe(true);
    expect((await s.call('POST', `/v1/contratos/${contract.id}/encerrar`)).status).toBe(204);
    const afterClose = await own();
    expect(afterClose.length).toBeGreaterThan(0);
    expect(afterClose.some((i) => (i.situacao as { nome: string }).nome === 'EM_ANDAMENTO')).toBe(false);
    expect((await s.call('DELETE', `/v1/contratos/${contract.id}`)).status).toBe(204);
    expect(await own()).toEqual([]);
  });
});

describe('GET /v1/venda/{id}', () => {
  it('reads an issued sale: the envelope with contrato, evento_financeiro and its installment', async () => {
    const s = sandbox();
    const contract = s.activeWithScheduled();
    const issued = (s.api.store.salesByContract.get(contract.id) ?? []).find((x) => x.status === 'EMITIDA');
    expect(issued).toBeDefined();
    const { status, body } = await s.get(`/v1/venda/${issued?.id}`);
    expect(status).toBe(200);
    expect(saleReadSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      contrato: {
        uuid: contract.id,
        data_inicio: contract.request.termos.data_inicio,
        periodo: contract.request.termos.tipo_frequencia,
      },
      evento_financeiro: { id: issued?.id },
      venda: {
        id: issued?.id,
        numero: saleNumber(contract, issued!),
        condicao_pagamento: {
          parcelas: [{ id: issued?.id_parcela, data_vencimento: issued?.data_vencimento, valor: issued?.valor }],
        },
      },
    });
    // The installment is the one the receivables endpoints know.
    expect((await s.get(`/v1/financeiro/eventos-financeiros/parcelas/${issued?.id_parcela}`)).status).toBe(200);
  });

  it('a scheduled sale has no installment yet; unknown is 404, malformed 400; sellers still answer', async () => {
    const s = sandbox();
    const contract = s.activeWithScheduled();
    const scheduled = (s.api.store.salesByContract.get(contract.id) ?? []).find((x) => x.status === 'AGENDADA');
    const read = await s.get(`/v1/venda/${scheduled?.id}`);
    expect(read.body).toMatchObject({
      evento_financeiro: null,
      venda: { status: 'PREVISAO', condicao_pagamento: { parcelas: [] } },
    });
    expect((await s.get('/v1/venda/0190a5c8-9999-7000-8000-000000000000')).status).toBe(404);
    expect((await s.get('/v1/venda/abc')).status).toBe(400);
    const sellers = await s.get('/v1/venda/vendedores');
    expect(Array.isArray(sellers.body)).toBe(true);
  });
});
