import * as z from 'zod/mini';
import { intParam, isUuid } from '../../../src/api/common.schema';
import { isIsoDate } from '../../../src/lib/dates';
import { CHANGES_MAX_DAYS, DAY_MS, wallMs, wallTime } from '../../../src/lib/month-close';
import { bankName } from '../../../src/lib/labels/bank';
import { fromCents } from '../../../src/lib/money';
import { readSearchParams } from '../../../src/lib/search-params';
import { HttpError, json, route, validate, type RouteContext } from '../http';
import { allInstallments } from '../receivable-model';
import type { SandboxStore } from '../store';
import { dateTime } from './accounts';

/**
 * What a month's close reads beside the searches (financial OpenAPI):
 * - the changes feed `GET /v1/financeiro/eventos-financeiros/alteracoes`: the ids of the events
 *   saved within [data_inicio, data_fim], São Paulo time without a zone (one with a zone is 400),
 *   at most 365 days apart, oldest change first; an event is saved when one of its installments
 *   is created, edited or settled;
 * - transfers `GET /v1/financeiro/transferencias`: those dated within [data_inicio, data_fim]
 *   (both required, as production answers), of the accounts in `ids_conta_financeira` as origin or
 *   destination, oldest first; the published 400s `{ code, message }`.
 */

const changesQuerySchema = z.object({
  data_inicio: dateTime,
  data_fim: dateTime,
  pagina: z._default(intParam(1), 1),
  tamanho_pagina: z._default(intParam(1, 1000), 10),
});

/** A stored instant (with a zone) as São Paulo wall time, `YYYY-MM-DDTHH:mm:ss`. */
export function saoPauloWallTime(at: string): string {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at.slice(0, 19) : wallTime(ms);
}

/** Each event's latest save, São Paulo wall time. */
export function eventChanges(store: SandboxStore): Map<string, string> {
  const latest = new Map<string, string>();
  for (const side of ['RECEITA', 'DESPESA'] as const) {
    for (const view of allInstallments(store, side)) {
      const at = saoPauloWallTime(view.alterado_em);
      const known = latest.get(view.evento.id);
      if (!known || at > known) latest.set(view.evento.id, at);
    }
  }
  return latest;
}

function changes({ url, store }: RouteContext): Response {
  const q = validate(changesQuerySchema, readSearchParams(url.searchParams));
  const from = wallMs(q.data_inicio);
  const to = wallMs(q.data_fim);
  if (to < from) throw new HttpError(400, 'A data de início não pode ser posterior à data de fim.');
  if (to - from > CHANGES_MAX_DAYS * DAY_MS)
    throw new HttpError(400, 'O intervalo entre as datas excede o limite máximo permitido de 365 dias');
  const found = [...eventChanges(store)]
    .filter(([, at]) => {
      const ms = wallMs(at);
      return ms >= from && ms <= to;
    })
    .sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : 1));
  const itens = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina).map(([id]) => ({ id }));
  return json({ itens_totais: found.length, itens });
}

const TRANSFER_PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000];
const refuse = (message: string) => json({ code: 400, message }, 400);

function accountBody(store: SandboxStore, id: string, data: string, cents: number) {
  const account = store.accounts.find((a) => a.id === id);
  const value = fromCents(cents);
  return {
    data,
    composicao_valor: { valor_bruto: value, juros: 0, multa: 0, valor_liquido: value, desconto: 0, taxa: 0 },
    conta_financeira: {
      id,
      nome: account?.nome ?? null,
      instituicao_bancaria: account?.codigo_banco
        ? { codigo: account.codigo_banco, nome: bankName(account.banco) }
        : null,
    },
  };
}

function transfers({ url, store }: RouteContext): Response {
  const p = url.searchParams;
  const from = p.get('data_inicio');
  const to = p.get('data_fim');
  if (!from || !to) return refuse('Informe data_inicio e data_fim.');
  if (!isIsoDate(from) || !isIsoDate(to)) return refuse('Data inválida: use AAAA-MM-DD.');
  if (from > to) return refuse('A data de início não pode ser posterior à data de fim.');
  const accounts = p.getAll('ids_conta_financeira').flatMap((v) => v.split(','));
  const malformed = accounts.find((id) => !isUuid(id));
  if (malformed !== undefined)
    return refuse("O valor fornecido no parâmetro 'ids_conta_financeira' não é um identificador (uuid) válido.");
  const pagina = Number(p.get('pagina') ?? 1);
  const size = Number(p.get('tamanho_pagina') ?? 10);
  if (!Number.isInteger(pagina) || pagina < 1) return refuse('pagina: use um número a partir de 1.');
  if (!TRANSFER_PAGE_SIZES.includes(size)) return refuse(`tamanho_pagina: use ${TRANSFER_PAGE_SIZES.join(', ')}.`);
  const found = store.transfers
    .filter((t) => t.data >= from && t.data <= to)
    .filter((t) => accounts.length === 0 || accounts.includes(t.fromAccountId) || accounts.includes(t.toAccountId))
    .sort((a, b) => a.data.localeCompare(b.data) || a.id.localeCompare(b.id));
  const itens = found.slice((pagina - 1) * size, pagina * size).map((t) => ({
    id: t.id,
    descricao: t.descricao,
    valor: fromCents(t.cents),
    data: t.data,
    origem: accountBody(store, t.fromAccountId, t.data, t.cents),
    destino: accountBody(store, t.toAccountId, t.data, t.cents),
  }));
  return json({ itens_totais: found.length, itens });
}

export const closeFeedRoutes = [
  route('GET', '/v1/financeiro/eventos-financeiros/alteracoes', changes),
  route('GET', '/v1/financeiro/transferencias', transfers),
];
