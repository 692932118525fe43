import { isUuid } from '../../../src/api/common.schema';
import { readSearchParams } from '../../../src/lib/search-params';
import {
  RECEIVABLES_MULTI_PARAMS,
  receivablesQuerySchema,
  settlementRequestSchema,
  settlementUpdateRequestSchema,
  type ReceivablesQuery,
} from '../../../src/api/receivables.schema';
import { compareIsoDates, type IsoDate } from '../../../src/lib/dates';
import { fromCents, toCents } from '../../../src/lib/money';
import {
  canonicalSettlementMethod,
  correctionMethod,
  settlementNetCents,
  type SettlementMethod,
} from '../../../src/lib/settlement';
import { installmentUpdateSchema } from '../../../src/api/installment-update.schema';
import { installmentChargeRequests } from './charges';
import { HttpError, json, readJson, route, validate, type RouteContext } from '../http';
import {
  accountBody,
  allInstallments,
  bumpInstallmentVersion,
  findInstallment,
  findSettlement,
  LIST_STATUS,
  LIST_STATUS_CODES,
  settlementReadBody,
  settlementWriteBody,
  type DetailStatus,
  type InstallmentView,
} from '../receivable-model';
import { apportionmentBody, createFinancialEvent, parseEventRequest, protocolBody } from '../financial-events';
import { fold, uuidv7 } from '../random';
import type { EventSide, SandboxStore, SettlementRecord } from '../store';

/**
 * Receivables and payables: one implementation for both sides (`RECEITA`, `DESPESA`),
 * the search (`.../contas-a-receber/buscar`, `.../contas-a-pagar/buscar`) and the creation
 * (`POST .../contas-a-receber`, `POST .../contas-a-pagar`; financial-events.ts) built per
 * side, the installment detail and settlement (baixa) shared, whatever the side. A payable
 * answers as a receivable does with `fornecedor` where a receivable has `cliente`, and
 * its search takes no customer filter (`ids_clientes` is ignored, as the platform ignores
 * parameters it does not know; no supplier filter is published). Where the platform's
 * documentation is silent the sandbox decides (docs/sandbox-receivables.md, docs/sandbox.md "Payables"):
 * - `descricao` matches part of the description, accents and case ignored;
 * - `status` selects list statuses (see receivable-model.ts); a cancelled installment
 *   is listed only when no status is asked for;
 * - `data_pagamento_de/ate` select installments with a settlement paid in the interval;
 * - sort: `campo_ordenado_ascendente|descendente`, free text as published (sortField);
 *   default due date ascending, then description;
 * - items speak the platform: `status` in English codes, `status_traduzido` the Portuguese
 *   code, `cliente: { id: null, nome: null }` for an anonymous sale;
 * - `totais` in the buckets production clients read (totalsBuckets);
 * - the installment read has neither `cliente` nor `total`: its value is `valor_total_liquido`
 *   and `valor_composicao` (financial OpenAPI, `Parcela`); settlements read back with
 *   `valor_composicao` and the account as an object, writes answer the request's names;
 * - a settlement is corrected with its current `versao` (PATCH; 409 without it or with a
 *   stale one) and undone with DELETE (200, empty body); both move the installment back;
 * - a settlement is refused (400) when the installment is cancelled, lost, renegotiated
 *   or fully paid, when the gross value is zero, or when the account does not exist. A
 *   gross value above the open amount is accepted (the form asks first): the surplus is
 *   recorded and the installment is paid.
 */

/** Every category of the installment's event: its apportionment's, else its own (one or none). */
function categoryIdsOf(store: SandboxStore, v: InstallmentView): string[] {
  const rateio = store.financialEvents.get(v.evento.id)?.rateio;
  if (rateio?.length) return rateio.map((r) => r.id_categoria);
  return v.categoryId ? [v.categoryId] : [];
}

function matches(store: SandboxStore, v: InstallmentView, q: ReceivablesQuery): boolean {
  if (compareIsoDates(v.data_vencimento, q.data_vencimento_de) < 0) return false;
  if (compareIsoDates(v.data_vencimento, q.data_vencimento_ate) > 0) return false;
  if (q.data_competencia_de && compareIsoDates(v.data_competencia, q.data_competencia_de) < 0) return false;
  if (q.data_competencia_ate && compareIsoDates(v.data_competencia, q.data_competencia_ate) > 0) return false;
  if (q.data_pagamento_de || q.data_pagamento_ate) {
    const paidIn = v.settlements.some(
      (s) =>
        (!q.data_pagamento_de || compareIsoDates(s.data_pagamento, q.data_pagamento_de) >= 0) &&
        (!q.data_pagamento_ate || compareIsoDates(s.data_pagamento, q.data_pagamento_ate) <= 0),
    );
    if (!paidIn) return false;
  }
  if (q.valor_de !== undefined && v.totalCents < toCents(q.valor_de)) return false;
  if (q.valor_ate !== undefined && v.totalCents > toCents(q.valor_ate)) return false;
  if (q.status?.length && !q.status.some((s) => s === LIST_STATUS[v.status])) return false;
  if (q.ids_clientes?.length && !(v.contactId && q.ids_clientes.includes(v.contactId))) return false;
  if (q.ids_contas_financeiras?.length && !(v.accountId && q.ids_contas_financeiras.includes(v.accountId)))
    return false;
  if (q.ids_categorias?.length && !categoryIdsOf(store, v).some((id) => q.ids_categorias?.includes(id))) return false;
  if (q.ids_centros_de_custo?.length && !(v.costCenterId && q.ids_centros_de_custo.includes(v.costCenterId)))
    return false;
  const text = q.descricao?.trim();
  if (text && !fold(v.descricao).includes(fold(text))) return false;
  return true;
}

const ref = (list: { id: string; nome: string }[], id: string | undefined) => {
  const found = id ? list.find((x) => x.id === id) : undefined;
  return found ? { id: found.id, nome: found.nome } : null;
};

/** Where each side's items name their contact. */
const CONTACT_FIELD: Record<EventSide, 'cliente' | 'fornecedor'> = { RECEITA: 'cliente', DESPESA: 'fornecedor' };
/** Each side's path under the financial events. */
const SIDE_PATH: Record<EventSide, string> = { RECEITA: 'contas-a-receber', DESPESA: 'contas-a-pagar' };
const BASE = '/v1/financeiro/eventos-financeiros';

function listItem(store: SandboxStore, v: InstallmentView) {
  const categories = categoryIdsOf(store, v).flatMap((id) => ref(store.categories, id) ?? []);
  const costCenter = ref(store.costCenters, v.costCenterId);
  return {
    id: v.id,
    descricao: v.descricao,
    data_vencimento: v.data_vencimento,
    data_competencia: v.data_competencia,
    status: LIST_STATUS_CODES[v.status],
    status_traduzido: LIST_STATUS[v.status],
    total: fromCents(v.totalCents),
    pago: fromCents(v.paidCents),
    nao_pago: fromCents(v.status === 'CANCELADO' ? 0 : v.openCents),
    // A split entry names each of its categories, without the amounts (published item).
    categorias: categories,
    centros_de_custo: costCenter ? [costCenter] : [],
    // An anonymous sale names no customer (production report), a tax guide no supplier: both fields null.
    [CONTACT_FIELD[v.evento.tipo]]: ref(store.customers, v.contactId) ?? { id: null, nome: null },
    data_criacao: v.criado_em,
    data_alteracao: v.alterado_em,
  };
}

/**
 * `totais` in the buckets production clients read, over the whole filtered set (cancelled
 * installments left out): `pago` what was received, the open amount by due date —
 * `vencido` before today, `vence_hoje`, `pendente` after — and `aberto` the three together,
 * each `{ valor }`; `todos` the installments' total, a number. The open amount follows the
 * app's one definition (src/lib/figures.ts): what is left of an open, overdue or partly
 * received installment.
 */
function totalsBuckets(found: InstallmentView[], today: IsoDate) {
  const cents = { pago: 0, pendente: 0, vence_hoje: 0, vencido: 0, todos: 0 };
  for (const v of found) {
    if (v.status === 'CANCELADO') continue;
    cents.todos += v.totalCents;
    cents.pago += v.paidCents;
    if (!OPEN_STATUSES.has(v.status) || v.openCents <= 0) continue;
    const when = compareIsoDates(v.data_vencimento, today);
    cents[when < 0 ? 'vencido' : when === 0 ? 'vence_hoje' : 'pendente'] += v.openCents;
  }
  const valor = (c: number) => ({ valor: fromCents(c) });
  return {
    pago: valor(cents.pago),
    pendente: valor(cents.pendente),
    vence_hoje: valor(cents.vence_hoje),
    vencido: valor(cents.vencido),
    aberto: valor(cents.pendente + cents.vence_hoje + cents.vencido),
    todos: fromCents(cents.todos),
  };
}

const OPEN_STATUSES: ReadonlySet<DetailStatus> = new Set(['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL']);

/**
 * The sort field, free text as published: a due date, a value or a name (the description),
 * any spelling; anything else is ignored (the default order), as the platform ignores
 * what it does not know.
 */
function sortField(text: string | undefined): 'DATA_VENCIMENTO' | 'VALOR' | 'NOME' | null {
  const key = fold(text ?? '').replace(/[^a-z]/g, '');
  if (['datavencimento', 'vencimento'].includes(key)) return 'DATA_VENCIMENTO';
  if (['valor', 'total'].includes(key)) return 'VALOR';
  if (['nome', 'descricao'].includes(key)) return 'NOME';
  return null;
}

const search =
  (side: EventSide) =>
  ({ url, store }: RouteContext): Response => {
    const params = readSearchParams(url.searchParams, RECEIVABLES_MULTI_PARAMS);
    // Payables have no customer filter: an unknown parameter, ignored.
    if (side === 'DESPESA') delete params.ids_clientes;
    return json(searchBody(store, side, validate(receivablesQuerySchema, params)));
  };

function searchBody(store: SandboxStore, side: EventSide, q: ReceivablesQuery) {
  const found = allInstallments(store, side).filter((v) => matches(store, v, q));
  const field = sortField(q.campo_ordenado_ascendente ?? q.campo_ordenado_descendente);
  const direction = field && q.campo_ordenado_descendente && !q.campo_ordenado_ascendente ? -1 : 1;
  found.sort((a, b) => {
    const byField =
      field === 'VALOR'
        ? a.totalCents - b.totalCents
        : field === 'NOME'
          ? a.descricao.localeCompare(b.descricao, 'pt-BR')
          : compareIsoDates(a.data_vencimento, b.data_vencimento);
    return direction * byField || a.descricao.localeCompare(b.descricao, 'pt-BR') || a.id.localeCompare(b.id);
  });
  const page = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  return {
    itens_totais: found.length,
    itens: page.map((v) => listItem(store, v)),
    totais: totalsBuckets(found, store.today),
  };
}

/**
 * Creates a receivable or payable event (`EventoFinanceiroRequest`): 200 (not the
 * published 202) with the protocol, `status: PENDING`, as production answers; the
 * installments are in the search at once (the platform's are a moment later).
 */
const create =
  (side: EventSide) =>
  async ({ request, store }: RouteContext): Promise<Response> => {
    const input = parseEventRequest(store, side, await readJson(request));
    const protocolo = uuidv7();
    const event = createFinancialEvent(store, { ...input, protocolo });
    return json({ protocolo, status: 'PENDING', data_criacao: event.criado_em });
  };

function find(store: SandboxStore, id: string): InstallmentView {
  if (!isUuid(id)) throw new HttpError(400, 'parcela_id: identificador de parcela inválido.');
  const view = findInstallment(store, id);
  if (!view) throw new HttpError(404, 'Parcela não encontrada.');
  return view;
}

/** The installment read (`Parcela`, financial OpenAPI): no `cliente`, no `total`. */
function detailBody(store: SandboxStore, v: InstallmentView) {
  const total = fromCents(v.totalCents);
  return {
    id: v.id,
    versao: v.versao,
    indice: v.indice,
    status: v.status,
    valor_pago: fromCents(v.paidCents),
    nao_pago: fromCents(v.status === 'CANCELADO' ? 0 : v.openCents),
    data_vencimento: v.data_vencimento,
    data_pagamento_previsto: v.data_pagamento_previsto ?? v.data_vencimento,
    descricao: v.descricao,
    nota: v.nota ?? null,
    // Present only once written off (the published `PerdaFinanceira`).
    ...(v.perda ? { perda: { ...v.perda } } : {}),
    conciliado: false,
    conta_financeira: accountBody(store, v.accountId),
    id_conta_financeira: v.accountId ?? null,
    valor_composicao: compositionBody(v.composicao, total),
    valor_total_liquido: total,
    metodo_pagamento: v.metodo_pagamento ?? null,
    nsu: v.nsu ?? null,
    baixa_agendada: v.baixa_agendada ?? false,
    baixas: v.settlements.map((s) => settlementReadBody(store, s, v.evento.tipo)),
    data_alteracao: v.alterado_em,
    evento: { ...v.evento, data_competencia: v.data_competencia, ...rateioOf(store, v.evento.id) },
  };
}

function compositionBody(c: InstallmentView['composicao'], total: number) {
  if (!c) return { valor_bruto: total, multa: 0, juros: 0, desconto: 0, taxa: 0, valor_liquido: total };
  return {
    valor_bruto: c.valor_bruto,
    multa: c.multa ?? 0,
    juros: c.juros ?? 0,
    desconto: c.desconto ?? 0,
    taxa: c.taxa ?? 0,
    valor_liquido: total,
  };
}

/** Every category and cost centre of the event's apportionment, when its request gave them. */
function rateioOf(store: SandboxStore, eventId: string) {
  const rateio = apportionmentBody(store, eventId);
  return rateio ? { rateio } : {};
}

/** The installments of one event: a bare array of installment reads, by index (observed in production). */
function eventInstallments({ params, store }: RouteContext): Response {
  const id = params.eventoId as string;
  if (!isUuid(id)) throw new HttpError(400, 'id_evento: identificador de evento inválido.');
  const side = store.financialEvents.get(id)?.tipo;
  const views = (
    side ? allInstallments(store, side) : [...allInstallments(store), ...allInstallments(store, 'DESPESA')]
  )
    .filter((v) => v.evento.id === id)
    .sort((a, b) => a.indice - b.indice);
  if (views.length === 0 && !store.financialEvents.has(id))
    throw new HttpError(404, 'Evento financeiro não encontrado.');
  return json(views.map((v) => detailBody(store, v)));
}

/** A creation's protocol: SUCCESS with the created event's id (the sandbox writes at once). */
function readProtocol({ params, store }: RouteContext): Response {
  const id = params.id as string;
  if (!isUuid(id)) throw new HttpError(400, 'id: identificador de protocolo inválido.');
  const body = protocolBody(store, id);
  if (!body) throw new HttpError(404, 'Protocolo não encontrado.');
  return json(body);
}

function read({ params, store }: RouteContext): Response {
  const view = find(store, params.id as string);
  // The installment's charges, as production lists them on its read.
  return json({ ...detailBody(store, view), solicitacoes_cobrancas: installmentChargeRequests({ store }, view.id) });
}

function listSettlements({ params, store }: RouteContext): Response {
  const view = find(store, params.id as string);
  return json(view.settlements.map((s) => settlementReadBody(store, s, view.evento.tipo)));
}

const REFUSALS: Partial<Record<InstallmentView['status'], string>> = {
  CANCELADO: 'A parcela está cancelada e não aceita baixa.',
  QUITADO: 'A parcela já está quitada: não há valor em aberto para baixar.',
  PERDIDO: 'A parcela foi registrada como perdida e não aceita baixa.',
  RENEGOCIADO: 'A parcela foi renegociada e não aceita baixa; registre a baixa nas novas parcelas.',
};

async function settle({ params, request, store }: RouteContext): Promise<Response> {
  const view = find(store, params.id as string);
  const body = validate(settlementRequestSchema, await readJson(request));
  const refusal = REFUSALS[view.status];
  if (refusal) throw new HttpError(400, refusal);
  if (toCents(body.composicao_valor.valor_bruto) <= 0) {
    throw new HttpError(400, 'composicao_valor.valor_bruto: informe um valor bruto maior que zero.');
  }
  if (!store.accounts.some((a) => a.id === body.conta_financeira)) {
    throw new HttpError(400, 'conta_financeira: conta financeira não encontrada.');
  }
  const record: SettlementRecord = {
    id: uuidv7(),
    versao: 1,
    parcelaId: view.id,
    data_pagamento: body.data_pagamento,
    composicao_valor: { ...body.composicao_valor },
    conta_financeira: body.conta_financeira,
    ...(body.metodo_pagamento ? { metodo_pagamento: body.metodo_pagamento } : {}),
    ...(body.observacao ? { observacao: body.observacao } : {}),
    ...(body.nsu ? { nsu: body.nsu } : {}),
    criado_em: new Date().toISOString(),
  };
  store.settlements.set(view.id, [...view.settlements, record]);
  return json(settlementWriteBody(record), 200);
}

function findBaixa(store: SandboxStore, id: string) {
  if (!isUuid(id)) throw new HttpError(400, 'baixa_id: identificador de baixa inválido.');
  const found = findSettlement(store, id);
  if (!found) throw new HttpError(404, 'Baixa não encontrada.');
  return found;
}

function readSettlement({ params, store }: RouteContext): Response {
  const { parcelaId, record } = findBaixa(store, params.baixaId as string);
  const tipo = findInstallment(store, parcelaId)?.evento.tipo ?? 'RECEITA';
  return json(settlementReadBody(store, record, tipo));
}

/** The platform's answer to a missing or stale `versao` (production report). */
const STALE = 'Versão informada para o recurso é inválida.';

async function correctSettlement({ params, request, store }: RouteContext): Promise<Response> {
  const { parcelaId, record } = findBaixa(store, params.baixaId as string);
  const raw = await readJson(request);
  // Checked before the rest of the body: without `versao` the platform answers 409, not 400.
  const versao = raw && typeof raw === 'object' ? (raw as { versao?: unknown }).versao : undefined;
  if (versao !== record.versao) throw new HttpError(409, STALE);
  const body = validate(settlementUpdateRequestSchema, raw);
  if (body.composicao_valor && toCents(body.composicao_valor.valor_bruto) <= 0) {
    throw new HttpError(400, 'composicao_valor.valor_bruto: informe um valor bruto maior que zero.');
  }
  if (body.conta_financeira && !store.accounts.some((a) => a.id === body.conta_financeira)) {
    throw new HttpError(400, 'conta_financeira: conta financeira não encontrada.');
  }
  const updated: SettlementRecord = {
    ...record,
    versao: record.versao + 1,
    ...(body.data_pagamento ? { data_pagamento: body.data_pagamento } : {}),
    ...(body.conta_financeira ? { conta_financeira: body.conta_financeira } : {}),
    ...(body.composicao_valor ? { composicao_valor: { ...body.composicao_valor } } : {}),
    ...(body.metodo_pagamento ? { metodo_pagamento: canonicalSettlementMethod(body.metodo_pagamento)! } : {}),
    ...(body.observacao !== undefined ? { observacao: body.observacao } : {}),
    ...(body.nsu !== undefined ? { nsu: body.nsu } : {}),
    atualizado_em: new Date().toISOString(),
  };
  store.settlements.set(
    parcelaId,
    (store.settlements.get(parcelaId) ?? []).map((s) => (s.id === record.id ? updated : s)),
  );
  bumpInstallmentVersion(store, parcelaId, 1);
  return json(
    settlementWriteBody(updated, (m) => correctionMethod(m as SettlementMethod)),
    200,
  );
}

/** What no update may change (the sandbox's choice: no source says). */
const UPDATE_REFUSALS: Partial<Record<InstallmentView['status'], string>> = {
  CANCELADO: 'A parcela está cancelada e não pode ser alterada.',
  RENEGOCIADO: 'A parcela foi renegociada e não pode ser alterada; altere as novas parcelas.',
};

/**
 * Updates an installment (`ParcelaAtualizacaoRequest`): 409 without its current `versao`
 * or with another, before anything else is read (production report); unknown fields are
 * dropped without a word; the answer speaks the write's names (`ParcelaAtualizacaoResponse`)
 * with the new `versao`. Where no source says, the sandbox refuses (400): a cancelled or
 * renegotiated installment, a value below what was already settled, a loss on an
 * installment with nothing open or above what is open, an unknown account.
 */
async function updateInstallment({ params, request, store }: RouteContext): Promise<Response> {
  const view = find(store, params.id as string);
  const raw = await readJson(request);
  const versao = raw && typeof raw === 'object' ? (raw as { versao?: unknown }).versao : undefined;
  if (versao !== view.versao) throw new HttpError(409, STALE);
  const body = validate(installmentUpdateSchema, raw);
  const refusal = UPDATE_REFUSALS[view.status];
  if (refusal) throw new HttpError(400, refusal);
  if (body.id_conta_financeira && !store.accounts.some((a) => a.id === body.id_conta_financeira)) {
    throw new HttpError(400, 'id_conta_financeira: conta financeira não encontrada.');
  }
  const totalCents = body.composicao_valor ? settlementNetCents(body.composicao_valor) : view.totalCents;
  if (totalCents < view.paidCents) {
    throw new HttpError(
      400,
      `composicao_valor: o valor da parcela não pode ser menor que o já baixado (${fromCents(view.paidCents)}).`,
    );
  }
  if (body.perda) {
    const open = Math.max(totalCents - view.paidCents, 0);
    if (open <= 0) throw new HttpError(400, 'perda: a parcela não tem valor em aberto para dar como perda.');
    if (toCents(body.perda.valor) > open) {
      throw new HttpError(400, `perda.valor: o valor da perda passa do valor em aberto (${fromCents(open)}).`);
    }
  }
  const before = store.installmentEdits.get(view.id);
  const { valor_liquido: _net, ...composicao } = body.composicao_valor ?? { valor_bruto: 0 };
  store.installmentEdits.set(view.id, {
    ...before,
    ...(body.vencimento ? { data_vencimento: body.vencimento } : {}),
    ...(body.data_pagamento_esperado ? { data_pagamento_previsto: body.data_pagamento_esperado } : {}),
    ...(body.descricao !== undefined ? { descricao: body.descricao } : {}),
    ...(body.nota !== undefined ? { nota: body.nota } : {}),
    ...(body.composicao_valor ? { composicao } : {}),
    ...(body.id_conta_financeira ? { accountId: body.id_conta_financeira } : {}),
    ...(body.metodo_pagamento ? { metodo_pagamento: body.metodo_pagamento } : {}),
    ...(body.perda ? { perda: { ...body.perda } } : {}),
    ...(body.nsu !== undefined ? { nsu: body.nsu } : {}),
    ...(body.pagamento_agendado !== undefined ? { baixa_agendada: body.pagamento_agendado } : {}),
    alterado_em: new Date().toISOString(),
  });
  bumpInstallmentVersion(store, view.id, 1);
  const after = find(store, view.id);
  const total = fromCents(after.totalCents);
  const composition = compositionBody(after.composicao, total);
  return json({
    versao: after.versao,
    vencimento: after.data_vencimento,
    data_pagamento_esperado: after.data_pagamento_previsto ?? after.data_vencimento,
    descricao: after.descricao,
    nota: after.nota ?? null,
    composicao_valor: composition,
    metodo_pagamento: after.metodo_pagamento ?? null,
    ...(after.perda ? { perda: { ...after.perda } } : {}),
    nsu: after.nsu ?? null,
    pagamento_agendado: after.baixa_agendada ?? false,
    conta_financeira: accountBody(store, after.accountId),
  });
}

/** Undoes a settlement: 200 with an empty body (published and observed, not 204). */
function deleteSettlement({ params, store }: RouteContext): Response {
  const { parcelaId, record } = findBaixa(store, params.baixaId as string);
  store.settlements.set(
    parcelaId,
    (store.settlements.get(parcelaId) ?? []).filter((s) => s.id !== record.id),
  );
  bumpInstallmentVersion(store, parcelaId, 2);
  return new Response(null, { status: 200 });
}

export const receivableRoutes = [
  ...(['RECEITA', 'DESPESA'] as const).flatMap((side) => [
    route('GET', `${BASE}/${SIDE_PATH[side]}/buscar`, search(side)),
    route('POST', `${BASE}/${SIDE_PATH[side]}`, create(side)),
  ]),
  route('GET', '/v1/financeiro/eventos-financeiros/parcelas/baixa/:baixaId', readSettlement),
  route('PATCH', '/v1/financeiro/eventos-financeiros/parcelas/baixa/:baixaId', correctSettlement),
  route('DELETE', '/v1/financeiro/eventos-financeiros/parcelas/baixa/:baixaId', deleteSettlement),
  route('GET', '/v1/financeiro/eventos-financeiros/parcelas/:id', read),
  route('PATCH', '/v1/financeiro/eventos-financeiros/parcelas/:id', updateInstallment),
  route('GET', '/v1/financeiro/eventos-financeiros/:eventoId/parcelas', eventInstallments),
  route('GET', '/v1/protocolo/:id', readProtocol),
  route('GET', '/v1/financeiro/eventos-financeiros/parcelas/:id/baixa', listSettlements),
  route('POST', '/v1/financeiro/eventos-financeiros/parcelas/:id/baixa', settle),
];
