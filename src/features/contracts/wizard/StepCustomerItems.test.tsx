import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadedPicker } from '../../../test/pickers';
import { sandboxForEachTest } from '../../../test/sandbox';
import { expectStep, field, next, pick, renderWizard, setNumber } from './wizard-test-helpers';

const sandbox = sandboxForEachTest({ reset: () => localStorage.clear() });

describe('wizard step 1: Cliente e itens', () => {
  it('does not move on without a customer and an item, with the messages on the fields', async () => {
    const user = userEvent.setup();
    renderWizard();
    await expectStep('Cliente e itens');
    await next(user);
    // The focus on the first error loads the customer picker, whose own field then shows the
    // message: wait until both messages stand, whichever element carries the first.
    await waitFor(
      () => {
        expect(screen.getByText('Escolha o cliente.')).toBeInTheDocument();
        expect(screen.getByText('Escolha o produto ou serviço.')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Cliente e itens' })).toBeInTheDocument();
  });

  it('choosing the customer takes "Escolha o cliente." away; the errors are listed above the fields, each to its field', async () => {
    const user = userEvent.setup();
    renderWizard();
    await expectStep('Cliente e itens');
    await next(user);
    const summary = await screen.findByTestId('step-errors', {}, { timeout: 5000 });
    // Above the customer picker: its open list (below it) cannot cover the summary.
    expect(summary.compareDocumentPosition(field(/Cliente/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary).toHaveTextContent(/^Corrija 3 campos para continuar/);
    expect(within(summary).getByRole('button', { name: 'Item 1: Valor unitário' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Cliente' })).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Item 1: Produto ou serviço' }));
    expect(field(/Produto ou serviço/)).toHaveFocus();
    await pick(user, /Cliente/, 'padaria', /Padaria Pão Dourado/);
    await waitFor(() => expect(screen.queryByText('Escolha o cliente.')).toBeNull());
    expect(screen.getByText('Escolha o produto ou serviço.')).toBeInTheDocument();
    expect(within(screen.getByTestId('step-errors')).queryByRole('button', { name: 'Cliente' })).toBeNull();
    await pick(user, /Produto ou serviço/, 'jardin', /Jardinagem/);
    await waitFor(() => expect(screen.queryByTestId('step-errors')).toBeNull());
  });

  it('searches customers by document, prefills the unit price from the item and totals the line', async () => {
    const user = userEvent.setup();
    renderWizard();
    const customer = sandbox.api.store.customers.find((c) => c.nome === 'Clínica Sorriso Pleno Ltda');
    const digits = customer?.documento.replace(/\D/g, '').slice(0, 6) ?? '';
    // Typing the document searches the server with the digits; its answer offers the customer.
    const customerInput = await loadedPicker(user, () => field(/Cliente/));
    await user.click(customerInput);
    await user.type(customerInput, digits);
    const searches = () =>
      sandbox.requests
        .map((r) => new URL(r.url))
        .filter((u) => u.pathname === '/v1/pessoas')
        .map((u) => u.searchParams.get('busca'));
    await waitFor(() => expect(searches()).toContain(digits));
    await user.click(await screen.findByRole('option', { name: /Clínica Sorriso Pleno/ }, { timeout: 3000 }));

    // One picker, products and services together, second line with kind, code and price.
    const itemInput = await loadedPicker(user, () => field(/Produto ou serviço/));
    await user.click(itemInput);
    await user.type(itemInput, 'manuten');
    const option = await screen.findByRole('option', { name: /Manutenção predial mensal/ }, { timeout: 3000 });
    expect(option).toHaveTextContent('Serviço · SRV-001 · R$ 2.450,00');
    await user.click(option);
    expect(field(/Valor unitário/)).toHaveValue('2.450,00');
    await setNumber(user, /Quantidade/, '2');
    expect(screen.getByText('R$ 4.900,00')).toBeInTheDocument();
    await next(user);
    await expectStep('Recorrência');
  });

  it('adds and removes item lines; each line is validated', async () => {
    const user = userEvent.setup();
    renderWizard();
    await pick(user, /Cliente/, 'padaria', /Padaria Pão Dourado/);
    await pick(user, /Produto ou serviço/, 'toner', /Toner preto/);
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    const second = screen.getByRole('group', { name: 'Item 2' });
    await user.type(field(/Quantidade/, second), '-');
    await next(user);
    await waitFor(() => expect(within(second).getByText('Escolha o produto ou serviço.')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remover item 2' }));
    expect(screen.queryByRole('group', { name: 'Item 2' })).not.toBeInTheDocument();
    await next(user);
    await expectStep('Recorrência');
  });
});
