import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/lib/date-math';
import { toCents } from '../../../src/lib/money';
import { settlementNetCents } from '../../../src/lib/settlement';
import { makeHarness, TODAY } from '../../test/api-harness';
import { allInstallments } from '../receivable-model';
import { BALANCES } from '../seed-balances';

/**
 * The financial accounts' balances: `GET /v1/conta-financeira/{id}/saldo-atual`, computed
 * from the opening balance and the settlements on every read, and the opening balances
 * (`GET /v1/financeiro/eventos-financeiros/saldo-inicial`).
 */

const PATH = '/v1/financeiro/eventos-financeiros';
const OPENING = `${PATH}/saldo-inicial`;
const UNKNOWN = '0190a5c8-0000-7000-8000-00000000dead';

const h = await makeHarness();
beforeEach(() => h.api.reset());

const store = () => h.api.store;
const accountId = (nome: string) => store().accounts.find((a) => a.nome === nome)?.id as string;
const MAIN = 'Conta corrente principal';
const CARDS = 'Recebimentos por cartão';

const balance = async (id: string) => {
  const { status, body } = await h.get<{ saldo_atual: number }>(`/v1/conta-financeira/${id}/saldo-atual`);
  expect(status).toBe(200);
  return toCents(body.saldo_atual);
};
const send = async (method: string, path: string, body?: unknown) => {
  const response = await h.call(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
};
/** Settles an installment today from an account (without a method: a request the platform refuses). */
const settle = (
  id: string,
  conta_financeira: string,
  composicao_valor: Record<string, number>,
  metodo_pagamento?: string,
) =>
  send('POST', `${PATH}/parcelas/${id}/baixa`, {
    data_pagamento: TODAY,
    conta_financeira,
    composicao_valor,
    ...(metodo_pagamento ? { metodo_pagamento } : {}),
  });
/** An open installment of a side, with something left to pay. */
const openOf = (side: 'RECEITA' | 'DESPESA') => {
  const found = allInstallments(store(), side).find(
    (v) => (v.status === 'ATRASADO' || v.status === 'PENDENTE') && v.openCents > 100_000,
  );
  if (!found) throw new Error(`no open ${side} installment`);
  return found;
};

describe('saldo-atual', () => {
  it("answers { saldo_atual } in reais: each seeded account's balance of the day, positive", async () => {
    let total = 0;
    for (const account of store().accounts) {
      const { status, body } = await h.get<Record<string, unknown>>(`/v1/conta-financeira/${account.id}/saldo-atual`);
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['saldo_atual']);
      expect(typeof body.saldo_atual).toBe('number');
      const cents = toCents(body.saldo_atual as number);
      expect(cents).toBe(BALANCES[account.nome]);
      expect(cents).toBeGreaterThan(0);
      total += cents;
    }
    expect(total).toBe(453_129_27);
  });

  it('refuses an id that is not a UUID with the published 400 body, and answers 404 for an unknown account', async () => {
    const bad = 'fbbccb85-a71a-4dfdb699-56ac1b5f1115';
    const refused = await h.get(`/v1/conta-financeira/${bad}/saldo-atual`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 400,
      message: `O valor '${bad}' fornecido no parâmetro 'id_conta_financeira' não é um identificador (uuid) válido.`,
    });
    const unknown = await h.get(`/v1/conta-financeira/${UNKNOWN}/saldo-atual`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 404,
      error: 'Not Found',
      message: 'Conta financeira não encontrada.',
      path: `/v1/conta-financeira/${UNKNOWN}/saldo-atual`,
    });
  });

  it("a receivable's settlement adds its net value to its account; undone, it is taken back", async () => {
    const main = accountId(MAIN);
    const before = await balance(main);
    const installment = openOf('RECEITA');
    const composicao_valor = { valor_bruto: 1000.1, juros: 12.34, multa: 20, desconto: 5.05, taxa: 2.2 };
    const created = await settle(installment.id, main, composicao_valor, 'PIX_PAGAMENTO_INSTANTANEO');
    expect(created.status).toBe(200);
    expect(settlementNetCents(composicao_valor)).toBe(1025_19);
    expect(await balance(main)).toBe(before + 1025_19);

    const undone = await send('DELETE', `${PATH}/parcelas/baixa/${created.body.id as string}`);
    expect(undone.status).toBe(200);
    expect(await balance(main)).toBe(before);
  });

  it("a payable's settlement takes its net value from its account; undone, it is given back", async () => {
    const main = accountId(MAIN);
    const before = await balance(main);
    const installment = openOf('DESPESA');
    const created = await settle(installment.id, main, { valor_bruto: 0.1, juros: 0.2 }, 'BOLETO_BANCARIO');
    expect(created.status).toBe(200);
    expect(await balance(main)).toBe(before - 30);
    await send('DELETE', `${PATH}/parcelas/baixa/${created.body.id as string}`);
    expect(await balance(main)).toBe(before);
  });

  it('a correction moves the balances by the difference: another value, then another account', async () => {
    const [main, cards] = [accountId(MAIN), accountId(CARDS)];
    const [mainBefore, cardsBefore] = [await balance(main), await balance(cards)];
    const installment = openOf('RECEITA');
    const created = await settle(installment.id, main, { valor_bruto: 500 }, 'PIX_PAGAMENTO_INSTANTANEO');
    const id = created.body.id as string;
    expect(await balance(main)).toBe(mainBefore + 500_00);

    const revalued = await send('PATCH', `${PATH}/parcelas/baixa/${id}`, {
      versao: 1,
      composicao_valor: { valor_bruto: 480.5, taxa: 9.61 },
    });
    expect(revalued.status).toBe(200);
    expect(await balance(main)).toBe(mainBefore + 470_89);
    expect(await balance(cards)).toBe(cardsBefore);

    const moved = await send('PATCH', `${PATH}/parcelas/baixa/${id}`, { versao: 2, conta_financeira: cards });
    expect(moved.status).toBe(200);
    expect(await balance(main)).toBe(mainBefore);
    expect(await balance(cards)).toBe(cardsBefore + 470_89);

    await send('DELETE', `${PATH}/parcelas/baixa/${id}`);
    expect(await balance(main)).toBe(mainBefore);
    expect(await balance(cards)).toBe(cardsBefore);
  });

  it('a refused settlement or correction moves nothing', async () => {
    const main = accountId(MAIN);
    const before = await balance(main);
    const installment = openOf('RECEITA');
    const refused = await settle(installment.id, UNKNOWN, { valor_bruto: 100 });
    expect(refused.status).toBe(400);
    expect(await balance(main)).toBe(before);
  });

  it('the balances add up to the opening balances plus the net settlements (receivables in, payables out)', async () => {
    const payables = new Set(store().payables.map((p) => p.id));
    let expected = 0;
    for (const opening of store().openingBalances.values()) expected += opening.cents;
    for (const [parcelaId, settlements] of store().settlements) {
      for (const s of settlements) {
        expect(store().accounts.some((a) => a.id === s.conta_financeira)).toBe(true);
        expected += (payables.has(parcelaId) ? -1 : 1) * settlementNetCents(s.composicao_valor);
      }
    }
    let total = 0;
    for (const account of store().accounts) total += await balance(account.id);
    expect(total).toBe(expected);
  });

  it('opening balances are dated before every seeded settlement', () => {
    for (const account of store().accounts) {
      const opening = store().openingBalances.get(account.id);
      expect(opening, account.nome).toBeDefined();
      for (const settlements of store().settlements.values()) {
        for (const s of settlements) expect(s.data_pagamento >= (opening?.data_competencia ?? '')).toBe(true);
      }
    }
  });
});

describe('saldo-inicial', () => {
  type Page = {
    itens_totais: number;
    itens: Array<{ tipo: string; id_conta_financeira: string; data_competencia: string; saldo_inicial: number }>;
  };
  const opening = (qs: string) => h.get<Page>(`${OPENING}?${qs}`);
  const WIDE = 'data_inicio=2000-01-01T00:00:00&data_fim=2099-12-31T23:59:59';

  it("lists every account's opening balance with its sign: DESPESA when negative", async () => {
    const { status, body } = await opening(`${WIDE}&tamanho_pagina=100`);
    expect(status).toBe(200);
    expect(body.itens_totais).toBe(store().accounts.length);
    expect(body.itens.map((i) => i.id_conta_financeira)).toEqual(store().accounts.map((a) => a.id));
    for (const item of body.itens) {
      expect(Object.keys(item).sort()).toEqual(['data_competencia', 'id_conta_financeira', 'saldo_inicial', 'tipo']);
      const seeded = store().openingBalances.get(item.id_conta_financeira);
      expect(item.data_competencia).toBe(seeded?.data_competencia);
      expect(toCents(item.saldo_inicial)).toBe(seeded?.cents);
      expect(item.tipo).toBe(item.saldo_inicial < 0 ? 'DESPESA' : 'RECEITA');
    }
  });

  it('selects by the opening date, both ends inclusive (their dates), and pages', async () => {
    const date = store().openingBalances.values().next().value?.data_competencia as string;
    const on = await opening(`data_inicio=${date}T23:59:59&data_fim=${date}T00:00:00&tamanho_pagina=2&pagina=2`);
    expect(on.status).toBe(200);
    expect(on.body.itens_totais).toBe(5);
    expect(on.body.itens.map((i) => i.id_conta_financeira)).toEqual(
      store()
        .accounts.slice(2, 4)
        .map((a) => a.id),
    );
    const before = await opening(`data_inicio=2000-01-01T00:00:00&data_fim=${addDays(date, -1)}T23:59:59`);
    expect(before.body).toEqual({ itens_totais: 0, itens: [] });
    const after = await opening(`data_inicio=${addDays(date, 1)}T00:00:00&data_fim=2099-12-31T00:00:00`);
    expect(after.body).toEqual({ itens_totais: 0, itens: [] });
    const defaults = await opening(WIDE);
    expect(defaults.body.itens).toHaveLength(5);
  });

  it('requires both dates as ISO date-times (400 naming the field)', async () => {
    for (const [qs, field] of [
      ['data_fim=2026-12-31T00:00:00', 'data_inicio'],
      ['data_inicio=2026-01-01T00:00:00', 'data_fim'],
      ['data_inicio=2026-01-01&data_fim=2026-12-31T00:00:00', 'data_inicio'],
      ['data_inicio=2026-02-30T00:00:00&data_fim=2026-12-31T00:00:00', 'data_inicio'],
      ['data_inicio=2026-01-01T24:00:00&data_fim=2026-12-31T00:00:00', 'data_inicio'],
      ['data_inicio=2026-12-31T00:00:00&data_fim=2026-01-01T00:00:00', 'data_fim'],
      [`${WIDE}&tamanho_pagina=0`, 'tamanho_pagina'],
      [`${WIDE}&pagina=x`, 'pagina'],
    ] as const) {
      const { status, body } = await h.get<{ message: string }>(`${OPENING}?${qs}`);
      expect(status, qs).toBe(400);
      expect(body.message, qs).toMatch(new RegExp(`^${field}:`));
    }
  });
});
