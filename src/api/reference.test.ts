import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../test/sandbox';
import {
  searchAccounts,
  searchCatalog,
  searchCategories,
  searchCostCenters,
  searchCustomers,
  searchProducts,
  searchSellers,
  searchServices,
} from './reference';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const rawGet = async (path: string) => {
  const response = await fetch(`http://sandbox.test${path}`, { headers: { Authorization: 'Bearer test-token' } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('reference data: the sandbox envelopes, as the platform sends them', () => {
  it('answers each endpoint with its own envelope', async () => {
    expect(Object.keys((await rawGet('/v1/pessoas')).body).sort()).toEqual(['items', 'totalItems']);
    expect(Object.keys((await rawGet('/v1/produtos')).body).sort()).toEqual(['items', 'totalItems']);
    const services = (await rawGet('/v1/servicos')).body;
    expect(Object.keys(services).sort()).toEqual(['itens', 'paginacao']);
    expect((services.itens as Record<string, unknown>[])[0]).not.toHaveProperty('nome');
    expect(Array.isArray((await rawGet('/v1/venda/vendedores')).body)).toBe(true);
    expect(
      Object.keys((await rawGet('/v1/categorias?pagina=1&tamanho_pagina=10&permite_apenas_filhos=true')).body).sort(),
    ).toEqual(['itens', 'itens_totais', 'totais']);
    expect(Object.keys((await rawGet('/v1/centro-de-custo?pagina=1&tamanho_pagina=10')).body).sort()).toEqual([
      'items',
      'itens_totais',
    ]);
    expect(Object.keys((await rawGet('/v1/conta-financeira')).body).sort()).toEqual(['itens', 'itens_totais']);
  });

  it('enforces the documented parameters', async () => {
    expect((await rawGet('/v1/categorias')).status).toBe(400);
    // Published as required, `permite_apenas_filhos` is not needed in production; pages go up to 1000.
    expect((await rawGet('/v1/categorias?pagina=1&tamanho_pagina=1000')).status).toBe(200);
    expect((await rawGet('/v1/categorias?pagina=1&tamanho_pagina=1001')).status).toBe(400);
    expect((await rawGet('/v1/pessoas?tipo_perfil=CLIENTE')).status).toBe(400);
    expect((await rawGet('/v1/conta-financeira?tamanho_pagina=15')).status).toBe(400);
    expect((await rawGet('/v1/centro-de-custo?pagina=1')).status).toBe(400);
    expect((await rawGet('/v1/servicos?tamanho_pagina=15')).status).toBe(400);
    expect((await rawGet('/v1/produtos?status=QUALQUER')).status).toBe(400);
    expect((await rawGet('/v1/conta-financeira?apenas_ativo=talvez')).status).toBe(400);
  });
});

describe('reference data: one shape per kind in the app', () => {
  it('customers: at least 40 with documents, searchable by name and document', async () => {
    const all = await searchCustomers('', undefined);
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.items.every((c) => c.documento)).toBe(true);
    const first = all.items[0];
    const byDoc = await searchCustomers(first?.documento?.slice(0, 8) ?? '');
    expect(byDoc.items.map((c) => c.id)).toContain(first?.id);
    const byName = await searchCustomers('padaria');
    expect(byName.items.map((c) => c.nome)).toEqual(['Padaria Pão Dourado Ltda']);
  });

  it('products and services become CatalogItem, services labelled by their description', async () => {
    const products = await searchProducts('');
    expect(products.items.every((p) => p.tipo === 'PRODUTO' && p.ativo && p.preco !== null)).toBe(true);
    const services = await searchServices('jardin');
    expect(services.items).toEqual([
      expect.objectContaining({
        tipo: 'SERVICO',
        nome: 'Jardinagem',
        preco: 450,
        codigo: expect.stringMatching(/^SRV-/),
      }),
    ]);
    const catalog = await searchCatalog('');
    expect(catalog.items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(catalog.items.map((i) => i.tipo))).toEqual(new Set(['PRODUTO', 'SERVICO']));
    const mixed = await searchCatalog('manuten');
    expect(mixed.items.map((i) => i.nome)).toEqual(['Manutenção de ar-condicionado', 'Manutenção predial mensal']);
  });

  it('sellers, categories, cost centers and accounts', async () => {
    const sellers = await searchSellers('');
    expect(sellers.total).toBe(6);
    expect((await searchSellers('helena')).items.map((s) => s.nome)).toEqual(['Helena Quintana']);
    const revenue = await searchCategories('', 'RECEITA');
    expect(revenue.items.length).toBe(4);
    expect(revenue.items.every((c) => c.tipo === 'RECEITA')).toBe(true);
    const centers = await searchCostCenters('tecno');
    expect(centers.items).toEqual([expect.objectContaining({ codigo: 'CC-04', nome: 'Tecnologia', ativo: true })]);
    const accounts = await searchAccounts('');
    expect(accounts.total).toBe(5);
    expect(accounts.items.filter((a) => a.padrao).map((a) => a.nome)).toEqual(['Conta corrente principal']);
    expect(sandbox.requests.find((r) => r.url.includes('/v1/conta-financeira'))?.url).toContain('apenas_ativo=true');
    const categoryUrl = new URL(sandbox.requests.find((r) => r.url.includes('/v1/categorias'))?.url ?? 'http://x');
    expect(categoryUrl.searchParams.get('permite_apenas_filhos')).toBe('true');
  });

  it('customers: asks for customers only; suppliers and carriers in /v1/pessoas are left out', async () => {
    const everyone = (await rawGet('/v1/pessoas?tamanho_pagina=100')).body as { totalItems: number };
    const customers = await searchCustomers('');
    expect(customers.total).toBe(everyone.totalItems - 3);
    expect((await searchCustomers('transportes')).items).toEqual([]);
    expect((await searchCustomers('distribuidora')).items).toEqual([]);
    // Both a customer and a supplier: listed.
    expect((await searchCustomers('horizonte')).items.map((c) => c.nome)).toContain('Gráfica Horizonte Ltda');
    const asked = sandbox.requests.filter((r) => new URL(r.url).pathname === '/v1/pessoas').map((r) => new URL(r.url));
    expect(
      asked
        .filter((u) => u.searchParams.has('busca') || u.searchParams.get('tamanho_pagina') !== '100')
        .every((u) => u.searchParams.get('tipo_perfil') === 'Cliente'),
    ).toBe(true);
  });

  it('accounts: the paged list is read to its last page', async () => {
    const store = sandbox.api.store;
    const template = store.accounts[0] as (typeof store.accounts)[number];
    for (let i = 0; i < 130; i++) {
      store.accounts.push({
        ...template,
        id: `0190a5c8-4444-7000-8000-${String(i).padStart(12, '0')}`,
        nome: `Conta extra ${i}`,
        conta_padrao: false,
      });
    }
    const plain = (await rawGet('/v1/conta-financeira')).body as { itens: unknown[]; itens_totais: number };
    expect(plain.itens).toHaveLength(10);
    sandbox.requests.length = 0;
    const accounts = await searchAccounts('');
    expect(accounts.items).toHaveLength(plain.itens_totais);
    expect(accounts.total).toBe(plain.itens_totais);
    expect(new Set(accounts.items.map((a) => a.id)).size).toBe(plain.itens_totais);
    const pages = sandbox.requests.map((r) => new URL(r.url).searchParams.get('pagina'));
    expect(pages).toEqual(['1', '2']);
  });

  it('the published and observed reference payloads read into one shape each', async () => {
    const { payload: empty } = await import('./fixtures/reference/people-empty-observed');
    vi.stubGlobal('fetch', async () => Response.json(empty));
    expect(await searchCustomers('ninguém')).toEqual({ items: [], total: 0 });
  });
});
