import { CHARGE_ACCOUNT_TYPES, chargeRequestSchema } from '../../../src/api/charges.schema';
import { isUuid } from '../../../src/api/common.schema';
import { chargeKindLabel, chargeStatusLabel } from '../../../src/lib/charge-labels';
import { chargesOf, chargeStatus, DEFAULT_CHARGE_CONFIRM_MS, isChargeActive, type ChargeRecord } from '../charge-model';
import { HttpError, json, readJson, route, validate, type RouteContext } from '../http';
import { uuidv7 } from '../random';
import { findInstallment } from '../receivable-model';

/**
 * Charges, as published (openapi/_original/conta-azul-charge-openapi.yml):
 * POST .../contas-a-receber/gerar-cobranca -> 200 { id, url, status };
 * GET and DELETE .../contas-a-receber/cobranca/{id_cobranca} (DELETE answers 200).
 * Where the document is silent the sandbox decides (docs/sandbox-charges.md): the
 * installment must be open; the account must be active and of a type the document
 * names; one active charge per installment.
 */

const BASE = '/v1/financeiro/eventos-financeiros/contas-a-receber';

let confirmMs = Number(process.env.SANDBOX_CHARGE_CONFIRM_MS ?? DEFAULT_CHARGE_CONFIRM_MS);
/** For tests: how long the platform takes to confirm a charge or its cancellation. */
export function setChargeConfirmMs(ms: number): void {
  confirmMs = ms;
}

function body(ctx: RouteContext, charge: ChargeRecord) {
  return { id: charge.id, url: charge.url, status: chargeStatus(ctx.store, charge, Date.now(), confirmMs) };
}

function find(ctx: RouteContext): ChargeRecord {
  const id = ctx.params.id ?? '';
  if (!isUuid(id)) throw new HttpError(400, 'Identificador de cobrança inválido.');
  const charge = ctx.store.charges.get(id);
  if (!charge) throw new HttpError(404, 'Cobrança não encontrada.');
  return charge;
}

async function create(ctx: RouteContext) {
  const input = validate(chargeRequestSchema(ctx.store.today), await readJson(ctx.request));
  const installment = findInstallment(ctx.store, input.id_parcela);
  if (!installment) throw new HttpError(400, 'Parcela não encontrada.');
  if (!['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'].includes(installment.status) || installment.openCents <= 0) {
    throw new HttpError(400, 'Só é possível gerar cobrança de uma parcela em aberto.');
  }
  const account = ctx.store.accounts.find((a) => a.id === input.conta_bancaria);
  if (!account || !account.ativo) throw new HttpError(400, 'Conta bancária não encontrada ou inativa.');
  if (!(CHARGE_ACCOUNT_TYPES as readonly string[]).includes(account.tipo)) {
    throw new HttpError(400, 'A conta deve ser do tipo Cobranças ou uma conta corrente habilitada para cobranças.');
  }
  const now = Date.now();
  const active = chargesOf(ctx.store, installment.id).find((c) =>
    isChargeActive(chargeStatus(ctx.store, c, now, confirmMs)),
  );
  if (active) {
    throw new HttpError(
      400,
      `Já existe uma cobrança ativa (${chargeKindLabel(active.tipo)}) para esta parcela. Cancele-a antes de gerar outra.`,
    );
  }
  const id = uuidv7(now);
  const charge: ChargeRecord = {
    id,
    parcelaId: installment.id,
    tipo: input.tipo,
    conta_bancaria: account.id,
    data_vencimento: input.data_vencimento,
    descricao_fatura: input.descricao_fatura,
    url: `${ctx.url.origin}/pagamento/${id}`,
    valorCents: installment.openCents,
    createdAt: now,
  };
  ctx.store.charges.set(id, charge);
  return json(body(ctx, charge));
}

function read(ctx: RouteContext) {
  return json(body(ctx, find(ctx)));
}

function cancel(ctx: RouteContext) {
  const charge = find(ctx);
  const status = chargeStatus(ctx.store, charge, Date.now(), confirmMs);
  if (status === 'EM_CANCELAMENTO') return json(body(ctx, charge));
  if (!isChargeActive(status)) {
    throw new HttpError(400, `A cobrança está ${chargeStatusLabel(status).toLowerCase()} e não pode ser cancelada.`);
  }
  charge.cancelRequestedAt = Date.now();
  return json(body(ctx, charge));
}

/** The charges of an installment as its read lists them (`solicitacoes_cobrancas`). */
export function installmentChargeRequests(ctx: Pick<RouteContext, 'store'>, parcelaId: string) {
  const now = Date.now();
  return chargesOf(ctx.store, parcelaId).map((c) => ({
    id: c.id,
    tipo_solicitacao_cobranca: c.tipo,
    status_solicitacao_cobranca: chargeStatus(ctx.store, c, now, confirmMs),
    data_vencimento: c.data_vencimento,
    url: c.url,
    valor_composicao: { valor_liquido: c.valorCents / 100 },
  }));
}

export const chargeRoutes = [
  route('POST', `${BASE}/gerar-cobranca`, create),
  route('GET', `${BASE}/cobranca/:id`, read),
  route('DELETE', `${BASE}/cobranca/:id`, cancel),
];
