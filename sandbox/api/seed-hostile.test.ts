import { beforeEach, describe, expect, it } from 'vitest';
import { makeHarness } from '../test/api-harness';
import { HOSTILE, HOSTILE_CONTRACT_NUMBERS, LONG_WORD, type HostileIds } from './seed-hostile';

const h = await makeHarness();
beforeEach(() => {
  h.api.reset();
});

async function seed(): Promise<HostileIds> {
  const response = await h.admin('/hostile', { method: 'POST' });
  expect(response.status).toBe(201);
  return (await response.json()) as HostileIds;
}

describe('POST /__sandbox/hostile', () => {
  it('adds the hostile records once: a second call returns the same ids and adds nothing', async () => {
    const before = { contracts: h.api.store.contracts.size, quotes: h.api.store.quotes.size };
    const first = await seed();
    const after = { contracts: h.api.store.contracts.size, quotes: h.api.store.quotes.size };
    expect(after).toEqual({ contracts: before.contracts + 5, quotes: before.quotes + 5 });
    const second = await seed();
    expect(second).toEqual(first);
    expect({ contracts: h.api.store.contracts.size, quotes: h.api.store.quotes.size }).toEqual(after);
    expect(LONG_WORD).toHaveLength(500);
    expect(LONG_WORD).not.toMatch(/[\s-]/);
  });

  it('serves the texts unchanged through the regular endpoints', async () => {
    const ids = await seed();
    const contract = await h.get(`/v1/contratos/${ids.contracts.markup}`);
    expect(contract.body.cliente.nome).toBe(HOSTILE.markup);
    expect(contract.body.termos.numero).toBe(HOSTILE_CONTRACT_NUMBERS[0]);
    expect(contract.body.vendedor.nome).toBe(HOSTILE.hebrew);
    const installment = await h.get(`/v1/financeiro/eventos-financeiros/parcelas/${ids.receivables.long}`);
    expect(installment.body.descricao).toBe(LONG_WORD);
    expect(installment.body.status).toBe('ATRASADO');
    const quote = await h.get(`/v1/orcamentos/${ids.quotes.rtl.id}`);
    expect(quote.body.descricao).toBe(HOSTILE.rtl);
    const capture = await h.get(`/v1/captura/${ids.capture}`);
    expect(capture.body.status).toBe('PENDENTE');
    expect(capture.body.previa_evento_financeiro.descricao).toBe(HOSTILE.markup);
    const customers = await h.get(`/v1/pessoas?busca=${encodeURIComponent('النور')}`);
    expect(customers.body.items.map((c: { nome: string }) => c.nome)).toEqual([HOSTILE.rtl]);
  });

  it('is gone after a reset', async () => {
    const ids = await seed();
    h.api.reset();
    expect((await h.get(`/v1/contratos/${ids.contracts.markup}`)).status).toBe(500);
  });
});
