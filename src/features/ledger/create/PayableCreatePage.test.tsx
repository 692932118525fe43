import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import PayableCreatePage from './PayableCreatePage';

afterEach(() => vi.unstubAllGlobals());

describe('PayableCreatePage', () => {
  it('refuses an empty form under each field and sends nothing', async () => {
    const sandbox = mountSandbox();
    const user = userEvent.setup();
    renderWithApp(<PayableCreatePage draftOwner="u1" />, { route: '/pagamentos/nova' });
    await user.click(await screen.findByRole('button', { name: 'Registrar conta a pagar' }));
    expect(await screen.findByText('Escolha o fornecedor.')).toBeInTheDocument();
    expect(screen.getByText('Informe a descrição.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a categoria.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a conta financeira.')).toBeInTheDocument();
    expect(screen.getByText('Corrija os campos indicados antes de registrar.')).toBeInTheDocument();
    expect(sandbox.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('previews the installments as the value, count and first due date are typed', async () => {
    mountSandbox();
    const user = userEvent.setup();
    renderWithApp(<PayableCreatePage draftOwner="u1" />, { route: '/pagamentos/nova' });
    await user.type(await screen.findByLabelText(/^Descrição/), 'Aluguel');
    await user.type(screen.getByLabelText(/^Valor total/), '100,01');
    const count = screen.getByRole('textbox', { name: /^Parcelas/ });
    await user.clear(count);
    await user.type(count, '2');
    const table = await screen.findByRole('table', { name: 'Parcelas a registrar' });
    expect(table).toHaveTextContent('Aluguel (1/2)');
    expect(table).toHaveTextContent(/R\$\s50,01/);
    expect(table).toHaveTextContent(/R\$\s50,00/);
  });
});
