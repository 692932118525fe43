import { CHARGE_ACCOUNT_TYPES, chargeRequestSchema, type ChargeStatus } from '../../../src/api/charges.schema';
import { isUuid } from '../../../src/api/common.schema';
import { chargeKindLabel, chargeStatusLabel } from '../../../src/lib/labels/charge';
import { chargesOf, chargeStatus, DEFAULT_CHARGE_CONFIRM_MS, isChargeActive, type ChargeRecord } from '../charge-model';
import { HttpError, json, readJson, route, validate, type RouteContext } from '../http';
import { uuidv7 } from '../random';
import { findInstallment } from '../receivable-model';

/**
 * Charges, as published (openapi/_original/conta-azul-charge-openapi.yml) and as observed
 * in production (heitoralthmann/conta-azul-cli, docs/referencia/cobranca.md):
 * POST .../contas-a-receber/gerar-cobranca -> 200 { id, url, status }, `url` null until the
 * platform confirms the charge; GET .../contas-a-receber/cobranca/{id_cobranca};
 * DELETE on the same path -> 200 with an empty body, after which a read answers 404 with an
 * empty body for a moment, then `EM_CANCELAMENTO`, then `CANCELADO`.
 * Where neither source says, the sandbox decides (docs/sandbox-charges.md): the
 * installment must be open; the account must be active and of a type the document names;
 * one active charge per installment.
 */

const BASE = '/v1/financeiro/eventos-financeiros/contas-a-receber';

let confirmMs = Number(process.env.SANDBOX_CHARGE_CONFIRM_MS ?? DEFAULT_CHARGE_CONFIRM_MS);
/** For tests: how long the platform takes to confirm a charge, or its cancellation once readable again. */
export function setChargeConfirmMs(ms: number): void {
  confirmMs = ms;
}

/** How long a read right after a cancellation answers 404 with an empty body. */
export const DEFAULT_CHARGE_GONE_MS = 500;
let goneMs = Number(process.env.SANDBOX_CHARGE_GONE_MS ?? DEFAULT_CHARGE_GONE_MS);
/** For tests: how long a cancelled charge reads as 404 before `EM_CANCELAMENTO`. */
export function setChargeGoneMs(ms: number): void {
  goneMs = ms;
}

/**
 * The charge's status now. A cancellation is unreadable for `goneMs`, then `EM_CANCELAMENTO`
 * for `confirmMs`, then `CANCELADO`: the model's cancellation clock starts once it reads again.
 */
function statusOf(ctx: Pick<RouteContext, 'store'>, charge: ChargeRecord, now: number): ChargeStatus {
  const view =
    charge.cancelRequestedAt === undefined
      ? charge
      : { ...charge, cancelRequestedAt: charge.cancelRequestedAt + goneMs };
  return chargeStatus(ctx.store, view, now, confirmMs);
}

/** The link exists once the platform confirmed the charge; one cancelled before that never has one. */
function linkOf(charge: ChargeRecord, now: number): string | null {
  const confirmedAt = charge.createdAt + confirmMs;
  if (now < confirmedAt || charge.payerIncomplete) return null;
  if (charge.cancelRequestedAt !== undefined && charge.cancelRequestedAt < confirmedAt) return null;
  return charge.url;
}

/** Right after a cancellation, a read finds nothing for a moment (404, empty body). */
const isGone = (charge: ChargeRecord, now: number) =>
  charge.cancelRequestedAt !== undefined && now - charge.cancelRequestedAt < goneMs;

function body(ctx: RouteContext, charge: ChargeRecord, now = Date.now()) {
  return { id: charge.id, url: linkOf(charge, now), status: statusOf(ctx, charge, now) };
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
  // A charge asks a customer to pay: a payable's installment has none to ask.
  if (installment.evento.tipo !== 'RECEITA')
    throw new HttpError(400, 'Só é possível gerar cobrança de uma conta a receber.');
  if (!['PENDENTE', 'ATRASADO', 'RECEBIDO_PARCIAL'].includes(installment.status) || installment.openCents <= 0) {
    throw new HttpError(400, 'Só é possível gerar cobrança de uma parcela em aberto.');
  }
  const account = ctx.store.accounts.find((a) => a.id === input.conta_bancaria);
  if (!account || !account.ativo) throw new HttpError(400, 'Conta bancária não encontrada ou inativa.');
  if (!(CHARGE_ACCOUNT_TYPES as readonly string[]).includes(account.tipo)) {
    throw new HttpError(400, 'A conta deve ser do tipo Cobranças ou uma conta corrente habilitada para cobranças.');
  }
  const now = Date.now();
  const active = chargesOf(ctx.store, installment.id).find((c) => isChargeActive(statusOf(ctx, c, now)));
  if (active) {
    throw new HttpError(
      400,
      `Já existe uma cobrança ativa (${chargeKindLabel(active.tipo)}) para esta parcela. Cancele-a antes de gerar outra.`,
    );
  }
  const id = uuidv7(now);
  const payer = ctx.store.customers.find((c) => c.id === installment.contactId);
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
    payerIncomplete: payer !== undefined && (!payer.documento.replace(/\D/g, '') || !payer.email.trim()),
  };
  ctx.store.charges.set(id, charge);
  return json(body(ctx, charge, now));
}

function read(ctx: RouteContext) {
  const charge = find(ctx);
  const now = Date.now();
  if (isGone(charge, now)) return new Response(null, { status: 404 });
  return json(body(ctx, charge, now));
}

/** 200 with an empty body, as observed; asked again while it is being cancelled, the same. */
function cancel(ctx: RouteContext) {
  const charge = find(ctx);
  const now = Date.now();
  const status = statusOf(ctx, charge, now);
  if (status === 'EM_CANCELAMENTO') return new Response(null, { status: 200 });
  if (!isChargeActive(status)) {
    throw new HttpError(400, `A cobrança está ${chargeStatusLabel(status).toLowerCase()} e não pode ser cancelada.`);
  }
  charge.cancelRequestedAt = now;
  return new Response(null, { status: 200 });
}

function accountOf(ctx: Pick<RouteContext, 'store'>, id: string) {
  const account = ctx.store.accounts.find((a) => a.id === id);
  return { id, nome: account?.nome ?? null, tipo: account?.tipo ?? null };
}

/** The charges of an installment as its read lists them (`solicitacoes_cobrancas`). */
export function installmentChargeRequests(ctx: Pick<RouteContext, 'store'>, parcelaId: string) {
  const now = Date.now();
  return chargesOf(ctx.store, parcelaId).map((c) => ({
    id: c.id,
    tipo_solicitacao_cobranca: c.tipo,
    status_solicitacao_cobranca: statusOf(ctx, c, now),
    data_vencimento: c.data_vencimento,
    url: linkOf(c, now),
    valor_composicao: { valor_liquido: c.valorCents / 100 },
    conta_financeira: accountOf(ctx, c.conta_bancaria),
  }));
}

export const chargeRoutes = [
  route('POST', `${BASE}/gerar-cobranca`, create),
  route('GET', `${BASE}/cobranca/:id`, read),
  route('DELETE', `${BASE}/cobranca/:id`, cancel),
];
