import type { LineMatch, LineTransfer, MatchCandidate, RunItem, SkippedLine } from '../../lib/statement';
import { entryRequestFor, settlementRequestFor, sideOf } from '../../lib/statement';
import { installmentLabel } from '../../lib/labels/statement';
import { SHARED_SKIP_REASON, transferSkipReason } from './texts';

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

/** An installment as the statement's lines share it: its side and id. */
const heldKey = (m: LineMatch, installmentId: string) => `${m.side}:${installmentId}`;

/** What the confirmed lines take of each installment, in cents. */
export function heldCents(matches: readonly LineMatch[], decisions: Decisions): Map<string, number> {
  const held = new Map<string, number>();
  for (const m of matches) {
    const d = decisions.get(m.line.bankId);
    if (d?.status === 'confirmada' && d.choice) hold(held, m, d.choice);
  }
  return held;
}

function hold(held: Map<string, number>, m: LineMatch, installmentId: string) {
  const key = heldKey(m, installmentId);
  held.set(key, (held.get(key) ?? 0) + m.amountCents);
}

/**
 * What the other confirmed lines take of this line's chosen installment (0: none), and whether
 * confirming this line too is refused. Lines of one statement share an installment only within
 * what is open of it: one line alone may pass it (the excess stays as surplus), a second may not
 * settle an installment twice.
 */
export function sharedWith(
  m: LineMatch,
  d: Decision | undefined,
  held: ReadonlyMap<string, number>,
): { othersCents: number; refused: boolean } {
  const chosen = chosenCandidate(m, d);
  if (!chosen) return { othersCents: 0, refused: false };
  const own = d?.status === 'confirmada' ? m.amountCents : 0;
  const othersCents = (held.get(heldKey(m, chosen.installment.id)) ?? 0) - own;
  return {
    othersCents,
    refused: othersCents > 0 && othersCents + m.amountCents > chosen.installment.remainingCents,
  };
}

/** A proposal the bulk action may confirm: exact amount, no other party named in the memo. */
export const bulkConfirmable = (m: LineMatch): boolean =>
  m.best?.amountFit === 'exato' && m.best.partyFit !== 'diferente';

export type DecisionAction =
  | { type: 'confirmar'; key: string; matches: readonly LineMatch[] }
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
    case 'confirmar': {
      const m = action.matches.find((x) => x.line.bankId === action.key);
      const held = heldCents(action.matches, decisions);
      set(action.key, (d) => (d.choice && m && !sharedWith(m, d, held).refused ? { ...d, status: 'confirmada' } : d));
      break;
    }
    case 'ignorar':
      set(action.key, (d) => ({ ...d, status: 'ignorada' }));
      break;
    case 'desfazer':
      set(action.key, (d) => ({ ...d, status: 'a-confirmar' }));
      break;
    case 'escolher':
      set(action.key, () => ({ status: 'a-confirmar', choice: action.installmentId }));
      break;
    case 'confirmar-exatas': {
      const held = heldCents(action.matches, decisions);
      for (const m of action.matches) {
        set(m.line.bankId, (d) => {
          const chosen = chosenCandidate(m, d);
          if (d.status !== 'a-confirmar' || !chosen || chosen !== m.best || !bulkConfirmable(m)) return d;
          if (sharedWith(m, d, held).refused) return d;
          hold(held, m, chosen.installment.id);
          return { ...d, status: 'confirmada' };
        });
      }
      break;
    }
  }
  return next;
}

/** How many "a confirmar" lines the bulk action would confirm. */
export function exactPending(matches: readonly LineMatch[], decisions: Decisions): number {
  const after = decide(decisions, { type: 'confirmar-exatas', matches });
  return matches.filter(
    (m) => decisions.get(m.line.bankId)?.status !== 'confirmada' && after.get(m.line.bankId)?.status === 'confirmada',
  ).length;
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
  // What the items so far take of each installment: a line that would settle one twice is left out.
  const held = new Map<string, number>();
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
    } else if (d?.status === 'confirmada' && chosen && sharedWith(m, { ...d, status: 'a-confirmar' }, held).refused) {
      skipped.push({ line, reason: SHARED_SKIP_REASON, status: 'nao-conciliada' });
    } else if (d?.status === 'confirmada' && chosen) {
      hold(held, m, chosen.installment.id);
      items.push({
        line,
        installmentId: chosen.installment.id,
        installmentLabel: installmentLabel(chosen.installment),
        openCents: chosen.installment.remainingCents,
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
  const held = new Map<string, number>();
  let undone = 0;
  for (const m of matches) {
    const key = m.line.bankId;
    const before = stored.get(key);
    if (!before) continue;
    const offered = before.choice === null || candidatesOf(m).some((c) => c.installment.id === before.choice);
    const fresh = decisions.get(key)!;
    if (before.status === 'ignorada')
      decisions.set(key, { status: 'ignorada', choice: offered ? before.choice : fresh.choice });
    else if (!offered) undone += before.status === 'confirmada' ? 1 : 0;
    else if (before.status !== 'confirmada') decisions.set(key, before);
    else if (!before.choice) decisions.set(key, fresh);
    else if (sharedWith(m, { ...before, status: 'a-confirmar' }, held).refused) {
      decisions.set(key, { ...before, status: 'a-confirmar' });
      undone += 1;
    } else {
      decisions.set(key, before);
      hold(held, m, before.choice);
    }
  }
  return { decisions, undone };
}
