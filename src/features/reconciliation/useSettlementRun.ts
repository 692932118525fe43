import { listSettlements } from '../../api/receivables';
import { useSettlementRun as useRun } from '../../api/settlement-run';
import { settledNsus, type RunLine, type SettlementRun } from '../../lib/statement';
import { storeRun } from './storage';

/** The statement's run: kept per statement; a line is on the platform when a settlement carries its bank id. */
export function useSettlementRun(statement: string, initial: SettlementRun) {
  return useRun(initial, {
    store: (run) => storeRun(statement, run),
    check: async (line: RunLine) =>
      settledNsus(await listSettlements(line.installmentId!, undefined, 'background')).has(line.key)
        ? { found: 'settled' }
        : { found: 'open' },
    change: 'statement-run',
    priority: 'background',
  });
}
