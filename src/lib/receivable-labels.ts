/**
 * The receivables' statuses in one vocabulary, and their Portuguese labels.
 *
 * Three vocabularies reach the app (docs/platform-differences.md, "Receivables, installments and settlement"):
 * - the search's `status_traduzido` and its `status` filter, and api-spec.md's sandbox:
 *   `EM_ABERTO`, `ATRASADO`, `RECEBIDO_PARCIAL`, `RECEBIDO`, `RENEGOCIADO`, `PERDIDO`;
 * - the search's `status` on the platform: English codes (`PENDING`, `OVERDUE`, `ACQUITTED`,
 *   `CANCELED`…; production reports);
 * - the installment read's `status`: `PENDENTE` (= EM_ABERTO), `QUITADO` (= RECEBIDO),
 *   `CANCELADO`, `RENEGOCIADO`, `RECEBIDO_PARCIAL`, `ATRASADO`, `PERDIDO` (financial OpenAPI).
 * `canonicalStatus` maps all three to the first (plus `CANCELADO`); screens see only that.
 * An unknown code never fails: it keeps its value and gets a neutral label.
 */
import { humanizeEnum } from './labels';

export const CANONICAL_STATUSES = [
  'EM_ABERTO',
  'ATRASADO',
  'RECEBIDO_PARCIAL',
  'RECEBIDO',
  'RENEGOCIADO',
  'PERDIDO',
  'CANCELADO',
] as const;
export type CanonicalStatus = (typeof CANONICAL_STATUSES)[number];

/** Every known spelling -> the canonical code. */
const ALIASES: Record<string, CanonicalStatus> = {
  // Portuguese (search, filter, api-spec.md)
  EM_ABERTO: 'EM_ABERTO',
  ATRASADO: 'ATRASADO',
  RECEBIDO_PARCIAL: 'RECEBIDO_PARCIAL',
  RECEBIDO: 'RECEBIDO',
  RENEGOCIADO: 'RENEGOCIADO',
  PERDIDO: 'PERDIDO',
  CANCELADO: 'CANCELADO',
  // installment read
  PENDENTE: 'EM_ABERTO',
  QUITADO: 'RECEBIDO',
  // English codes of the search (PENDING, OVERDUE, ACQUITTED: production reports; the
  // others are the sandbox's spelling of the remaining situations, docs/platform-differences.md)
  PENDING: 'EM_ABERTO',
  OVERDUE: 'ATRASADO',
  ACQUITTED: 'RECEBIDO',
  PAID: 'RECEBIDO',
  PARTIAL: 'RECEBIDO_PARCIAL',
  PARTIALLY_ACQUITTED: 'RECEBIDO_PARCIAL',
  PARTIALLY_PAID: 'RECEBIDO_PARCIAL',
  RENEGOTIATED: 'RENEGOCIADO',
  LOST: 'PERDIDO',
  CANCELED: 'CANCELADO',
  CANCELLED: 'CANCELADO',
};

const codeOf = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/** The canonical code of one spelling, or null when unknown. */
export function knownStatus(value: string | null | undefined): CanonicalStatus | null {
  if (!value) return null;
  return ALIASES[codeOf(value)] ?? null;
}

export const RECEIVABLE_STATUS_LABELS: Record<CanonicalStatus, string> = {
  EM_ABERTO: 'Em aberto',
  ATRASADO: 'Atrasado',
  RECEBIDO_PARCIAL: 'Recebido parcial',
  RECEBIDO: 'Recebido',
  RENEGOCIADO: 'Renegociado',
  PERDIDO: 'Perdido',
  CANCELADO: 'Cancelado',
};

/**
 * A payable's statuses share the receivables' codes (the search's enum says `RECEBIDO` on
 * both sides); the words say what happened to the money going out.
 */
export const PAYABLE_STATUS_LABELS: Record<CanonicalStatus, string> = {
  ...RECEIVABLE_STATUS_LABELS,
  RECEBIDO_PARCIAL: 'Pago parcial',
  RECEBIDO: 'Pago',
};

/** Which side of the books a status belongs to: its words differ. */
export type LedgerSide = 'receber' | 'pagar';
const LABELS: Record<LedgerSide, Record<CanonicalStatus, string>> = {
  receber: RECEIVABLE_STATUS_LABELS,
  pagar: PAYABLE_STATUS_LABELS,
};

/** The label of a status whose code nobody here knows. */
export const UNKNOWN_STATUS_LABEL = 'Situação não reconhecida';

export interface StatusReading {
  /** The canonical code, or the raw code when unknown (null when none came). */
  code: string | null;
  label: string;
  known: boolean;
}

/**
 * Reads a status from what the platform sent: `status_traduzido` first (the Portuguese
 * code), then `status` (English, Portuguese or the detail's vocabulary).
 */
export function readStatus(
  status: string | null | undefined,
  translated?: string | null,
  side: LedgerSide = 'receber',
): StatusReading {
  const known = knownStatus(translated) ?? knownStatus(status);
  if (known) return { code: known, label: LABELS[side][known], known: true };
  const raw = status || translated || null;
  if (!raw) return { code: null, label: '—', known: false };
  // An unknown Portuguese word in `status_traduzido` is readable as is; an unknown
  // (possibly English) code is not shown to the user.
  const label = translated && translated.trim() ? humanizeEnum(codeOf(translated)) : UNKNOWN_STATUS_LABEL;
  return { code: raw, label, known: false };
}

/** The label of any status spelling (one argument: filters, badges). */
export function receivableStatusLabel(value: string | null | undefined, side: LedgerSide = 'receber'): string {
  return readStatus(value, null, side).label;
}

/** Situations that still accept a settlement (open, overdue, partly received). */
export const SETTLEABLE: readonly CanonicalStatus[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];
export function isSettleableStatus(code: string | null | undefined): boolean {
  const known = knownStatus(code);
  return !!known && SETTLEABLE.includes(known);
}

/** Badge colours (by canonical code): overdue in red; an unknown code is gray. */
export const RECEIVABLE_STATUS_COLORS: Record<string, string> = {
  EM_ABERTO: 'blue',
  ATRASADO: 'red',
  RECEBIDO_PARCIAL: 'yellow',
  RECEBIDO: 'green',
  RENEGOCIADO: 'violet',
  PERDIDO: 'dark',
  CANCELADO: 'gray',
};

/** Where a financial event came from (the installment read's `evento.referencia.origem`). */
const ORIGINS: Record<string, string> = {
  IMPORTACAO_DOCUMENTO: 'Documento capturado',
  LANCAMENTO_FINANCEIRO: 'Lançamento financeiro',
  VENDA: 'Venda',
  VENDA_AGENDADA: 'Venda agendada (contrato)',
  COMPRA: 'Compra',
  COMPRA_AGENDADA: 'Compra agendada',
  NOTA_COMPRA: 'Nota de compra',
  RENEGOCIACAO: 'Renegociação',
};

export function eventOriginLabel(origin: string): string {
  return ORIGINS[origin] ?? humanizeEnum(origin);
}
