import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allInstallments } from '../../sandbox/api/receivable-model';
import { seedHostile } from '../../sandbox/api/seed-hostile';
import { addDays } from '../lib/date-math';
import { withQueryClient } from '../test/query';
import { cachedClient, oldFamilies } from '../test/refresh';
import { sandboxForEachTest, TEST_TODAY } from '../test/sandbox';
import { useAcceptCapture, useRefuseCapture } from './capture';
import { useCancelCharge, useCreateCharge } from './charges';
import { useCloseContract, useCreateContract, useRemoveContract } from './contract-mutations';
import { useCreateLedgerEvent } from './payables';
import { useCreateQuote, useDeleteQuotes } from './quotes';
import {
  listSettlements,
  settleInstallment,
  useDeleteSettlement,
  useSettleInstallment,
  useUpdateSettlement,
} from './receivables';
import { useUpdateInstallment } from './installment-update';
import { REFRESHES, type Change } from './refresh';

/*
 * Each change the app makes fires its row of the refresh table: the real mutation, sent to
 * the sandbox, leaves every family of its row marked old (its record's own read may go too).
 */

const sandbox = sandboxForEachTest();
const store = () => sandbox.api.store;
const account = () => store().accounts.find((a) => a.conta_padrao)?.id as string;

/** An installment of either side, open and past due, with nothing received. */
function openInstallment(side: 'RECEITA' | 'DESPESA' = 'RECEITA') {
  const found = allInstallments(store(), side).find(
    (i) => i.status === 'ATRASADO' && i.paidCents === 0 && i.openCents > 100,
  );
  if (!found) throw new Error(`no open overdue installment (${side}) in the seed`);
  return found;
}

/** Runs `mutate` through the hook with every family cached; the families it marked old. */
async function firing<V, T>(useHook: () => { mutateAsync: (v: V) => Promise<T> }, variables: V) {
  const { queryClient, wrapper } = withQueryClient();
  cachedClient(queryClient);
  const { result } = renderHook(useHook, { wrapper });
  await act(() => result.current.mutateAsync(variables));
  return queryClient;
}

async function expectRow(client: ReturnType<typeof withQueryClient>['queryClient'], change: Change) {
  await waitFor(() => expect(oldFamilies(client)).toEqual(expect.arrayContaining([...REFRESHES[change]])));
}

const settle = async (id: string) => {
  await settleInstallment(id, {
    data_pagamento: TEST_TODAY,
    conta_financeira: account(),
    composicao_valor: { valor_bruto: 1 },
  });
  const [settlement] = await listSettlements(id);
  return settlement!;
};

describe('each mutation fires its row of the refresh table', () => {
  it('settlement', async () => {
    const { id } = openInstallment();
    const body = { data_pagamento: TEST_TODAY, conta_financeira: account(), composicao_valor: { valor_bruto: 1 } };
    await expectRow(await firing(() => useSettleInstallment(id), body), 'settlement');
  });

  it('settlement-correction', async () => {
    const { id } = openInstallment();
    const settlement = await settle(id);
    const variables = {
      baixaId: settlement.id as string,
      body: { versao: settlement.versao as number, observacao: 'Corrigida' },
    };
    await expectRow(await firing(() => useUpdateSettlement(id), variables), 'settlement-correction');
  });

  it('settlement-undo', async () => {
    const { id } = openInstallment('DESPESA');
    const settlement = await settle(id);
    await expectRow(await firing(() => useDeleteSettlement(id), settlement.id as string), 'settlement-undo');
  });

  it('installment-edited, on a new due date and on a write-off', async () => {
    const installment = openInstallment();
    const moved = { versao: installment.versao, vencimento: addDays(TEST_TODAY, 20) };
    await expectRow(await firing(() => useUpdateInstallment(installment.id), moved), 'installment-edited');
    const lost = { versao: installment.versao + 1, perda: { data: TEST_TODAY, valor: installment.openCents / 100 } };
    await expectRow(await firing(() => useUpdateInstallment(installment.id), lost), 'installment-edited');
    expect(allInstallments(store()).find((i) => i.id === installment.id)?.status).toBe('PERDIDO');
  });

  it('installment-created', async () => {
    const supplier = store().customers.find((c) => c.perfis?.includes('Fornecedor'))?.id as string;
    const category = store().categories.find((c) => c.tipo === 'DESPESA')?.id as string;
    const body = {
      data_competencia: TEST_TODAY,
      valor: 300,
      descricao: 'Manutenção do ar-condicionado',
      observacao: '',
      contato: supplier,
      conta_financeira: account(),
      rateio: [{ id_categoria: category, valor: 300, rateio_centro_custo: [] }],
      condicao_pagamento: {
        parcelas: [
          {
            descricao: 'Manutenção do ar-condicionado',
            data_vencimento: addDays(TEST_TODAY, 10),
            nota: '',
            conta_financeira: account(),
            detalhe_valor: { valor_bruto: 300, valor_liquido: 300, multa: 0, juros: 0, desconto: 0, taxa: 0 },
          },
        ],
      },
    };
    await expectRow(await firing(() => useCreateLedgerEvent('pagar'), body), 'installment-created');
  });

  it('capture-accepted', async () => {
    const { capture } = seedHostile(store());
    await expectRow(await firing(useAcceptCapture, capture), 'capture-accepted');
  });

  it('capture-refused', async () => {
    const { capture } = seedHostile(store());
    await expectRow(await firing(useRefuseCapture, capture), 'capture-refused');
  });

  it('contract-created, contract-closed, contract-removed', async () => {
    const template = [...store().contracts.values()].find((c) => c.status === 'ATIVO' && !c.em_reajuste)!;
    const body = { ...template.request, termos: { ...template.request.termos, numero: 99_001 } };
    await expectRow(await firing(useCreateContract, body), 'contract-created');
    const active = [...store().contracts.values()].filter((c) => c.status === 'ATIVO' && !c.em_reajuste);
    await expectRow(await firing(useCloseContract, active[0]!.id), 'contract-closed');
    await expectRow(await firing(useRemoveContract, active[1]!.id), 'contract-removed');
  });

  it('charge-issued, on issue and on cancel', async () => {
    const installment = openInstallment();
    const chargeAccount = store().accounts.find((a) => a.tipo === 'COBRANCAS_CONTA_AZUL')?.id as string;
    const body = {
      conta_bancaria: chargeAccount,
      descricao_fatura: 'Mensalidade',
      id_parcela: installment.id,
      data_vencimento: addDays(TEST_TODAY, 5),
      tipo: 'PIX_COBRANCA' as const,
    };
    const client = await firing(useCreateCharge, body);
    await expectRow(client, 'charge-issued');
    const charge = [...store().charges.values()].find((c) => c.parcelaId === installment.id)!;
    await expectRow(await firing(() => useCancelCharge(installment.id), charge.id), 'charge-issued');
  });

  it('quote-created, quotes-deleted', async () => {
    const template = [...store().quotes.values()][0]!;
    await expectRow(await firing(useCreateQuote, template.request), 'quote-created');
    await expectRow(await firing(() => useDeleteQuotes(), [template.id]), 'quotes-deleted');
  });
});
