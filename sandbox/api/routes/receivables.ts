import { isUuid } from '../../../src/api/common.schema';
import { readSearchParams } from '../../../src/api/query';
import {
  RECEIVABLES_MULTI_PARAMS,
  receivablesQuerySchema,
  settlementRequestSchema,
  type ReceivablesQuery,
} from '../../../src/api/receivables.schema';
import { compareIsoDates } from '../../../src/lib/dates';
import { fromCents, toCents } from '../../../src/lib/money';
import { HttpError, json, readJson, route, validate, type RouteContext } from '../http';
import { allInstallments, findInstallment, LIST_STATUS, LIST_STATUS_LABELS, settlementBody, type InstallmentView } from '../receivable-model';
import { fold, uuidv7 } from '../random';
import type { SandboxStore, SettlementRecord } from '../store';

/**
 * Receivables search, installment detail and settlement (baixa). Where the platform's
 * documentation is silent the sandbox decides (docs/sandbox-receivables.md):
 * - `descricao` matches part of the description, accents and case ignored;
 * - `status` selects list statuses (see receivable-model.ts); a cancelled installment
 *   is listed only when no status is asked for;
 * - `data_pagamento_de/ate` select installments with a settlement paid in the interval;
 * - sort: `campo_ordenado_ascendente|descendente` = DATA_VENCIMENTO | VALOR; default due
 *   date ascending, then description;
 * - `totais` sums the whole filtered set: total, pago, nao_pago, atrasado (open amount of
 *   overdue installments);
 * - a settlement is refused (400) when the installment is cancelled, lost, renegotiated
 *   or fully paid, when the gross value is zero, or when the account does not exist. A
 *   gross value above the open amount is accepted (the form asks first): the surplus is
 *   recorded and the installment is paid.
 */

function matches(v: InstallmentView, q: ReceivablesQuery): boolean {
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
  if (q.ids_clientes?.length && !(v.customerId && q.ids_clientes.includes(v.customerId))) return false;
  if (q.ids_contas_financeiras?.length && !(v.accountId && q.ids_contas_financeiras.includes(v.accountId))) return false;
  if (q.ids_categorias?.length && !(v.categoryId && q.ids_categorias.includes(v.categoryId))) return false;
  if (q.ids_centros_de_custo?.length && !(v.costCenterId && q.ids_centros_de_custo.includes(v.costCenterId))) return false;
  const text = q.descricao?.trim();
  if (text && !fold(v.descricao).includes(fold(text))) return false;
  return true;
}

const ref = (list: { id: string; nome: string }[], id: string | undefined) => {
  const found = id ? list.find((x) => x.id === id) : undefined;
  return found ? { id: found.id, nome: found.nome } : null;
};

function listItem(store: SandboxStore, v: InstallmentView) {
  const status = LIST_STATUS[v.status];
  const category = ref(store.categories, v.categoryId);
  const costCenter = ref(store.costCenters, v.costCenterId);
  return {
    id: v.id,
    descricao: v.descricao,
    data_vencimento: v.data_vencimento,
    data_competencia: v.data_competencia,
    status,
    status_traduzido: LIST_STATUS_LABELS[status] ?? status,
    total: fromCents(v.totalCents),
    pago: fromCents(v.paidCents),
    nao_pago: fromCents(v.status === 'CANCELADO' ? 0 : v.openCents),
    categorias: category ? [category] : [],
    centros_de_custo: costCenter ? [costCenter] : [],
    cliente: ref(store.customers, v.customerId),
    data_criacao: v.criado_em,
    data_alteracao: v.alterado_em,
  };
}

function search({ url, store }: RouteContext): Response {
  const q = validate(receivablesQuerySchema, readSearchParams(url.searchParams, RECEIVABLES_MULTI_PARAMS));
  const found = allInstallments(store).filter((v) => matches(v, q));
  const field = q.campo_ordenado_ascendente ?? q.campo_ordenado_descendente ?? 'DATA_VENCIMENTO';
  const direction = q.campo_ordenado_descendente && !q.campo_ordenado_ascendente ? -1 : 1;
  found.sort((a, b) => {
    const byField =
      field === 'VALOR' ? a.totalCents - b.totalCents : compareIsoDates(a.data_vencimento, b.data_vencimento);
    return direction * byField || a.descricao.localeCompare(b.descricao, 'pt-BR') || a.id.localeCompare(b.id);
  });
  const live = found.filter((v) => v.status !== 'CANCELADO');
  const sum = (pick: (v: InstallmentView) => number) => fromCents(live.reduce((s, v) => s + pick(v), 0));
  const page = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  return json({
    itens_totais: found.length,
    itens: page.map((v) => listItem(store, v)),
    totais: {
      total: sum((v) => v.totalCents),
      pago: sum((v) => v.paidCents),
      nao_pago: sum((v) => (v.status === 'PERDIDO' || v.status === 'RENEGOCIADO' ? 0 : v.openCents)),
      atrasado: sum((v) => (v.status === 'ATRASADO' ? v.openCents : 0)),
    },
  });
}

function find(store: SandboxStore, id: string): InstallmentView {
  if (!isUuid(id)) throw new HttpError(400, 'parcela_id: identificador de parcela inválido.');
  const view = findInstallment(store, id);
  if (!view) throw new HttpError(404, 'Parcela não encontrada.');
  return view;
}

function detailBody(store: SandboxStore, v: InstallmentView) {
  return {
    id: v.id,
    versao: v.versao,
    indice: v.indice,
    status: v.status,
    total: fromCents(v.totalCents),
    valor_pago: fromCents(v.paidCents),
    nao_pago: fromCents(v.status === 'CANCELADO' ? 0 : v.openCents),
    data_vencimento: v.data_vencimento,
    descricao: v.descricao,
    conta_financeira: ref(store.accounts, v.accountId),
    metodo_pagamento: v.metodo_pagamento ?? null,
    cliente: ref(store.customers, v.customerId),
    baixas: v.settlements.map(settlementBody),
    evento: v.evento,
  };
}

function read({ params, store }: RouteContext): Response {
  return json(detailBody(store, find(store, params.id as string)));
}

function listSettlements({ params, store }: RouteContext): Response {
  return json(find(store, params.id as string).settlements.map(settlementBody));
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
  return json(settlementBody(record), 200);
}

export const receivableRoutes = [
  route('GET', '/v1/financeiro/eventos-financeiros/contas-a-receber/buscar', search),
  route('GET', '/v1/financeiro/eventos-financeiros/parcelas/:id', read),
  route('GET', '/v1/financeiro/eventos-financeiros/parcelas/:id/baixa', listSettlements),
  route('POST', '/v1/financeiro/eventos-financeiros/parcelas/:id/baixa', settle),
];
