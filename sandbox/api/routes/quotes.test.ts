import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApi } from '../handler';
import { TODAY, trustingSandbox } from '../../test/api-harness';
import { QUOTE_COUNT } from '../seed-quotes';

let api: SandboxApi;
let call: ReturnType<typeof trustingSandbox>['call'];
beforeEach(() => {
  ({ api, call } = trustingSandbox());
});

type Item = {
  id: string;
  numero: number;
  situacao: string;
  data_orcamento: string;
  total: number;
  cliente: { id: string; nome: string };
};
const list = async (qs: string) =>
  (await call('GET', `/v1/orcamentos?${qs}`)).body as { itens: Item[]; total_itens: number };

describe('sandbox quotes', () => {
  it('seeds at least 60 quotes, every situation, dates over the last year', async () => {
    const all = await list('tamanho_pagina=100');
    expect(all.itens).toHaveLength(QUOTE_COUNT);
    expect(QUOTE_COUNT).toBeGreaterThanOrEqual(60);
    expect(new Set(all.itens.map((q) => q.situacao))).toEqual(
      new Set(['ORCAMENTO', 'ORCAMENTO_ACEITO', 'ORCAMENTO_RECUSADO']),
    );
    for (const q of all.itens) {
      expect(q.data_orcamento <= TODAY && q.data_orcamento >= '2025-11-21').toBe(true);
      expect(q.total).toBeGreaterThan(0);
    }
    expect(all.itens.map((q) => q.numero)).toEqual([...all.itens.map((q) => q.numero)].sort((a, b) => b - a));
  });

  it('filters by situation, customer, interval and search; sorts by every field', async () => {
    const accepted = await list('situacoes=ORCAMENTO_ACEITO&situacoes=ORCAMENTO_RECUSADO&tamanho_pagina=100');
    expect(accepted.itens.every((q) => q.situacao !== 'ORCAMENTO')).toBe(true);
    expect(accepted.total_itens).toBeGreaterThan(0);
    const first = accepted.itens[0] as Item;
    const byCustomer = await list(`ids_clientes=${first.cliente.id}&tamanho_pagina=100`);
    expect(byCustomer.itens.every((q) => q.cliente.id === first.cliente.id)).toBe(true);
    const byNumber = await list(`termo_busca=${first.numero}`);
    expect(byNumber.itens.map((q) => q.id)).toContain(first.id);
    const byName = await list(`termo_busca=${encodeURIComponent(first.cliente.nome.toUpperCase())}&tamanho_pagina=100`);
    expect(
      byName.itens.every((q) => q.cliente.nome === first.cliente.nome || String(q.numero) === first.cliente.nome),
    ).toBe(true);
    const interval = await list('data_inicio=2026-06-01&data_fim=2026-06-30&tamanho_pagina=100');
    expect(interval.itens.every((q) => q.data_orcamento >= '2026-06-01' && q.data_orcamento <= '2026-06-30')).toBe(
      true,
    );
    const byDate = (await list('campo_ordenado_ascendente=DATA&tamanho_pagina=100')).itens.map((q) => q.data_orcamento);
    expect(byDate).toEqual([...byDate].sort());
    const byClient = (await list('campo_ordenado_descendente=CLIENTE&tamanho_pagina=100')).itens.map(
      (q) => q.cliente.nome,
    );
    expect(byClient).toEqual([...byClient].sort((a, b) => b.localeCompare(a, 'pt-BR')));
    const byNum = (await list('campo_ordenado_ascendente=NUMERO&tamanho_pagina=5')).itens.map((q) => q.numero);
    expect(byNum).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses one end of the interval alone', async () => {
    const r = await call('GET', '/v1/orcamentos?data_inicio=2026-01-01');
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/data_fim/);
  });

  it('creates a quote with the next number, reads it, and deletes in batches of at most 10', async () => {
    const customer = api.store.customers[0]!;
    const [product, service] = [
      api.store.items.find((i) => i.tipo === 'PRODUTO')!,
      api.store.items.find((i) => i.tipo === 'SERVICO')!,
    ];
    const bad = await call('POST', '/v1/orcamentos', {
      id_cliente: customer.id,
      data_orcamento: TODAY,
      data_validade: '2026-11-01',
      itens: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('itens: Inclua ao menos um item.');
    const created = await call('POST', '/v1/orcamentos', {
      id_cliente: customer.id,
      data_orcamento: TODAY,
      data_validade: '2026-12-21',
      itens: [
        { id: product.id, quantidade: 3, valor: 33.33 },
        { id: service.id, quantidade: 1, valor: 100, valor_custo: 40 },
      ],
      composicao_de_valor: { frete: 10, desconto: { tipo: 'PORCENTAGEM', valor: 10 } },
    });
    expect(created.status).toBe(201);
    const detail = await call<{ itens: Array<Record<string, unknown>> }>('GET', `/v1/orcamentos/${created.body.id}`);
    expect(detail.body).toMatchObject({ numero: QUOTE_COUNT + 1, situacao: 'ORCAMENTO', id_cliente: customer.id });
    expect(detail.body.itens[0]).toMatchObject({ nome: product.nome, tipo: 'PRODUTO', quantidade: 3, valor: 33.33 });
    const listed = (await list(`termo_busca=${QUOTE_COUNT + 1}`)).itens[0]!;
    // 99.99 + 100 = 199.99; 10% = 20.00; + 10 freight = 189.99
    expect(listed.total).toBe(189.99);

    expect((await call('GET', '/v1/orcamentos/0190a5c8-0000-7000-8000-000000000999')).status).toBe(404);
    const ids = (await list('tamanho_pagina=11')).itens.map((q) => q.id);
    expect((await call('DELETE', '/v1/orcamentos', { ids })).status).toBe(400);
    expect((await call('DELETE', '/v1/orcamentos', { ids: [] })).status).toBe(400);
    expect((await call('DELETE', '/v1/orcamentos', { ids: ids.slice(0, 10) })).status).toBe(204);
    expect((await call('GET', `/v1/orcamentos/${ids[0]}`)).status).toBe(404);
    expect((await list('tamanho_pagina=1000')).itens).toHaveLength(QUOTE_COUNT + 1 - 10);
  });

  it('total_itens leaves the refused quotes out while itens carries them (orcamento.md)', async () => {
    const all = await list('tamanho_pagina=1000');
    const refused = all.itens.filter((q) => q.situacao === 'ORCAMENTO_RECUSADO').length;
    expect(refused).toBeGreaterThan(0);
    expect(all.itens).toHaveLength(QUOTE_COUNT);
    expect(all.total_itens).toBe(QUOTE_COUNT - refused);
    const onlyRefused = await list('situacoes=ORCAMENTO_RECUSADO&tamanho_pagina=1000');
    expect(onlyRefused.itens).toHaveLength(refused);
    expect(onlyRefused.total_itens).toBe(0);
    const open = await list('situacoes=ORCAMENTO&tamanho_pagina=1000');
    expect(open.total_itens).toBe(open.itens.length);
    // The pages carry every quote: read until a short page, there are more than counted.
    let read = 0;
    for (let pagina = 1; ; pagina++) {
      const page = await list(`pagina=${pagina}&tamanho_pagina=10`);
      read += page.itens.length;
      if (page.itens.length < 10) break;
    }
    expect(read).toBe(QUOTE_COUNT);
  });

  it('accepts page sizes up to 1000', async () => {
    expect((await call('GET', '/v1/orcamentos?tamanho_pagina=1000')).status).toBe(200);
    expect((await call('GET', '/v1/orcamentos?tamanho_pagina=1001')).status).toBe(400);
  });

  it('reads the two remarks back swapped and the delivery forecast as the free text written', async () => {
    const customer = api.store.customers[0]!;
    const product = api.store.items.find((i) => i.tipo === 'PRODUTO')!;
    const created = await call('POST', '/v1/orcamentos', {
      id_cliente: customer.id,
      data_orcamento: TODAY,
      data_validade: '2026-12-21',
      itens: [{ id: product.id, quantidade: 1, valor: 10 }],
      observacoes: 'Entregar na recepção.',
      observacoes_pagamento: 'Pagamento à vista.',
      previsao_entrega: 'À combinar',
    });
    expect(created.status).toBe(201);
    const detail = await call('GET', `/v1/orcamentos/${created.body.id}`);
    expect(detail.body).toMatchObject({
      observacoes: 'Pagamento à vista.',
      observacoes_pagamento: 'Entregar na recepção.',
      previsao_entrega: 'À combinar',
    });
  });

  it('a bulk delete with an unknown id answers 204 and deletes the known ones', async () => {
    const ids = (await list('tamanho_pagina=2')).itens.map((q) => q.id);
    const unknown = '0190a5c8-0000-7000-8000-000000000999';
    const response = await call('DELETE', '/v1/orcamentos', { ids: [...ids, unknown] });
    expect(response.status).toBe(204);
    for (const id of ids) expect((await call('GET', `/v1/orcamentos/${id}`)).status).toBe(404);
    expect((await call('DELETE', '/v1/orcamentos', { ids: [unknown] })).status).toBe(204);
    expect(api.store.quotes.size).toBe(QUOTE_COUNT - 2);
  });
});
