import { beforeEach, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/lib/date-math';
import { makeHarness, TODAY } from '../../test/api-harness';
import { transferMovementCents } from '../account-balance';
import { allInstallments } from '../receivable-model';
import { saoPauloWallTime } from './close-feeds';

/**
 * The month's close feeds: the changes feed (`GET /v1/financeiro/eventos-financeiros/alteracoes`,
 * event ids saved in an interval of São Paulo wall time, at most 365 days) and the transfers
 * between accounts (`GET /v1/financeiro/transferencias`, published shape and 400s).
 */

const CHANGES = '/v1/financeiro/eventos-financeiros/alteracoes';
const TRANSFERS = '/v1/financeiro/transferencias';

const h = await makeHarness();
beforeEach(() => h.api.reset());
const store = () => h.api.store;

interface TransferPage {
  itens_totais: number;
  itens: Array<{
    id: string;
    descricao: string;
    valor: number;
    data: string;
    origem: {
      data: string;
      composicao_valor: { valor_liquido: number };
      conta_financeira: { id: string; nome: string };
    };
    destino: {
      data: string;
      composicao_valor: { valor_liquido: number };
      conta_financeira: { id: string; nome: string };
    };
  }>;
}

describe('transferencias', () => {
  const lastMonth = addMonths(`${TODAY.slice(0, 7)}-01`, -1);
  const window = `data_inicio=${lastMonth}&data_fim=${lastMonth.slice(0, 8)}31`;

  it("lists last month's transfers between the main account and savings, as published", async () => {
    const { status, body } = await h.get<TransferPage>(`${TRANSFERS}?${window}&tamanho_pagina=100`);
    expect(status).toBe(200);
    expect(body.itens_totais).toBe(2);
    const [out, back] = body.itens as [TransferPage['itens'][number], TransferPage['itens'][number]];
    expect(out.data < back.data).toBe(true);
    expect(out.valor).toBe(back.valor);
    expect(out.origem.conta_financeira.nome).toBe('Conta corrente principal');
    expect(out.destino.conta_financeira.nome).toBe('Poupança reserva');
    expect(back.origem.conta_financeira.id).toBe(out.destino.conta_financeira.id);
    expect(out.origem.composicao_valor.valor_liquido).toBe(out.valor);
  });

  it('filters by account as origin or destination, pages, and moves no balance of today', async () => {
    const savings = store().accounts.find((a) => a.tipo === 'POUPANCA')?.id as string;
    const cards = store().accounts.find((a) => a.nome === 'Recebimentos por cartão')?.id as string;
    const year = `data_inicio=${addMonths(TODAY, -13)}&data_fim=${TODAY}`;
    const all = await h.get<TransferPage>(`${TRANSFERS}?${year}&tamanho_pagina=1000`);
    expect(all.body.itens_totais).toBe(24);
    expect((await h.get<TransferPage>(`${TRANSFERS}?${year}&ids_conta_financeira=${savings}`)).body.itens_totais).toBe(
      24,
    );
    expect((await h.get<TransferPage>(`${TRANSFERS}?${year}&ids_conta_financeira=${cards}`)).body.itens_totais).toBe(0);
    const second = await h.get<TransferPage>(`${TRANSFERS}?${year}&tamanho_pagina=10&pagina=2`);
    expect(second.body.itens.map((t) => t.id)).toEqual(all.body.itens.slice(10, 20).map((t) => t.id));
    for (const account of store().accounts) expect(transferMovementCents(store(), account.id)).toBe(0);
  });

  it('answers the published 400s', async () => {
    const refused = async (qs: string, message: RegExp) => {
      const { status, body } = await h.get<{ code: number; message: string }>(`${TRANSFERS}?${qs}`);
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.message).toMatch(message);
    };
    await refused(`data_inicio=${TODAY}&data_fim=${addMonths(TODAY, -1)}`, /não pode ser posterior/);
    await refused(`${window}&ids_conta_financeira=abc`, /não é um identificador \(uuid\) válido/);
    await refused(`${window}&tamanho_pagina=7`, /tamanho_pagina/);
    await refused('', /data_inicio e data_fim/);
  });
});

describe('alteracoes', () => {
  type Page = { itens_totais: number; itens: Array<{ id: string }> };
  const feed = (from: string, to: string, extra = '') =>
    h.get<Page>(`${CHANGES}?data_inicio=${from}&data_fim=${to}&tamanho_pagina=1000${extra}`);

  it('lists an event saved in the interval, São Paulo time, and not one saved outside it', async () => {
    const open = allInstallments(store(), 'DESPESA').find((v) => v.status === 'ATRASADO' && v.openCents > 1000);
    if (!open) throw new Error('no overdue payable');
    const before = saoPauloWallTime(new Date(Date.now() - 60_000).toISOString());
    const settled = await h.call(`/v1/financeiro/eventos-financeiros/parcelas/${open.id}/baixa`, {
      method: 'POST',
      body: JSON.stringify({
        data_pagamento: TODAY,
        conta_financeira: store().accounts[0]?.id,
        metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
        composicao_valor: { valor_bruto: 10 },
      }),
    });
    expect(settled.status, await settled.clone().text()).toBe(200);
    const after = saoPauloWallTime(new Date(Date.now() + 60_000).toISOString());
    const now = await feed(before, after);
    expect(now.status).toBe(200);
    expect(now.body.itens.map((i) => i.id)).toContain(open.evento.id);
    const earlier = await feed(`${addMonths(TODAY, -2)}T00:00:00`, `${addMonths(TODAY, -1)}T00:00:00`);
    expect(earlier.body.itens.map((i) => i.id)).not.toContain(open.evento.id);
    expect(earlier.body.itens_totais).toBeGreaterThan(0);
  });

  it('refuses a time with a zone, and an interval over 365 days; exactly 365 passes', async () => {
    expect((await feed(`${TODAY}T00:00:00Z`, `${TODAY}T23:59:59Z`)).status).toBe(400);
    expect((await feed(`${TODAY}T00:00:00-03:00`, `${TODAY}T23:59:59-03:00`)).status).toBe(400);
    const yearAgo = addMonths(TODAY, -12);
    const over = await feed(`${yearAgo}T00:00:00`, `${TODAY}T00:00:01`);
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('365 dias');
    expect((await feed(`${yearAgo}T00:00:00`, `${TODAY}T00:00:00`)).status).toBe(200);
  });
});
