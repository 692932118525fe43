import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sandboxForEachTest } from '../../../test/sandbox';
import {
  expectStep,
  field,
  fillCustomerAndItems,
  fillPayment,
  next,
  pick,
  renderWizard,
  setDate,
  setNumber,
  toPaymentStep,
} from './wizard-test-helpers';

sandboxForEachTest({ reset: () => localStorage.clear() });

describe('wizard step 3: Pagamento e valores', () => {
  it('requires the due day and first due date, and bounds the discount', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toPaymentStep(user);
    await setNumber(user, /Desconto \(%\)/, '150');
    await next(user);
    expect(await screen.findByText('Informe a data.')).toBeInTheDocument();
    expect(screen.getByText('Um desconto percentual vai de 0 a 100%.')).toBeInTheDocument();
    expect(field(/Dia de vencimento/)).toHaveAttribute('aria-invalid', 'true');
    await setNumber(user, /Dia de vencimento/, '32');
    await next(user);
    expect(await screen.findByText('O valor máximo é 31.')).toBeInTheDocument();
  });

  it('says, at the remark for the invoice, that the platform does not return it', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toPaymentStep(user);
    expect(field(/Observações para a nota fiscal/)).toHaveAccessibleDescription(
      'Enviada com o contrato, mas a plataforma não a devolve na consulta: o detalhe do contrato não a mostra.',
    );
  });

  it('the preview composes the value in cents: 10% off R$ 33,33 is R$ 3,33, plus freight', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillCustomerAndItems(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await setNumber(user, /Valor unitário/, '33,33');
    await next(user);
    // No first due date yet, no charges: the whole contract's column has no figure, not R$ 0,00.
    const before = within(screen.getByRole('table', { name: 'Composição do valor' }));
    expect(before.getByRole('row', { name: /^Valor bruto/ })).toHaveTextContent(/^Valor brutoR\$ 33,33—$/);
    await next(user);
    await fillPayment(user);
    await setNumber(user, /Desconto \(%\)/, '10');
    await setNumber(user, /Frete por cobrança/, '5');
    await pick(user, /Conta financeira/, 'princ', /Conta corrente principal/);
    await pick(user, /Vendedor/, 'hel', /Helena Quintana/);
    const composition = screen.getByRole('table', { name: 'Composição do valor' });
    const row = (name: string) => within(composition).getByRole('row', { name: new RegExp(`^${name}`) });
    // Default term: 12 months from today, monthly.
    expect(row('Valor bruto')).toHaveTextContent('R$ 33,33R$ 399,96');
    expect(row('Desconto')).toHaveTextContent('-R$ 3,33-R$ 39,96');
    expect(row('Frete')).toHaveTextContent('R$ 5,00R$ 60,00');
    expect(row('Valor líquido')).toHaveTextContent('R$ 35,00R$ 420,00');
    expect(screen.getByText('12 cobranças no total.')).toBeInTheDocument();
  });

  it('an issue day after the due day: the preview marks the charges born overdue and the step refuses it', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillCustomerAndItems(user);
    // The default issue day is the 1st, not today's day.
    expect(field(/Dia de emissão/)).toHaveValue('1');
    setDate(/Data de início/, '2027-01-01');
    setDate(/Data de fim/, '2027-12-31');
    await setNumber(user, /Dia de emissão/, '23');
    await next(user);
    await expectStep('Pagamento e valores');
    await setNumber(user, /Dia de vencimento/, '10');
    setDate(/Primeiro vencimento/, '2027-01-10');
    const alert = await screen.findByRole('alert', { name: 'Cobranças que nasceriam vencidas' });
    expect(alert).toHaveTextContent('Todas as cobranças listadas vencem antes de serem emitidas.');
    const charges = screen.getByRole('table', { name: 'Cobranças' });
    expect(within(charges).getAllByRole('row')[1]).toHaveTextContent('123/01/202710/01/2027 (antes da emissão)');
    await next(user);
    expect(
      await screen.findByText(
        'A cobrança 1 seria emitida em 23/01/2027 e venceria antes, em 10/01/2027: nasceria vencida. Escolha um primeiro vencimento na data de emissão ou depois.',
      ),
    ).toBeInTheDocument();
    await expectStep('Pagamento e valores');
    // A first due date in the next month: every charge is due after it is issued.
    setDate(/Primeiro vencimento/, '2027-02-10');
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Cobranças que nasceriam vencidas' })).toBeNull());
    expect(within(charges).getAllByRole('row')[2]).toHaveTextContent('223/02/202710/03/2027');
  });
});
