import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allInstallments } from '../../../../sandbox/api/receivable-model';
import { createLedgerEvent } from '../../../api/payables';
import { addDays } from '../../../lib/date-math';
import { formatCents } from '../../../lib/money';
import { installmentHistory } from '../../../stores/installment-history';
import { forgetRenegotiation, storedRenegotiation } from '../../../stores/renegotiation';
import { keptKey } from '../../../test/company';
import { renderWithApp } from '../../../test/render';
import { failOnce, sandboxForEachTest, TEST_TODAY } from '../../../test/sandbox';
import SettlementPage from '../settle/SettlementPage';

const sandbox = sandboxForEachTest();
const view = (id: string) => allInstallments(sandbox.api.store).find((v) => v.id === id)!;
const sent = (method: string, path: RegExp) =>
  sandbox.requests.filter((r) => r.method === method && path.test(new URL(r.url).pathname));
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

function overdue() {
  const found = allInstallments(sandbox.api.store).find(
    (v) => v.status === 'ATRASADO' && v.paidCents === 0 && v.openCents >= 300_00 && v.categoryId && v.contactId,
  );
  if (!found) throw new Error('no overdue receivable in the seed');
  return found;
}

/** An overdue receivable of R$ 300 whose event is split 2:1 between two revenue categories. */
async function splitOverdue() {
  const store = sandbox.api.store;
  const [first, second] = store.categories.filter((c) => c.tipo === 'RECEITA');
  const account = store.accounts.find((a) => a.conta_padrao)!.id;
  const value = { valor_bruto: 300, valor_liquido: 300, multa: 0, juros: 0, desconto: 0, taxa: 0 };
  await createLedgerEvent('receber', {
    data_competencia: addDays(TEST_TODAY, -40),
    valor: 300,
    descricao: 'Consultoria rateada',
    observacao: '',
    contato: store.customers[0]!.id,
    conta_financeira: account,
    rateio: [
      { id_categoria: first!.id, valor: 200, rateio_centro_custo: [] },
      { id_categoria: second!.id, valor: 100, rateio_centro_custo: [] },
    ],
    condicao_pagamento: {
      parcelas: [
        {
          descricao: 'Consultoria rateada',
          data_vencimento: addDays(TEST_TODAY, -20),
          nota: '',
          conta_financeira: account,
          detalhe_valor: value,
        },
      ],
    },
  });
  const installment = allInstallments(store).find((v) => v.descricao === 'Consultoria rateada');
  if (!installment) throw new Error('the split receivable was not created');
  return { installment, categories: [first!.id, second!.id] };
}

async function openDialog(id: string, draftOwner?: string) {
  const page = renderWithApp(<SettlementPage view draftOwner={draftOwner} />, {
    route: `/recebiveis/${id}`,
    path: '/recebiveis/:parcelaId',
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Renegociar' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Renegociar parcela' }, { timeout: 5000 });
  await within(dialog).findAllByLabelText(/^Valor da parcela \d+$/, undefined, { timeout: 5000 });
  return { user, dialog, page };
}

describe('RenegotiateDialog', { timeout: 60_000 }, () => {
  it('renegotiates into three with interest: reviewed, then changed and created once', async () => {
    const installment = overdue();
    const kept = installmentHistory.of(installment.id).length;
    const { user, dialog } = await openDialog(installment.id);
    const options = (label: string) =>
      within(within(dialog).getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Juros ou desconto')).toEqual(['Nenhum', 'Juros', 'Desconto']);
    await user.selectOptions(within(dialog).getByLabelText('Juros ou desconto'), 'juros');
    expect(options('Informado como')).toEqual(['Valor (R$)', 'Percentual (%)']);
    await user.selectOptions(within(dialog).getByLabelText('Informado como'), 'percentual');
    expect(within(dialog).getByLabelText(/^Juros \(% do valor em aberto\)/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Informado como'), 'valor');
    await user.type(within(dialog).getByLabelText(/^Valor dos juros \(R\$\)/), '10');
    await waitFor(() =>
      expect(plain(within(dialog).getByTestId('installments-sum').textContent)).toContain(
        plain(`de R$ ${((installment.openCents + 10_00) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`),
      ),
    );
    // Another account than the installment's: all three go on it.
    const accountField = within(dialog).getByLabelText('Conta financeira') as HTMLSelectElement;
    const other = [...accountField.options].find((o) => o.value && o.value !== installment.accountId)!;
    await user.selectOptions(accountField, other.value);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    // The focus follows each step: the review, back to "Revisar", the run's steps, then "Fechar".
    expect(await within(dialog).findByTestId('renegotiation-review')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(within(dialog).getByRole('button', { name: 'Revisar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const review = await within(dialog).findByTestId('renegotiation-review');
    expect(review).toHaveFocus();
    expect(within(review).getAllByRole('listitem')).toHaveLength(3);
    const accountName = sandbox.api.store.accounts.find((a) => a.id === other.value)!.nome;
    expect(within(review).getByTestId('renegotiation-account')).toHaveTextContent(
      `Conta financeira de todas as parcelas: ${accountName} (a parcela original passa para ela).`,
    );
    expect(within(review).getByText(/não tem uma chamada de renegociação/)).toBeTruthy();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Renegociar' }));
    await within(dialog).findByText('Renegociação concluída', undefined, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByText('Fechar').closest('button')).toHaveFocus());
    expect(sent('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(1);
    expect(sent('POST', /\/contas-a-receber$/)).toHaveLength(1);
    const after = view(installment.id);
    expect(after.status).toBe('PENDENTE');
    const renegotiated = allInstallments(sandbox.api.store).filter((v) => v.descricao.includes('renegociação'));
    expect(renegotiated).toHaveLength(3);
    expect(renegotiated.map((v) => v.accountId)).toEqual([other.value, other.value, other.value]);
    expect(renegotiated.reduce((s, v) => s + v.openCents, 0)).toBe(installment.openCents + 10_00);
    // Done: nothing is kept to resume; the original's history names the change, once.
    expect(window.localStorage.getItem(keptKey('renegociacoes'))).toBeNull();
    const history = installmentHistory.of(installment.id);
    expect(history).toHaveLength(kept + 1);
    expect(history[0]?.campo).toBe('Renegociação');
    expect(history[0]?.antes).toContain(formatCents(installment.openCents));
    expect(history[0]?.depois).toMatch(/^Parcela \(1\/3\): R\$/);
  });

  it("the new installments' event keeps the original's categories in their proportion", async () => {
    const { installment, categories } = await splitOverdue();
    const { user, dialog } = await openDialog(installment.id);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Renegociar' }));
    await within(dialog).findByText('Renegociação concluída', undefined, { timeout: 10_000 });
    const created = [...sandbox.api.store.financialEvents.values()].filter(
      (e) => e.descricao.includes('renegociação') && e.descricao.startsWith('Consultoria rateada'),
    );
    expect(created).toHaveLength(1);
    // Rows 2 and 3 of 100.00 each: 200.00 shared 2:1.
    expect(created[0]!.valor).toBe(200);
    expect(created[0]!.rateio?.map((r) => [r.id_categoria, r.valor])).toEqual([
      [categories[0], 133.33],
      [categories[1], 66.67],
    ]);
  });

  it('a step the platform refuses stops the run and says why in words, without the API path', async () => {
    failOnce(sandbox, 'PATCH', '/parcelas/[^/]+$', 400, 'id_conta_financeira: conta financeira não encontrada.');
    const installment = overdue();
    const { user, dialog } = await openDialog(installment.id);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Renegociar' }));
    const stopped = await within(dialog).findByText('A renegociação parou', undefined, { timeout: 10_000 });
    const alert = stopped.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Conta financeira não encontrada.');
    expect(within(dialog).getByTestId('renegotiation-steps')).not.toHaveTextContent('id_conta_financeira');
    expect(sent('POST', /\/contas-a-receber$/)).toHaveLength(0);
    // The stopped run is kept in this browser to be taken up; the next test starts without it.
    expect(storedRenegotiation(installment.id)).not.toBeNull();
    forgetRenegotiation(installment.id);
  });

  it('refuses rows that do not add up to the open value: nothing is sent', async () => {
    const { user, dialog } = await openDialog(overdue().id);
    const first = within(dialog).getByLabelText('Valor da parcela 1');
    await user.clear(first);
    await user.type(first, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(plain((await within(dialog).findByRole('alert')).textContent)).toMatch(
      /A soma das parcelas \(R\$ [\d.,]+\) difere do valor renegociado/,
    );
    expect(within(dialog).queryByTestId('renegotiation-review')).toBeNull();
    expect(sent('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(0);
    expect(sent('POST', /\/contas-a-receber$/)).toHaveLength(0);
  });

  it('what was typed is kept in the tab: mounted again, the form has it; discarded, the defaults again', async () => {
    sessionStorage.clear();
    const installment = overdue();
    const first = await openDialog(installment.id, 'usuario-1');
    const count = within(first.dialog).getByLabelText(/Parcelas mensais/);
    await first.user.clear(count);
    await first.user.type(count, '4');
    await within(first.dialog).findByLabelText('Valor da parcela 4');
    const fourth = within(first.dialog).getByLabelText('Valor da parcela 4') as HTMLInputElement;
    // A row changed by hand is kept as typed, not made again from the count.
    await first.user.clear(fourth);
    await first.user.type(fourth, '12,34');
    const typedRows = [1, 2, 3, 4].map(
      (n) => (within(first.dialog).getByLabelText(`Valor da parcela ${n}`) as HTMLInputElement).value,
    );
    expect(typedRows[3]).toBe('12,34');
    first.page.unmount();

    const again = await openDialog(installment.id, 'usuario-1');
    expect(within(again.dialog).getByRole('status', { name: 'Rascunho restaurado' })).toBeInTheDocument();
    expect(within(again.dialog).getByLabelText(/Parcelas mensais/)).toHaveValue('4');
    expect(
      [1, 2, 3, 4].map((n) => (within(again.dialog).getByLabelText(`Valor da parcela ${n}`) as HTMLInputElement).value),
    ).toEqual(typedRows);
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Descartar rascunho' }));
    await within(again.dialog).findByLabelText('Valor da parcela 3');
    expect(within(again.dialog).getByLabelText(/Parcelas mensais/)).toHaveValue('3');
    await waitFor(() => expect(within(again.dialog).getByLabelText(/Parcelas mensais/)).toHaveFocus());
    expect(within(again.dialog).queryByLabelText('Valor da parcela 4')).toBeNull();
    expect(within(again.dialog).queryByText('Rascunho restaurado')).toBeNull();
    again.page.unmount();

    const fresh = await openDialog(installment.id, 'usuario-1');
    expect(within(fresh.dialog).queryByText('Rascunho restaurado')).toBeNull();
    expect(sent('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(0);
  });

  it('a count out of 1 to 60 is kept as typed and said, not changed; nothing is reviewed', async () => {
    const { user, dialog } = await openDialog(overdue().id);
    const count = within(dialog).getByLabelText(/Parcelas mensais/);
    for (const typed of ['0', '61']) {
      await user.clear(count);
      await user.type(count, typed);
      await user.tab();
      expect(count).toHaveValue(typed);
      expect(within(dialog).getByText('Informe de 1 a 60 parcelas para ver e revisar os vencimentos.')).toBeVisible();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(within(dialog).queryByTestId('renegotiation-review')).toBeNull();
    await user.clear(count);
    await user.type(count, '-2');
    expect(count).toHaveValue('2');
    expect(within(dialog).queryByText(/Informe de 1 a 60 parcelas/)).toBeNull();
  });

  it('a renegotiation interrupted in this browser is offered again and finished without repeating a step', async () => {
    const installment = overdue();
    const kept = installmentHistory.of(installment.id).length;
    const { user, dialog } = await openDialog(installment.id);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    // The creation fails twice: the installment is changed, the rest waits.
    sandbox.api.faults.add({ method: 'POST', path: 'contas-a-receber$', status: 503, error: 'Indisponível', times: 2 });
    await user.click(await within(dialog).findByRole('button', { name: 'Renegociar' }));
    await within(dialog).findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    const resume = await screen.findByRole('button', { name: 'Retomar a renegociação' }, { timeout: 5000 });
    await user.click(resume);
    const again = await screen.findByRole('dialog', { name: 'Retomar a renegociação' }, { timeout: 5000 });
    expect(within(again).getByTestId('renegotiation-step-patch').textContent).toBe('Feito');
    await user.click(within(again).getByRole('button', { name: 'Retomar a renegociação' }));
    await within(again).findByText('Renegociação concluída', undefined, { timeout: 10_000 });
    expect(sent('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(1);
    expect(allInstallments(sandbox.api.store).filter((v) => v.descricao.includes('renegociação'))).toHaveLength(3);
    // Recorded once, when the original was changed, not again when taken up.
    expect(installmentHistory.of(installment.id)).toHaveLength(kept + 1);
  });
});
