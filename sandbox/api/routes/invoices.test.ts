import { describe, expect, it } from 'vitest';
import { nfsePageSchema } from '../../../src/api/invoices.schema';
import { addDays } from '../../../src/lib/date-math';
import { monthBounds } from '../../../src/lib/date-math';
import { saleReadSchema } from '../../../src/api/sales.schema';
import { trustingSandbox } from '../../test/api-harness';

type Item = Record<string, unknown> & { status: string; id_venda: string; numero_venda: string };
type Body = { itens: Item[]; paginacao: Record<string, number>; error?: string };

function sandbox() {
  const { api, call } = trustingSandbox();
  const get = (path: string) => call<Body>('GET', path);
  /** Every NFS-e of a window of at most 15 days, pages of 100. */
  const window = async (from: string, to: string, extra = '') => {
    const itens: Item[] = [];
    for (let page = 1; page < 100; page++) {
      const { status, body } = await get(
        `/v1/notas-fiscais-servico?data_competencia_de=${from}&data_competencia_ate=${to}&tamanho_pagina=100&pagina=${page}${extra}`,
      );
      expect(status).toBe(200);
      itens.push(...body.itens);
      if (body.itens.length < 100) break;
    }
    return itens;
  };
  return { api, get, window };
}

describe('GET /v1/notas-fiscais-servico', () => {
  it('answers the observed item shape, numero_venda as text, every status, read by the app', async () => {
    const s = sandbox();
    const today = s.api.store.today;
    const lastMonth = monthBounds(addDays(monthBounds(today).first, -1));
    const itens = [
      ...(await s.window(lastMonth.first, addDays(lastMonth.first, 14))),
      ...(await s.window(addDays(lastMonth.first, 15), lastMonth.last)),
    ];
    expect(new Set(itens.map((i) => i.status))).toEqual(new Set(['EMITIDA', 'PENDENTE', 'FALHA', 'CANCELADA']));
    const issued = itens.find((i) => i.status === 'EMITIDA') as Item;
    expect(issued).toMatchObject({
      id: expect.any(String),
      id_venda: expect.any(String),
      numero_venda: expect.stringMatching(/^\d+$/),
      numero_nfse: expect.any(Number),
      valor_total_nfse: expect.any(Number),
      data_competencia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      informacao_transmissao: { data_inicio_emissao: expect.any(String) },
    });
    expect(issued).not.toHaveProperty('tipo_negociacao');
    expect(itens.find((i) => i.status === 'PENDENTE')).toMatchObject({ numero_nfse: null });
    const page = await s.get(
      `/v1/notas-fiscais-servico?data_competencia_de=${lastMonth.first}&data_competencia_ate=${addDays(lastMonth.first, 14)}`,
    );
    expect(nfsePageSchema.safeParse(page.body).success).toBe(true);
  });

  it('some issued sales of last month have no note at all', async () => {
    const s = sandbox();
    const lastMonth = monthBounds(addDays(monthBounds(s.api.store.today).first, -1));
    const noted = new Set(
      [
        ...(await s.window(lastMonth.first, addDays(lastMonth.first, 14))),
        ...(await s.window(addDays(lastMonth.first, 15), lastMonth.last)),
      ].map((i) => i.id_venda),
    );
    const issued = [...s.api.store.salesByContract.values()]
      .flat()
      .filter(
        (sale) =>
          sale.status === 'EMITIDA' && sale.data_emissao >= lastMonth.first && sale.data_emissao <= lastMonth.last,
      );
    expect(issued.some((sale) => !noted.has(sale.id))).toBe(true);
  });

  it('refuses an interval longer than 15 days, or none, with the { error } body', async () => {
    const s = sandbox();
    const ok = await s.get('/v1/notas-fiscais-servico?data_competencia_de=2026-01-01&data_competencia_ate=2026-01-16');
    expect(ok.status).toBe(200);
    const long = await s.get(
      '/v1/notas-fiscais-servico?data_competencia_de=2026-01-01&data_competencia_ate=2026-01-17',
    );
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: expect.stringContaining('15 dias') });
    const none = await s.get('/v1/notas-fiscais-servico');
    expect(none.status).toBe(400);
  });

  it('takes pages of 10, 20, 50 or 100 only, and pages with a faithful total', async () => {
    const s = sandbox();
    const from = addDays(s.api.store.today, -40);
    const to = addDays(from, 15);
    const refused = await s.get(
      `/v1/notas-fiscais-servico?data_competencia_de=${from}&data_competencia_ate=${to}&tamanho_pagina=200`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('10, 20, 50 ou 100');
    const all = await s.window(from, to);
    const first = await s.get(
      `/v1/notas-fiscais-servico?data_competencia_de=${from}&data_competencia_ate=${to}&tamanho_pagina=10`,
    );
    expect(first.body.paginacao).toMatchObject({ pagina_atual: 1, tamanho_pagina: 10, total_itens: all.length });
    expect(first.body.itens).toEqual(all.slice(0, 10));
  });

  it('filters status as indexed keys (a union), and the sale number', async () => {
    const s = sandbox();
    const from = addDays(s.api.store.today, -45);
    const to = addDays(from, 15);
    const all = await s.window(from, to);
    const some = await s.window(from, to, '&status[0]=FALHA&status[1]=CANCELADA');
    expect(some.length).toBeGreaterThan(0);
    expect(some).toEqual(all.filter((i) => i.status === 'FALHA' || i.status === 'CANCELADA'));
    const one = all[0] as Item;
    expect(await s.window(from, to, `&numero_venda=${one.numero_venda}`)).toEqual([one]);
  });

  it('a sale whose note is pending says so in its read', async () => {
    const s = sandbox();
    const from = addDays(s.api.store.today, -45);
    const pending = (await s.window(from, addDays(from, 15))).find((i) => i.status === 'PENDENTE') as Item;
    const issued = (await s.window(from, addDays(from, 15))).find((i) => i.status === 'EMITIDA') as Item;
    const read = await s.get(`/v1/venda/${pending.id_venda}`);
    const sale = saleReadSchema.parse(read.body);
    expect(sale.venda?.tipo_pendencia?.nome).toBe('AGUARDANDO_GERACAO_NOTA_FISCAL');
    const other = saleReadSchema.parse((await s.get(`/v1/venda/${issued.id_venda}`)).body);
    expect(other.venda?.tipo_pendencia?.nome).toBe('NENHUMA');
  });
});

describe('GET /v1/notas-fiscais', () => {
  it('refuses 16 days and a sale id that is not a UUID; an empty page has the odd page size', async () => {
    const s = sandbox();
    const long = await s.get('/v1/notas-fiscais?data_inicial=2026-01-01&data_final=2026-01-17');
    expect(long).toMatchObject({
      status: 400,
      body: { error: 'O período entre data_inicial e data_final não pode ser maior que 15 dias' },
    });
    const id = await s.get('/v1/notas-fiscais?data_inicial=2026-01-01&data_final=2026-01-16&id_venda=7206');
    expect(id).toMatchObject({ status: 400, body: { error: expect.stringContaining('UUID') } });
    const { call } = trustingSandbox();
    const raw = await call<unknown>('GET', '/v1/notas-fiscais?data_inicial=2026-01-01&data_final=2026-01-16');
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({ itens: [] });
  });
});
