import { isUuid } from '../../../src/api/common.schema';
import { readSearchParams } from '../../../src/lib/search-params';
import {
  createQuoteSchema,
  deleteQuotesSchema,
  QUOTE_LIST_MULTI_PARAMS,
  quoteListQuerySchema,
  type QuoteListQuery,
  type QuoteSortField,
} from '../../../src/api/quotes.schema';
import { compareIsoDates } from '../../../src/lib/dates';
import { fromCents } from '../../../src/lib/money';
import { composeValue } from '../../../src/lib/value-composition';
import { HttpError, json, noContent, readJson, route, validate, type RouteContext } from '../http';
import { fold, uuidv7 } from '../random';
import type { QuoteRecord, SandboxStore } from '../store';

/**
 * The quote endpoints (docs/platform-contract.md, "Quotes"). Where the documentation is silent,
 * the sandbox decides (docs/sandbox-quotes.md):
 * - the search matches the customer's name (accents and case ignored) or the exact number;
 * - the date interval is on `data_orcamento`, both ends included;
 * - without a sort field, the newest number comes first; ties break by number, descending;
 * - `total` is the net value (items - discount + freight), in reais;
 * - a new quote is `ORCAMENTO` (open) and takes the highest number + 1.
 * Where the platform was observed (conta-azul-cli docs/referencia/orcamento.md), as observed:
 * - `total_itens` leaves the refused quotes out while `itens` carries them;
 * - `observacoes` and `observacoes_pagamento` read back each in the other's field;
 * - pages of up to 1000; a bulk delete answers 204 and an unknown id in it is no error.
 */

const customerName = (store: SandboxStore, id: string) => store.customers.find((c) => c.id === id)?.nome ?? '';

export function quoteTotal(record: QuoteRecord): number {
  const { itens, composicao_de_valor } = record.request;
  return fromCents(
    composeValue({ itens, frete: composicao_de_valor?.frete, desconto: composicao_de_valor?.desconto }).netCents,
  );
}

function matches(store: SandboxStore, record: QuoteRecord, q: QuoteListQuery): boolean {
  const r = record.request;
  if (q.data_inicio && q.data_fim) {
    if (compareIsoDates(r.data_orcamento, q.data_inicio) < 0 || compareIsoDates(r.data_orcamento, q.data_fim) > 0)
      return false;
  }
  if (q.situacoes?.length && !q.situacoes.includes(record.situacao)) return false;
  if (q.ids_clientes?.length && !q.ids_clientes.includes(r.id_cliente)) return false;
  if (q.ids_vendedores?.length && (!r.id_vendedor || !q.ids_vendedores.includes(r.id_vendedor))) return false;
  const term = q.termo_busca?.trim();
  if (term && !fold(customerName(store, r.id_cliente)).includes(fold(term)) && String(record.numero) !== term)
    return false;
  return true;
}

function compareBy(store: SandboxStore, field: QuoteSortField, a: QuoteRecord, b: QuoteRecord): number {
  if (field === 'DATA') return compareIsoDates(a.request.data_orcamento, b.request.data_orcamento);
  if (field === 'NUMERO') return a.numero - b.numero;
  return customerName(store, a.request.id_cliente).localeCompare(customerName(store, b.request.id_cliente), 'pt-BR');
}

function toListItem(store: SandboxStore, record: QuoteRecord) {
  const customer = store.customers.find((c) => c.id === record.request.id_cliente);
  return {
    id: record.id,
    numero: record.numero,
    situacao: record.situacao,
    total: quoteTotal(record),
    versao: record.versao,
    data_orcamento: record.request.data_orcamento,
    data_criacao: record.data_criacao,
    data_alteracao: record.data_alteracao,
    cliente: customer ? { id: customer.id, nome: customer.nome, email: customer.email } : null,
  };
}

function toDetail(store: SandboxStore, record: QuoteRecord) {
  const r = record.request;
  return {
    id: record.id,
    numero: record.numero,
    versao: record.versao,
    situacao: record.situacao,
    id_cliente: r.id_cliente,
    id_vendedor: r.id_vendedor ?? null,
    data_orcamento: r.data_orcamento,
    data_validade: r.data_validade,
    descricao: r.descricao ?? null,
    // Each remark reads back in the other's field, as the platform answers.
    observacoes: r.observacoes_pagamento ?? null,
    observacoes_pagamento: r.observacoes ?? null,
    previsao_entrega: r.previsao_entrega ?? null,
    composicao_de_valor: {
      frete: r.composicao_de_valor?.frete ?? 0,
      desconto: r.composicao_de_valor?.desconto ?? null,
      total: quoteTotal(record),
    },
    itens: r.itens.map((item) => {
      const catalog = store.items.find((c) => c.id === item.id);
      return {
        id: item.id,
        nome: catalog?.nome ?? null,
        descricao: catalog ? `${catalog.codigo} · ${catalog.nome}` : null,
        tipo: catalog?.tipo ?? null,
        quantidade: item.quantidade,
        valor: item.valor,
        custo: item.valor_custo ?? catalog?.custo ?? null,
      };
    }),
  };
}

function list({ url, store }: RouteContext): Response {
  const q = validate(quoteListQuerySchema, readSearchParams(url.searchParams, QUOTE_LIST_MULTI_PARAMS));
  const found = [...store.quotes.values()].filter((r) => matches(store, r, q));
  // As the contracts list: the ascending field wins; the descending one counts only alone.
  const field = q.campo_ordenado_ascendente ?? q.campo_ordenado_descendente;
  const direction = q.campo_ordenado_ascendente ? 1 : -1;
  found.sort((a, b) => (field ? direction * compareBy(store, field, a, b) : 0) || b.numero - a.numero);
  const page = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  // The count leaves the refused quotes out; the pages do not.
  const counted = found.filter((r) => r.situacao !== 'ORCAMENTO_RECUSADO').length;
  return json({ itens: page.map((r) => toListItem(store, r)), total_itens: counted });
}

async function create({ request, store }: RouteContext): Promise<Response> {
  const body = validate(createQuoteSchema, await readJson(request));
  if (!store.customers.some((c) => c.id === body.id_cliente))
    throw new HttpError(400, 'id_cliente: cliente não encontrado.');
  if (body.id_vendedor !== undefined && !store.sellers.some((s) => s.id === body.id_vendedor)) {
    throw new HttpError(400, 'id_vendedor: vendedor não encontrado.');
  }
  body.itens.forEach((item, i) => {
    if (!store.items.some((it) => it.id === item.id))
      throw new HttpError(400, `itens.${i}.id: produto ou serviço não encontrado.`);
  });
  let highest = 0;
  for (const r of store.quotes.values()) highest = Math.max(highest, r.numero);
  const now = new Date().toISOString();
  const record: QuoteRecord = {
    id: uuidv7(),
    numero: highest + 1,
    versao: 1,
    situacao: 'ORCAMENTO',
    request: body,
    data_criacao: now,
    data_alteracao: now,
  };
  store.quotes.set(record.id, record);
  return json({ id: record.id }, 201);
}

function read({ params, store }: RouteContext): Response {
  const id = params.id as string;
  if (!isUuid(id)) throw new HttpError(400, 'id: identificador de orçamento inválido.');
  const record = store.quotes.get(id);
  if (!record) throw new HttpError(404, 'Orçamento não encontrado.');
  return json(toDetail(store, record));
}

async function removeMany({ request, store }: RouteContext): Promise<Response> {
  const { ids } = validate(deleteQuotesSchema, await readJson(request));
  // Permanent; an unknown id is no error and the answer does not say what was deleted.
  for (const id of ids) store.quotes.delete(id);
  return noContent();
}

export const quoteRoutes = [
  route('GET', '/v1/orcamentos', list),
  route('POST', '/v1/orcamentos', create),
  route('DELETE', '/v1/orcamentos', removeMany),
  route('GET', '/v1/orcamentos/:id', read),
];
