import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../src/lib/date-math';
import { makeHarness, TODAY } from '../../test/api-harness';

/** The events created through the API (each has its request's protocol), not the seed's. */
const createdEvents = <E extends { protocolo?: string | undefined }>(h: {
  api: { store: { financialEvents: Map<string, E> } };
}): E[] => [...h.api.store.financialEvents.values()].filter((e) => e.protocolo);

/**
 * Creating a receivable or payable with an apportionment over several categories and cost
 * centres, in several installments, then following it: the protocol, then the event's installments.
 */

const PATH = '/v1/financeiro/eventos-financeiros';
const h = await makeHarness();
beforeEach(() => h.api.reset());

const send = async (method: string, path: string, body?: unknown) => {
  const response = await h.call(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
};
const categories = (tipo: 'RECEITA' | 'DESPESA') => h.api.store.categories.filter((c) => c.tipo === tipo);
const centers = () => h.api.store.costCenters;
const parcel = (n: number, count: number, value: number) => ({
  descricao: `Implantação (${n}/${count})`,
  data_vencimento: addMonths(addDays(TODAY, 10), n - 1),
  detalhe_valor: { valor_bruto: value, valor_liquido: value, multa: 0, juros: 0, desconto: 0, taxa: 0 },
});

/** R$ 1.000,00 in three installments, 600 to one category (two cost centres) and 400 to another. */
function receivable(overrides: Record<string, unknown> = {}) {
  const [a, b] = categories('RECEITA');
  const [c1, c2] = centers();
  return {
    descricao: 'Implantação',
    data_competencia: TODAY,
    valor: 1000,
    contato: h.api.store.customers[0]!.id,
    rateio: [
      {
        id_categoria: a!.id,
        valor: 600,
        rateio_centro_custo: [
          { id_centro_custo: c1!.id, valor: 350 },
          { id_centro_custo: c2!.id, valor: 250 },
        ],
      },
      { id_categoria: b!.id, valor: 400, rateio_centro_custo: [] },
    ],
    condicao_pagamento: { parcelas: [parcel(1, 3, 333.34), parcel(2, 3, 333.33), parcel(3, 3, 333.33)] },
    ...overrides,
  };
}

describe('an apportioned event in installments', () => {
  it('keeps every category and cost centre, creates each installment, and is followed through its protocol', async () => {
    const created = await send('POST', `${PATH}/contas-a-receber`, receivable());
    expect(created.status).toBe(200);
    const protocol = await send('GET', `/v1/protocolo/${String(created.body.protocolo)}`);
    expect(protocol.status).toBe(200);
    expect(protocol.body).toEqual({
      id: created.body.protocolo,
      resposta: expect.stringContaining('contas a receber'),
      status: 'SUCCESS',
      evento_financeiro_id: expect.any(String),
    });
    const listed = await send('GET', `${PATH}/${String(protocol.body.evento_financeiro_id)}/parcelas`);
    expect(listed.status).toBe(200);
    const items = listed.body as unknown as Array<Record<string, unknown> & { evento: { rateio: unknown[] } }>;
    expect(Array.isArray(items)).toBe(true);
    expect(items.map((i) => [i.indice, i.descricao, i.valor_total_liquido])).toEqual([
      [1, 'Implantação (1/3)', 333.34],
      [2, 'Implantação (2/3)', 333.33],
      [3, 'Implantação (3/3)', 333.33],
    ]);
    const [a, b] = categories('RECEITA');
    const [c1, c2] = centers();
    expect(items[0]?.evento.rateio).toEqual([
      {
        id_categoria: a!.id,
        nome_categoria: a!.nome,
        valor: 600,
        valor_bruto: 600,
        rateio_centro_custo: [
          { id_centro_custo: c1!.id, nome_centro_custo: c1!.nome, valor: 350 },
          { id_centro_custo: c2!.id, nome_centro_custo: c2!.nome, valor: 250 },
        ],
      },
      { id_categoria: b!.id, nome_categoria: b!.nome, valor: 400, valor_bruto: 400, rateio_centro_custo: [] },
    ]);
    // The installment's own read carries the same apportionment.
    const read = await send('GET', `${PATH}/parcelas/${String(items[2]?.id)}`);
    expect((read.body.evento as { rateio: unknown[] }).rateio).toEqual(items[0]?.evento.rateio);
  });

  it('refuses categories that do not add up to the value, and cost centres that do not add up to their category', async () => {
    const [a, b] = categories('RECEITA');
    const [c1, c2] = centers();
    const short = await send(
      'POST',
      `${PATH}/contas-a-receber`,
      receivable({
        rateio: [
          { id_categoria: a!.id, valor: 600 },
          { id_categoria: b!.id, valor: 300 },
        ],
      }),
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/rateio: a soma do rateio \(900,00\) difere do valor do evento \(1000,00\)/);
    const centersOff = await send(
      'POST',
      `${PATH}/contas-a-receber`,
      receivable({
        rateio: [
          {
            id_categoria: a!.id,
            valor: 1000,
            rateio_centro_custo: [
              { id_centro_custo: c1!.id, valor: 500 },
              { id_centro_custo: c2!.id, valor: 400 },
            ],
          },
        ],
      }),
    );
    expect(centersOff.status).toBe(400);
    expect(centersOff.body.message).toMatch(/rateio\[0\]\.rateio_centro_custo: .*900,00.*1000,00/);
    const repeated = await send(
      'POST',
      `${PATH}/contas-a-receber`,
      receivable({
        rateio: [
          { id_categoria: a!.id, valor: 500 },
          { id_categoria: a!.id, valor: 500 },
        ],
      }),
    );
    expect(repeated.body.message).toMatch(/rateio\[1\]\.id_categoria: categoria repetida/);
    // The seed's own events (split bills) are not the API's: only those with a protocol count.
    expect(createdEvents(h).length).toBe(0);
  });

  it('a lone cost centre without a value takes its category value; several need each value', async () => {
    const [a] = categories('DESPESA');
    const [c1, c2] = centers();
    const rent = (rateio_centro_custo: unknown[]) => ({
      descricao: 'Aluguel',
      data_competencia: TODAY,
      valor: 100,
      rateio: [{ id_categoria: a!.id, valor: 100, rateio_centro_custo }],
      condicao_pagamento: { parcelas: [{ ...parcel(1, 1, 100), descricao: 'Aluguel' }] },
    });
    const lone = await send('POST', `${PATH}/contas-a-pagar`, rent([{ id_centro_custo: c1!.id }]));
    expect(lone.status).toBe(200);
    const event = createdEvents(h)[0];
    expect(event?.rateio?.[0]?.rateio_centro_custo).toEqual([{ id_centro_custo: c1!.id, valor: 100 }]);
    const several = await send(
      'POST',
      `${PATH}/contas-a-pagar`,
      rent([{ id_centro_custo: c1!.id }, { id_centro_custo: c2!.id, valor: 100 }]),
    );
    expect(several.body.message).toMatch(/rateio_centro_custo\[0\]\.valor: informe o valor/);
  });

  it('answers 404 for an unknown protocol or event, 400 for an id that is not one', async () => {
    const unknown = '0190a5c8-0000-7000-8000-00000000ffff';
    expect((await send('GET', `/v1/protocolo/${unknown}`)).status).toBe(404);
    expect((await send('GET', `${PATH}/${unknown}/parcelas`)).status).toBe(404);
    expect((await send('GET', '/v1/protocolo/abc')).status).toBe(400);
  });
});
