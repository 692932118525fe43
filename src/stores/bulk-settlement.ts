import { companyLocal, companyStoreKey } from '../lib/company-store';
import type { LedgerSide } from '../lib/labels/receivable';
import { restoreRun, type SettlementRun } from '../lib/settlement-run';
import { BULK_RUN_KEY } from './work-keys';

/**
 * A ledger's bulk settlement, kept in this browser per company and side after every step
 * (decision 0610): storage that fails loses the resume, never a settlement.
 */

/**
 * The run kept for a side, resumed: it was left in a page now gone, so every line still to
 * send is checked on the platform first. Null when none is kept.
 */
export function storedBulkRun(side: LedgerSide): SettlementRun | null {
  try {
    const text = companyLocal.get(BULK_RUN_KEY + side);
    return text === null ? null : restoreRun(JSON.parse(text), true);
  } catch {
    return null;
  }
}

export const storeBulkRun = (side: LedgerSide, run: SettlementRun): boolean =>
  companyLocal.set(BULK_RUN_KEY + side, JSON.stringify(run));

export const forgetBulkRun = (side: LedgerSide): void => companyLocal.remove(BULK_RUN_KEY + side);

/** The run's name in this browser (one tab sends it at a time); null without a company. */
export const bulkRunName = (side: LedgerSide): string | null => companyStoreKey(BULK_RUN_KEY + side);
