/** Three status vocabularies reach the app (docs/platform-differences.md); screens see only the canonical one. */

import { humanizeEnum } from './enum';

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

const ALIASES: Record<string, CanonicalStatus> = {
  EM_ABERTO: 'EM_ABERTO',
  ATRASADO: 'ATRASADO',
  RECEBIDO_PARCIAL: 'RECEBIDO_PARCIAL',
  RECEBIDO: 'RECEBIDO',
  RENEGOCIADO: 'RENEGOCIADO',
  PERDIDO: 'PERDIDO',
  CANCELADO: 'CANCELADO',
  PENDENTE: 'EM_ABERTO',
  QUITADO: 'RECEBIDO',
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

/** A payable shares the receivables' codes (the search says `RECEBIDO` on both sides); only the words differ. */
export const PAYABLE_STATUS_LABELS: Record<CanonicalStatus, string> = {
  ...RECEIVABLE_STATUS_LABELS,
  RECEBIDO_PARCIAL: 'Pago parcial',
  RECEBIDO: 'Pago',
};

export type LedgerSide = 'receber' | 'pagar';
const LABELS: Record<LedgerSide, Record<CanonicalStatus, string>> = {
  receber: RECEIVABLE_STATUS_LABELS,
  pagar: PAYABLE_STATUS_LABELS,
};

export const UNKNOWN_STATUS_LABEL = 'Situação não reconhecida';

export interface StatusReading {
  code: string | null;
  label: string;
  known: boolean;
}

/** `status_traduzido` first, then `status`. */
export function readStatus(
  status: string | null | undefined,
  translated?: string | null,
  side: LedgerSide = 'receber',
): StatusReading {
  const known = knownStatus(translated) ?? knownStatus(status);
  if (known) return { code: known, label: LABELS[side][known], known: true };
  const raw = status || translated || null;
  if (!raw) return { code: null, label: '—', known: false };
  // An unknown Portuguese word is shown as is; an unknown (possibly English) code is not.
  const label = translated && translated.trim() ? humanizeEnum(codeOf(translated)) : UNKNOWN_STATUS_LABEL;
  return { code: raw, label, known: false };
}

export function receivableStatusLabel(value: string | null | undefined, side: LedgerSide = 'receber'): string {
  return readStatus(value, null, side).label;
}

export const SETTLEABLE: readonly CanonicalStatus[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];
export function isSettleableStatus(code: string | null | undefined): boolean {
  const known = knownStatus(code);
  return !!known && SETTLEABLE.includes(known);
}

export const RECEIVABLE_STATUS_COLORS: Record<string, string> = {
  EM_ABERTO: 'blue',
  ATRASADO: 'red',
  RECEBIDO_PARCIAL: 'yellow',
  RECEBIDO: 'green',
  RENEGOCIADO: 'violet',
  PERDIDO: 'dark',
  CANCELADO: 'gray',
};

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
