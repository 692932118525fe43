import {
  accountQuerySchema,
  categoryQuerySchema,
  costCenterQuerySchema,
  customerQuerySchema,
  productQuerySchema,
  serviceQuerySchema,
} from '../../../src/api/reference.schema';
import { readSearchParams } from '../../../src/lib/search-params';
import { json, route, validate, type RouteContext } from '../http';
import { fold, uuidFrom } from '../random';
import { DRE_LINES, type DreLine } from '../seed-results';
import { profilesOf } from '../store';

/**
 * Reference data for pickers, with the platform's own (inconsistent) envelopes, exactly
 * as the platform answers them (docs/sandbox-reference.md).
 */

const matches = (search: string | undefined, ...fields: string[]) => {
  const term = fold(search?.trim() ?? '');
  return !term || fields.some((f) => fold(f).includes(term));
};

const pageOf = <T>(found: T[], pagina: number, size: number) => found.slice((pagina - 1) * size, pagina * size);

function customers({ url, store }: RouteContext): Response {
  const q = validate(customerQuerySchema, readSearchParams(url.searchParams));
  const term = fold(q.busca?.trim() ?? '');
  // "Busca por nome ou documento": a term made of a document's characters is also a document.
  const digits = /^[\d.\-/\s]+$/.test(term) ? term.replace(/\D/g, '') : '';
  const found = store.customers.filter(
    (c) =>
      (!q.tipo_perfil || profilesOf(c).includes(q.tipo_perfil)) &&
      (!term || fold(c.nome).includes(term) || (digits.length >= 3 && c.documento.replace(/\D/g, '').includes(digits))),
  );
  // Nothing matching is `items: null`, as the platform answers (conta-azul-cli pessoa.md).
  const items = pageOf(found, q.pagina, q.tamanho_pagina).map(
    ({ perfis: _profiles, telefone: _phone, ...person }) => person,
  );
  return json({ totalItems: found.length, items: items.length ? items : null });
}

/** `{ totalItems, items[{ id, nome, codigo, status, valor_venda }] }`, no pagination. */
function products({ url, store }: RouteContext): Response {
  const q = validate(productQuerySchema, readSearchParams(url.searchParams));
  const found = store.items.filter(
    (i) => i.tipo === 'PRODUTO' && (!q.status || i.status === q.status) && matches(q.busca, i.nome, i.codigo),
  );
  return json({
    totalItems: found.length,
    items: found.map((i) => ({ id: i.id, nome: i.nome, codigo: i.codigo, status: i.status, valor_venda: i.preco })),
  });
}

/** `{ itens[{ id, codigo, descricao, preco, status }], paginacao{ total_itens } }`: no `nome`. */
function services({ url, store }: RouteContext): Response {
  const q = validate(serviceQuerySchema, readSearchParams(url.searchParams));
  const found = store.items.filter((i) => i.tipo === 'SERVICO' && matches(q.busca_textual, i.nome, i.codigo));
  return json({
    itens: pageOf(found, q.pagina, q.tamanho_pagina).map((i) => ({
      id: i.id,
      codigo: i.codigo,
      descricao: i.nome,
      preco: i.preco,
      status: i.status,
    })),
    paginacao: { pagina_atual: q.pagina, tamanho_pagina: q.tamanho_pagina, total_itens: found.length },
  });
}

/** A plain array, no parameters. */
function sellers({ store }: RouteContext): Response {
  return json(store.sellers.map((s) => ({ id: s.id, nome: s.nome })));
}

/**
 * `{ itens_totais, itens[Categoria], totais }` with `versao`, `categoria_pai` (the group's id or
 * null), `entrada_dre` and `considera_custo_dre` (published); pages of up to 1000. Production
 * answers without `permite_apenas_filhos` (the CLI never sends it); the sandbox reads `true`
 * as "only categories an entry can take" (no group), and `apenas_filhos` as "only categories
 * under a group" (where the sources are silent).
 */
function categories({ url, store }: RouteContext): Response {
  const q = validate(categoryQuerySchema, readSearchParams(url.searchParams));
  const groups = new Set(store.categories.flatMap((c) => (c.categoria_pai ? [c.categoria_pai] : [])));
  const found = store.categories.filter(
    (c) =>
      (!q.tipo || c.tipo === q.tipo) &&
      matches(q.busca, c.nome) &&
      !(q.permite_apenas_filhos && groups.has(c.id)) &&
      !(q.apenas_filhos && !c.categoria_pai),
  );
  const itens = pageOf(found, q.pagina, q.tamanho_pagina).map((c) => ({
    id: c.id,
    versao: 0,
    nome: c.nome,
    tipo: c.tipo,
    categoria_pai: c.categoria_pai ?? null,
    entrada_dre: c.entrada_dre ?? null,
    considera_custo_dre: false,
  }));
  return json({ itens_totais: found.length, itens, totais: { ativo: found.length, inativo: 0, todos: found.length } });
}

/**
 * `GET /v1/financeiro/categorias-dre`: `{ itens: [CategoriaDRE] }`, no parameters. The lines
 * are the sandbox's (`DRE_LINES`); each lists the categories whose `entrada_dre` is its key,
 * a totalizer none.
 */
function dreCategories({ store }: RouteContext): Response {
  const line = (l: DreLine, posicao: number): unknown => ({
    id: uuidFrom(`dre:${l.key}`),
    descricao: l.descricao,
    codigo: l.codigo,
    posicao,
    indica_totalizador: l.totalizer === true,
    representa_soma_custo_medio: false,
    subitens: (l.children ?? []).map((c, i) => line(c, i + 1)),
    categorias_financeiras: store.categories
      .filter((c) => c.entrada_dre === l.key)
      .map((c, i) => ({
        id: c.id,
        codigo: `${l.codigo}.${String(i + 1).padStart(2, '0')}`,
        nome: c.nome,
        ativo: true,
      })),
  });
  return json({ itens: DRE_LINES.map((l, i) => line(l, i + 1)) });
}

/** `{ itens_totais, items[{ id, codigo, nome, ativo }] }` (note `items`). */
function costCenters({ url, store }: RouteContext): Response {
  const q = validate(costCenterQuerySchema, readSearchParams(url.searchParams));
  const found = store.costCenters.filter((c) => matches(q.busca, c.nome, c.codigo));
  return json({ itens_totais: found.length, items: pageOf(found, q.pagina, q.tamanho_pagina) });
}

/**
 * `{ itens_totais, itens[{ id, nome, banco, tipo, ativo, conta_padrao }] }`, paged as
 * published (`pagina`, `tamanho_pagina` 10…1000; 10 a page when not given).
 */
function accounts({ url, store }: RouteContext): Response {
  const q = validate(accountQuerySchema, readSearchParams(url.searchParams));
  const found = store.accounts.filter((a) => (!q.apenas_ativo || a.ativo) && matches(q.nome, a.nome));
  return json({ itens_totais: found.length, itens: pageOf(found, q.pagina, q.tamanho_pagina) });
}

export const referenceRoutes = [
  route('GET', '/v1/pessoas', customers),
  route('GET', '/v1/produtos', products),
  route('GET', '/v1/servicos', services),
  route('GET', '/v1/venda/vendedores', sellers),
  route('GET', '/v1/categorias', categories),
  route('GET', '/v1/financeiro/categorias-dre', dreCategories),
  route('GET', '/v1/centro-de-custo', costCenters),
  route('GET', '/v1/conta-financeira', accounts),
];
