import { keptKey } from '../../../test/company';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateBR, platformToday } from '../../../lib/dates';
import { failOnce, sandboxForEachTest } from '../../../test/sandbox';
import { loadedPicker } from '../../../test/pickers';
import { renderWithApp } from '../../../test/render';
import QuoteCreatePage from './QuoteCreatePage';

const KEY = keptKey('orcamentos.novo.rascunho:teste');
const sandbox = sandboxForEachTest({ reset: () => localStorage.clear() });

const posts = () => sandbox.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/orcamentos');

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function pick(user: UserEvent, find: () => HTMLElement, search: string, option: string) {
  const input = await loadedPicker(user, find);
  await user.click(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: startsWith(option) }, { timeout: 3000 }));
}

const pickerInput = (label: string | RegExp) => () =>
  screen.getByLabelText(label, { selector: 'input:not([type="hidden"])' });

/** Chooses the customer (searched by its first name) and item `n` (by the start of its name). */
async function pickCustomer(user: UserEvent, customer: { nome: string }) {
  await pick(user, pickerInput(/^Cliente/), customer.nome.split(' ')[0]!, customer.nome);
}
async function pickItem(user: UserEvent, n: number, item: { nome: string }) {
  await pick(user, pickerInput(`Produto ou serviço do item ${n}`), item.nome.slice(0, 6), item.nome);
}

describe('QuoteCreatePage', () => {
  it('shows the rules of the shared schema and sends nothing while they fail', async () => {
    const user = userEvent.setup();
    renderWithApp(<QuoteCreatePage draftOwner="teste" />, { route: '/orcamentos/novo' });
    // The quote date starts as today.
    expect(screen.getByLabelText(/Data do orçamento/)).toHaveValue(formatDateBR(platformToday()));
    await user.clear(screen.getByLabelText(/Válido até/));
    await user.type(screen.getByLabelText(/Válido até/), '01012000');
    await user.clear(screen.getByLabelText('Quantidade do item 1'));
    await user.type(screen.getByLabelText('Quantidade do item 1'), '0');
    await user.click(screen.getByRole('button', { name: 'Criar orçamento' }));
    // The error jump loads the pickers, whose messages then render anew: found again, never held.
    await screen.findByText('Escolha o cliente.');
    expect(screen.getByText('Escolha o produto ou serviço.')).toBeInTheDocument();
    expect(screen.getByText('A validade não pode ser anterior à data do orçamento.')).toBeInTheDocument();
    expect(screen.getByText('A quantidade deve ser maior que zero.')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  }, 30_000);

  it('an empty submit takes the focus to the customer without opening its list over the message', async () => {
    const user = userEvent.setup();
    renderWithApp(<QuoteCreatePage draftOwner="teste" />, { route: '/orcamentos/novo' });
    await user.click(screen.getByRole('button', { name: 'Criar orçamento' }));
    await waitFor(() => expect(screen.getByText('Escolha o cliente.')).toBeVisible());
    // The picker's code loads on that focus and takes it over: still no list.
    const customer = await waitFor(() => {
      const input = pickerInput(/^Cliente/)();
      if (input.hasAttribute('data-deferred-picker')) throw new Error('picker still loading');
      return input;
    });
    await waitFor(() => expect(customer).toHaveFocus());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(customer).toHaveAttribute('aria-expanded', 'false');
    // A key or a click opens it.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  }, 30_000);

  it('creates a quote with two items and a discount, showing the live composition, then opens it', async () => {
    const user = userEvent.setup();
    const store = sandbox.api.store;
    const customer = store.customers[2]!;
    const product = store.items.find((i) => i.tipo === 'PRODUTO' && i.status === 'ATIVO')!;
    const service = store.items.find((i) => i.tipo === 'SERVICO')!;
    const view = renderWithApp(<QuoteCreatePage draftOwner="teste" />, { route: '/orcamentos/novo' });

    await pickCustomer(user, customer);
    await pickItem(user, 1, product);
    await user.clear(screen.getByLabelText('Quantidade do item 1'));
    await user.type(screen.getByLabelText('Quantidade do item 1'), '3');
    await user.clear(screen.getByLabelText('Valor unitário do item 1'));
    await user.type(screen.getByLabelText('Valor unitário do item 1'), '33,33');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await pickItem(user, 2, service);
    await user.clear(screen.getByLabelText('Valor unitário do item 2'));
    await user.type(screen.getByLabelText('Valor unitário do item 2'), '100');
    await user.type(screen.getByLabelText('Desconto'), '10');
    await user.type(screen.getByLabelText('Frete'), '10');
    // The delivery forecast is free text, as the platform publishes it.
    await user.click(screen.getByLabelText('Previsão de entrega'));
    await user.paste('À combinar');
    // 99.99 + 100 = 199.99; 10% = 20.00; + 10 freight = 189.99
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent(/R\$\s189,99/));
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').values.itens).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Criar orçamento' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/orcamentos\/[0-9a-f-]{36}$/));
    const created = store.quotes.get(view.location().split('/').pop() as string)!;
    expect(created.numero).toBe(73);
    expect(created.request).toMatchObject({
      id_cliente: customer.id,
      data_orcamento: platformToday(),
      itens: [
        { id: product.id, quantidade: 3, valor: 33.33 },
        { id: service.id, quantidade: 1, valor: 100 },
      ],
      composicao_de_valor: { frete: 10, desconto: { tipo: 'PORCENTAGEM', valor: 10 } },
      previsao_entrega: 'À combinar',
    });
    expect(posts()).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  }, 60_000);

  it('restores the draft of this browser and can discard it', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<QuoteCreatePage draftOwner="teste" />, { route: '/orcamentos/novo' });
    // Pasted: the draft keeps what was entered, however it was entered.
    await user.click(screen.getByLabelText('Descrição'));
    await user.paste('Proposta para a filial');
    first.unmount();
    renderWithApp(<QuoteCreatePage draftOwner="teste" />, { route: '/orcamentos/novo' });
    expect(screen.getByText('Rascunho restaurado')).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).toHaveValue('Proposta para a filial');
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(screen.getByLabelText('Descrição')).toHaveValue('');
    // The button is gone: the focus starts the form again.
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Novo orçamento' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    expect(document.activeElement).toBeInstanceOf(HTMLInputElement);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the input and shows the server message when the create fails', async () => {
    const user = userEvent.setup();
    const customer = sandbox.api.store.customers[0]!;
    const item = sandbox.api.store.items.find((i) => i.tipo === 'SERVICO')!;
    renderWithApp(<QuoteCreatePage draftOwner="teste" />, { route: '/orcamentos/novo' });
    await pickCustomer(user, customer);
    await pickItem(user, 1, item);
    failOnce(sandbox, 'POST', '^/v1/orcamentos$', 503, 'Plataforma em manutenção');
    await user.click(screen.getByRole('button', { name: 'Criar orçamento' }));
    expect(await screen.findByText('Plataforma em manutenção')).toBeInTheDocument();
    expect(screen.queryByText(/Corrija os campos/)).toBeNull();
    expect(screen.getByLabelText(/^Cliente/, { selector: 'input:not([type="hidden"])' })).toHaveValue(customer.nome);
  });
});
