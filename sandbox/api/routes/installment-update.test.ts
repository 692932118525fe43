import { describe, expect, it } from 'vitest';
import { allInstallments } from '../receivable-model';
import { trustingSandbox } from '../../test/api-harness';

const PATH = '/v1/financeiro/eventos-financeiros';

type Body = Record<string, unknown> & {
  itens?: Record<string, unknown>[];
  totais?: Record<string, { valor: number } | number>;
};

function sandbox() {
  const { api, call } = trustingSandbox();
  return { api, call: (method: string, path: string, body?: unknown) => call<Body>(method, path, body) };
}

/** An open installment of a side with nothing settled, and its read. */
async function openOne(side: 'RECEITA' | 'DESPESA' = 'RECEITA') {
  const h = sandbox();
  const view = allInstallments(h.api.store, side).find((v) => v.status === 'PENDENTE' && v.paidCents === 0)!;
  const read = await h.call('GET', `${PATH}/parcelas/${view.id}`);
  return { ...h, view, read: read.body };
}

const patch = (h: ReturnType<typeof sandbox>, id: string, body: unknown) =>
  h.call('PATCH', `${PATH}/parcelas/${id}`, body);

describe('installment update (PATCH .../parcelas/{id})', () => {
  it('answers 409 without versao or with a stale one, and changes nothing', async () => {
    const h = await openOne();
    const missing = await patch(h, h.view.id, { nota: 'sem versão' });
    expect(missing.status).toBe(409);
    const stale = await patch(h, h.view.id, { versao: Number(h.read.versao) - 1, nota: 'antiga' });
    expect(stale.status).toBe(409);
    const after = await h.call('GET', `${PATH}/parcelas/${h.view.id}`);
    expect(after.body).toMatchObject({ versao: h.read.versao, nota: null });
  });

  it('keeps the write names, answers them with the new versao, and the read and search follow', async () => {
    const h = await openOne();
    const account = h.api.store.accounts.find((a) => a.id !== h.view.accountId)!;
    const answer = await patch(h, h.view.id, {
      versao: h.read.versao,
      vencimento: '2027-03-10',
      composicao_valor: { valor_bruto: 250, juros: 10, desconto: 5 },
      id_conta_financeira: account.id,
      metodo_pagamento: 'PIX_COBRANCA',
      nota: 'Cliente pediu nova data',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      versao: Number(h.read.versao) + 1,
      vencimento: '2027-03-10',
      composicao_valor: { valor_bruto: 250, juros: 10, desconto: 5, valor_liquido: 255 },
      metodo_pagamento: 'PIX_COBRANCA',
      nota: 'Cliente pediu nova data',
      conta_financeira: { id: account.id, nome: account.nome },
    });
    expect(answer.body).not.toHaveProperty('id');
    const read = await h.call('GET', `${PATH}/parcelas/${h.view.id}`);
    expect(read.body).toMatchObject({
      versao: Number(h.read.versao) + 1,
      data_vencimento: '2027-03-10',
      valor_total_liquido: 255,
      nao_pago: 255,
      id_conta_financeira: account.id,
      nota: 'Cliente pediu nova data',
    });
    const search = await h.call(
      'GET',
      `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=1000&data_vencimento_de=2027-03-10&data_vencimento_ate=2027-03-10`,
    );
    expect(search.body.itens?.find((i) => i.id === h.view.id)).toMatchObject({ total: 255, nao_pago: 255 });
  });

  it('drops unknown fields silently: a "settlement" through the PATCH records nothing', async () => {
    const h = await openOne();
    const answer = await patch(h, h.view.id, { versao: h.read.versao, valor: 10, data: '2026-11-01' });
    expect(answer.status).toBe(200);
    const read = await h.call('GET', `${PATH}/parcelas/${h.view.id}`);
    expect(read.body).toMatchObject({ valor_pago: 0, status: 'PENDENTE', baixas: [] });
  });

  it('refuses what the write schema refuses: a negative or zero amount, a date out of range', async () => {
    const h = await openOne();
    for (const body of [
      { composicao_valor: { valor_bruto: -1 } },
      { composicao_valor: { valor_bruto: 0 } },
      { composicao_valor: { valor_bruto: 10, desconto: 10 } },
      { vencimento: '1999-12-31' },
      { metodo_pagamento: 'BITCOIN' },
    ]) {
      expect((await patch(h, h.view.id, { versao: h.read.versao, ...body })).status).toBe(400);
    }
  });

  it('writes off a loss: PERDIDO, nothing open, out of the open and overdue totals', async () => {
    const h = await openOne('DESPESA');
    const due = String(h.read.data_vencimento);
    const window = `pagina=1&tamanho_pagina=1000&data_vencimento_de=${due}&data_vencimento_ate=${due}`;
    const before = await h.call('GET', `${PATH}/contas-a-pagar/buscar?${window}`);
    const open = Number(h.read.nao_pago);
    const answer = await patch(h, h.view.id, {
      versao: h.read.versao,
      perda: { data: '2026-11-20', valor: open },
      nota: 'Fornecedor encerrou as atividades',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ perda: { data: '2026-11-20', valor: open } });
    const read = await h.call('GET', `${PATH}/parcelas/${h.view.id}`);
    expect(read.body).toMatchObject({ status: 'PERDIDO', nao_pago: 0, perda: { valor: open } });
    const after = await h.call('GET', `${PATH}/contas-a-pagar/buscar?${window}`);
    expect(after.body.itens?.find((i) => i.id === h.view.id)).toMatchObject({
      status_traduzido: 'PERDIDO',
      nao_pago: 0,
    });
    // Written off, it leaves the open amount; the period's total and what was paid stay.
    const cents = (v: { valor: number } | number | undefined) =>
      Math.round((typeof v === 'number' ? v : (v?.valor ?? 0)) * 100);
    expect(cents(after.body.totais?.aberto)).toBe(cents(before.body.totais?.aberto) - cents(open));
    expect(cents(after.body.totais?.pago)).toBe(cents(before.body.totais?.pago));
    expect(cents(after.body.totais?.todos)).toBe(cents(before.body.totais?.todos));
    const openOnly = await h.call('GET', `${PATH}/contas-a-pagar/buscar?${window}&status=EM_ABERTO&status=ATRASADO`);
    expect(openOnly.body.itens?.some((i) => i.id === h.view.id)).toBe(false);
  });

  it('refuses a loss above what is open, a value below what was settled, and any change to a cancelled one', async () => {
    const h = await openOne();
    const open = Number(h.read.nao_pago);
    expect(
      (await patch(h, h.view.id, { versao: h.read.versao, perda: { data: '2026-11-20', valor: open + 1 } })).status,
    ).toBe(400);
    const settle = await h.call('POST', `${PATH}/parcelas/${h.view.id}/baixa`, {
      data_pagamento: '2026-11-20',
      conta_financeira: h.api.store.accounts[0]!.id,
      composicao_valor: { valor_bruto: 10 },
    });
    expect(settle.status).toBe(200);
    const read = await h.call('GET', `${PATH}/parcelas/${h.view.id}`);
    const below = await patch(h, h.view.id, { versao: read.body.versao, composicao_valor: { valor_bruto: 5 } });
    expect(below.status).toBe(400);
    const cancelled = allInstallments(h.api.store).find((v) => v.status === 'CANCELADO')!;
    expect((await patch(h, cancelled.id, { versao: cancelled.versao, nota: 'x' })).status).toBe(400);
  });
});
