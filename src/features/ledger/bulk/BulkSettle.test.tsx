import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PayableRecord } from '../../../../sandbox/api/store';
import { failOnce, sandboxForEachTest, TEST_TODAY } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import PayablesListPage from '../list/PayablesListPage';

const sandbox = sandboxForEachTest();
const SLOW = { timeout: 15_000 };
const TAG = 'Lote de teste';

/** Three open payables of the test, due on the test's day, and one already cancelled. */
function ownPayables(): PayableRecord[] {
  const store = sandbox.api.store;
  const base = store.payables[0]!;
  const made = [100.1, 200.2, 300.3, 50].map((valor, i): PayableRecord => ({
    ...base,
    id: `0190a5c8-0000-7000-8000-0000000000b${i}`,
    eventoId: `0190a5c8-0000-7000-8000-0000000000e${i}`,
    descricao: `${TAG} ${i + 1}`,
    data_vencimento: TEST_TODAY,
    valor,
    fixedStatus: i === 3 ? 'CANCELADO' : undefined,
  }));
  store.payables.push(...made);
  return made;
}

const supplierOf = (p: PayableRecord) => sandbox.api.store.customers.find((c) => c.id === p.supplierId)!.nome;

const route = `/pagamentos?data_vencimento_de=${TEST_TODAY}&data_vencimento_ate=${TEST_TODAY}&descricao=${encodeURIComponent(TAG)}`;
const posts = () => sandbox.requests.filter((r) => r.method === 'POST' && /\/parcelas\/[^/]+\/baixa$/.test(r.url));

describe('bulk settlement from the payables list', () => {
  it('selects rows, reviews count and total, settles each once, and reports; a 500 leaves that one to retry', async () => {
    const mine = ownPayables();
    failOnce(sandbox, 'POST', `/parcelas/${mine[1]!.id}/baixa$`, 500, 'Falha simulada.');
    const user = userEvent.setup();
    renderWithApp(<PayablesListPage />, { route });
    await waitFor(
      () => expect(screen.getAllByRole('row').filter((r) => r.textContent?.includes(TAG))).toHaveLength(4),
      SLOW,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas as parcelas da página' }));
    expect(screen.getByTestId('bulk-selection')).toHaveTextContent(/4 parcelas selecionadas \(R\$\s600,60 em aberto\)/);
    await user.click(screen.getByRole('button', { name: 'Baixar selecionadas' }));

    const dialog = await screen.findByRole('dialog', {}, SLOW);
    // The review shows once the chosen payables are read again from the platform.
    expect(await within(dialog).findByTestId('bulk-review', {}, SLOW)).toHaveTextContent(
      /3 parcelas a pagar .* total de R\$\s600,60/,
    );
    expect(within(dialog).getByText(/Não está em aberto \(situação: Cancelado\)/)).toBeInTheDocument();
    const confirm = await within(dialog).findByRole('button', { name: /Registrar 3 baixas/ });
    await waitFor(
      () => expect(within(dialog).getByRole('combobox', { name: /Conta financeira/ })).not.toHaveValue(''),
      SLOW,
    );
    await user.click(confirm);

    const status = await within(dialog).findByText(/Envio parado|Concluído/, {}, SLOW);
    // A 500 may have settled it: to be checked before it is sent again.
    expect(status).toHaveTextContent(/2 baixadas \(R\$\s400,40 pagos\), 0 recusadas, 1 a conferir/);
    expect(posts()).toHaveLength(3);
    const settled = (id: string) => sandbox.api.store.settlements.get(id) ?? [];
    expect(settled(mine[0]!.id)).toHaveLength(1);
    expect(settled(mine[1]!.id)).toHaveLength(0);
    expect(settled(mine[2]!.id)).toHaveLength(1);
    expect(settled(mine[3]!.id)).toHaveLength(0);
    const report = within(dialog).getByRole('table', { name: 'Relatório das baixas, por parcela' });
    const failed = within(report)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(`${TAG} 2`))!;
    expect(failed).toHaveTextContent('Falha simulada.');

    // The retry checks the installment first (the 500's outcome is unknown), then sends it once.
    await user.click(within(failed).getByRole('button', { name: /Tentar novamente/ }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/Concluído\. 3 baixadas/), SLOW);
    expect(settled(mine[1]!.id)).toHaveLength(1);
    expect(posts()).toHaveLength(4);
    expect(
      sandbox.requests.filter((r) => r.method === 'GET' && r.url.endsWith(`/parcelas/${mine[1]!.id}`)).length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it('settles what is open when the review opens: a chosen payable paid in part elsewhere since its tick is sent for the rest', async () => {
    const mine = ownPayables();
    const user = userEvent.setup();
    renderWithApp(<PayablesListPage />, { route });
    await waitFor(
      () => expect(screen.getAllByRole('row').filter((r) => r.textContent?.includes(TAG))).toHaveLength(4),
      SLOW,
    );
    await user.click(
      screen.getByRole('checkbox', { name: `Selecionar a parcela ${TAG} 3 de ${supplierOf(mine[2]!)}` }),
    );
    expect(screen.getByTestId('bulk-selection')).toHaveTextContent(/1 parcela selecionada \(R\$\s300,30 em aberto\)/);
    // Someone else pays R$ 100,00 of it on the platform; this tab has not read it again.
    sandbox.api.store.settlements.set(mine[2]!.id, [
      {
        id: 'b0000000-0000-4000-8000-0000000000c1',
        versao: 1,
        parcelaId: mine[2]!.id,
        data_pagamento: TEST_TODAY,
        composicao_valor: { valor_bruto: 100 },
        conta_financeira: sandbox.api.store.accounts[0]!.id,
        criado_em: `${TEST_TODAY}T10:00:00-03:00`,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Baixar selecionadas' }));

    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const review = await within(dialog).findByTestId('bulk-review', {}, SLOW);
    expect(review).toHaveTextContent(/1 parcela a pagar .* total de R\$\s200,30/);
    await waitFor(
      () => expect(within(dialog).getByRole('combobox', { name: /Conta financeira/ })).not.toHaveValue(''),
      SLOW,
    );
    await user.click(within(dialog).getByRole('button', { name: /Registrar 1 baixa/ }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/Concluído\. 1 baixada/), SLOW);
    expect(posts()).toHaveLength(1);
    expect((sandbox.api.store.settlements.get(mine[2]!.id) ?? []).map((x) => x.composicao_valor.valor_bruto)).toEqual([
      100, 200.3,
    ]);
    // Focus stays in the dialog when the review gives way to the report, and returns to the bar when it closes.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(document.activeElement?.closest('[data-bulk-bar]')).not.toBeNull());
  }, 60_000);
});
