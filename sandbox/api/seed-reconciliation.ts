import { addDays } from '../../src/lib/date-math';
import type { Random } from './random';
import type { SandboxStore } from './store';

/**
 * Standalone receivables owned by the statement reconciliation's end-to-end tests
 * (e2e/reconciliation.spec.ts), found by their unique descriptions. A statement generated
 * from them (e2e/support/statement.ts, built from what the API answers, so the sandbox
 * stays the platform's imitation and needs no endpoint of its own) pays one exactly, one
 * in part (the memo names the customer), and leaves one unpaid; its other credits match
 * nothing. The amounts are unusual so no other open installment has the same value.
 * Each test starts by undoing the settlements its earlier runs left (a reused sandbox).
 */
export const RECONCILIATION_RECEIVABLES = {
  /** The import, confirm and settle test; then the same statement again. */
  exact: ['Conciliação A: paga pelo valor exato', 1234.56],
  partial: ['Conciliação A: paga em parte', 2047.9],
  unpaid: ['Conciliação A: não paga pelo extrato', 3333.71],
  /** The test where one settlement fails with a 500 and is retried. */
  faultFirst: ['Conciliação B: primeira baixa', 1456.78],
  faultSecond: ['Conciliação B: baixa que falha uma vez', 1567.89],
} as const satisfies Record<string, readonly [string, number]>;

/**
 * The statement's other credits: a part of the partly paid row (its memo names the
 * customer), and one that matches nothing. No open installment has either amount.
 */
export const RECONCILIATION_CREDITS = { partial: 812.34, unmatched: 98.76 } as const;

/** Days before the platform's today that the rows fall due (the statement's credits are dated then). */
export const RECONCILIATION_DUE_DAYS_AGO = 6;

export function seedReconciliation(store: SandboxStore, random: Random): void {
  const customers = store.customers.filter((c) => c.ativo && c.tipo_pessoa === 'JURIDICA');
  const revenue = store.categories.find((c) => c.tipo === 'RECEITA');
  const account = store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0];
  const due = addDays(store.today, -RECONCILIATION_DUE_DAYS_AGO);
  for (const [descricao, valor] of Object.values(RECONCILIATION_RECEIVABLES)) {
    store.receivables.push({
      id: random.uuid(),
      eventoId: random.uuid(),
      descricao,
      customerId: random.pick(customers).id,
      data_competencia: addDays(due, -20),
      data_vencimento: due,
      valor,
      categoryId: revenue?.id,
      accountId: account?.id,
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
      criado_em: `${addDays(due, -25)}T10:00:00-03:00`,
    });
  }
}
