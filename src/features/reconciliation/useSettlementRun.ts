import { listSettlements } from '../../api/receivables';
import { useSettlementRun as useRun } from '../../api/settlement-run';
import {
  entryAction,
  recordEntry,
  recordEntryMissing,
  recordEntryRefused,
  recordProtocol,
  settledNsus,
  type RunLine,
  type SettlementRun,
} from '../../lib/statement';
import { createEntry, findEntry } from './entry-steps';
import { runName, storeRun } from '../../stores/reconciliation';

/**
 * The statement's run: kept per statement; a line is on the platform when a settlement carries its
 * bank id; a line's entry is created (or looked up) before its installment is settled.
 */
export function useSettlementRun(statement: string, initial: SettlementRun) {
  return useRun<RunLine>(initial, {
    store: (run) => storeRun(statement, run),
    check: async (line) =>
      settledNsus(await listSettlements(line.installmentId!, undefined, 'background')).has(line.key)
        ? { found: 'settled' }
        : { found: 'open' },
    ownStep: (run) => {
      const action = entryAction(run);
      if (!action) return null;
      const { line } = action;
      if (action.type === 'procurar')
        return {
          kind: 'check',
          line,
          take: async (current, commit) => {
            const found = await findEntry(line);
            commit(
              found ? recordEntry(current(), line.key, found, 'encontrada') : recordEntryMissing(current(), line.key),
            );
          },
        };
      return {
        kind: 'send',
        line,
        take: async (current, commit) => {
          const created = await createEntry(line, (protocol) => commit(recordProtocol(current(), line.key, protocol)));
          commit(
            created.status === 'criada'
              ? recordEntry(current(), line.key, created.installmentId, 'criada')
              : recordEntryRefused(current(), line.key, created.message),
          );
        },
      };
    },
    change: 'statement-run',
    lock: runName(statement),
    priority: 'background',
  });
}
