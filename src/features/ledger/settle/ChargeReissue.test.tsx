import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChargeRecord } from '../../../../sandbox/api/charge-model';
import { allInstallments } from '../../../../sandbox/api/receivable-model';
import { setChargeConfirmMs } from '../../../../sandbox/api/routes/charges';
import { addDays } from '../../../lib/date-math';
import { formatDateBR } from '../../../lib/dates';
import { chargeReissues } from '../../../stores/charge-reissues';
import { installmentHistory } from '../../../stores/installment-history';
import { renderWithApp } from '../../../test/render';
import { sandboxForEachTest } from '../../../test/sandbox';
import SettlementPage from './SettlementPage';

const sandbox = sandboxForEachTest({
  reset: () => {
    window.localStorage.clear();
    chargeReissues.reset();
    installmentHistory.reset();
    setChargeConfirmMs(0);
  },
});
afterEach(() => setChargeConfirmMs(2_000));

const OLD_CHARGE = '0199b2d4-6a1e-7c3f-8d5b-2e4f6a8c0b1d';
const charges = () => [...sandbox.api.store.charges.values()];
const calls = (method: string, path: RegExp) =>
  sandbox.requests.filter((r) => r.method === method && path.test(new URL(r.url).pathname));
const bodyOf = async (r: Request) => (await r.clone().json()) as Record<string, unknown>;

/** An open receivable with a registered boleto on the charges account. */
function receivableWithBoleto() {
  const installment = allInstallments(sandbox.api.store).find(
    (v) => v.status === 'PENDENTE' && v.paidCents === 0 && v.openCents > 1000,
  );
  const account = sandbox.api.store.accounts.find((a) => a.nome === 'Conta cobranças');
  if (!installment || !account) throw new Error('no open receivable or charges account in the seed');
  const charge: ChargeRecord = {
    id: OLD_CHARGE,
    parcelaId: installment.id,
    tipo: 'BOLETO',
    conta_bancaria: account.id,
    data_vencimento: installment.data_vencimento,
    descricao_fatura: installment.descricao,
    url: 'https://pagamento.exemplo.com.br/antigo',
    valorCents: installment.openCents,
    createdAt: Date.now() - 60_000,
  };
  sandbox.api.store.charges.set(charge.id, charge);
  const newDue = addDays(
    installment.data_vencimento > sandbox.api.store.today ? installment.data_vencimento : sandbox.api.store.today,
    10,
  );
  return { installment, account, charge, newDue };
}

async function openPage(id: string) {
  renderWithApp(<SettlementPage view author="ana@exemplo.com.br" />, {
    route: `/recebiveis/${id}`,
    path: '/recebiveis/:parcelaId',
  });
  await screen.findByRole('heading', { name: 'Histórico de alterações' }, { timeout: 5000 });
  return userEvent.setup();
}

async function moveDueDate(user: ReturnType<typeof userEvent.setup>, due: string) {
  await user.click(screen.getByRole('button', { name: 'Editar parcela' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar parcela' }, { timeout: 5000 });
  const field = within(dialog).getByLabelText(/Vencimento/) as HTMLInputElement;
  await waitFor(() => expect(field.value).not.toBe(''));
  await user.clear(field);
  await user.type(field, formatDateBR(due));
  await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
  return dialog;
}

describe('a due date moved on an installment with a charge', { timeout: 60_000 }, () => {
  it('asks first, then saves, cancels the old charge and issues one new charge with the new date; the history shows both', async () => {
    const { installment, account, newDue } = receivableWithBoleto();
    const user = await openPage(installment.id);
    expect(screen.getByText('Nenhuma alteração feita neste app por este navegador.')).toBeInTheDocument();
    const dialog = await moveDueDate(user, newDue);
    const question = await within(dialog).findByRole('alert');
    expect(question).toHaveTextContent(`Boleto, vencimento ${formatDateBR(installment.data_vencimento)}`);
    expect(question).toHaveTextContent('Cancelar e emitir outra com o novo vencimento?');
    expect(calls('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(0);

    await user.dblClick(within(question).getByRole('button', { name: 'Salvar, cancelar e emitir outra' }));
    await screen.findByTestId('charge-reissued', undefined, { timeout: 10_000 });
    expect(calls('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(1);
    expect(calls('DELETE', new RegExp(`/cobranca/${OLD_CHARGE}$`))).toHaveLength(1);
    const posts = calls('POST', /\/gerar-cobranca$/);
    expect(posts).toHaveLength(1);
    expect(await bodyOf(posts[0]!)).toMatchObject({
      id_parcela: installment.id,
      tipo: 'BOLETO',
      conta_bancaria: account.id,
      data_vencimento: newDue,
    });
    expect(charges().filter((c) => c.parcelaId === installment.id && c.cancelRequestedAt === undefined)).toHaveLength(
      1,
    );

    const history = await screen.findByRole('table', { name: 'Alterações feitas neste app' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getByText('Cobrança').closest('tr')).toHaveTextContent(
      `Boleto, vencimento ${formatDateBR(newDue)}`,
    );
    const due = within(history).getByText('Vencimento').closest('tr') as HTMLElement;
    expect(due).toHaveTextContent('ana@exemplo.com.br');
    expect(due).toHaveTextContent(`${formatDateBR(installment.data_vencimento)}${formatDateBR(newDue)}`);
  });

  it('"Salvar sem mexer na cobrança" saves the date and leaves the charge as it was', async () => {
    const { installment, newDue } = receivableWithBoleto();
    const user = await openPage(installment.id);
    const dialog = await moveDueDate(user, newDue);
    await user.click(await within(dialog).findByRole('button', { name: 'Salvar sem mexer na cobrança' }));
    await screen.findByText('Parcela alterada', undefined, { timeout: 5000 });
    expect(calls('PATCH', /\/parcelas\/[^/]+$/)).toHaveLength(1);
    expect(calls('DELETE', /\/cobranca\//)).toHaveLength(0);
    expect(calls('POST', /\/gerar-cobranca$/)).toHaveLength(0);
  });

  it('a reissue left unfinished (its new charge issued, the answer lost) resumes without issuing another', async () => {
    const { installment, account, charge, newDue } = receivableWithBoleto();
    charge.cancelRequestedAt = Date.now() - 60_000;
    const issued: ChargeRecord = { ...charge, id: '0199b2d4-6a1e-7c3f-8d5b-000000000002', data_vencimento: newDue };
    delete issued.cancelRequestedAt;
    sandbox.api.store.charges.set(issued.id, issued);
    chargeReissues.save({
      parcelaId: installment.id,
      oldId: charge.id,
      oldText: 'Boleto',
      tipo: 'BOLETO',
      conta: account.id,
      vencimento: newDue,
      descricao: installment.descricao,
      autor: 'ana@exemplo.com.br',
      phase: 'issue',
    });
    const user = await openPage(installment.id);
    const left = await screen.findByText('A reemissão da cobrança não terminou');
    await user.click(
      within(left.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Continuar a reemissão' }),
    );
    await screen.findByTestId('charge-reissued', undefined, { timeout: 10_000 });
    expect(calls('POST', /\/gerar-cobranca$/)).toHaveLength(0);
    expect(calls('DELETE', /\/cobranca\//)).toHaveLength(0);
    expect(chargeReissues.of(installment.id)).toMatchObject({ phase: 'done', newId: issued.id });
  });
});
