import { compareIsoDates, type IsoDate } from '../../src/lib/dates';
import { fromCents, toCents } from '../../src/lib/money';
import { correctionMethod, settlementNetCents, type SettlementMethod } from '../../src/lib/settlement';
import { hasInstallment, installmentFigures, type InstallmentFigures } from './installment-model';
import {
  salesOf,
  type EventSide,
  type InstallmentEditRecord,
  type PayableRecord,
  type ReceivableRecord,
  type SaleRecord,
  type SandboxStore,
  type SettlementRecord,
} from './store';

/**
 * Every installment of the sandbox in one shape, of either side (`evento.tipo`): the
 * receivables (`RECEITA`: the installments of the contracts' issued sales,
 * installment-model.ts, and the standalone receivables, seed-receivables.ts) and the
 * payables (`DESPESA`: seed-payables.ts, and those created through the API). Both sides
 * share the statuses, the figures and the settlements. Statuses:
 *
 * | installment (detail) | search (list) |
 * | --- | --- |
 * | PENDENTE (open, not yet due) | EM_ABERTO |
 * | ATRASADO (unpaid, past due) | ATRASADO |
 * | RECEBIDO_PARCIAL (part paid, due or not) | RECEBIDO_PARCIAL |
 * | QUITADO | RECEBIDO |
 * | RENEGOCIADO / PERDIDO | RENEGOCIADO / PERDIDO |
 * | CANCELADO | CANCELADO (listed only without a status filter; no filter value selects it) |
 */

export type DetailStatus = InstallmentFigures['status'] | 'PERDIDO' | 'RENEGOCIADO';

export interface InstallmentView {
  id: string;
  versao: number;
  indice: number;
  descricao: string;
  /** The customer of a receivable, the supplier of a payable (none: anonymous sale, tax guide). */
  contactId: string | undefined;
  data_vencimento: IsoDate;
  data_competencia: IsoDate;
  categoryId: string | undefined;
  costCenterId: string | undefined;
  accountId: string | undefined;
  metodo_pagamento: string | undefined;
  evento: {
    id: string;
    tipo: EventSide;
    /** An event created by accepting a capture points back to it (conta-azul-cli captura.md). */
    referencia?: { id: string; origem: 'LANCAMENTO_FINANCEIRO' };
  };
  status: DetailStatus;
  totalCents: number;
  paidCents: number;
  openCents: number;
  settlements: SettlementRecord[];
  criado_em: string;
  alterado_em: string;
  /** What updates set (PATCH .../parcelas/{id}): none until one does. */
  data_pagamento_previsto?: IsoDate | undefined;
  nota?: string | undefined;
  composicao?: InstallmentEditRecord['composicao'];
  perda?: InstallmentEditRecord['perda'];
  nsu?: string | undefined;
  baixa_agendada?: boolean | undefined;
}

/** The search's `status_traduzido` (Portuguese codes, the published enum plus CANCELADO). */
export const LIST_STATUS: Record<DetailStatus, string> = {
  PENDENTE: 'EM_ABERTO',
  ATRASADO: 'ATRASADO',
  RECEBIDO_PARCIAL: 'RECEBIDO_PARCIAL',
  QUITADO: 'RECEBIDO',
  CANCELADO: 'CANCELADO',
  PERDIDO: 'PERDIDO',
  RENEGOCIADO: 'RENEGOCIADO',
};

/**
 * The search's `status`: English codes as production answers them (PENDING, OVERDUE,
 * ACQUITTED reported; CANCELED named by users' reports); the codes of the partly
 * received, lost and renegotiated situations are not reported anywhere: the sandbox spells
 * them PARTIAL, LOST, RENEGOTIATED (docs/platform-differences.md, "Receivables, installments and settlement").
 */
export const LIST_STATUS_CODES: Record<DetailStatus, string> = {
  PENDENTE: 'PENDING',
  ATRASADO: 'OVERDUE',
  RECEBIDO_PARCIAL: 'PARTIAL',
  QUITADO: 'ACQUITTED',
  CANCELADO: 'CANCELED',
  PERDIDO: 'LOST',
  RENEGOCIADO: 'RENEGOTIATED',
};

/**
 * Changes to an installment other than a new settlement (a correction: +1; an undo: +2,
 * since the settlement it removes no longer counts): `versao` = 1 + settlements + this.
 */
const revisions = new WeakMap<SandboxStore, Map<string, number>>();
export function bumpInstallmentVersion(store: SandboxStore, parcelaId: string, by: number): void {
  const map = revisions.get(store) ?? new Map<string, number>();
  revisions.set(store, map);
  map.set(parcelaId, (map.get(parcelaId) ?? 0) + by);
}
const versionOf = (store: SandboxStore, parcelaId: string, settlements: SettlementRecord[]) =>
  1 + settlements.length + (revisions.get(store)?.get(parcelaId) ?? 0);

const PAYMENT_TO_METHOD: Record<string, string> = {
  BOLETO_BANCARIO: 'BOLETO_BANCARIO',
  CARTAO_CREDITO: 'CARTAO_CREDITO',
  CARTAO_DEBITO: 'CARTAO_DEBITO',
  CARTEIRA_DIGITAL: 'CARTEIRA_DIGITAL',
  CASHBACK: 'CASHBACK',
  CHEQUE: 'CHEQUE',
  DINHEIRO: 'DINHEIRO',
  LINK_PAGAMENTO: 'CARTAO_CREDITO_VIA_LINK',
  TRANSFERENCIA_BANCARIA: 'TRANSFERENCIA_BANCARIA',
  OUTRO: 'OUTRO',
};

function lastChange(created: string, settlements: SettlementRecord[]): string {
  return settlements.reduce((latest, s) => {
    const at = s.atualizado_em ?? s.criado_em;
    return at > latest ? at : latest;
  }, created);
}

function fromSale(store: SandboxStore, sale: SaleRecord): InstallmentView | null {
  const contract = store.contracts.get(sale.contractId);
  // A removed contract is gone with its (cancelled) sales.
  if (!contract || !hasInstallment(sale, store.today)) return null;
  const figures = installmentFigures(store, sale);
  const settlements = store.settlements.get(sale.id_parcela) ?? [];
  const created = `${sale.data_emissao}T08:00:00-03:00`;
  return withEdits(store, {
    id: sale.id_parcela,
    versao: versionOf(store, sale.id_parcela, settlements),
    indice: sale.indice,
    descricao: `Contrato ${contract.request.termos.numero} - parcela ${sale.indice}`,
    contactId: contract.request.id_cliente,
    data_vencimento: sale.data_vencimento,
    data_competencia: sale.data_emissao,
    categoryId: contract.request.id_categoria,
    costCenterId: contract.request.id_centro_custo,
    accountId: contract.request.condicao_pagamento.id_conta_financeira,
    metodo_pagamento: PAYMENT_TO_METHOD[contract.request.condicao_pagamento.tipo_pagamento],
    evento: { id: sale.id, tipo: 'RECEITA' },
    ...figures,
    settlements,
    criado_em: created,
    alterado_em: lastChange(created, settlements),
  });
}

function fromRecord(store: SandboxStore, r: ReceivableRecord | PayableRecord): InstallmentView {
  const settlements = store.settlements.get(r.id) ?? [];
  const totalCents = toCents(r.valor);
  const paidCents = settlements.reduce((sum, s) => sum + toCents(s.composicao_valor.valor_bruto), 0);
  const status: DetailStatus =
    r.fixedStatus ??
    (paidCents >= totalCents && totalCents > 0
      ? 'QUITADO'
      : paidCents > 0
        ? 'RECEBIDO_PARCIAL'
        : compareIsoDates(r.data_vencimento, store.today) < 0
          ? 'ATRASADO'
          : 'PENDENTE');
  return withEdits(store, {
    id: r.id,
    versao: versionOf(store, r.id, settlements),
    indice: r.indice ?? 1,
    descricao: r.descricao,
    contactId: 'supplierId' in r ? r.supplierId : r.customerId,
    data_vencimento: r.data_vencimento,
    data_competencia: r.data_competencia,
    categoryId: r.categoryId,
    costCenterId: r.costCenterId,
    accountId: r.accountId,
    metodo_pagamento: r.metodo_pagamento,
    evento: eventOf(store, r),
    status,
    totalCents,
    paidCents,
    openCents: Math.max(totalCents - paidCents, 0),
    settlements,
    criado_em: r.criado_em,
    alterado_em: lastChange(r.criado_em, settlements),
  });
}

/** Statuses no settlement, due date or value moves. */
const FIXED: ReadonlySet<DetailStatus> = new Set(['CANCELADO', 'RENEGOCIADO', 'PERDIDO']);

/**
 * The installment as its updates left it: their due date, value (the composition's net),
 * account, method and note over its source's; a loss makes it PERDIDO, and what it wrote off
 * is no longer open. Its status follows the new due date and value as it follows settlements.
 */
function withEdits(store: SandboxStore, v: InstallmentView): InstallmentView {
  const e = store.installmentEdits.get(v.id);
  if (!e) return v;
  const totalCents = e.composicao ? settlementNetCents(e.composicao) : v.totalCents;
  const due = e.data_vencimento ?? v.data_vencimento;
  const lossCents = e.perda ? toCents(e.perda.valor) : 0;
  const status: DetailStatus = FIXED.has(v.status)
    ? v.status
    : e.perda
      ? 'PERDIDO'
      : v.paidCents >= totalCents && totalCents > 0
        ? 'QUITADO'
        : v.paidCents > 0
          ? 'RECEBIDO_PARCIAL'
          : compareIsoDates(due, store.today) < 0
            ? 'ATRASADO'
            : 'PENDENTE';
  return {
    ...v,
    data_vencimento: due,
    descricao: e.descricao ?? v.descricao,
    accountId: e.accountId ?? v.accountId,
    metodo_pagamento: e.metodo_pagamento ?? v.metodo_pagamento,
    status,
    totalCents,
    openCents: Math.max(totalCents - v.paidCents - lossCents, 0),
    alterado_em: e.alterado_em > v.alterado_em ? e.alterado_em : v.alterado_em,
    data_pagamento_previsto: e.data_pagamento_previsto,
    nota: e.nota,
    composicao: e.composicao,
    perda: e.perda,
    nsu: e.nsu,
    baixa_agendada: e.baixa_agendada,
  };
}

/** The event an installment record belongs to, with the capture it came from, if any. */
function eventOf(store: SandboxStore, r: ReceivableRecord | PayableRecord): InstallmentView['evento'] {
  const tipo: EventSide = 'supplierId' in r ? 'DESPESA' : 'RECEITA';
  const capture = store.financialEvents.get(r.eventoId)?.id_captura;
  return capture
    ? { id: r.eventoId, tipo, referencia: { id: capture, origem: 'LANCAMENTO_FINANCEIRO' } }
    : { id: r.eventoId, tipo };
}

/** The installments of one side: receivables (the default) or payables. */
export function allInstallments(store: SandboxStore, side: EventSide = 'RECEITA'): InstallmentView[] {
  if (side === 'DESPESA') return store.payables.map((r) => fromRecord(store, r));
  const out: InstallmentView[] = [];
  for (const contractId of store.contracts.keys()) {
    for (const sale of salesOf(store, contractId)) {
      const view = fromSale(store, sale);
      if (view) out.push(view);
    }
  }
  for (const r of store.receivables) out.push(fromRecord(store, r));
  return out;
}

/** An installment of either side by id. */
export function findInstallment(store: SandboxStore, id: string): InstallmentView | null {
  const record = store.receivables.find((r) => r.id === id) ?? store.payables.find((r) => r.id === id);
  if (record) return fromRecord(store, record);
  for (const [contractId, sales] of store.salesByContract) {
    if (!store.contracts.has(contractId)) continue;
    const sale = sales.find((s) => s.id_parcela === id);
    if (sale) return fromSale(store, sale);
  }
  return null;
}

/** Where a settlement is: its installment's id and its position there. */
export function findSettlement(
  store: SandboxStore,
  baixaId: string,
): { parcelaId: string; record: SettlementRecord } | null {
  for (const [parcelaId, list] of store.settlements) {
    const record = list.find((s) => s.id === baixaId);
    if (record) return { parcelaId, record };
  }
  return null;
}

/** A financial account as a read embeds it (`ContaFinanceira`, financial OpenAPI). */
export function accountBody(store: SandboxStore, id: string | undefined) {
  const a = id ? store.accounts.find((x) => x.id === id) : undefined;
  if (!a) return id ? { id, nome: null } : null;
  const { id: own, nome, banco, codigo_banco, agencia, numero, tipo, ativo, conta_padrao } = a;
  return { id: own, nome, banco, codigo_banco, agencia, numero, tipo, ativo, conta_padrao };
}

const composition = (s: SettlementRecord) => ({
  valor_bruto: s.composicao_valor.valor_bruto,
  multa: s.composicao_valor.multa ?? 0,
  juros: s.composicao_valor.juros ?? 0,
  desconto: s.composicao_valor.desconto ?? 0,
  taxa: s.composicao_valor.taxa ?? 0,
  valor_liquido: fromCents(settlementNetCents(s.composicao_valor)),
});

/**
 * A settlement as the reads answer it (`GET .../parcelas/{id}/baixa`, `GET .../parcelas/baixa/{id}`,
 * `parcela.baixas[]`): `valor_composicao` with `valor_liquido`, the account as an object
 * (production report: heitoralthmann/conta-azul-cli docs/referencia/baixa.md; the published
 * `Baixa` of the financial OpenAPI).
 */
export function settlementReadBody(store: SandboxStore, s: SettlementRecord, tipo: EventSide) {
  return {
    id: s.id,
    versao: s.versao,
    data_pagamento: s.data_pagamento,
    valor_composicao: composition(s),
    conta_financeira: accountBody(store, s.conta_financeira),
    id_parcela: s.parcelaId,
    observacao: s.observacao ?? null,
    // The reads spell one method as the correction does (`BaixaResponseDTO`).
    metodo_pagamento: s.metodo_pagamento ? correctionMethod(s.metodo_pagamento as SettlementMethod) : null,
    nsu: s.nsu ?? null,
    origem: 'LANCAMENTO_FINANCEIRO',
    tipo_evento_financeiro: tipo,
    atualizado_em: s.atualizado_em ?? s.criado_em,
    anexos: [],
  };
}

/**
 * A settlement as the writes answer it (POST, PATCH: `BaixaCriacaoResponseDTO`): the
 * request's names, `composicao_valor` and the account's id.
 */
export function settlementWriteBody(s: SettlementRecord, spell: (method: string) => string = (m) => m) {
  return {
    id: s.id,
    versao: s.versao,
    data_pagamento: s.data_pagamento,
    composicao_valor: { ...s.composicao_valor },
    conta_financeira: s.conta_financeira,
    ...(s.metodo_pagamento ? { metodo_pagamento: spell(s.metodo_pagamento) } : {}),
    ...(s.observacao ? { observacao: s.observacao } : {}),
    ...(s.nsu ? { nsu: s.nsu } : {}),
  };
}
