import { describe, expect, it } from 'vitest';
import { addDays } from '../lib/date-math';
import { failOnce, sandboxForEachTest } from '../test/sandbox';
import { TEST_TODAY } from '../test/test-today';
import { createAndFollow, type FinancialEventRequest } from './payables';

const sandbox = sandboxForEachTest();
const posts = () => sandbox.requests.filter((r) => r.method === 'POST');

function rent(): FinancialEventRequest {
  const store = sandbox.api.store;
  const account = store.accounts[0]!.id;
  return {
    data_competencia: TEST_TODAY,
    valor: 200,
    descricao: 'Aluguel do depósito',
    observacao: '',
    contato: store.customers[0]!.id,
    conta_financeira: account,
    rateio: [
      { id_categoria: store.categories.find((c) => c.tipo === 'DESPESA')!.id, valor: 200, rateio_centro_custo: [] },
    ],
    condicao_pagamento: {
      parcelas: [1, 2].map((n) => ({
        descricao: `Aluguel do depósito (${n}/2)`,
        data_vencimento: addDays(TEST_TODAY, 30 * n),
        nota: '',
        conta_financeira: account,
        detalhe_valor: { valor_bruto: 100, valor_liquido: 100, multa: 0, juros: 0, desconto: 0, taxa: 0 },
      })),
    },
  };
}

describe('createAndFollow', () => {
  it('sends once, then reads the protocol and the event’s installments', async () => {
    const outcome = await createAndFollow('pagar', rent());
    expect(outcome.kind === 'created' && outcome.installmentIds).toHaveLength(2);
    expect(posts()).toHaveLength(1);
    const paths = sandbox.requests.map((r) => new URL(r.url).pathname);
    expect(paths.some((p) => p.startsWith('/v1/protocolo/'))).toBe(true);
    expect(paths.some((p) => /\/eventos-financeiros\/[^/]+\/parcelas$/.test(p))).toBe(true);
  });

  it('a protocol that cannot be read leaves the creation pending, not failed: nothing is sent again', async () => {
    failOnce(sandbox, 'GET', '^/v1/protocolo/', 404, 'Protocolo não encontrado.');
    expect(await createAndFollow('pagar', rent())).toEqual({ kind: 'pending' });
    expect(posts()).toHaveLength(1);
  });
});
