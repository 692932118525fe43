import { loadCandidates, type CandidatesProgress } from '../../api/reconciliation';
import {
  statementLines,
  withoutSettledLines,
  type ParsedStatementWithLayout,
  type ReconcilableInstallment,
  type StatementSide,
  type StatementTransaction,
} from '../../lib/statement';

const SIDES: readonly StatementSide[] = ['receber', 'pagar'];

/** Each side's candidates in turn, and the lines whose id is in no `nsu` of their side. */
export async function loadStatementCandidates(
  statement: ParsedStatementWithLayout,
  signal: AbortSignal,
  onProgress: (progress: CandidatesProgress) => void,
): Promise<{
  pending: StatementTransaction[];
  alreadySettled: StatementTransaction[];
  installments: ReconcilableInstallment[];
}> {
  const linesOf: Record<StatementSide, readonly StatementTransaction[]> = {
    receber: statement.credits,
    pagar: statement.debits,
  };
  const pending = new Set<StatementTransaction>();
  const alreadySettled: StatementTransaction[] = [];
  const installments: ReconcilableInstallment[] = [];
  for (const side of SIDES) {
    if (linesOf[side].length === 0) continue;
    const candidates = await loadCandidates(linesOf[side], { side, signal, onProgress });
    const split = withoutSettledLines(linesOf[side], candidates.nsus);
    for (const line of split.pending) pending.add(line);
    alreadySettled.push(...split.alreadySettled);
    installments.push(...candidates.installments);
  }
  // File order, credits and debits together (each side's section keeps it).
  return { pending: statementLines(statement).filter((l) => pending.has(l)), alreadySettled, installments };
}
