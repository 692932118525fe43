import { describe, expect, it } from 'vitest';
import { createSandboxApi } from './handler';

/** The receivables endpoints as the platform publishes them, where they differ from api-spec.md. */

const TODAY = '2026-11-21';
const PATH = '/v1/financeiro/eventos-financeiros';

function sandbox() {
  const api = createSandboxApi({
    verifyToken: async () => ({ sub: 'tester' }),
    allowedOrigins: [],
    today: TODAY,
    rateLimit: 10_000,
  });
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const response = await api.handle(
      new Request(`http://sandbox.test${path}`, {
        method,
        headers: { Authorization: 'Bearer x', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

type Page = { itens: Array<{ id: string; descricao: string; data_vencimento: string; nao_pago: number }> };
const SEARCH = `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=50&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31`;

describe('receivables as the platform answers them', () => {
  it('the search sort is free text (“É possível ordenar por nome”): a name sorts, an unknown field is ignored', async () => {
    const call = sandbox();
    const byName = await call<Page>('GET', `${SEARCH}&campo_ordenado_ascendente=nome`);
    expect(byName.status).toBe(200);
    const names = byName.body.itens.map((i) => i.descricao);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const unknown = await call<Page>('GET', `${SEARCH}&campo_ordenado_descendente=qualquer_coisa`);
    expect(unknown.status).toBe(200);
    const plain = await call<Page>('GET', SEARCH);
    expect(unknown.body.itens.map((i) => i.id)).toEqual(plain.body.itens.map((i) => i.id));
  });

  it('an installment read has no total but valor_total_liquido and valor_composicao (Parcela)', async () => {
    const call = sandbox();
    const [item] = (await call<Page>('GET', SEARCH)).body.itens;
    const read = await call<Record<string, unknown>>('GET', `${PATH}/parcelas/${item!.id}`);
    expect(read.body).not.toHaveProperty('total');
    expect(read.body.valor_total_liquido).toEqual(expect.any(Number));
    expect(read.body.valor_composicao).toMatchObject({ valor_liquido: read.body.valor_total_liquido });
  });

  it('a correction takes the published CREDITO_VIRTUA and refuses the creation’s spelling; reads answer CREDITO_VIRTUA', async () => {
    const call = sandbox();
    const open = (await call<Page>('GET', `${SEARCH}&status=ATRASADO`)).body.itens[0]!;
    const accounts = await call<{ itens: Array<{ id: string }> }>('GET', '/v1/conta-financeira');
    const created = await call<{ id: string; versao: number; metodo_pagamento: string }>(
      'POST',
      `${PATH}/parcelas/${open.id}/baixa`,
      {
        data_pagamento: TODAY,
        conta_financeira: accounts.body.itens[0]!.id,
        composicao_valor: { valor_bruto: 1 },
        metodo_pagamento: 'CREDITO_VIRTUAL',
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.metodo_pagamento).toBe('CREDITO_VIRTUAL');
    const patch = `${PATH}/parcelas/baixa/${created.body.id}`;
    const refused = await call('PATCH', patch, { versao: created.body.versao, metodo_pagamento: 'CREDITO_VIRTUAL' });
    expect(refused.status).toBe(400);
    const corrected = await call<{ metodo_pagamento: string }>('PATCH', patch, {
      versao: created.body.versao,
      metodo_pagamento: 'CREDITO_VIRTUA',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.metodo_pagamento).toBe('CREDITO_VIRTUA');
    const list = await call<Array<{ metodo_pagamento: string }>>('GET', `${PATH}/parcelas/${open.id}/baixa`);
    expect(list.body[0]?.metodo_pagamento).toBe('CREDITO_VIRTUA');
  });
});
