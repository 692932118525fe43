import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANIES, DEMO_COMPANY, PORTFOLIO, workerCompany, type Company } from '../companies';
import { ACCOUNTS, findAccountByEmail } from '../idp/accounts';
import { BASE, CLIENT_ID, makeHarness, signToken, type Harness } from '../test/api-harness';
import { isValidCnpj } from './documents';

/*
 * The API of several companies: a token's `sub` and `empresa_id` decide whose data it
 * answers; a company its account has no access to is a 403, another company's record a 404.
 */

const WIDE = 'data_inicio=2000-01-01&data_fim=2100-12-31';
const contador = findAccountByEmail('contador@exemplo.com.br')?.id as string;
const financeiro = ACCOUNTS[0]?.id as string;
const [first, second, third] = PORTFOLIO as [Company, Company, Company];

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});

/** An access token of `sub` for company `empresa` (none: a token without the claim). */
const tokenOf = (sub: string, empresa?: string) =>
  signToken(h.keys.privateKey, {
    sub,
    claims: {
      client_id: CLIENT_ID,
      aud: BASE,
      scope: 'sandbox.signin.admin',
      ...(empresa ? { empresa_id: empresa } : {}),
    },
  });

async function get<T = Record<string, unknown>>(path: string, sub: string, empresa?: string) {
  const response = await h.api.handle(
    new Request(`${BASE}${path}`, { headers: { Authorization: `Bearer ${await tokenOf(sub, empresa)}` } }),
  );
  return { status: response.status, body: (await response.json()) as T };
}

const contractCount = async (sub: string, empresa?: string) =>
  (await get<{ itens_totais: number }>(`/v1/contratos?${WIDE}`, sub, empresa)).body.itens_totais;

describe('the registry', () => {
  it('has companies of unique ids and CNPJs, valid by their check digits; the accountant has ten', () => {
    expect(new Set(COMPANIES.map((c) => c.id)).size).toBe(COMPANIES.length);
    expect(new Set(COMPANIES.map((c) => c.documento)).size).toBe(COMPANIES.length);
    expect(COMPANIES.every((c) => isValidCnpj(c.documento))).toBe(true);
    expect(findAccountByEmail('contador@exemplo.com.br')?.companies).toHaveLength(10);
  });
});

describe('GET /v1/pessoas/conta-conectada', () => {
  it("answers the token's company with the fields production answers", async () => {
    const { status, body } = await get('/v1/pessoas/conta-conectada', contador, second.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      id_empresa: second.id,
      documento: second.documento,
      razao_social: second.razao_social,
      nome_fantasia: second.nome_fantasia,
      data_fundacao: second.data_fundacao,
      email: second.email,
    });
    expect(body.documento).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
  });

  it("without the claim: the account's first company", async () => {
    expect((await get('/v1/pessoas/conta-conectada', financeiro)).body.id_empresa).toBe(DEMO_COMPANY.id);
    expect((await get('/v1/pessoas/conta-conectada', contador)).body.id_empresa).toBe(first.id);
  });
});

describe("each company's data", () => {
  it('answers each company its own contracts; each QA company a copy of the demo data', async () => {
    const counts = await Promise.all([first, second, third].map((c) => contractCount(contador, c.id)));
    expect(counts).toEqual([120, 40, 8]);
    expect(await contractCount(financeiro)).toBe(h.api.store.contracts.size);
    const qa1 = findAccountByEmail('qa1@exemplo.com.br')?.id as string;
    expect(await contractCount(qa1, workerCompany('qa', 1).id)).toBe(h.api.store.contracts.size);
  });

  it("each QA company's data is its own: a change in one is not seen in another, nor in the demo data", async () => {
    const tester2 = findAccountByEmail('qa2@exemplo.com.br')?.id as string;
    const tester3 = findAccountByEmail('qa3@exemplo.com.br')?.id as string;
    const [one, two] = [workerCompany('qa', 2).id, workerCompany('qa', 3).id];
    const { body } = await get<{ itens: Array<{ id: string }> }>(`/v1/contratos?${WIDE}`, tester2, one);
    let removed = '';
    for (const { id } of body.itens) {
      const removal = await h.api.handle(
        new Request(`${BASE}/v1/contratos/${id}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${await tokenOf(tester2, one)}` },
        }),
      );
      if (removal.status === 204) {
        removed = id;
        break;
      }
    }
    expect(removed).not.toBe('');
    const status = async (sub: string, empresa?: string) =>
      (await get<{ status: string }>(`/v1/contratos/${removed}`, sub, empresa)).body.status;
    expect(await status(tester2, one)).toBe('DELETADO');
    expect(await status(tester3, two)).not.toBe('DELETADO');
    expect(h.api.store.contracts.get(removed)?.status).not.toBe('DELETADO');
    expect(h.api.seeded()).toEqual(expect.arrayContaining([one, two]));
  });

  it("another company's record is not found: answered as an id that never existed", async () => {
    const ids = async (path: string, empresa: string) =>
      (await get<{ itens: Array<{ id: string }> }>(path, contador, empresa)).body.itens.map((c) => c.id);
    const quote = (await ids('/v1/orcamentos?tamanho_pagina=10', second.id))[0] as string;
    expect((await get(`/v1/orcamentos/${quote}`, contador, second.id)).status).toBe(200);
    expect((await get(`/v1/orcamentos/${quote}`, contador, first.id)).status).toBe(404);
    expect((await get(`/v1/orcamentos/${quote}`, financeiro)).status).toBe(404);
    // A contract id the platform does not know answers 500 (as observed), whoever's it is.
    const contract = (await ids(`/v1/contratos?${WIDE}`, second.id))[0] as string;
    const unknown = (await get(`/v1/contratos/${crypto.randomUUID()}`, contador, first.id)).status;
    expect((await get(`/v1/contratos/${contract}`, contador, first.id)).status).toBe(unknown);
  });

  it('a token naming a company its account has no access to is a 403', async () => {
    for (const [sub, empresa] of [
      [financeiro, first.id],
      [contador, DEMO_COMPANY.id],
      [contador, 'empresa-inexistente'],
      ['alguem-sem-conta', first.id],
    ] as const) {
      const { status, body } = await get('/v1/conta-financeira', sub, empresa);
      expect(status).toBe(403);
      expect(body).toMatchObject({
        status: 403,
        error: 'Forbidden',
        message: 'Acesso negado: o usuário não tem acesso a esta empresa.',
        path: '/v1/conta-financeira',
      });
    }
  });

  it('counts the rate limits per company', async () => {
    const burst = (empresa: string) =>
      Promise.all(Array.from({ length: 21 }, () => get('/v1/contratos/proximo-numero', contador, empresa)));
    expect((await burst(first.id)).filter((r) => r.status === 429)).toHaveLength(1);
    expect((await get('/v1/contratos/proximo-numero', contador, second.id)).status).toBe(200);
    expect((await get('/v1/contratos/proximo-numero', contador, first.id)).status).toBe(429);
  });
});

describe('seeding', () => {
  it("seeds a company's data on its first request, once, and a reset drops it", async () => {
    expect(h.api.seeded()).toEqual(['demo']);
    const { body } = await get<{ itens: Array<{ id: string }> }>(`/v1/contratos?${WIDE}`, contador, third.id);
    expect(h.api.seeded()).toEqual(['demo', third.id]);
    // The first contract the platform lets remove (not under a value adjustment).
    let id = '';
    for (const { id: candidate } of body.itens) {
      const removal = await h.api.handle(
        new Request(`${BASE}/v1/contratos/${candidate}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${await tokenOf(contador, third.id)}` },
        }),
      );
      if (removal.status === 204) {
        id = candidate;
        break;
      }
    }
    expect(id).not.toBe('');
    // The same data answers the next request: the removal is there.
    expect((await get<{ status: string }>(`/v1/contratos/${id}`, contador, third.id)).body.status).toBe('DELETADO');
    expect(h.api.seeded()).toEqual(['demo', third.id]);

    expect((await h.admin('/reset', { method: 'POST' })).status).toBe(204);
    expect(h.api.seeded()).toEqual(['demo']);
    expect((await get<{ status: string }>(`/v1/contratos/${id}`, contador, third.id)).body.status).not.toBe('DELETADO');
  });

  it("a company's data is its seed's: the same on every seeding, unlike any other company's", async () => {
    const ids = async (empresa: string) =>
      (await get<{ itens: Array<{ id: string }> }>(`/v1/contratos?${WIDE}`, contador, empresa)).body.itens.map(
        (c) => c.id,
      );
    const before = await ids(second.id);
    await h.admin('/reset', { method: 'POST' });
    expect(await ids(second.id)).toEqual(before);
    const others = new Set([...(await ids(first.id)), ...h.api.store.contracts.keys()]);
    expect(before.some((id) => others.has(id))).toBe(false);
  });
});
