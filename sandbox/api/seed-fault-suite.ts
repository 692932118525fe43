import { addDays } from '../../src/lib/date-math';
import type { Random } from './random';
import type { SandboxStore } from './store';

/**
 * Standalone receivables owned by the fault suite's settlement tests
 * (e2e/faults-session.spec.ts, e2e/faults-network.spec.ts): one per test, found by its
 * unique description, large enough to be partially settled on every run of a reused
 * sandbox (each test settles a few reais and checks that exactly one settlement was added).
 */
export const FAULT_SUITE_RECEIVABLES = [
  'Suíte de falhas: token expirado na baixa',
  'Suíte de falhas: nova entrada na baixa',
  'Suíte de falhas: pausa 429 na baixa',
  'Suíte de falhas: baixa sem conexão',
] as const;

export function seedFaultSuite(store: SandboxStore, random: Random): void {
  const customer = store.customers.find((c) => c.ativo) ?? store.customers[0];
  const revenue = store.categories.find((c) => c.tipo === 'RECEITA');
  const account = store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0];
  for (const descricao of FAULT_SUITE_RECEIVABLES) {
    const due = addDays(store.today, -10);
    store.receivables.push({
      id: random.uuid(),
      eventoId: random.uuid(),
      descricao,
      customerId: customer?.id ?? '',
      data_competencia: addDays(due, -15),
      data_vencimento: due,
      valor: 50_000,
      categoryId: revenue?.id,
      accountId: account?.id,
      metodo_pagamento: 'TRANSFERENCIA_BANCARIA',
      criado_em: `${addDays(due, -20)}T10:00:00-03:00`,
    });
  }
}
