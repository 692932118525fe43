import { NFSE_MULTI_PARAMS, nfeQuerySchema, nfseQuerySchema, type NfseStatus } from '../../../src/api/invoices.schema';
import { readSearchParams } from '../../../src/lib/search-params';
import { json, route, validate, type RouteContext } from '../http';
import { notesBetween, type NoteRecord } from '../invoice-model';
import { saleNumber } from './sales';
import type { SandboxStore } from '../store';

/**
 * The invoice lists, read-only as on the platform (conta-azul-cli docs/referencia/nota-fiscal.md):
 * - `GET /v1/notas-fiscais-servico`: the NFS-e whose competence date is in
 *   `data_competencia_de`..`data_competencia_ate` (required, at most 15 days apart, else 400),
 *   every status, `{ itens, paginacao }` with `total_itens` the real count; filters `ids`,
 *   `id_cliente`, `status` (indexed `status[0]=…`, matched as a union), `numero_venda`,
 *   `numero_nfse_inicial/final`, `numero_rps_inicial/final`, `tipo_negociacao`.
 * - `GET /v1/notas-fiscais`: NF-e of product sales; the seed sells services only, so it
 *   answers no items, with the platform's rules (15 days, UUID `id_venda`, page sizes) and
 *   its empty page's `tamanho_pagina`.
 * Errors answer `{ error }` (http.ts).
 */

/** `key[0]=a&key[1]=b` and `key=a&key=b` both read as `key: [a, b]`. */
function readIndexed(params: URLSearchParams, multi: readonly string[]) {
  const plain = new URLSearchParams();
  const arrays: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const indexed = /^([a-z_]+)\[\d+\]$/.exec(key);
    const name = indexed?.[1] ?? key;
    if (multi.includes(name)) (arrays[name] ??= []).push(value);
    else plain.append(key, value);
  }
  return { ...readSearchParams(plain), ...arrays };
}

const inRange = (n: number | null, from: number | undefined, to: number | undefined) =>
  (from === undefined || (n !== null && n >= from)) && (to === undefined || (n !== null && n <= to));

/** The NFS-e number, given once the note is issued; the RPS number, from the start. */
const nfseNumber = (note: NoteRecord) =>
  note.status === 'EMITIDA' || note.status === 'CANCELADA' ? note.saleNumber : null;

function nfseItem(store: SandboxStore, note: NoteRecord) {
  const customer = store.customers.find((c) => c.id === note.contract.request.id_cliente);
  const issued = note.status !== 'PENDENTE';
  return {
    id: note.id,
    id_venda: note.sale.id,
    numero_venda: String(note.saleNumber),
    numero_rps: note.saleNumber,
    numero_nfse: nfseNumber(note),
    status: note.status,
    valor_total_nfse: note.sale.valor,
    data_competencia: note.sale.data_emissao,
    nome_cliente: customer?.nome ?? null,
    documento_cliente: customer?.documento ?? null,
    codigo_cnae: '6201501',
    cidade_emissao: { nome: 'Joinville', estado: 'SC' },
    escriturado_manualmente: false,
    informacao_transmissao: { data_inicio_emissao: issued ? `${note.sale.data_emissao}T09:00:00` : null },
  };
}

function listNfse({ url, store }: RouteContext): Response {
  const q = validate(nfseQuerySchema, readIndexed(url.searchParams, NFSE_MULTI_PARAMS));
  const statuses = q.status?.length ? new Set<string>(q.status) : null;
  const found = notesBetween(store, q.data_competencia_de, q.data_competencia_ate, saleNumber).filter((note) => {
    if (q.ids?.length && !q.ids.includes(note.id)) return false;
    if (q.id_cliente?.length && !q.id_cliente.includes(note.contract.request.id_cliente)) return false;
    if (statuses && !statuses.has(note.status as NfseStatus)) return false;
    if (q.numero_venda !== undefined && note.saleNumber !== q.numero_venda) return false;
    if (!inRange(nfseNumber(note), q.numero_nfse_inicial, q.numero_nfse_final)) return false;
    if (!inRange(note.saleNumber, q.numero_rps_inicial, q.numero_rps_final)) return false;
    // Every seeded note is a contract's.
    if (q.tipo_negociacao === 'VENDA') return false;
    return true;
  });
  const page = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  return json({
    itens: page.map((note) => nfseItem(store, note)),
    paginacao: {
      pagina_atual: q.pagina,
      total_paginas: Math.ceil(found.length / q.tamanho_pagina),
      tamanho_pagina: q.tamanho_pagina,
      total_itens: found.length,
    },
  });
}

/** The largest 64-bit integer, which the platform answers as the page size of an empty result. */
const EMPTY_PAGE_SIZE = 9223372036854775807n;

function listNfe({ url }: RouteContext): Response {
  const q = validate(nfeQuerySchema, readSearchParams(url.searchParams));
  const body = JSON.stringify({
    itens: [],
    paginacao: { pagina_atual: q.pagina, total_paginas: 0, tamanho_pagina: 0, total_itens: 0 },
  }).replace('"tamanho_pagina":0', `"tamanho_pagina":${EMPTY_PAGE_SIZE}`);
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

export const invoiceRoutes = [
  route('GET', '/v1/notas-fiscais-servico', listNfse),
  route('GET', '/v1/notas-fiscais', listNfe),
];
