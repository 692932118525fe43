import { describe, expect, it } from 'vitest';
import { createSandboxApi } from '../handler';
import { fromCents } from '../../../src/lib/money';
import { installmentFigures } from '../installment-model';
import { allInstallments } from '../receivable-model';

const TODAY = '2026-11-21';
const BASE = 'http://sandbox.test';
const PATH = '/v1/financeiro/eventos-financeiros';

function sandbox() {
  const api = createSandboxApi({ verifyToken: async () => ({ sub: 'tester' }), allowedOrigins: [], today: TODAY, rateLimit: 10_000 });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await api.handle(
      new Request(`${BASE}${path}`, {
        method,
        headers: { Authorization: 'Bearer x', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { itens?: Record<string, unknown>[] } };
  };
  return { api, call };
}

const search = (qs: string) => `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=100&data_vencimento_de=2020-01-01&data_vencimento_ate=2027-12-31&${qs}`;

describe('receivables search', () => {
  it('requires its parameters', async () => {
    const { call } = sandbox();
    expect((await call('GET', `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=100`)).status).toBe(400);
    expect(
      (
        await call(
          'GET',
          `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=30&data_vencimento_de=2026-11-01&data_vencimento_ate=2026-11-30`,
        )
      ).body.message,
    ).toMatch(/tamanho_pagina/);
  });

  it('lists contract installments and standalone receivables with consistent statuses', async () => {
    const { call } = sandbox();
    const contract = await call('GET', search('descricao=Contrato%201001%20-%20parcela'));
    expect(contract.body.itens?.length).toBeGreaterThan(0);
    const overdue = await call('GET', search('status=ATRASADO'));
    for (const item of overdue.body.itens ?? []) {
      expect(String(item.data_vencimento) < TODAY).toBe(true);
      expect(item.pago).toBe(0);
    }
    const one = await call('GET', search('descricao=manutencao corretiva de elevador'));
    expect(one.body.itens).toHaveLength(1);
    expect(one.body.itens?.[0]).toMatchObject({ status: 'ATRASADO', total: 1500, pago: 0, nao_pago: 1500 });
  });

  it('filters by several statuses (repeated and comma forms)', async () => {
    const { call } = sandbox();
    const repeated = await call('GET', search('status=RECEBIDO&status=RECEBIDO_PARCIAL'));
    const comma = await call('GET', search('status=RECEBIDO,RECEBIDO_PARCIAL'));
    expect(repeated.body.itens_totais).toBe(comma.body.itens_totais);
    expect(new Set(repeated.body.itens?.map((i) => i.status))).toEqual(new Set(['RECEBIDO', 'RECEBIDO_PARCIAL']));
  });
});

describe('receivables search: filters and totals', () => {
  it('filters by financial account and customer', async () => {
    const { api, call } = sandbox();
    const account = api.store.accounts[1]?.id as string;
    const byAccount = await call('GET', search(`ids_contas_financeiras=${account}`));
    const views = allInstallments(api.store).filter((v) => v.data_vencimento >= '2020-01-01' && v.data_vencimento <= '2027-12-31');
    const expected = views.filter((v) => v.accountId === account);
    expect(byAccount.body.itens_totais).toBe(expected.length);
    expect(byAccount.body.itens?.length).toBeGreaterThan(0);
    for (const item of byAccount.body.itens ?? []) expect(expected.some((v) => v.id === item.id)).toBe(true);

    const customer = (byAccount.body.itens?.[0]?.cliente as { id: string }).id;
    const byBoth = await call('GET', search(`ids_contas_financeiras=${account}&ids_clientes=${customer}`));
    expect(byBoth.body.itens_totais).toBe(expected.filter((v) => v.customerId === customer).length);
    for (const item of byBoth.body.itens ?? []) expect((item.cliente as { id: string }).id).toBe(customer);
  });

  it('totals the whole filtered set, whatever the page, leaving cancelled installments out', async () => {
    const { api, call } = sandbox();
    const account = api.store.accounts[1]?.id as string;
    const qs = `ids_contas_financeiras=${account}`;
    const page1 = await call('GET', search(qs).replace('tamanho_pagina=100', 'tamanho_pagina=10'));
    const page2 = await call('GET', search(qs).replace('tamanho_pagina=100', 'tamanho_pagina=10').replace('pagina=1', 'pagina=2'));
    expect(page1.body.itens).toHaveLength(10);
    expect(page2.body.totais).toEqual(page1.body.totais);

    const live = allInstallments(api.store).filter(
      (v) => v.accountId === account && v.data_vencimento >= '2020-01-01' && v.data_vencimento <= '2027-12-31' && v.status !== 'CANCELADO',
    );
    const sum = (pick: (v: (typeof live)[number]) => number) => fromCents(live.reduce((s, v) => s + pick(v), 0));
    expect(page1.body.totais).toEqual({
      total: sum((v) => v.totalCents),
      pago: sum((v) => v.paidCents),
      nao_pago: sum((v) => (v.status === 'PERDIDO' || v.status === 'RENEGOCIADO' ? 0 : v.openCents)),
      atrasado: sum((v) => (v.status === 'ATRASADO' ? v.openCents : 0)),
    });
    expect(page1.body.itens_totais).toBeGreaterThan(live.length); // the cancelled ones are listed, not summed
  });
});

describe('settlement', () => {
  async function installment(call: ReturnType<typeof sandbox>['call'], description: string) {
    const found = await call('GET', search(`descricao=${encodeURIComponent(description)}`));
    return found.body.itens?.[0] as { id: string };
  }

  it('moves an installment to partially received, then paid, and then refuses more', async () => {
    const { api, call } = sandbox();
    const { id } = await installment(call, 'Manutenção corretiva de elevador');
    const account = api.store.accounts[0]?.id;
    const first = await call('POST', `${PATH}/parcelas/${id}/baixa`, {
      data_pagamento: TODAY,
      conta_financeira: account,
      composicao_valor: { valor_bruto: 500, juros: 3.1 },
      nsu: '123',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ versao: 1, data_pagamento: TODAY, nsu: '123', composicao_valor: { valor_bruto: 500, juros: 3.1 } });
    expect(typeof first.body.id).toBe('string');
    let detail = await call('GET', `${PATH}/parcelas/${id}`);
    expect(detail.body).toMatchObject({ status: 'RECEBIDO_PARCIAL', valor_pago: 500, nao_pago: 1000 });

    const second = await call('POST', `${PATH}/parcelas/${id}/baixa`, { data_pagamento: TODAY, conta_financeira: account, composicao_valor: { valor_bruto: 1000 } });
    expect(second.status).toBe(200);
    detail = await call('GET', `${PATH}/parcelas/${id}`);
    expect(detail.body).toMatchObject({ status: 'QUITADO', valor_pago: 1500, nao_pago: 0 });
    expect((await call('GET', `${PATH}/parcelas/${id}/baixa`)).body).toHaveLength(2);

    const third = await call('POST', `${PATH}/parcelas/${id}/baixa`, { data_pagamento: TODAY, conta_financeira: account, composicao_valor: { valor_bruto: 1 } });
    expect(third.status).toBe(400);
    expect(third.body.message).toMatch(/quitada/);
  });

  it('refuses cancelled installments, zero and negative-net amounts, unknown accounts', async () => {
    const { api, call } = sandbox();
    const account = api.store.accounts[0]?.id;
    const cancelled = await installment(call, 'Evento corporativo de fim de ano');
    const open = await installment(call, 'Serviço de pintura da fachada');
    const post = (id: string, body: object) =>
      call('POST', `${PATH}/parcelas/${id}/baixa`, { data_pagamento: TODAY, conta_financeira: account, ...body });
    expect((await post(cancelled.id, { composicao_valor: { valor_bruto: 10 } })).body.message).toMatch(/cancelada/);
    expect((await post(open.id, { composicao_valor: { valor_bruto: 0 } })).body.message).toMatch(/maior que zero/);
    expect((await post(open.id, { composicao_valor: { valor_bruto: 10, desconto: 11 } })).body.message).toMatch(
      /líquido/,
    );
    expect(
      (
        await post(open.id, {
          composicao_valor: { valor_bruto: 10 },
          conta_financeira: '0190a5c8-0000-7000-8000-00000000ffff',
        })
      ).body.message,
    ).toMatch(/conta financeira não encontrada/);
    expect((await call('GET', `${PATH}/parcelas/${open.id}`)).body.baixas).toEqual([]);
  });

  it('settles a contract installment: the installment figures of its sale follow (what the contract detail shows)', async () => {
    const { api, call } = sandbox();
    const overdue = await call('GET', search('status=ATRASADO&descricao=Contrato'));
    const item = overdue.body.itens?.[0] as { id: string; descricao: string; total: number };
    expect(item.descricao).toMatch(/^Contrato \d+ - parcela \d+$/);
    const account = api.store.accounts[0]?.id;
    const half = Math.round(item.total * 50) / 100;
    expect((await call('POST', `${PATH}/parcelas/${item.id}/baixa`, { data_pagamento: TODAY, conta_financeira: account, composicao_valor: { valor_bruto: half } })).status).toBe(200);
    const sale = [...api.store.salesByContract.values()].flat().find((s) => s.id_parcela === item.id);
    expect(sale).toBeDefined();
    expect(installmentFigures(api.store, sale as NonNullable<typeof sale>).status).toBe('RECEBIDO_PARCIAL');
    const after = await call('GET', search(`descricao=${encodeURIComponent(item.descricao)}`));
    expect(after.body.itens?.find((i) => i.id === item.id)).toMatchObject({ status: 'RECEBIDO_PARCIAL', pago: half });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const { call } = sandbox();
    expect((await call('GET', `${PATH}/parcelas/abc`)).status).toBe(400);
    expect((await call('GET', `${PATH}/parcelas/0190a5c8-0000-7000-8000-00000000ffff`)).status).toBe(404);
  });

  it('lists the financial accounts with the default one', async () => {
    const { call } = sandbox();
    const accounts = await call('GET', '/v1/conta-financeira');
    expect(accounts.body.itens_totais).toBe(5);
    expect(accounts.body.itens?.filter((a) => a.conta_padrao)).toHaveLength(1);
  });
});
