import { fromCents, toCents } from '../lib/money';
import {
  knownStatus,
  readStatus,
  isSettleableStatus,
  type CanonicalStatus,
  type LedgerSide,
} from '../lib/labels/receivable';
import type { ReceivableTotals } from '../lib/ledger-totals';
import { finiteOrNull, ref, refs, type Ref } from './lenient';
import type { ReceivableItemPayload, ReceivablesPagePayload } from './receivables.schema';

export type { ReceivableTotals } from '../lib/ledger-totals';
export type { Ref } from './lenient';

/** Every search shape turned into one model: canonical statuses, `null` for no customer, one totals object. */

export interface Receivable {
  id: string;
  descricao: string | null;
  data_vencimento: string | null;
  data_competencia: string | null;
  /** Canonical, or the raw code when unknown. */
  status: string | null;
  statusLabel: string;
  settleable: boolean;
  total: number | null;
  pago: number | null;
  nao_pago: number | null;
  /** A receivable's customer or a payable's supplier. */
  pessoa: Ref | null;
  categorias: Ref[];
  centros_de_custo: Ref[];
}

export interface ReceivablesResult {
  itens_totais: number;
  itens: Receivable[];
  totais: ReceivableTotals | null;
}

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
    total: finiteOrNull(item.total),
    pago: finiteOrNull(item.pago),
    nao_pago: finiteOrNull(item.nao_pago),
    pessoa: ref(item.cliente) ?? ref(item.fornecedor),
    categorias: refs(item.categorias),
    centros_de_custo: refs(item.centros_de_custo ?? item.centros_custo),
  };
}

/** A number, or an object with `valor`/`total`. */
function situationAmount(value: unknown): number | null {
  if (typeof value === 'number') return finiteOrNull(value);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return finiteOrNull(v.valor) ?? finiteOrNull(v.total);
  }
  return null;
}

/** `{ valor }`'s amount; a bare number is not one of these buckets. */
const bucketAmount = (value: unknown): number | null =>
  value && typeof value === 'object' ? finiteOrNull((value as Record<string, unknown>).valor) : null;

/**
 * The buckets production clients read: `pago`, `pendente` (due later), `vence_hoje`, `vencido`
 * and `aberto` (the three together), each `{ valor }`, and `todos`. Whether `todos` is an amount
 * or a count is not documented: it is the total only when it can be one (at least what was
 * received plus what is open), else the total is not shown. Partly received installments are
 * already split between received and open here.
 */
function productionTotals(t: Record<string, unknown>): ReceivableTotals | null {
  const [pago = null, pendente = null, hoje = null, vencido = null, aberto = null] = [
    'pago',
    'pendente',
    'vence_hoje',
    'vencido',
    'aberto',
  ].map((k) => bucketAmount(t[k]));
  if ([pago, pendente, hoje, vencido, aberto].every((v) => v === null)) return null;
  const parts = [pendente, hoje, vencido];
  const open =
    aberto ??
    (parts.some((v) => v !== null) ? fromCents(parts.reduce<number>((s, v) => s + toCents(v ?? 0), 0)) : null);
  const todos = finiteOrNull(t.todos) ?? bucketAmount(t.todos);
  const floor = toCents(pago ?? 0) + toCents(open ?? 0);
  return {
    total: todos !== null && pago !== null && open !== null && toCents(todos) >= floor ? todos : null,
    recebido: pago,
    emAberto: open,
    atrasado: vencido,
    parcialSemDivisao: 0,
  };
}

/**
 * Flat totals, production's buckets, or sums per situation under any status spelling;
 * anything else (counts) is null.
 */
export function normalizeTotals(raw: unknown): ReceivableTotals | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const t = raw as Record<string, unknown>;
  const buckets = productionTotals(t);
  if (buckets) return buckets;
  // `atrasado` alone says nothing: it is also a situation's key.
  const flat = {
    total: finiteOrNull(t.total),
    recebido: finiteOrNull(t.pago),
    emAberto: finiteOrNull(t.nao_pago),
    atrasado: finiteOrNull(t.atrasado),
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
