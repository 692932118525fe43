import { fromCents, toCents } from '../lib/money';
import {
  knownStatus,
  readStatus,
  isSettleableStatus,
  type CanonicalStatus,
  type LedgerSide,
} from '../lib/receivable-labels';
import { canonicalSettlementMethod, settlementNetCents } from '../lib/settlement';
import type { ReceivableTotals } from '../lib/ledger-totals';
import type {
  InstallmentPayload,
  ReceivableItemPayload,
  ReceivablesPagePayload,
  SettlementPayload,
} from './receivables.schema';

export type { ReceivableTotals } from '../lib/ledger-totals';

/**
 * The platform's receivables shapes and api-spec.md's, turned into one domain model: the
 * screens see canonical statuses with their labels, `null` for an absent customer, one
 * totals object and one settlement shape. Pure functions (unit-tested with the fixtures
 * in `fixtures/financial/`).
 */

export interface Ref {
  id: string;
  nome: string;
}

export interface Receivable {
  id: string;
  descricao: string | null;
  data_vencimento: string | null;
  data_competencia: string | null;
  /** Canonical status (receivable-labels.ts), or the raw code when unknown. */
  status: string | null;
  statusLabel: string;
  /** Open, overdue or partly received: a settlement can be registered. */
  settleable: boolean;
  total: number | null;
  pago: number | null;
  nao_pago: number | null;
  /**
   * The other party: a receivable's customer, a payable's supplier; null when the
   * platform names none (`{ id: null, nome: null }`).
   */
  pessoa: Ref | null;
  categorias: Ref[];
  centros_de_custo: Ref[];
}

export interface ReceivablesResult {
  itens_totais: number;
  itens: Receivable[];
  totais: ReceivableTotals | null;
}

export interface Settlement {
  id: string;
  versao: number | null;
  data_pagamento: string | null;
  composicao: {
    valor_bruto: number | null;
    multa: number | null;
    juros: number | null;
    desconto: number | null;
    taxa: number | null;
  };
  /** Net amount received: the platform's `valor_liquido`, else computed (settlement.ts). */
  valorLiquido: number;
  conta: { id: string | null; nome: string | null } | null;
  metodo_pagamento: string | null;
  observacao: string | null;
  nsu: string | null;
}

export interface Installment {
  id: string;
  versao: number | null;
  indice: number | null;
  status: string | null;
  statusLabel: string;
  settleable: boolean;
  valor_pago: number | null;
  nao_pago: number | null;
  /** `total` when sent (api-spec.md's sandbox), else paid + open (installmentValue). */
  total: number;
  data_vencimento: string | null;
  descricao: string | null;
  conta_financeira: { id: string | null; nome: string | null } | null;
  metodo_pagamento: string | null;
  /** Customer or supplier; the platform's read has neither: null then (the screen omits the field). */
  pessoa: Ref | null;
  /** A receivable or a payable (sideOfInstallment). */
  lado: LedgerSide;
  baixas: Settlement[];
  evento: { id: string | null; tipo: string | null; origem: string | null; referenciaId: string | null } | null;
  /** Its charges (`solicitacoes_cobrancas`), as read; none when the read has no list. */
  cobrancas: InstallmentCharge[];
}

/** A charge of an installment, as its read lists it. */
export interface InstallmentCharge {
  id: string;
  /** `BOLETO`, `PIX_COBRANCA`, `LINK_PAGAMENTO` (or an unknown code, as sent). */
  tipo: string | null;
  status: string | null;
  data_vencimento: string | null;
  url: string | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function ref(value: { id?: string | null; nome?: string | null } | null | undefined): Ref | null {
  if (!value || !value.id) return null;
  return { id: value.id, nome: value.nome ?? '' };
}
const refs = (values: Array<{ id?: string | null; nome?: string | null }> | null | undefined): Ref[] =>
  (values ?? []).map(ref).filter((r): r is Ref => r !== null);

export function normalizeReceivable(item: ReceivableItemPayload, side: LedgerSide = 'receber'): Receivable {
  const status = readStatus(item.status, item.status_traduzido, side);
  return {
    id: item.id,
    descricao: item.descricao ?? null,
    data_vencimento: item.data_vencimento ?? null,
    data_competencia: item.data_competencia ?? null,
    status: status.code,
    statusLabel: status.label,
    settleable: status.known && isSettleableStatus(status.code),
    total: num(item.total),
    pago: num(item.pago),
    nao_pago: num(item.nao_pago),
    pessoa: ref(item.cliente) ?? ref(item.fornecedor),
    categorias: refs(item.categorias),
    centros_de_custo: refs(item.centros_de_custo ?? item.centros_custo),
  };
}

/** Amount of one per-situation entry: a number, or an object with `valor`/`total`. */
function situationAmount(value: unknown): number | null {
  if (typeof value === 'number') return num(value);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return num(v.valor) ?? num(v.total);
  }
  return null;
}

/**
 * The search's `totais`, whatever its shape:
 * - `{ total, pago, nao_pago, atrasado }` (api-spec.md's sandbox): read as is;
 * - sums per situation, keyed by any spelling of a status (`em_aberto`, `ATRASADO`,
 *   `OVERDUE`…; production reports "somatórios por situação"; the sandbox's shape):
 *   total = all of them, recebido = received, emAberto = open and overdue, atrasado =
 *   overdue; the partly received ones are the value of a situation, not what was paid of
 *   them, so they stay apart in `parcialSemDivisao` (lib/figures.ts is the definition);
 * - anything else (the published `Totais` = `ativo`, `inativo`, `todos`, counts): null,
 *   the screen then shows no totals rather than wrong ones.
 */
export function normalizeTotals(raw: unknown): ReceivableTotals | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const t = raw as Record<string, unknown>;
  // `atrasado` alone says nothing: it is also a situation's key.
  const flat = {
    total: num(t.total),
    recebido: num(t.pago),
    emAberto: num(t.nao_pago),
    atrasado: num(t.atrasado),
    parcialSemDivisao: 0,
  };
  if (flat.total !== null || flat.recebido !== null || flat.emAberto !== null) return flat;

  const cents: Partial<Record<CanonicalStatus, number>> = {};
  for (const [key, value] of Object.entries(t)) {
    const status = knownStatus(key);
    const amount = situationAmount(value);
    if (!status || amount === null) continue;
    cents[status] = (cents[status] ?? 0) + toCents(amount);
  }
  const present = Object.keys(cents) as CanonicalStatus[];
  if (present.length === 0) return null;
  const sum = (statuses: CanonicalStatus[]) => fromCents(statuses.reduce((s, k) => s + (cents[k] ?? 0), 0));
  return {
    total: sum(present.filter((k) => k !== 'CANCELADO')),
    recebido: sum(['RECEBIDO']),
    emAberto: sum(['EM_ABERTO', 'ATRASADO']),
    atrasado: sum(['ATRASADO']),
    parcialSemDivisao: sum(['RECEBIDO_PARCIAL']),
  };
}

export function normalizeReceivablesPage(
  page: ReceivablesPagePayload,
  side: LedgerSide = 'receber',
): ReceivablesResult {
  return {
    itens_totais: page.itens_totais,
    itens: page.itens.map((item) => normalizeReceivable(item, side)),
    totais: normalizeTotals(page.totais),
  };
}

function account(value: SettlementPayload['conta_financeira']): Settlement['conta'] {
  if (!value) return null;
  if (typeof value === 'string') return { id: value, nome: null };
  return { id: value.id ?? null, nome: value.nome ?? null };
}

export function normalizeSettlement(s: SettlementPayload): Settlement {
  // Reads carry `valor_composicao`, writes `composicao_valor` (docs/platform-differences.md).
  const c = s.valor_composicao ?? s.composicao_valor ?? {};
  const composicao = {
    valor_bruto: num(c.valor_bruto),
    multa: num(c.multa),
    juros: num(c.juros),
    desconto: num(c.desconto),
    taxa: num(c.taxa),
  };
  return {
    id: s.id,
    versao: num(s.versao),
    data_pagamento: str(s.data_pagamento),
    composicao,
    valorLiquido: num(c.valor_liquido) ?? fromCents(settlementNetCents(composicao)),
    conta: account(s.conta_financeira),
    metodo_pagamento: canonicalSettlementMethod(str(s.metodo_pagamento)),
    observacao: str(s.observacao),
    nsu: str(s.nsu),
  };
}

/**
 * An installment's value when the read has no `total` (the platform's): paid + open, the
 * two figures its screens show; without them, `valor_total_liquido`, then the
 * composition's net value (financial OpenAPI, `Parcela`).
 */
function installmentValue(paid: number | null, open: number | null, i: InstallmentPayload): number {
  if (paid !== null || open !== null) return fromCents(toCents(paid ?? 0) + toCents(open ?? 0));
  return num(i.valor_total_liquido) ?? num(i.valor_composicao?.valor_liquido) ?? 0;
}

/** The side an installment's event is on: `evento.tipo` `DESPESA` (or a supplier) is a payable. */
export function sideOfInstallment(i: InstallmentPayload): LedgerSide {
  return i.evento?.tipo?.toUpperCase() === 'DESPESA' || (i.fornecedor?.id && !i.cliente?.id) ? 'pagar' : 'receber';
}

export function normalizeInstallment(i: InstallmentPayload): Installment {
  const side = sideOfInstallment(i);
  const status = readStatus(i.status, null, side);
  const paid = num(i.valor_pago);
  const open = num(i.nao_pago);
  return {
    id: i.id,
    versao: num(i.versao),
    indice: num(i.indice),
    status: status.code,
    statusLabel: status.label,
    settleable: status.known && isSettleableStatus(status.code),
    valor_pago: paid,
    nao_pago: open,
    total: num(i.total) ?? installmentValue(paid, open, i),
    data_vencimento: str(i.data_vencimento),
    descricao: str(i.descricao),
    conta_financeira: account(i.conta_financeira),
    metodo_pagamento: str(i.metodo_pagamento),
    pessoa: ref(i.cliente) ?? ref(i.fornecedor),
    lado: side,
    baixas: i.baixas.map(normalizeSettlement),
    evento: i.evento
      ? {
          id: i.evento.id ?? null,
          tipo: i.evento.tipo ?? null,
          origem: i.evento.referencia?.origem ?? null,
          referenciaId: i.evento.referencia?.id ?? null,
        }
      : null,
    cobrancas: i.solicitacoes_cobrancas.flatMap((c) =>
      c.id
        ? [
            {
              id: c.id,
              tipo: c.tipo_solicitacao_cobranca ?? null,
              status: c.status_solicitacao_cobranca ?? null,
              data_vencimento: c.data_vencimento ?? null,
              url: c.url ?? null,
            },
          ]
        : [],
    ),
  };
}
