import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allInstallments } from '../../../../sandbox/api/receivable-model';
import { keptKey } from '../../../test/company';
import { renderWithApp } from '../../../test/render';
import { sandboxForEachTest } from '../../../test/sandbox';
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

async function openDialog(id: string) {
  renderWithApp(<SettlementPage view />, { route: `/recebiveis/${id}`, path: '/recebiveis/:parcelaId' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Renegociar' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Renegociar parcela' }, { timeout: 5000 });
  await within(dialog).findByLabelText('Valor da parcela 3', undefined, { timeout: 5000 });
  return { user, dialog };
}

describe('RenegotiateDialog', { timeout: 60_000 }, () => {
  it('renegotiates into three with interest: reviewed, then changed and created once', async () => {
    const installment = overdue();
    const { user, dialog } = await openDialog(installment.id);
    await user.selectOptions(within(dialog).getByLabelText('Juros ou desconto'), 'juros');
    await user.type(within(dialog).getByLabelText(/Valor dos juros/), '10');
    await waitFor(() =>
      expect(plain(within(dialog).getByTestId('installments-sum').textContent)).toContain(
        plain(`de R$ ${((installment.openCents + 10_00) / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const review = await within(dialog).findByTestId('renegotiation-review');
    expect(within(review).getAllByRole('listitem')).toHaveLength(3);
    expect(within(review).getByText(/não tem uma chamada de renegociação/)).toBeTruthy();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Renegociar' }));
    await within(dialog).findByText('Renegociação concluída', undefined, { timeout: 10_000 });
    expect(sent('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(1);
    expect(sent('POST', /\/contas-a-receber$/)).toHaveLength(1);
    const after = view(installment.id);
    expect(after.status).toBe('PENDENTE');
    const renegotiated = allInstallments(sandbox.api.store).filter((v) => v.descricao.includes('renegociação'));
    expect(renegotiated).toHaveLength(3);
    expect(renegotiated.reduce((s, v) => s + v.openCents, 0)).toBe(installment.openCents + 10_00);
    // Done: nothing is kept to resume.
    expect(window.localStorage.getItem(keptKey('renegociacoes'))).toBeNull();
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

  it('a renegotiation interrupted in this browser is offered again and finished without repeating a step', async () => {
    const installment = overdue();
    const { user, dialog } = await openDialog(installment.id);
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    // The creation fails twice: the installment is changed, the rest waits.
    sandbox.api.faults.add({ method: 'POST', path: 'contas-a-receber$', status: 503, error: 'Indisponível', times: 2 });
    await user.click(await within(dialog).findByRole('button', { name: 'Renegociar' }));
    await within(dialog).findByRole('button', { name: 'Tentar de novo' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    const resume = await screen.findByRole('button', { name: 'Retomar a renegociação' }, { timeout: 5000 });
    await user.click(resume);
    const again = await screen.findByRole('dialog', { name: 'Retomar a renegociação' }, { timeout: 5000 });
    expect(within(again).getByTestId('renegotiation-step-patch').textContent).toBe('Feito');
    await user.click(within(again).getByRole('button', { name: 'Retomar a renegociação' }));
    await within(again).findByText('Renegociação concluída', undefined, { timeout: 10_000 });
    expect(sent('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(1);
    expect(allInstallments(sandbox.api.store).filter((v) => v.descricao.includes('renegociação'))).toHaveLength(3);
  });
});
