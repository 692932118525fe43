import type { SandboxStore } from '../../sandbox/api/store';

/**
 * Records the specs find in the day's seed by a rule, kept here so that the seed's unit
 * test (sandbox/api/seed-any-day.test.ts) checks the same rule on every day.
 */

/**
 * A customer with a bank-slip contract in the contracts list's default term window, named
 * by a first word no other customer starts with. Contracts numbered 1101-1170 are left to
 * the specs that close or remove them.
 */
export function boletoCustomer(seeded: SandboxStore): { name: string; typed: string } | undefined {
  const year = Number(seeded.today.slice(0, 4));
  const [from, to] = [`${year - 3}-01-01`, `${year + 1}-12-31`];
  const customers = [...seeded.customers.values()];
  const firstWord = (name: string) => name.split(' ')[0] as string;
  for (const r of seeded.contracts.values()) {
    const { termos, condicao_pagamento } = r.request;
    if (condicao_pagamento.tipo_pagamento !== 'BOLETO_BANCARIO' || r.status === 'DELETADO') continue;
    if (termos.numero >= 1101 && termos.numero <= 1170) continue;
    if (termos.data_inicio > to || (termos.data_fim && termos.data_fim < from)) continue;
    const customer = customers.find((c) => c.id === r.request.id_cliente);
    if (!customer) continue;
    const typed = firstWord(customer.nome);
    if (customers.filter((c) => firstWord(c.nome) === typed).length === 1) return { name: customer.nome, typed };
  }
  return undefined;
}
