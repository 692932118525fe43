import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, TEST_TODAY, type SandboxHarness } from '../test/sandbox';
import { withQueryClient } from '../test/query';
import { contractKeys } from './contracts';
import { asOneSearch, openBeforeQuery } from '../lib/ledger-view';
import {
  receivableKeys,
  receivableQueries,
  searchReceivablesView,
  settleInstallment,
  useDeleteSettlement,
  useSettleInstallment,
  useUpdateSettlement,
  type ReceivablesQuery,
  type ReceivablesViewQuery,
} from './receivables';
import { referenceKeys } from './reference';
import { contractSalesKey, salesKeys } from './sales';

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A contract's first overdue installment in the in-process sandbox. */
function overdueContractInstallment() {
  const store = sandbox.api.store;
  for (const [contractId, sales] of store.salesByContract) {
    if (store.contracts.get(contractId)?.status !== 'ATIVO') continue;
    const sale = sales.find(
      (s) => s.status === 'EMITIDA' && s.data_vencimento < TEST_TODAY && !store.settlements.has(s.id_parcela),
    );
    if (sale) return { contractId, parcelaId: sale.id_parcela, valor: sale.valor, due: sale.data_vencimento };
  }
  throw new Error('no overdue contract installment in the seed');
}

const account = () => sandbox.api.store.accounts.find((a) => a.conta_padrao)?.id as string;
const LIST: ReceivablesQuery = {
  pagina: 1,
  tamanho_pagina: 20,
  data_vencimento_de: '2026-01-01',
  data_vencimento_ate: '2026-12-31',
};

describe('useSettleInstallment', () => {
  it('invalidates the installments and the receivables lists, nothing else', async () => {
    const { contractId, parcelaId, valor } = overdueContractInstallment();
    const { queryClient, wrapper } = withQueryClient();
    const other = '0190a5c8-0000-7000-8000-00000000abcd';
    const otherContract = '0190a5c8-0000-7000-8000-00000000abce';
    const keys = {
      installment: receivableKeys.detail(parcelaId),
      settlements: receivableKeys.settlements(parcelaId),
      list: receivableKeys.list(LIST),
      sales: contractSalesKey(contractId),
      sale: salesKeys.detail(otherContract),
      contract: contractKeys.detail(contractId),
      otherInstallment: receivableKeys.detail(other),
      contractsList: [...contractKeys.lists(), { pagina: 1 }],
      accounts: referenceKeys.accounts(''),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { seeded: true });

    const { result } = renderHook(() => useSettleInstallment(parcelaId), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        data_pagamento: TEST_TODAY,
        conta_financeira: account(),
        composicao_valor: { valor_bruto: Math.floor(valor) / 2 },
      }),
    );

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.installment)).toBe(true);
    expect(invalidated(keys.settlements)).toBe(true);
    expect(invalidated(keys.list)).toBe(true);
    // Not what the settlement leaves unchanged: the contract's record and sales (the sales
    // search shows no installment status), a sale's read, ...
    expect(invalidated(keys.contract)).toBe(false);
    expect(invalidated(keys.sales)).toBe(false);
    expect(invalidated(keys.sale)).toBe(false);
    // Every installment's read is marked old, read again only when it shows.
    expect(invalidated(keys.otherInstallment)).toBe(true);
    expect(queryClient.getQueryState(keys.otherInstallment)?.fetchStatus).toBe('idle');
    expect(invalidated(keys.contractsList)).toBe(false);
    expect(invalidated(keys.accounts)).toBe(false);
  });

  it("an installment shown on screen (as the contract's sales show it) follows the settlement, partial then full", async () => {
    const { parcelaId, valor, due } = overdueContractInstallment();
    const { wrapper } = withQueryClient();
    // The contract's "Vendas e parcelas" (an installment's read) and the receivables list, both on screen (observed).
    // The list starts on its due date: most installments before it are paid, and it may be a recent one.
    const { result } = renderHook(
      () => ({
        installment: useQuery(receivableQueries.detail(parcelaId)),
        list: useQuery(receivableQueries.list({ ...LIST, data_vencimento_de: due, tamanho_pagina: 1000 })),
        settle: useSettleInstallment(parcelaId),
      }),
      { wrapper },
    );
    const installmentOnScreen = () => result.current.installment.data;
    const rowOnScreen = () => result.current.list.data?.itens.find((i) => i.id === parcelaId);
    const settle = (valor_bruto: number) =>
      act(() =>
        result.current.settle.mutateAsync({
          data_pagamento: TEST_TODAY,
          conta_financeira: account(),
          composicao_valor: { valor_bruto },
        }),
      );
    await waitFor(() => expect(installmentOnScreen()?.status).toBe('ATRASADO'));
    await waitFor(() => expect(rowOnScreen()?.status).toBe('ATRASADO'));

    const first = Math.floor(valor * 50) / 100;
    await settle(first);
    await waitFor(() => expect(installmentOnScreen()?.status).toBe('RECEBIDO_PARCIAL'));
    expect(installmentOnScreen()?.nao_pago).toBeCloseTo(valor - first, 2);
    await waitFor(() => expect(rowOnScreen()?.status).toBe('RECEBIDO_PARCIAL'));

    const rest = Math.round((valor - first) * 100) / 100;
    await settle(rest);
    await waitFor(() => expect(installmentOnScreen()?.status).toBe('RECEBIDO'));
    expect(installmentOnScreen()?.nao_pago).toBe(0);
    await waitFor(() => expect(rowOnScreen()?.status).toBe('RECEBIDO'));
  });
});

describe('settleInstallment', () => {
  it('accepts a 201 answer as success and returns the settlement with id and version', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ id: 'b-201', versao: 3, data_pagamento: TEST_TODAY, composicao_valor: { valor_bruto: 10 } }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const settlement = await settleInstallment('0190a5c8-0000-7000-8000-000000000001', {
      data_pagamento: TEST_TODAY,
      conta_financeira: '0190a5c8-0000-7000-8000-000000000002',
      composicao_valor: { valor_bruto: 10 },
    });
    expect(settlement).toMatchObject({ id: 'b-201', versao: 3 });
  });
});

describe('correcting and undoing a settlement', () => {
  /** A contract installment settled in full, with its cached views seeded. */
  async function settledInstallment() {
    const { contractId, parcelaId, valor } = overdueContractInstallment();
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(
      () => ({
        installment: useQuery(receivableQueries.detail(parcelaId)),
        settlements: useQuery(receivableQueries.settlements(parcelaId)),
        settle: useSettleInstallment(parcelaId),
        update: useUpdateSettlement(parcelaId),
        remove: useDeleteSettlement(parcelaId),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.installment.data?.status).toBe('ATRASADO'));
    const settled = await act(() =>
      result.current.settle.mutateAsync({
        data_pagamento: TEST_TODAY,
        conta_financeira: account(),
        composicao_valor: { valor_bruto: valor },
      }),
    );
    await waitFor(() => expect(result.current.installment.data?.status).toBe('RECEBIDO'));
    await waitFor(() => expect(result.current.settlements.data).toHaveLength(1));
    return { queryClient, result, parcelaId, contractId, valor, settled };
  }

  it('a correction with the current versao moves the installment and what shows it back to partly received', async () => {
    const { result, valor, settled } = await settledInstallment();
    const half = Math.floor(valor * 50) / 100;
    const updated = await act(() =>
      result.current.update.mutateAsync({
        baixaId: settled.id,
        body: { versao: settled.versao ?? 1, composicao_valor: { valor_bruto: half } },
      }),
    );
    expect(updated).toMatchObject({
      id: settled.id,
      versao: (settled.versao ?? 1) + 1,
      composicao: { valor_bruto: half },
    });
    await waitFor(() => expect(result.current.installment.data?.status).toBe('RECEBIDO_PARCIAL'));
    expect(result.current.installment.data?.statusLabel).toBe('Recebido parcial');
    await waitFor(() => expect(result.current.settlements.data?.[0]?.composicao.valor_bruto).toBe(half));
  });

  it('a correction to virtual credit goes out with the correction’s own spelling and reads back as the one method', async () => {
    const { result, settled } = await settledInstallment();
    const before = sandbox.requests.length;
    const updated = await act(() =>
      result.current.update.mutateAsync({
        baixaId: settled.id,
        body: { versao: settled.versao ?? 1, metodo_pagamento: 'CREDITO_VIRTUAL' },
      }),
    );
    const patch = sandbox.requests.slice(before).find((r) => r.method === 'PATCH');
    expect(await patch?.clone().json()).toMatchObject({ metodo_pagamento: 'CREDITO_VIRTUA' });
    expect(updated.metodo_pagamento).toBe('CREDITO_VIRTUAL');
    await waitFor(() => expect(result.current.settlements.data?.[0]?.metodo_pagamento).toBe('CREDITO_VIRTUAL'));
  });

  it('a stale versao is refused (409) with the platform message, and nothing changes', async () => {
    const { result, settled } = await settledInstallment();
    await act(() =>
      result.current.update.mutateAsync({
        baixaId: settled.id,
        body: { versao: settled.versao ?? 1, observacao: 'primeira' },
      }),
    );
    await expect(
      act(() =>
        result.current.update.mutateAsync({
          baixaId: settled.id,
          body: { versao: settled.versao ?? 1, composicao_valor: { valor_bruto: 1 } },
        }),
      ),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Versão informada/) });
    expect(result.current.installment.data?.status).toBe('RECEBIDO');
  });

  it('undoing it opens the installment again and empties its settlements', async () => {
    const { queryClient, result, settled } = await settledInstallment();
    const unrelated = receivableKeys.detail('0190a5c8-0000-7000-8000-00000000abcd');
    queryClient.setQueryData(unrelated, { seeded: true });
    await act(() => result.current.remove.mutateAsync(settled.id));
    await waitFor(() => expect(result.current.installment.data?.status).toBe('ATRASADO'));
    expect(result.current.installment.data?.valor_pago).toBe(0);
    await waitFor(() => expect(result.current.settlements.data).toEqual([]));
    // Every installment's read is marked old (another tab may show the one that moved), and
    // is read again only when it shows: nothing off screen was asked.
    expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(unrelated)?.fetchStatus).toBe('idle');
  });
});

describe('searchReceivablesView (decision 0110)', () => {
  const VIEW = {
    pagina: 1,
    tamanho_pagina: 100,
    data_vencimento_de: '2026-11-01',
    data_vencimento_ate: '2026-11-30',
    abertos_anteriores: true,
  } as const;

  it('pages through the open installments before the period, then the period, each once and in order', async () => {
    const first = await searchReceivablesView(VIEW);
    const pages = Math.ceil(first.itens_totais / VIEW.tamanho_pagina);
    expect(pages).toBeGreaterThan(1);
    const seen: { id: string; due: string; open: boolean }[] = [];
    for (let pagina = 1; pagina <= pages; pagina++) {
      const page = await searchReceivablesView({ ...VIEW, pagina });
      expect(page.itens_totais).toBe(first.itens_totais);
      expect(page.itens.length).toBe(pagina < pages ? 100 : first.itens_totais - (pages - 1) * 100);
      seen.push(...page.itens.map((r) => ({ id: r.id, due: r.data_vencimento ?? '', open: r.settleable })));
    }
    expect(new Set(seen.map((r) => r.id)).size).toBe(first.itens_totais);
    const boundary = seen.findIndex((r) => r.due >= '2026-11-01');
    expect(boundary).toBeGreaterThan(0);
    expect(seen.slice(0, boundary).every((r) => r.open && r.due < '2026-11-01')).toBe(true);
    expect(seen.slice(boundary).every((r) => r.due >= '2026-11-01' && r.due <= '2026-11-30')).toBe(true);
  });

  it('sorted by due date descending, the period comes first; a received-only filter asks for the period alone', async () => {
    const desc = await searchReceivablesView({ ...VIEW, campo_ordenado_descendente: 'DATA_VENCIMENTO' });
    expect((desc.itens[0]?.data_vencimento ?? '') >= '2026-11-01').toBe(true);
    const before = sandbox.requests.length;
    const received = await searchReceivablesView({ ...VIEW, status: ['RECEBIDO'] });
    expect(sandbox.requests.length - before).toBe(1);
    expect(received.itens.every((r) => (r.data_vencimento ?? '') >= '2026-11-01')).toBe(true);
  });

  it('an open-only status filter is one search over both intervals: the same rows, count and totals', async () => {
    const view: ReceivablesViewQuery = { ...VIEW, tamanho_pagina: 20, status: ['ATRASADO', 'EM_ABERTO'] };
    const { abertos_anteriores: _, ...period } = view;
    const before = openBeforeQuery(period)!;
    // The two parts on their own, every row, as the view read them before.
    const everything = async (query: ReceivablesQuery) => {
      const first = await searchReceivablesView({ ...query, pagina: 1, tamanho_pagina: 1000 });
      for (let pagina = 2; first.itens.length < first.itens_totais; pagina++)
        first.itens.push(...(await searchReceivablesView({ ...query, pagina, tamanho_pagina: 1000 })).itens);
      return first;
    };
    const older = await everything(before);
    const current = await everything(period);
    expect(older.itens_totais).toBeGreaterThan(20);
    expect(current.itens_totais).toBeGreaterThan(0);

    const asked = sandbox.requests.length;
    const first = await searchReceivablesView(view);
    expect(sandbox.requests.length - asked).toBe(1);
    const [url] = sandbox.requests.slice(asked).map((r) => new URL(r.url).searchParams);
    expect([url?.get('data_vencimento_de'), url?.get('data_vencimento_ate')]).toEqual(['2000-01-01', '2026-11-30']);
    expect(url?.get('campo_ordenado_ascendente')).toBe('DATA_VENCIMENTO');
    expect(first.itens_totais).toBe(older.itens_totais + current.itens_totais);
    expect(first.totais?.total).toBeCloseTo((older.totais?.total ?? 0) + (current.totais?.total ?? 0), 2);
    expect(first.itens.map((r) => r.id)).toEqual(older.itens.slice(0, 20).map((r) => r.id));
    // The page that crosses into the period: the older part's tail, then the period's head.
    const crossing = Math.ceil(older.itens_totais / 20);
    const page = await searchReceivablesView({ ...view, pagina: crossing });
    const all = [...older.itens, ...current.itens];
    expect(page.itens.map((r) => r.id)).toEqual(all.slice((crossing - 1) * 20, crossing * 20).map((r) => r.id));

    // Sorted by value, the parts are merged: two searches again.
    const byValue = sandbox.requests.length;
    await searchReceivablesView({ ...view, campo_ordenado_ascendente: 'VALOR' });
    expect(sandbox.requests.length - byValue).toBe(2);
    // A received status among them: the period keeps it, the older part cannot.
    const mixed: ReceivablesQuery = { ...period, status: ['ATRASADO', 'RECEBIDO'] };
    expect(asOneSearch(mixed, openBeforeQuery(mixed)!)).toBeNull();
    expect(asOneSearch(period, before)).toMatchObject({ data_vencimento_de: '2000-01-01' });
  });

  it('sorted by value, the view is one order across both parts: each page is a slice of the whole sorted', async () => {
    const view: ReceivablesViewQuery = { ...VIEW, tamanho_pagina: 20, campo_ordenado_descendente: 'VALOR' };
    const whole: number[] = [];
    for (let pagina = 1; ; pagina++) {
      const page = await searchReceivablesView({ ...VIEW, pagina, tamanho_pagina: 1000 });
      whole.push(...page.itens.map((r) => r.total ?? 0));
      if (whole.length >= page.itens_totais) break;
    }
    whole.sort((a, b) => b - a);
    const pages = [1, 2, 3].map((pagina) => searchReceivablesView({ ...view, pagina }));
    const read = await Promise.all(pages);
    expect(read[0]!.itens_totais).toBe(whole.length);
    expect(read.flatMap((p) => p.itens.map((r) => r.total ?? 0))).toEqual(whole.slice(0, 60));
    // The largest of both parts opens the first page, whichever part holds it.
    expect(read[0]!.itens[0]!.total).toBe(whole[0]);
    const ascending = await searchReceivablesView({
      ...view,
      campo_ordenado_descendente: undefined,
      campo_ordenado_ascendente: 'VALOR',
    });
    expect(ascending.itens.map((r) => r.total ?? 0)).toEqual([...whole].reverse().slice(0, 20));
  });

  it('a page the older part fills reads only the count and totals of the period (the smallest page)', async () => {
    const view = { ...VIEW, tamanho_pagina: 20 } as const;
    const alone = await searchReceivablesView({ ...view, abertos_anteriores: false });
    const before = sandbox.requests.length;
    const page = await searchReceivablesView(view);
    const asked = sandbox.requests.slice(before).map((r) => new URL(r.url).searchParams);
    expect(asked.map((p) => [p.get('data_vencimento_de'), p.get('tamanho_pagina'), p.getAll('status')])).toEqual([
      ['2000-01-01', '20', ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL']],
      // No read of the partly received: the platform's buckets already split them.
      ['2026-11-01', '10', []],
    ]);
    expect(page.itens).toHaveLength(20);
    expect(page.itens.every((r) => (r.data_vencimento ?? '') < '2026-11-01')).toBe(true);
    // Counted and totalled with the period all the same.
    expect(page.itens_totais).toBeGreaterThan(alone.itens_totais);
    expect(page.totais?.total).toBeGreaterThan(alone.totais?.total ?? Infinity);
  });
});
