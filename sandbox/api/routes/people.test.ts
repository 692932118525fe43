import { beforeEach, describe, expect, it } from 'vitest';
import { PORTFOLIO, type Company } from '../../companies';
import { findAccountByEmail } from '../../idp/accounts';
import { BASE, CLIENT_ID, makeHarness, signToken } from '../../test/api-harness';

/**
 * People written through the API: `POST /v1/pessoas` with the accented enums (unaccented a 400),
 * found by the search at once; `PATCH /v1/pessoas/{id}` answering 204 with only the fields sent;
 * `GET /v1/pessoas/{id}` reading the document as `documento`; each company's people its own.
 */

const h = await makeHarness();
beforeEach(() => h.api.reset());

const send = async (method: string, path: string, body?: unknown, init: RequestInit = {}) => {
  const response = await h.call(path, {
    method,
    ...init,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
};
const MINIMUM = { nome: 'Maria Oliveira Santos', tipo_pessoa: 'Física', perfis: [{ tipo_perfil: 'Cliente' }] };
const search = async (busca: string) =>
  (
    await h.get<{ totalItems: number; items: Array<Record<string, unknown>> | null }>(
      `/v1/pessoas?tipo_perfil=Cliente&busca=${encodeURIComponent(busca)}`,
    )
  ).body;

describe('POST /v1/pessoas', () => {
  it('takes the published minimum and answers the new person, found by the search at once', async () => {
    const created = await send('POST', '/v1/pessoas', MINIMUM);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      tipo_pessoa: 'Física',
      nome: 'Maria Oliveira Santos',
      ativo: true,
      origem: 'API',
      perfis: [{ tipo_perfil: 'Cliente' }],
      estrangeiro: false,
    });
    const found = await search('Oliveira Santos');
    expect(found.items?.map((p) => p.id)).toContain(created.body.id);
    // A customer only: the suppliers' search does not list it.
    const suppliers = await h.get<{ items: Array<{ id: string }> | null }>(
      '/v1/pessoas?tipo_perfil=Fornecedor&busca=Oliveira%20Santos',
    );
    expect(suppliers.body.items ?? []).not.toContainEqual(expect.objectContaining({ id: created.body.id }));
  });

  it('keeps the document, e-mail and phone sent: the document read back as `documento`, found by its digits', async () => {
    const created = await send('POST', '/v1/pessoas', {
      ...MINIMUM,
      nome: 'Acme Serviços',
      tipo_pessoa: 'Jurídica',
      cnpj: '11222333000181',
      email: 'financeiro@acme.com.br',
      telefone_comercial: '1133334444',
    });
    expect(created.status).toBe(200);
    const read = await h.get(`/v1/pessoas/${created.body.id as string}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      nome: 'Acme Serviços',
      tipo_pessoa: 'Jurídica',
      documento: '11.222.333/0001-81',
      email: 'financeiro@acme.com.br',
    });
    expect((await search('11222333')).items?.map((p) => p.id)).toContain(created.body.id);
    expect((await search('11.222.333/0001')).items?.map((p) => p.id)).toContain(created.body.id);
    // A name with digits in it is a name: its digits are not looked for in the documents.
    expect((await search('zz11222333')).items).toBeNull();
  });

  it.each([
    ['unaccented person type', { ...MINIMUM, tipo_pessoa: 'FISICA' }, 'tipo_pessoa'],
    ['unaccented profile', { ...MINIMUM, perfis: [{ tipo_perfil: 'CLIENTE' }] }, 'perfis.0.tipo_perfil'],
    ['profiles as a string', { ...MINIMUM, perfis: 'Cliente' }, 'perfis'],
    ['profiles as one object', { ...MINIMUM, perfis: { tipo_perfil: 'Cliente' } }, 'perfis'],
    ['no name', { tipo_pessoa: 'Física', perfis: [{ tipo_perfil: 'Cliente' }] }, 'nome'],
    ['no profile', { ...MINIMUM, perfis: [] }, 'perfis'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const before = h.api.store.customers.length;
    const answer = await send('POST', '/v1/pessoas', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: 'Bad Request', path: '/v1/pessoas' });
    expect(answer.body.message).toContain(`${field}:`);
    expect(h.api.store.customers).toHaveLength(before);
  });

  it('does not check the check digits of a CPF (the app does)', async () => {
    const created = await send('POST', '/v1/pessoas', { ...MINIMUM, cpf: '52998224724' });
    expect(created.status).toBe(200);
  });
});

describe('PATCH /v1/pessoas/{id}', () => {
  it('applies only the fields sent and answers 204 without a body', async () => {
    const created = await send('POST', '/v1/pessoas', { ...MINIMUM, telefone_celular: '11987654321' });
    const id = created.body.id as string;
    const patched = await send('PATCH', `/v1/pessoas/${id}`, { email: 'maria@exemplo.com.br', cpf: '52998224725' });
    expect(patched.status).toBe(204);
    expect(patched.text).toBe('');
    const read = await h.get(`/v1/pessoas/${id}`);
    expect(read.body).toMatchObject({
      nome: 'Maria Oliveira Santos',
      email: 'maria@exemplo.com.br',
      documento: '529.982.247-25',
      telefone_celular: '11987654321',
    });
    expect((await search('Oliveira Santos')).items?.[0]).toMatchObject({ email: 'maria@exemplo.com.br' });
  });

  it('answers 404 for an unknown person, 400 for a malformed id or field, 405 to DELETE', async () => {
    expect((await send('PATCH', `/v1/pessoas/${crypto.randomUUID()}`, { email: 'a@b.com' })).status).toBe(404);
    expect((await send('PATCH', '/v1/pessoas/abc', { email: 'a@b.com' })).status).toBe(400);
    const id = (await send('POST', '/v1/pessoas', MINIMUM)).body.id as string;
    expect((await send('PATCH', `/v1/pessoas/${id}`, { email: 42 })).status).toBe(400);
    expect((await send('DELETE', `/v1/pessoas/${id}`)).status).toBe(405);
  });

  it('leaves the connected company where it was', async () => {
    expect((await h.get('/v1/pessoas/conta-conectada')).status).toBe(200);
  });
});

describe("each company's people", () => {
  it('a person created in one company is neither found nor read in another', async () => {
    const contador = findAccountByEmail('contador@exemplo.com.br')?.id as string;
    const [first, second] = PORTFOLIO as [Company, Company];
    const as = async (empresa: string) =>
      `Bearer ${await signToken(h.keys.privateKey, {
        sub: contador,
        claims: { client_id: CLIENT_ID, aud: BASE, scope: 'sandbox.signin.admin', empresa_id: empresa },
      })}`;
    const call = async (empresa: string, method: string, path: string, body?: unknown) =>
      h.api.handle(
        new Request(`${BASE}${path}`, {
          method,
          headers: { Authorization: await as(empresa), 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
    const created = (await (
      await call(first.id, 'POST', '/v1/pessoas', { ...MINIMUM, nome: 'Só da primeira' })
    ).json()) as {
      id: string;
    };
    expect((await call(first.id, 'GET', `/v1/pessoas/${created.id}`)).status).toBe(200);
    expect((await call(second.id, 'GET', `/v1/pessoas/${created.id}`)).status).toBe(404);
    const found = (await (await call(second.id, 'GET', '/v1/pessoas?busca=S%C3%B3%20da%20primeira')).json()) as {
      items: unknown[] | null;
    };
    expect(found.items).toBeNull();
  });
});
