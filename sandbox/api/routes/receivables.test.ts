import { describe, expect, it } from 'vitest';
import { installmentFigures } from '../installment-model';
import { allInstallments } from '../receivable-model';
import { TODAY, trustingSandbox } from '../../test/api-harness';
import { expectedTotals } from '../../test/totals';

const PATH = '/v1/financeiro/eventos-financeiros';

type Body = Record<string, unknown> & { itens?: Record<string, unknown>[] };

function sandbox() {
  const { api, call } = trustingSandbox();
  return { api, call: (method: string, path: string, body?: unknown) => call<Body>(method, path, body) };
}

/** The detail of an error answer, in either error-body shape (`error` or `message`). */
const messageOf = (body: Record<string, unknown>) => String(body.message ?? body.error ?? '');

const search = (qs: string) =>
  `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=100&data_vencimento_de=2020-01-01&data_vencimento_ate=2027-12-31&${qs}`;

describe('receivables search', () => {
  it('requires its parameters', async () => {
    const { call } = sandbox();
    expect((await call('GET', `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=100`)).status).toBe(400);
    expect(
      messageOf(
        (
          await call(
            'GET',
            `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=30&data_vencimento_de=2026-11-01&data_vencimento_ate=2026-11-30`,
          )
        ).body,
      ),
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
    expect(one.body.itens?.[0]).toMatchObject({
      status: 'OVERDUE',
      status_traduzido: 'ATRASADO',
      total: 1500,
      pago: 0,
      nao_pago: 1500,
    });
  });

  it('filters by several statuses (repeated and comma forms)', async () => {
    const { call } = sandbox();
    const repeated = await call('GET', search('status=RECEBIDO&status=RECEBIDO_PARCIAL'));
    const comma = await call('GET', search('status=RECEBIDO,RECEBIDO_PARCIAL'));
    expect(repeated.body.itens_totais).toBe(comma.body.itens_totais);
    expect(new Set(repeated.body.itens?.map((i) => i.status_traduzido))).toEqual(
      new Set(['RECEBIDO', 'RECEBIDO_PARCIAL']),
    );
    expect(new Set(repeated.body.itens?.map((i) => i.status))).toEqual(new Set(['ACQUITTED', 'PARTIAL']));
  });
});

describe('receivables search: filters and totals', () => {
  it('filters by financial account and customer', async () => {
    const { api, call } = sandbox();
    const account = api.store.accounts[1]?.id as string;
    const byAccount = await call('GET', search(`ids_contas_financeiras=${account}`));
    const views = allInstallments(api.store).filter(
      (v) => v.data_vencimento >= '2020-01-01' && v.data_vencimento <= '2027-12-31',
    );
    const expected = views.filter((v) => v.accountId === account);
    expect(byAccount.body.itens_totais).toBe(expected.length);
    expect(byAccount.body.itens?.length).toBeGreaterThan(0);
    for (const item of byAccount.body.itens ?? []) expect(expected.some((v) => v.id === item.id)).toBe(true);

    const customer = (byAccount.body.itens?.[0]?.cliente as { id: string }).id;
    const byBoth = await call('GET', search(`ids_contas_financeiras=${account}&ids_clientes=${customer}`));
    expect(byBoth.body.itens_totais).toBe(expected.filter((v) => v.contactId === customer).length);
    for (const item of byBoth.body.itens ?? []) expect((item.cliente as { id: string }).id).toBe(customer);
  });

  it('totals the whole filtered set, whatever the page, leaving cancelled installments out', async () => {
    const { api, call } = sandbox();
    const account = api.store.accounts[1]?.id as string;
    const qs = `ids_contas_financeiras=${account}`;
    const page1 = await call('GET', search(qs).replace('tamanho_pagina=100', 'tamanho_pagina=10'));
    const page2 = await call(
      'GET',
      search(qs).replace('tamanho_pagina=100', 'tamanho_pagina=10').replace('pagina=1', 'pagina=2'),
    );
    expect(page1.body.itens).toHaveLength(10);
    expect(page2.body.totais).toEqual(page1.body.totais);

    const live = allInstallments(api.store).filter(
      (v) =>
        v.accountId === account &&
        v.data_vencimento >= '2020-01-01' &&
        v.data_vencimento <= '2027-12-31' &&
        v.status !== 'CANCELADO',
    );
    expect(page1.body.totais).toEqual(expectedTotals(live, api.store.today));
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
    expect(first.body).toMatchObject({
      versao: 1,
      data_pagamento: TODAY,
      nsu: '123',
      composicao_valor: { valor_bruto: 500, juros: 3.1 },
      conta_financeira: account,
    });
    expect(typeof first.body.id).toBe('string');
    let detail = await call('GET', `${PATH}/parcelas/${id}`);
    expect(detail.body).toMatchObject({ status: 'RECEBIDO_PARCIAL', valor_pago: 500, nao_pago: 1000 });

    const second = await call('POST', `${PATH}/parcelas/${id}/baixa`, {
      data_pagamento: TODAY,
      conta_financeira: account,
      composicao_valor: { valor_bruto: 1000 },
    });
    expect(second.status).toBe(200);
    detail = await call('GET', `${PATH}/parcelas/${id}`);
    expect(detail.body).toMatchObject({ status: 'QUITADO', valor_pago: 1500, nao_pago: 0 });
    expect((await call('GET', `${PATH}/parcelas/${id}/baixa`)).body).toHaveLength(2);

    const third = await call('POST', `${PATH}/parcelas/${id}/baixa`, {
      data_pagamento: TODAY,
      conta_financeira: account,
      composicao_valor: { valor_bruto: 1 },
    });
    expect(third.status).toBe(400);
    expect(messageOf(third.body)).toMatch(/quitada/);
  });

  it('refuses cancelled installments, zero and negative-net amounts, unknown accounts', async () => {
    const { api, call } = sandbox();
    const account = api.store.accounts[0]?.id;
    const cancelled = await installment(call, 'Evento corporativo de fim de ano');
    const open = await installment(call, 'Serviço de pintura da fachada');
    const post = (id: string, body: object) =>
      call('POST', `${PATH}/parcelas/${id}/baixa`, { data_pagamento: TODAY, conta_financeira: account, ...body });
    expect(messageOf((await post(cancelled.id, { composicao_valor: { valor_bruto: 10 } })).body)).toMatch(/cancelada/);
    expect(messageOf((await post(open.id, { composicao_valor: { valor_bruto: 0 } })).body)).toMatch(/maior que zero/);
    expect(messageOf((await post(open.id, { composicao_valor: { valor_bruto: 10, desconto: 11 } })).body)).toMatch(
      /líquido/,
    );
    expect(
      messageOf(
        (
          await post(open.id, {
            composicao_valor: { valor_bruto: 10 },
            conta_financeira: '0190a5c8-0000-7000-8000-00000000ffff',
          })
        ).body,
      ),
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
    expect(
      (
        await call('POST', `${PATH}/parcelas/${item.id}/baixa`, {
          data_pagamento: TODAY,
          conta_financeira: account,
          composicao_valor: { valor_bruto: half },
        })
      ).status,
    ).toBe(200);
    const sale = [...api.store.salesByContract.values()].flat().find((s) => s.id_parcela === item.id);
    expect(sale).toBeDefined();
    expect(installmentFigures(api.store, sale as NonNullable<typeof sale>).status).toBe('RECEBIDO_PARCIAL');
    const after = await call('GET', search(`descricao=${encodeURIComponent(item.descricao)}`));
    expect(after.body.itens?.find((i) => i.id === item.id)).toMatchObject({
      status: 'PARTIAL',
      status_traduzido: 'RECEBIDO_PARCIAL',
      pago: half,
    });
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

describe('the platform shapes', () => {
  it('answers an anonymous sale with cliente { id: null, nome: null }', async () => {
    const { call } = sandbox();
    const found = await call('GET', search(`descricao=${encodeURIComponent('Venda no balcão sem identificação')}`));
    expect(found.body.itens?.[0]).toMatchObject({
      cliente: { id: null, nome: null },
      status: 'OVERDUE',
      status_traduzido: 'ATRASADO',
    });
  });

  it('reads an installment without cliente nor total, its account as an object, its settlements as reads', async () => {
    const { api, call } = sandbox();
    const paid = await call('GET', search(`descricao=${encodeURIComponent('Licenciamento anual de software')}`));
    const id = (paid.body.itens?.[0] as { id: string }).id;
    const detail = await call('GET', `${PATH}/parcelas/${id}`);
    expect(detail.body).not.toHaveProperty('cliente');
    expect(detail.body).not.toHaveProperty('total');
    expect(detail.body).toMatchObject({ status: 'QUITADO', valor_composicao: { valor_bruto: 7200 } });
    const baixas = detail.body.baixas as Record<string, unknown>[];
    expect(baixas).toHaveLength(1);
    const account = api.store.accounts.find((a) => a.id === (baixas[0]?.conta_financeira as { id: string }).id);
    expect(baixas[0]).toMatchObject({
      id_parcela: id,
      valor_composicao: { valor_bruto: 7200, valor_liquido: 7200 },
      conta_financeira: { id: account?.id, nome: account?.nome },
    });
    expect(baixas[0]).not.toHaveProperty('composicao_valor');
    expect((await call('GET', `${PATH}/parcelas/${id}/baixa`)).body).toEqual(baixas);
    expect((await call('GET', `${PATH}/parcelas/baixa/${baixas[0]?.id as string}`)).body).toEqual(baixas[0]);
  });

  /** Settles R$ 10 of the facade-painting installment with `method`. */
  async function settleFacadeWith(method: string) {
    const { api, call } = sandbox();
    const { id } = (await call('GET', search('descricao=Serviço de pintura da fachada'))).body.itens?.[0] as {
      id: string;
    };
    return call('POST', `${PATH}/parcelas/${id}/baixa`, {
      data_pagamento: TODAY,
      conta_financeira: api.store.accounts[0]?.id,
      composicao_valor: { valor_bruto: 10 },
      metodo_pagamento: method,
    });
  }

  it.each([
    'PIX_PAGAMENTO_INSTANTANEO',
    'DEPOSITO_BANCARIO',
    'CREDITO_LOJA',
    'CREDITO_VIRTUAL',
    'DINHEIRO',
    'CARTAO_CREDITO',
    'BOLETO_BANCARIO',
    'CARTAO_CREDITO_VIA_LINK',
    'CHEQUE',
    'CARTAO_DEBITO',
    'TRANSFERENCIA_BANCARIA',
    'OUTRO',
    'CARTEIRA_DIGITAL',
    'CASHBACK',
  ])('accepts the settlement method %s', async (method) => {
    const answer = await settleFacadeWith(method);
    expect(answer.status).toBe(200);
    expect(answer.body.metodo_pagamento).toBe(method);
  });

  it('refuses a method the platform does not accept in a request (PIX_COBRANCA is a read-only value)', async () => {
    const answer = await settleFacadeWith('PIX_COBRANCA');
    expect(answer.status).toBe(400);
    expect(messageOf(answer.body)).toMatch(/metodo_pagamento/);
  });
});

describe('settlement correction and undo', () => {
  async function settled(call: ReturnType<typeof sandbox>['call'], accountId: string | undefined) {
    const { id } = (await call('GET', search('descricao=Manutenção corretiva de elevador'))).body.itens?.[0] as {
      id: string;
    };
    const first = await call('POST', `${PATH}/parcelas/${id}/baixa`, {
      data_pagamento: TODAY,
      conta_financeira: accountId,
      composicao_valor: { valor_bruto: 1500 },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
    });
    return { parcelaId: id, baixaId: first.body.id as string };
  }

  it('corrects a settlement with its current versao: the installment moves back to partially received', async () => {
    const { api, call } = sandbox();
    const { parcelaId, baixaId } = await settled(call, api.store.accounts[0]?.id);
    const before = await call('GET', `${PATH}/parcelas/${parcelaId}`);
    expect(before.body).toMatchObject({ status: 'QUITADO', nao_pago: 0 });

    const patch = await call('PATCH', `${PATH}/parcelas/baixa/${baixaId}`, {
      versao: 1,
      composicao_valor: { valor_bruto: 600 },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({
      id: baixaId,
      versao: 2,
      composicao_valor: { valor_bruto: 600 },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
    });
    const after = await call('GET', `${PATH}/parcelas/${parcelaId}`);
    expect(after.body).toMatchObject({ status: 'RECEBIDO_PARCIAL', valor_pago: 600, nao_pago: 900 });
    expect(after.body.versao).toBe((before.body.versao as number) + 1);
    const listed = await call('GET', search('descricao=Manutenção corretiva de elevador'));
    expect(listed.body.itens?.[0]).toMatchObject({
      status: 'PARTIAL',
      status_traduzido: 'RECEBIDO_PARCIAL',
      nao_pago: 900,
    });
  });

  it('refuses a correction without versao or with a stale one (409), as the platform does', async () => {
    const { api, call } = sandbox();
    const { parcelaId, baixaId } = await settled(call, api.store.accounts[0]?.id);
    const missing = await call('PATCH', `${PATH}/parcelas/baixa/${baixaId}`, {
      composicao_valor: { valor_bruto: 600 },
    });
    expect(missing.status).toBe(409);
    expect(messageOf(missing.body)).toMatch(/Versão informada/);
    expect(
      (await call('PATCH', `${PATH}/parcelas/baixa/${baixaId}`, { versao: 1, observacao: 'primeira correção' })).status,
    ).toBe(200);
    const stale = await call('PATCH', `${PATH}/parcelas/baixa/${baixaId}`, {
      versao: 1,
      composicao_valor: { valor_bruto: 600 },
    });
    expect(stale.status).toBe(409);
    expect((await call('GET', `${PATH}/parcelas/${parcelaId}`)).body).toMatchObject({ status: 'QUITADO', nao_pago: 0 });
    const invalid = await call('PATCH', `${PATH}/parcelas/baixa/${baixaId}`, {
      versao: 2,
      composicao_valor: { valor_bruto: -1 },
    });
    expect(invalid.status).toBe(400);
  });

  it('undoes a settlement: 200 with an empty body, the installment open again, the settlement gone (404)', async () => {
    const { api, call } = sandbox();
    const { parcelaId, baixaId } = await settled(call, api.store.accounts[0]?.id);
    const before = await call('GET', `${PATH}/parcelas/${parcelaId}`);
    const removed = await call('DELETE', `${PATH}/parcelas/baixa/${baixaId}`);
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('');
    const after = await call('GET', `${PATH}/parcelas/${parcelaId}`);
    expect(after.body).toMatchObject({ status: 'ATRASADO', valor_pago: 0, nao_pago: 1500, baixas: [] });
    expect(after.body.versao as number).toBeGreaterThan(before.body.versao as number);
    expect((await call('GET', `${PATH}/parcelas/baixa/${baixaId}`)).status).toBe(404);
    expect((await call('DELETE', `${PATH}/parcelas/baixa/${baixaId}`)).status).toBe(404);
    expect((await call('PATCH', `${PATH}/parcelas/baixa/not-an-id`, { versao: 1 })).status).toBe(400);
  });
});

type Item = { id: string; descricao: string };
const itemsOf = (answer: { body: { itens?: unknown } }) => (answer.body.itens ?? []) as Item[];
const SEARCH = `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=50&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31`;

describe('receivables as the platform publishes them, where docs/platform-contract.md differs', () => {
  it('the search sort is free text (“É possível ordenar por nome”): a name sorts, an unknown field is ignored', async () => {
    const { call } = sandbox();
    const byName = await call('GET', `${SEARCH}&campo_ordenado_ascendente=nome`);
    expect(byName.status).toBe(200);
    const names = itemsOf(byName).map((i) => i.descricao);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const unknown = await call('GET', `${SEARCH}&campo_ordenado_descendente=qualquer_coisa`);
    expect(unknown.status).toBe(200);
    const plain = await call('GET', SEARCH);
    expect(itemsOf(unknown).map((i) => i.id)).toEqual(itemsOf(plain).map((i) => i.id));
  });

  it('an installment read has no total but valor_total_liquido and valor_composicao (Parcela)', async () => {
    const { call } = sandbox();
    const [item] = itemsOf(await call('GET', SEARCH));
    const read = await call('GET', `${PATH}/parcelas/${item!.id}`);
    expect(read.body).not.toHaveProperty('total');
    expect(read.body.valor_total_liquido).toEqual(expect.any(Number));
    expect(read.body.valor_composicao).toMatchObject({ valor_liquido: read.body.valor_total_liquido });
  });

  it('a correction takes the published CREDITO_VIRTUA and refuses the creation’s spelling; reads answer CREDITO_VIRTUA', async () => {
    const { call } = sandbox();
    const open = itemsOf(await call('GET', `${SEARCH}&status=ATRASADO`))[0]!;
    const accounts = await call('GET', '/v1/conta-financeira');
    const created = await call('POST', `${PATH}/parcelas/${open.id}/baixa`, {
      data_pagamento: TODAY,
      conta_financeira: itemsOf(accounts)[0]!.id,
      composicao_valor: { valor_bruto: 1 },
      metodo_pagamento: 'CREDITO_VIRTUAL',
    });
    expect(created.status).toBe(200);
    expect(created.body.metodo_pagamento).toBe('CREDITO_VIRTUAL');
    const patch = `${PATH}/parcelas/baixa/${created.body.id}`;
    const refused = await call('PATCH', patch, { versao: created.body.versao, metodo_pagamento: 'CREDITO_VIRTUAL' });
    expect(refused.status).toBe(400);
    const corrected = await call('PATCH', patch, {
      versao: created.body.versao,
      metodo_pagamento: 'CREDITO_VIRTUA',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.metodo_pagamento).toBe('CREDITO_VIRTUA');
    const list = await call('GET', `${PATH}/parcelas/${open.id}/baixa`);
    expect((list.body as unknown as Array<{ metodo_pagamento: string }>)[0]?.metodo_pagamento).toBe('CREDITO_VIRTUA');
  });
});
