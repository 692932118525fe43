import type { CreditMatch, MatchCandidate, RunItem, SkippedCredit } from '../../lib/statement';
import { settlementRequestFor } from '../../lib/statement';
import { installmentLabel } from '../../api/reconciliation';

/**
 * The user's decision on each credit: confirm the chosen installment, choose another
 * (back to "a confirmar"), or skip it. Plain data and pure functions: the screen keeps a
 * `Decisions` map keyed by the credit's bank id.
 */

export type DecisionStatus = 'a-confirmar' | 'confirmada' | 'ignorada';
export interface Decision {
  status: DecisionStatus;
  /** The installment chosen; null is "sem correspondência". */
  choice: string | null;
}
export type Decisions = ReadonlyMap<string, Decision>;

/** The candidates offered for a credit: the proposal first, then the alternatives. */
export const candidatesOf = (m: CreditMatch): MatchCandidate[] =>
  m.best ? [m.best, ...m.alternatives] : m.alternatives;

export function initialDecisions(matches: readonly CreditMatch[]): Map<string, Decision> {
  return new Map(
    matches.map((m) => [m.credit.bankId, { status: 'a-confirmar', choice: m.best?.installment.id ?? null }] as const),
  );
}

export function chosenCandidate(m: CreditMatch, d: Decision | undefined): MatchCandidate | null {
  if (!d?.choice) return null;
  return candidatesOf(m).find((c) => c.installment.id === d.choice) ?? null;
}

/**
 * A proposal the bulk action may confirm: the exact amount, and no other payer named in
 * the memo (a different payer is confirmed one by one, by someone who looked).
 */
export const bulkConfirmable = (m: CreditMatch): boolean =>
  m.best?.amountFit === 'exato' && m.best.payerFit !== 'diferente';

export type DecisionAction =
  | { type: 'confirmar'; key: string }
  | { type: 'ignorar'; key: string }
  | { type: 'desfazer'; key: string }
  | { type: 'escolher'; key: string; installmentId: string | null }
  | { type: 'confirmar-exatas'; matches: readonly CreditMatch[] };

export function decide(decisions: Decisions, action: DecisionAction): Map<string, Decision> {
  const next = new Map(decisions);
  const set = (key: string, change: (d: Decision) => Decision) => {
    const d = next.get(key);
    if (d) next.set(key, change(d));
  };
  switch (action.type) {
    case 'confirmar':
      set(action.key, (d) => (d.choice ? { ...d, status: 'confirmada' } : d));
      break;
    case 'ignorar':
      set(action.key, (d) => ({ ...d, status: 'ignorada' }));
      break;
    case 'desfazer':
      set(action.key, (d) => ({ ...d, status: 'a-confirmar' }));
      break;
    case 'escolher':
      set(action.key, () => ({ status: 'a-confirmar', choice: action.installmentId }));
      break;
    case 'confirmar-exatas':
      for (const m of action.matches) {
        set(m.credit.bankId, (d) => {
          const chosen = chosenCandidate(m, d);
          return d.status === 'a-confirmar' && chosen && chosen === m.best && bulkConfirmable(m)
            ? { ...d, status: 'confirmada' }
            : d;
        });
      }
      break;
  }
  return next;
}

/** How many "a confirmar" credits the bulk action would confirm. */
export function exactPending(matches: readonly CreditMatch[], decisions: Decisions): number {
  return matches.filter((m) => {
    const d = decisions.get(m.credit.bankId);
    return d?.status === 'a-confirmar' && bulkConfirmable(m) && d.choice === m.best!.installment.id;
  }).length;
}

/** The settlement run's items (confirmed credits) and the other credits, skipped with their reason. */
export function runInput(
  matches: readonly CreditMatch[],
  decisions: Decisions,
  accountId: string,
): { items: RunItem[]; skipped: SkippedCredit[] } {
  const items: RunItem[] = [];
  const skipped: SkippedCredit[] = [];
  for (const m of matches) {
    const d = decisions.get(m.credit.bankId);
    const chosen = chosenCandidate(m, d);
    const credit = {
      bankId: m.credit.bankId,
      date: m.credit.date,
      amountCents: m.credit.amountCents,
      description: m.credit.description,
    };
    if (d?.status === 'confirmada' && chosen) {
      items.push({
        credit,
        installmentId: chosen.installment.id,
        installmentLabel: installmentLabel(chosen.installment),
        request: settlementRequestFor(m.credit, accountId),
      });
    } else if (d?.status === 'ignorada') {
      skipped.push({ credit, reason: 'Ignorado pelo usuário.', status: 'ignorada' });
    } else {
      skipped.push({ credit, reason: chosen ? 'Não confirmado.' : 'Sem correspondência.', status: 'nao-conciliada' });
    }
  }
  return { items, skipped };
}

/** How the step counts a credit: its decision, and "sem correspondência" for one still without an installment. */
export type CreditState = DecisionStatus | 'sem-correspondencia';

export const creditState = (d: Decision): CreditState =>
  d.status === 'a-confirmar' && !d.choice ? 'sem-correspondencia' : d.status;

/**
 * Decisions kept from an earlier visit, laid on the matches computed again from the
 * platform: a decision stands while its installment is still offered for its credit (or
 * it has none); a credit skipped stays skipped. A confirmation whose installment is no
 * longer offered (settled or changed meanwhile) goes back to the new proposal and is
 * counted in `undone`, for the screen to say so.
 */
export function restoreDecisions(
  matches: readonly CreditMatch[],
  stored: Decisions,
): { decisions: Map<string, Decision>; undone: number } {
  const decisions = initialDecisions(matches);
  let undone = 0;
  for (const m of matches) {
    const key = m.credit.bankId;
    const before = stored.get(key);
    if (!before) continue;
    const offered = before.choice === null || candidatesOf(m).some((c) => c.installment.id === before.choice);
    const fresh = decisions.get(key)!;
    if (before.status === 'ignorada')
      decisions.set(key, { status: 'ignorada', choice: offered ? before.choice : fresh.choice });
    else if (offered) decisions.set(key, before.status === 'confirmada' && !before.choice ? fresh : before);
    else if (before.status === 'confirmada') undone += 1;
  }
  return { decisions, undone };
}
