import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { deferredPicker } from './DeferredPicker';
import { RemoteSelect, type RemoteSelectProps } from '../mantine/RemoteSelect';

interface FakeProps {
  label?: string;
  value?: string[];
  initialSearch?: string;
  defaultDropdownOpened?: boolean;
}

function FakePicker({ label, initialSearch, defaultDropdownOpened }: FakeProps) {
  return (
    <label>
      {label}
      <input data-testid="real" defaultValue={initialSearch} data-opened={String(defaultDropdownOpened)} />
    </label>
  );
}

function controlledLoader() {
  let resolve: (c: typeof FakePicker) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof FakePicker>((r) => (resolve = r)));
  return { load, resolve: (c: typeof FakePicker) => act(async () => resolve(c)) };
}

const wrap = (ui: React.ReactNode, strict = false) => {
  const app = <MantineProvider env="test">{ui}</MantineProvider>;
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
};

/** Renders `Select` (RemoteSelect or a deferred one) labelled "Cliente", empty, with its own query client. */
function renderCustomerSelect(
  Select: ComponentType<RemoteSelectProps>,
  props: Pick<RemoteSelectProps, 'optionsQuery'> & Partial<RemoteSelectProps>,
  strict = false,
) {
  wrap(
    <QueryClientProvider client={new QueryClient()}>
      <Select label="Cliente" value={null} onChange={() => undefined} {...props} />
    </QueryClientProvider>,
    strict,
  );
}

describe('deferredPicker', () => {
  it('loads nothing until the picker is wanted, then hands over what was typed and the focus', async () => {
    const { load, resolve } = controlledLoader();
    const Picker = deferredPicker<FakeProps>(load);
    wrap(<Picker label="Clientes" value={[]} />);
    expect(load).not.toHaveBeenCalled();

    const user = userEvent.setup();
    const standIn = screen.getByRole('combobox', { name: 'Clientes' });
    await user.type(standIn, 'padar');
    expect(load).toHaveBeenCalledTimes(1);
    await resolve(FakePicker);

    const real = screen.getByTestId('real');
    expect(real).toHaveValue('padar');
    expect(real).toHaveFocus();
    expect(real).toHaveAttribute('data-opened', 'true');
    expect(screen.queryByRole('combobox', { name: 'Clientes' })).toBeNull();
  });

  it('once one picker loaded the code, every other stand-in on screen becomes the real picker before it is touched', async () => {
    const { load, resolve } = controlledLoader();
    const Picker = deferredPicker<FakeProps>(load);
    wrap(
      <>
        <Picker label="Cliente" value={[]} />
        <Picker label="Produto" value={[]} />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'pad');
    await resolve(FakePicker);
    // The product picker is already real: a click on it right after the customer is chosen
    // lands on the picker that stays, not on a stand-in swapped away under the pointer.
    expect(screen.getAllByTestId('real')).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Produto' })).toBeNull();
    expect(screen.getAllByTestId('real')[0]).toHaveFocus();
    expect(screen.getAllByTestId('real')[1]).toHaveAttribute('data-opened', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('focus alone (Tab, a form pointing at an error) hands over a closed picker', async () => {
    const { load, resolve } = controlledLoader();
    const Picker = deferredPicker<FakeProps>(load);
    wrap(<Picker label="Clientes" value={[]} />);
    act(() => screen.getByRole('combobox', { name: 'Clientes' }).focus());
    await resolve(FakePicker);
    expect(screen.getByTestId('real')).toHaveFocus();
    expect(screen.getByTestId('real')).toHaveAttribute('data-opened', 'false');
  });

  it('loads at once when a selection already exists, without taking the focus', async () => {
    const { load, resolve } = controlledLoader();
    const Picker = deferredPicker<FakeProps>(load);
    wrap(<Picker label="Clientes" value={['a', 'b']} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Clientes' })).toHaveAttribute('placeholder', '2 selecionados');
    await resolve(FakePicker);
    expect(screen.getByTestId('real')).not.toHaveFocus();
    expect(screen.getByTestId('real')).toHaveAttribute('data-opened', 'false');
  });

  it('says so when the code cannot be loaded, and tries again on the next focus', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    const Picker = deferredPicker<FakeProps>(load);
    wrap(<Picker label="Clientes" value={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Clientes' }));
    expect(await screen.findByText('Não foi possível carregar as opções. Tente novamente.')).toBeInTheDocument();
    const failedCalls = load.mock.calls.length;
    load.mockResolvedValue(FakePicker);
    await user.tab();
    await user.click(screen.getByRole('combobox', { name: 'Clientes' }));
    expect(await screen.findByTestId('real')).toHaveFocus();
    expect(load.mock.calls.length).toBeGreaterThan(failedCalls);
  });

  /** A deferred RemoteSelect labelled "Cliente" whose code arrives when `loaded()` is called. */
  function deferredRemoteSelect(props: Partial<RemoteSelectProps> = {}, strict = false) {
    let resolve: (c: typeof RemoteSelect) => void = () => undefined;
    const Picker = deferredPicker<RemoteSelectProps>(() => new Promise((r) => (resolve = r as typeof resolve)));
    const queryFn = vi.fn(async () => [{ value: '1', label: 'Padaria Pão Dourado' }]);
    renderCustomerSelect(
      Picker,
      { optionsQuery: (search) => ({ queryKey: ['t', search], queryFn }), ...props },
      strict,
    );
    return { loaded: () => act(async () => resolve(RemoteSelect)) };
  }

  // Under StrictMode (npm start), Mantine clears the search again on the second mount.
  it.each([
    ['', false],
    [', under StrictMode too', true],
  ])(
    'hands the typed text over to the real RemoteSelect, which Mantine would clear as it mounts%s',
    async (_, strict) => {
      const { loaded } = deferredRemoteSelect({}, strict);
      const user = userEvent.setup();
      await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'pada');
      await loaded();
      const real = screen.getByRole('combobox', { name: 'Cliente' });
      expect(real).not.toHaveAttribute('data-deferred-picker');
      expect(real).toHaveValue('pada');
      expect(real).toHaveFocus();
    },
  );

  it('keeps the field and its error ids through the hand-over: the error is not replaced and re-announced', async () => {
    const { loaded } = deferredRemoteSelect({ error: 'Escolha o cliente.' });
    const standIn = screen.getByRole('combobox', { name: 'Cliente' });
    const before = { id: standIn.id, describedBy: standIn.getAttribute('aria-describedby') };
    expect(before.describedBy).toContain(`${standIn.id}-error`);
    act(() => standIn.focus());
    await loaded();

    const real = screen.getByRole('combobox', { name: 'Cliente' });
    expect(real).not.toHaveAttribute('data-deferred-picker');
    expect(real.id).toBe(before.id);
    expect(real.getAttribute('aria-describedby')).toBe(before.describedBy);
    expect(document.getElementById(`${real.id}-error`)).toHaveTextContent('Escolha o cliente.');
  });
});

describe('an open picker with no option', () => {
  it('shows "Buscando…" as a disabled option, so its listbox holds only options', async () => {
    let answer: (options: { value: string; label: string }[]) => void = () => undefined;
    renderCustomerSelect(RemoteSelect, {
      optionsQuery: (search) => ({
        queryKey: ['empty', search],
        queryFn: () => new Promise<{ value: string; label: string }[]>((r) => (answer = r)),
      }),
    });
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Cliente' }));
    const listbox = await screen.findByRole('listbox');
    const waiting = await within(listbox).findByRole('option', { name: 'Buscando…' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    // What the listbox owns, through elements without a role: options only.
    const owned = [...listbox.querySelectorAll('[role]')].map((e) => e.getAttribute('role'));
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.every((role) => role === 'option' || role === 'group')).toBe(true);
    await act(async () => answer([]));
    expect(await within(listbox).findByRole('option', { name: 'Nada encontrado' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
