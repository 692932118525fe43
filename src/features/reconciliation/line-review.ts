import type { LineMatch, LineTransfer, MatchCandidate, RunItem, SkippedLine } from '../../lib/statement';
import { entryRequestFor, settlementRequestFor, sideOf } from '../../lib/statement';
import { installmentLabel } from '../../lib/labels/statement';
import { transferSkipReason } from './texts';

import type { Decision, DecisionStatus, Decisions } from '../../stores/reconciliation';

export type { Decision, DecisionStatus, Decisions };

/** The candidates offered for a line: the proposal first, then the alternatives. */
export const candidatesOf = (m: LineMatch): MatchCandidate[] => (m.best ? [m.best, ...m.alternatives] : m.alternatives);

export function initialDecisions(matches: readonly LineMatch[]): Map<string, Decision> {
  return new Map(
    matches.map((m) => [m.line.bankId, { status: 'a-confirmar', choice: m.best?.installment.id ?? null }] as const),
  );
}

export function chosenCandidate(m: LineMatch, d: Decision | undefined): MatchCandidate | null {
  if (!d?.choice) return null;
  return candidatesOf(m).find((c) => c.installment.id === d.choice) ?? null;
}

/** A proposal the bulk action may confirm: exact amount, no other party named in the memo. */
export const bulkConfirmable = (m: LineMatch): boolean =>
  m.best?.amountFit === 'exato' && m.best.partyFit !== 'diferente';

export type DecisionAction =
  | { type: 'confirmar'; key: string }
  | { type: 'ignorar'; key: string }
  | { type: 'desfazer'; key: string }
  | { type: 'escolher'; key: string; installmentId: string | null }
  | { type: 'confirmar-exatas'; matches: readonly LineMatch[] };

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
        set(m.line.bankId, (d) => {
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

/** How many "a confirmar" lines the bulk action would confirm. */
export function exactPending(matches: readonly LineMatch[], decisions: Decisions): number {
  return matches.filter((m) => {
    const d = decisions.get(m.line.bankId);
    return d?.status === 'a-confirmar' && bulkConfirmable(m) && d.choice === m.best!.installment.id;
  }).length;
}

/** A line without a match to be entered as a new installment of its side, in this category. */
export interface EntryChoice {
  categoryId: string;
  categoryName: string;
}

/** The label a new entry shows in the report: what it is and its category. */
export const entryLabel = (side: 'receber' | 'pagar', categoryName: string) =>
  `${side === 'pagar' ? 'Nova conta a pagar' : 'Nova conta a receber'} · ${categoryName}`;

/** The run's items (confirmed lines and new entries, signed amounts) and the skipped lines with their reason. */
export function runInput(
  matches: readonly LineMatch[],
  decisions: Decisions,
  accountId: string,
  entries: ReadonlyMap<string, EntryChoice> = new Map(),
  transfers: ReadonlyMap<string, LineTransfer> = new Map(),
): { items: RunItem[]; skipped: SkippedLine[] } {
  const items: RunItem[] = [];
  const skipped: SkippedLine[] = [];
  for (const m of matches) {
    const d = decisions.get(m.line.bankId);
    const chosen = chosenCandidate(m, d);
    const line = {
      bankId: m.line.bankId,
      date: m.line.date,
      amountCents: m.line.amountCents,
      description: m.line.description,
    };
    const transfer = transfers.get(m.line.bankId);
    if (transfer) {
      // Reconciled by the transfer the platform already has: nothing to settle or enter.
      skipped.push({
        line,
        reason: transferSkipReason(transfer.description, transfer.accounts),
        status: 'transferencia',
      });
    } else if (d?.status === 'confirmada' && chosen) {
      items.push({
        line,
        installmentId: chosen.installment.id,
        installmentLabel: installmentLabel(chosen.installment),
        request: settlementRequestFor(m.line, accountId),
      });
    } else if (entries.has(m.line.bankId) && d?.status !== 'ignorada' && !chosen) {
      const { categoryId, categoryName } = entries.get(m.line.bankId)!;
      const side = sideOf(m.line);
      items.push({
        line,
        installmentId: null,
        installmentLabel: entryLabel(side, categoryName),
        request: settlementRequestFor(m.line, accountId),
        entry: { side, categoryName, request: entryRequestFor(m.line, categoryId, accountId) },
      });
    } else if (d?.status === 'ignorada') {
      skipped.push({ line, reason: 'Ignorado pelo usuário.', status: 'ignorada' });
    } else {
      skipped.push({ line, reason: chosen ? 'Não confirmado.' : 'Sem correspondência.', status: 'nao-conciliada' });
    }
  }
  return { items, skipped };
}

/** How the step counts a line: its decision, and "sem correspondência" for one still without an installment. */
export type LineState = DecisionStatus | 'sem-correspondencia';

export const lineState = (d: Decision): LineState =>
  d.status === 'a-confirmar' && !d.choice ? 'sem-correspondencia' : d.status;

/** Earlier decisions over recomputed matches; a confirmation no longer offered is undone and counted. */
export function restoreDecisions(
  matches: readonly LineMatch[],
  stored: Decisions,
): { decisions: Map<string, Decision>; undone: number } {
  const decisions = initialDecisions(matches);
  let undone = 0;
  for (const m of matches) {
    const key = m.line.bankId;
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
