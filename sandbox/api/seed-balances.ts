import type { IsoDate } from '../../src/lib/dates';
import { settlementMovementsCents } from './account-balance';
import type { SandboxStore } from './store';

/**
 * The financial accounts' opening balances (saldos iniciais), seeded last (no randomness):
 * each is chosen so that the account's balance on the seed's day is its figure in
 * BALANCES, whatever the day: opening = figure − the net movement of the settlements
 * seeded before it (account-balance.ts). The seeded books record what customers paid and
 * the company's bills, but not its payroll, its partners' withdrawals or the transfers
 * between accounts, so the receipts of three years of contracts (about R$ 12 million)
 * outrun the payments by far: most opening balances come out negative, an account that
 * started "overdrawn" by what the books do not record (`saldo-inicial` answers those as
 * `DESPESA`). They are dated the first day of the month of the earliest seeded settlement,
 * before every movement.
 */

/** Each seeded account's balance on the seed's day, in cents, by name: about R$ 450 thousand in all. */
export const BALANCES: Record<string, number> = {
  'Conta corrente principal': 186_420_55,
  'Conta cobranças': 97_318_40,
  'Caixinha do escritório': 1_245_30,
  'Recebimentos por cartão': 42_760_90,
  'Poupança reserva': 125_384_12,
};

/** `factor`: each figure of BALANCES times it (a smaller business, a tighter cash position). */
export function seedOpeningBalances(store: SandboxStore, factor = 1): void {
  const movements = settlementMovementsCents(store);
  let first: IsoDate = store.today;
  for (const settlements of store.settlements.values()) {
    for (const s of settlements) if (s.data_pagamento < first) first = s.data_pagamento;
  }
  const data_competencia = `${first.slice(0, 8)}01`;
  for (const account of store.accounts) {
    const figure = BALANCES[account.nome];
    if (figure === undefined) continue;
    const target = Math.round(figure * factor);
    store.openingBalances.set(account.id, { data_competencia, cents: target - (movements.get(account.id) ?? 0) });
  }
}
