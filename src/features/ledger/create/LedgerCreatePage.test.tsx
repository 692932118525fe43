import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateBR, platformToday } from '../../../lib/dates';
import { addDays } from '../../../lib/date-math';
import { notifications } from '../../../ui/mantine/controls';
import { loadedPicker } from '../../../test/pickers';
import { renderWithApp } from '../../../test/render';
import { sandboxForEachTest } from '../../../test/sandbox';
import LedgerCreatePage from './LedgerCreatePage';

const sandbox = sandboxForEachTest({ reset: () => localStorage.clear() });
const SLOW = { timeout: 10_000 };
const posts = (side: string) =>
  sandbox.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith(`/contas-a-${side}`));

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
async function pick(user: UserEvent, label: string | RegExp, search: string, option: string) {
  const input = await loadedPicker(user, () =>
    screen.getByLabelText(label, { selector: 'input:not([type="hidden"])' }),
  );
  await user.click(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: startsWith(option) }, { timeout: 3000 }));
}
async function typeInto(user: UserEvent, label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

describe('LedgerCreatePage', () => {
  it('refuses an empty payable under each field and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<LedgerCreatePage side="pagar" draftOwner="u1" />, { route: '/pagamentos/nova' });
    await user.click(await screen.findByRole('button', { name: 'Registrar conta a pagar' }, SLOW));
    // The error jump loads the pickers, whose messages then render anew: found again, never held.
    await screen.findByText('Escolha o fornecedor.');
    expect(screen.getByText('Informe a descrição.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a categoria.')).toBeInTheDocument();
    expect(screen.getByText('Escolha a conta financeira.')).toBeInTheDocument();
    expect(screen.getByText('Corrija os campos indicados antes de registrar.')).toBeInTheDocument();
    expect(posts('pagar')).toHaveLength(0);
  }, 30_000);

  it('a receivable in 3 installments over 2 categories: refused while the shares do not add up, then created once', async () => {
    const user = userEvent.setup();
    const store = sandbox.api.store;
    const customer = store.customers[1]!;
    const [first, second] = store.categories.filter((c) => c.tipo === 'RECEITA');
    const center = store.costCenters[0]!;
    const account = store.accounts[0]!;
    const shown = vi.spyOn(notifications, 'show');
    const view = renderWithApp(<LedgerCreatePage side="receber" draftOwner="u1" />, { route: '/recebiveis/nova' });

    await pick(user, /^Cliente/, customer.nome.split(' ')[0]!, customer.nome);
    await typeInto(user, /^Descrição/, 'Implantação avulsa');
    await pick(user, /^Conta financeira/, account.nome.slice(0, 5), account.nome);
    await typeInto(user, /^Valor total/, '1000');
    await typeInto(user, /^Parcelas mensais/, '3');
    const due = addDays(platformToday(), 5);
    await typeInto(user, /^Primeiro vencimento/, formatDateBR(due));
    // The rows follow the total, split so the cents add up; one is changed by hand.
    expect(await screen.findByLabelText('Valor da parcela 1')).toHaveValue('333,34');
    expect(screen.getByLabelText('Valor da parcela 3')).toHaveValue('333,33');
    await typeInto(user, 'Valor da parcela 1', '400');
    await typeInto(user, 'Valor da parcela 2', '266,67');

    await pick(user, 'Categoria da linha 1', first!.nome.slice(0, 4), first!.nome);
    await pick(user, 'Centro de custo da linha 1', center.nome.slice(0, 4), center.nome);
    await user.click(screen.getByRole('button', { name: 'Ratear em outra categoria ou centro de custo' }));
    expect(screen.getByLabelText('Valor da linha 1')).toHaveValue('1.000,00');
    await pick(user, 'Categoria da linha 2', second!.nome.slice(0, 4), second!.nome);
    await typeInto(user, 'Valor da linha 1', '600');
    await typeInto(user, 'Valor da linha 2', '300');

    await user.click(screen.getByRole('button', { name: 'Registrar conta a receber' }));
    expect(
      await screen.findByText(/^A soma do rateio \(R\$\s900,00\) difere do valor total \(R\$\s1\.000,00\)\.$/),
    ).toBeInTheDocument();
    expect(posts('receber')).toHaveLength(0);

    await typeInto(user, 'Valor da linha 2', '400');
    await user.click(screen.getByRole('button', { name: 'Registrar conta a receber' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/recebiveis\?/), SLOW);
    expect(posts('receber')).toHaveLength(1);
    const event = [...store.financialEvents.values()].find((e) => e.descricao === 'Implantação avulsa');
    expect(event?.rateio).toEqual([
      { id_categoria: first!.id, valor: 600, rateio_centro_custo: [{ id_centro_custo: center.id, valor: 600 }] },
      { id_categoria: second!.id, valor: 400, rateio_centro_custo: [] },
    ]);
    const rows = store.receivables.filter((r) => r.eventoId === event?.id);
    expect(rows.map((r) => [r.descricao, r.data_vencimento, r.valor, r.customerId])).toEqual([
      ['Implantação avulsa (1/3)', due, 400, customer.id],
      ['Implantação avulsa (2/3)', expect.any(String), 266.67, customer.id],
      ['Implantação avulsa (3/3)', expect.any(String), 333.33, customer.id],
    ]);
    // Followed through the protocol to the event's installments.
    await waitFor(() =>
      expect(
        sandbox.requests.some(
          (r) => new URL(r.url).pathname === `/v1/financeiro/eventos-financeiros/${event?.id}/parcelas`,
        ),
      ).toBe(true),
    );
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Conta a receber registrada', message: 'Implantação avulsa: 3 parcelas.' }),
    );
  }, 60_000);
});
