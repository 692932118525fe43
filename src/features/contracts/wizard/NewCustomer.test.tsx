import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failOnce, sandboxForEachTest } from '../../../test/sandbox';
import { expectStep, field, next, renderWizard } from './wizard-test-helpers';

const sandbox = sandboxForEachTest({ reset: () => localStorage.clear() });

/** Pasted, not typed key by key: the dialog's fields are plain text inputs. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const personPosts = () =>
  sandbox.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/pessoas');

describe('"Novo cliente" in the contract wizard', () => {
  it(
    'refuses a CPF with a wrong check digit in the form; created, the customer is selected in the picker',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderWizard();
      await expectStep('Cliente e itens');
      await user.click(screen.getByRole('button', { name: 'Novo cliente' }));
      const dialog = await screen.findByRole('dialog', { name: 'Novo cliente' }, { timeout: 5000 });
      const nome = 'Helena Prado Teste';
      await typeInto(user, within(dialog).getByRole('textbox', { name: /Nome/ }), nome);
      await typeInto(user, within(dialog).getByRole('textbox', { name: /CPF/ }), '529.982.247-24');
      await typeInto(user, within(dialog).getByRole('textbox', { name: /E-mail/ }), 'helena@exemplo.com.br');
      await user.click(within(dialog).getByRole('button', { name: 'Cadastrar cliente' }));
      expect(
        await within(dialog).findByText('CPF inválido: os dígitos verificadores não conferem.'),
      ).toBeInTheDocument();
      expect(personPosts()).toHaveLength(0);

      const cpf = within(dialog).getByRole('textbox', { name: /CPF/ });
      await user.clear(cpf);
      await typeInto(user, cpf, '52998224725');
      await user.click(within(dialog).getByRole('button', { name: 'Cadastrar cliente' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo cliente' })).toBeNull(), { timeout: 5000 });

      expect(personPosts()).toHaveLength(1);
      expect(await personPosts()[0]?.json()).toEqual({
        nome,
        tipo_pessoa: 'Física',
        perfis: [{ tipo_perfil: 'Cliente' }],
        cpf: '52998224725',
        email: 'helena@exemplo.com.br',
      });
      const created = sandbox.api.store.customers.find((c) => c.nome === nome);
      expect(created).toMatchObject({ documento: '529.982.247-25', email: 'helena@exemplo.com.br' });
      // Selected: the picker shows it and the step no longer asks for a customer.
      await waitFor(() => expect(field(/Cliente/)).toHaveValue(nome));
      await next(user);
      await screen.findByText('Escolha o produto ou serviço.', {}, { timeout: 5000 });
      expect(screen.queryByText('Escolha o cliente.')).toBeNull();
    },
  );

  it("shows the platform's refusal in the dialog and keeps what was typed", async () => {
    failOnce(sandbox, 'POST', '^/v1/pessoas$', 400, 'tipo_pessoa: valor inválido');
    const user = userEvent.setup();
    renderWizard();
    await expectStep('Cliente e itens');
    await user.click(screen.getByRole('button', { name: 'Novo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cliente' }, { timeout: 5000 });
    await typeInto(user, within(dialog).getByRole('textbox', { name: /Nome/ }), 'Recusado Teste');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar cliente' }));
    expect(await within(dialog).findByText('O cliente não foi cadastrado')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('Recusado Teste');

    // Closed, the focus goes back to the button that opened it, not to the page's body.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo cliente' })).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Novo cliente' })).toHaveFocus());
  });
});
