import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chargeSchema } from '../../../src/api/charges.schema';
import { makeHarness, TODAY, type Harness } from '../../test/api-harness';
import { allInstallments } from '../receivable-model';
import { setChargeConfirmMs, setChargeGoneMs } from './charges';

const BASE = '/v1/financeiro/eventos-financeiros';
const CONFIRM_MS = 1_000;
const GONE_MS = 300;
let clock = 1_800_000_000_000;

let h: Harness;
beforeEach(async () => {
  // The whole clock, tokens included: a token stamped by one clock and checked by another
  // passes or fails by the calendar.
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
  h = await makeHarness();
  setChargeConfirmMs(CONFIRM_MS);
  setChargeGoneMs(GONE_MS);
});
afterEach(() => vi.useRealTimers());

const later = (ms: number) => vi.setSystemTime((clock += ms));

function openInstallment(status = 'ATRASADO') {
  const found = allInstallments(h.api.store).find((i) => i.status === status && i.openCents > 0);
  if (!found) throw new Error(`no ${status} installment in the seed`);
  return found;
}
const account = (tipo: string) => h.api.store.accounts.find((a) => a.tipo === tipo)!;

async function post(path: string, body: unknown) {
  const response = await h.call(path, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}
async function send(method: string, path: string) {
  const response = await h.call(path, { method });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : text };
}

const request = (parcela: string, extra: Record<string, unknown> = {}) => ({
  conta_bancaria: account('COBRANCAS_CONTA_AZUL').id,
  descricao_fatura: 'Mensalidade de novembro',
  id_parcela: parcela,
  data_vencimento: '2026-11-30',
  tipo: 'PIX_COBRANCA',
  ...extra,
});

describe('charges', () => {
  it('creates a charge without its link, as observed; the link comes with the confirmation, on the charge and the installment', async () => {
    const parcela = openInstallment();
    const created = await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(parcela.id));
    expect(created.status).toBe(200);
    // conta-azul-cli docs/referencia/cobranca.md: `url` null at creation, status AGUARDANDO_CONFIRMACAO.
    expect(created.body).toEqual({ id: expect.any(String), url: null, status: 'AGUARDANDO_CONFIRMACAO' });
    expect(chargeSchema.parse(created.body).status).toBe('AGUARDANDO_CONFIRMACAO');
    const path = `${BASE}/contas-a-receber/cobranca/${created.body.id}`;
    expect((await h.get(path)).body).toEqual(created.body);
    expect((await h.get(`${BASE}/parcelas/${parcela.id}`)).body.solicitacoes_cobrancas[0]).toMatchObject({
      status_solicitacao_cobranca: 'AGUARDANDO_CONFIRMACAO',
      url: null,
    });

    later(CONFIRM_MS);
    const read = await h.get(path);
    expect(read.body).toEqual({ id: created.body.id, url: expect.any(String), status: 'REGISTRADO' });
    expect(read.body.url).toMatch(/^http:\/\/localhost:4010\/pagamento\//);
    const installment = await h.get(`${BASE}/parcelas/${parcela.id}`);
    expect(installment.body.solicitacoes_cobrancas).toEqual([
      {
        id: created.body.id,
        tipo_solicitacao_cobranca: 'PIX_COBRANCA',
        status_solicitacao_cobranca: 'REGISTRADO',
        data_vencimento: '2026-11-30',
        url: read.body.url,
        valor_composicao: { valor_liquido: parcela.openCents / 100 },
        // Published (`SolicitacaoCobranca.conta_financeira`): the account it was issued on.
        conta_financeira: {
          id: account('COBRANCAS_CONTA_AZUL').id,
          nome: expect.any(String),
          tipo: 'COBRANCAS_CONTA_AZUL',
        },
      },
    ]);
  });

  it('a charge being cancelled does not hold back a new one: the reissue of a moved due date', async () => {
    const parcela = openInstallment();
    const { body: old } = await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(parcela.id));
    later(CONFIRM_MS);
    expect((await send('DELETE', `${BASE}/contas-a-receber/cobranca/${old.id}`)).status).toBe(200);
    const reissued = await post(
      `${BASE}/contas-a-receber/gerar-cobranca`,
      request(parcela.id, { tipo: 'BOLETO', data_vencimento: '2026-12-15' }),
    );
    expect(reissued.status).toBe(200);
    const listed = (await h.get(`${BASE}/parcelas/${parcela.id}`)).body.solicitacoes_cobrancas;
    expect(
      listed.map((c: { id: string; status_solicitacao_cobranca: string; data_vencimento: string }) => [
        c.id,
        c.status_solicitacao_cobranca,
        c.data_vencimento,
      ]),
    ).toEqual([
      [old.id, 'EM_CANCELAMENTO', '2026-11-30'],
      [reissued.body.id, 'AGUARDANDO_CONFIRMACAO', '2026-12-15'],
    ]);
  });

  it('refuses what the platform would: a closed installment, a wrong account type, a past due date, a second active charge', async () => {
    const parcela = openInstallment();
    const paid = allInstallments(h.api.store).find((i) => i.status === 'QUITADO')!;
    const refusal = async (body: unknown) => {
      const r = await post(`${BASE}/contas-a-receber/gerar-cobranca`, body);
      expect(r.status).toBe(400);
      return r.body.message as string;
    };
    expect(await refusal(request(paid.id))).toBe('Só é possível gerar cobrança de uma parcela em aberto.');
    expect(await refusal(request(parcela.id, { conta_bancaria: account('CAIXINHA').id }))).toMatch(/tipo Cobranças/);
    expect(await refusal(request(parcela.id, { data_vencimento: '2026-11-20' }))).toMatch(
      /não pode ser anterior a hoje/,
    );
    expect(TODAY).toBe('2026-11-21');

    expect((await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(parcela.id))).status).toBe(200);
    expect(await refusal(request(parcela.id, { tipo: 'BOLETO' }))).toBe(
      'Já existe uma cobrança ativa (Cobrança Pix) para esta parcela. Cancele-a antes de gerar outra.',
    );
  });

  it('cancels as observed: 200 with an empty body, then a read is 404 with an empty body for a moment, then EM_CANCELAMENTO, then CANCELADO', async () => {
    const parcela = openInstallment();
    const { body: charge } = await post(
      `${BASE}/contas-a-receber/gerar-cobranca`,
      request(parcela.id, { tipo: 'BOLETO' }),
    );
    later(CONFIRM_MS);
    const path = `${BASE}/contas-a-receber/cobranca/${charge.id}`;
    const url = (await h.get(path)).body.url as string;
    expect(await send('DELETE', path)).toEqual({ status: 200, body: '' });

    // Right after: the read finds nothing, and says nothing (conta-azul-cli cobranca.md).
    const gone = await h.call(path);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe('');
    later(GONE_MS - 1);
    expect((await h.call(path)).status).toBe(404);
    // Asked again meanwhile: the same calm answer; the installment lists it as being cancelled.
    expect(await send('DELETE', path)).toEqual({ status: 200, body: '' });
    expect((await h.get(`${BASE}/parcelas/${parcela.id}`)).body.solicitacoes_cobrancas[0]).toMatchObject({
      status_solicitacao_cobranca: 'EM_CANCELAMENTO',
    });

    later(1);
    expect(await send('GET', path)).toEqual({ status: 200, body: { id: charge.id, url, status: 'EM_CANCELAMENTO' } });
    later(CONFIRM_MS - 1);
    expect((await h.get(path)).body.status).toBe('EM_CANCELAMENTO');
    later(1);
    expect((await h.get(path)).body.status).toBe('CANCELADO');
    expect(await send('DELETE', path)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'A cobrança está cancelada e não pode ser cancelada.' }),
    });
    // Cancelled: a new charge for the same installment is allowed.
    expect((await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(parcela.id))).status).toBe(200);
  });

  it('a charge cancelled before its confirmation never gets a link', async () => {
    const { body: charge } = await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(openInstallment().id));
    const path = `${BASE}/contas-a-receber/cobranca/${charge.id}`;
    expect((await send('DELETE', path)).status).toBe(200);
    later(GONE_MS + CONFIRM_MS);
    expect((await h.get(path)).body).toEqual({ id: charge.id, url: null, status: 'CANCELADO' });
  });

  it('is paid when its installment is fully received', async () => {
    const parcela = openInstallment();
    const { body: charge } = await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(parcela.id));
    later(CONFIRM_MS);
    const settled = await post(`${BASE}/parcelas/${parcela.id}/baixa`, {
      data_pagamento: TODAY,
      conta_financeira: account('CONTA_CORRENTE').id,
      composicao_valor: { valor_bruto: parcela.openCents / 100 },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
    });
    expect(settled.status).toBe(200);
    expect((await h.get(`${BASE}/contas-a-receber/cobranca/${charge.id}`)).body.status).toBe('QUITADO');
  });

  it('expires an unpaid Pix charge after its due date, keeps a boleto payable', async () => {
    const [a, b] = allInstallments(h.api.store).filter((i) => i.status === 'ATRASADO' && i.openCents > 0);
    const pix = (await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(a!.id, { data_vencimento: TODAY })))
      .body;
    const boleto = (
      await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(b!.id, { data_vencimento: TODAY, tipo: 'BOLETO' }))
    ).body;
    later(CONFIRM_MS);
    h.api.store.today = '2026-11-22';
    expect((await h.get(`${BASE}/contas-a-receber/cobranca/${pix.id}`)).body.status).toBe('EXPIRADO');
    expect((await h.get(`${BASE}/contas-a-receber/cobranca/${boleto.id}`)).body.status).toBe('REGISTRADO');
  });

  it('is accepted for a customer without e-mail or CPF/CNPJ, then turns INVALIDO without a link; complete, a new one registers', async () => {
    const parcela = openInstallment();
    const customer = h.api.store.customers.find((c) => c.id === parcela.contactId)!;
    customer.email = '';
    const created = await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(parcela.id));
    expect(created.body).toMatchObject({ status: 'AGUARDANDO_CONFIRMACAO' });
    later(CONFIRM_MS);
    const path = `${BASE}/contas-a-receber/cobranca/${created.body.id}`;
    expect((await h.get(path)).body).toEqual({ id: created.body.id, url: null, status: 'INVALIDO' });

    const patched = await h.call(`/v1/pessoas/${customer.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ email: 'financeiro@cliente.com.br' }),
    });
    expect(patched.status).toBe(204);
    const again = await post(`${BASE}/contas-a-receber/gerar-cobranca`, request(parcela.id));
    expect(again.status).toBe(200);
    later(CONFIRM_MS);
    expect((await h.get(`${BASE}/contas-a-receber/cobranca/${again.body.id}`)).body.status).toBe('REGISTRADO');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await h.get(`${BASE}/contas-a-receber/cobranca/nao-e-uuid`)).status).toBe(400);
    expect((await h.get(`${BASE}/contas-a-receber/cobranca/0199a7c0-2f3e-7b1a-9c4d-5e6f7a8b9c0d`)).status).toBe(404);
    expect(
      (await send('DELETE', `${BASE}/contas-a-receber/cobranca/0199a7c0-2f3e-7b1a-9c4d-5e6f7a8b9c0d`)).status,
    ).toBe(404);
  });
});
