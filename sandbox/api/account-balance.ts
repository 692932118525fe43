import { settlementNetCents } from '../../src/lib/settlement';
import type { SandboxStore } from './store';

/**
 * A financial account's balance (saldo atual), computed from the records on every read,
 * in cents: its opening balance, plus the net value (`settlementNetCents`: gross + fine +
 * interest − discount − fee) of every settlement of a receivable into it, minus that of
 * every settlement of a payable from it. A settlement created, corrected (another value,
 * another account) or undone moves it by exactly what the settlement records; there is
 * no running total to drift. A settlement counts whatever became of its installment (the
 * money moved), on whatever date it was paid; a transfer moves money between two accounts.
 */

/** Net movement of every account from the settlements, by account id (accounts without any are absent). */
export function settlementMovementsCents(store: SandboxStore): Map<string, number> {
  const payables = new Set(store.payables.map((p) => p.id));
  const movements = new Map<string, number>();
  for (const [parcelaId, settlements] of store.settlements) {
    const sign = payables.has(parcelaId) ? -1 : 1;
    for (const s of settlements) {
      const net = settlementNetCents(s.composicao_valor);
      movements.set(s.conta_financeira, (movements.get(s.conta_financeira) ?? 0) + sign * net);
    }
  }
  return movements;
}

/** The account's opening balance in cents (zero without one). */
export function openingCents(store: SandboxStore, accountId: string): number {
  return store.openingBalances.get(accountId)?.cents ?? 0;
}

/** What transfers moved in (+) and out (−) of the account, in cents. */
export function transferMovementCents(store: SandboxStore, accountId: string): number {
  let cents = 0;
  for (const t of store.transfers) {
    if (t.toAccountId === accountId) cents += t.cents;
    if (t.fromAccountId === accountId) cents -= t.cents;
  }
  return cents;
}

/** The account's current balance in cents. */
export function balanceCents(store: SandboxStore, accountId: string): number {
  return (
    openingCents(store, accountId) +
    (settlementMovementsCents(store).get(accountId) ?? 0) +
    transferMovementCents(store, accountId)
  );
}
