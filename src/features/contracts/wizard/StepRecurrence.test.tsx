import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sandboxForEachTest } from '../../../test/sandbox';
import {
  choose,
  expectStep,
  field,
  fillCustomerAndItems,
  next,
  renderWizard,
  setDate,
  setNumber,
} from './wizard-test-helpers';

const sandbox = sandboxForEachTest({ reset: () => localStorage.clear() });

describe('wizard step 2: Recorrência', () => {
  it('prefills the next number, rejects out-of-range values with their messages, goes back keeping values', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillCustomerAndItems(user);
    const highest = Math.max(...[...sandbox.api.store.contracts.values()].map((c) => c.request.termos.numero));
    await waitFor(() => expect(field(/Número do contrato/)).toHaveValue(String(highest + 1)));

    await setNumber(user, /A cada quantos meses/, '61');
    await setNumber(user, /Dia de emissão/, '0');
    setDate(/Data de fim/, '2020-01-01');
    await next(user);
    expect(await screen.findByText('O valor máximo é 60.')).toBeInTheDocument();
    expect(screen.getByText('O valor mínimo é 1.')).toBeInTheDocument();
    expect(screen.getByText('A data de fim não pode ser anterior à data de início.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await expectStep('Cliente e itens');
    expect(field(/Cliente/)).toHaveValue('Padaria Pão Dourado Ltda');
    await next(user);
    await expectStep('Recorrência');
    expect(field(/A cada quantos meses/)).toHaveValue('61');
  });

  it('"Nunca expira" hides the end date and the preview lists the first 24 charges', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillCustomerAndItems(user);
    await choose(user, /Expiração/, 'Nunca expira');
    expect(screen.queryByLabelText(/Data de fim/)).not.toBeInTheDocument();
    setDate(/Data de início/, '2026-11-21');
    await setNumber(user, /Dia de emissão/, '31');
    await next(user);
    await expectStep('Pagamento e valores');
    await setNumber(user, /Dia de vencimento/, '5');
    setDate(/Primeiro vencimento/, '2026-12-05');
    expect(await screen.findByText('Sem data de fim: mostrando as 24 primeiras cobranças.')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('row')
      .filter((r) => r.closest('table')?.getAttribute('aria-label') === 'Cobranças')
      .slice(1);
    expect(rows).toHaveLength(24);
    // 31 clamps to the month's end: November 30, then December 31, then February 28.
    expect(rows[0]).toHaveTextContent('130/11/202605/12/2026');
    expect(rows[3]).toHaveTextContent('428/02/202705/03/2027');
  });
});

describe('wizard step 2: number of charges and end date', () => {
  it('12 charges sets the end date, the end date sets the number, the preview agrees', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillCustomerAndItems(user);
    setDate(/Data de início/, '2026-11-23');
    await setNumber(user, /Dia de emissão/, '10');
    await setNumber(user, /Número de cobranças/, '12');
    // The 12th charge is issued on 10/11/2027: the contract ends then.
    expect(field(/Data de fim/)).toHaveValue('10/11/2027');
    await user.click(field(/Data de fim/));
    setDate(/Data de fim/, '2027-05-10');
    await waitFor(() => expect(field(/Número de cobranças/)).toHaveValue('6'));
    await setNumber(user, /Número de cobranças/, '12');
    await next(user);
    await expectStep('Pagamento e valores');
    await setNumber(user, /Dia de vencimento/, '15');
    setDate(/Primeiro vencimento/, '2026-12-15');
    expect(await screen.findByText('12 cobranças no total.')).toBeInTheDocument();
  });
});
