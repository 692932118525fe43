/**
 * The names of what this browser keeps that is the user's work, which exists nowhere else
 * (kept-work.ts names it before a sign-out erases it). Each store keeps its own under one.
 */

export const MONTH_CLOSES_KEY = 'fechamento.meses';
export const RECONCILIATION_DRAFT_KEY = 'conciliacao.rascunho';
/** Followed by the side: `baixas-em-lote.receber`, `baixas-em-lote.pagar`. */
export const BULK_RUN_KEY = 'baixas-em-lote.';
export const RENEGOTIATIONS_KEY = 'renegociacoes';
export const CHARGE_REISSUES_KEY = 'cobrancas.reemissoes';
export const INSTALLMENT_HISTORY_KEY = 'parcelas.historico';
