import { PAYMENT_TYPE_LABELS } from './contract';
import { labeler } from './enum';

// How a settlement's method reads; off the first screen, which carries contract.ts only (its words are reused here).

/**
 * Reads may carry any of the installment enum's 22 methods, and the `CREDITO_VIRTUA` spelling:
 * all are labelled, with a contract's words for the same codes.
 */
export const SETTLEMENT_METHOD_LABELS: Record<string, string> = {
  ...PAYMENT_TYPE_LABELS,
  CREDITO_VIRTUA: 'Crédito virtual',
};
export const settlementMethodLabel = labeler(SETTLEMENT_METHOD_LABELS);
