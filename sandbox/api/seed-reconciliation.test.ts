import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/date-math';
import { toCents } from '../../src/lib/money';
import { TODAY, trustingSandbox } from '../test/api-harness';
import { RECONCILIATION_CREDITS, RECONCILIATION_DUE_DAYS_AGO, RECONCILIATION_RECEIVABLES } from './seed-reconciliation';

const PATH = '/v1/financeiro/eventos-financeiros';

type Item = { id: string; descricao: string; nao_pago: number; status_traduzido: string; cliente: { nome: string } };

describe('the reconciliation seed', () => {
  it('has its rows open, due on the same day, each amount unique among open installments around it', async () => {
    const { call } = trustingSandbox();
    const due = addDays(TODAY, -RECONCILIATION_DUE_DAYS_AGO);
    // The window the screen searches for credits dated on the due day (60 days before, 30 after).
    const { body } = await call<{ itens: Item[] }>(
      'GET',
      `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=1000&data_vencimento_de=${addDays(due, -60)}&data_vencimento_ate=${addDays(due, 30)}&status=EM_ABERTO&status=ATRASADO&status=RECEBIDO_PARCIAL`,
    );
    for (const [descricao, valor] of Object.values(RECONCILIATION_RECEIVABLES)) {
      const own = body.itens.filter((i) => i.descricao === descricao);
      expect(own, descricao).toHaveLength(1);
      expect(own[0]).toMatchObject({ nao_pago: valor, status_traduzido: 'ATRASADO' });
      expect(own[0]!.cliente.nome).toBeTruthy();
      expect(
        body.itens.filter((i) => toCents(i.nao_pago) === toCents(valor)),
        `only one open at ${valor}`,
      ).toHaveLength(1);
    }
    for (const valor of Object.values(RECONCILIATION_CREDITS)) {
      expect(
        body.itens.filter((i) => toCents(i.nao_pago) === toCents(valor)),
        `none open at ${valor}`,
      ).toEqual([]);
    }
  });

  it('keeps a settlement nsu on every read: the list, the settlement, the installment', async () => {
    const { api, call } = trustingSandbox();
    const [descricao, valor] = RECONCILIATION_RECEIVABLES.exact;
    const id = api.store.receivables.find((r) => r.descricao === descricao)!.id;
    const account = api.store.accounts[0]!.id;
    const created = await call<{ id: string; nsu: string }>('POST', `${PATH}/parcelas/${id}/baixa`, {
      data_pagamento: addDays(TODAY, -6),
      conta_financeira: account,
      composicao_valor: { valor_bruto: valor },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
      nsu: 'FITID-0001#2',
    });
    expect(created.status).toBe(200);
    expect(created.body.nsu).toBe('FITID-0001#2');
    const list = await call<Array<{ nsu: string }>>('GET', `${PATH}/parcelas/${id}/baixa`);
    expect(list.body.map((s) => s.nsu)).toEqual(['FITID-0001#2']);
    const one = await call<{ nsu: string }>('GET', `${PATH}/parcelas/baixa/${created.body.id}`);
    expect(one.body.nsu).toBe('FITID-0001#2');
    const installment = await call<{ baixas: Array<{ nsu: string }> }>('GET', `${PATH}/parcelas/${id}`);
    expect(installment.body.baixas.map((s) => s.nsu)).toEqual(['FITID-0001#2']);
    // Received on the credit's day: what the screen searches to find the settled lines.
    const received = await call<{ itens: Item[] }>(
      'GET',
      `${PATH}/contas-a-receber/buscar?pagina=1&tamanho_pagina=100&data_vencimento_de=2026-01-01&data_vencimento_ate=2026-12-31&status=RECEBIDO&data_pagamento_de=${addDays(TODAY, -6)}&data_pagamento_ate=${addDays(TODAY, -6)}`,
    );
    expect(received.body.itens.map((i) => i.id)).toContain(id);
  });
});
