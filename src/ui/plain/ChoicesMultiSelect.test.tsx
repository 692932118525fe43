import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoicesMultiSelect } from './ChoicesMultiSelect';
import { DeferredChoicesMultiSelect } from './DeferredPicker';

const SITUATIONS = [
  { value: 'EM_ABERTO', label: 'Em aberto' },
  { value: 'ATRASADO', label: 'Atrasado' },
  { value: 'RECEBIDO', label: 'Recebido' },
  { value: 'RECEBIDO_PARCIAL', label: 'Recebido parcial' },
];

/** The field as a filter bar holds it: the value in the parent; every change recorded. */
function Harness({ initial = [], searchable = false }: { initial?: string[]; searchable?: boolean }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <ChoicesMultiSelect
        label="Situação"
        placeholder={value.length ? undefined : 'Todas as situações'}
        data={SITUATIONS}
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
        clearable
        searchable={searchable}
        nothingFoundMessage="Nenhuma situação encontrada"
      />
      <button type="button">depois</button>
    </>
  );
}
const changes = vi.fn();

const combobox = () => screen.getByRole('combobox', { name: 'Situação' });
const pills = () => [...document.querySelectorAll('.ui-pill')].map((p) => p.firstChild?.textContent);

describe('ChoicesMultiSelect', () => {
  it('is a labelled combobox, closed, with the placeholder while nothing is chosen', () => {
    render(<Harness />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('placeholder', 'Todas as situações');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a click opens the options; clicks pick several in a row; a chosen one is unpicked', async () => {
    changes.mockClear();
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    const list = screen.getByRole('listbox', { name: 'Situação' });
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: /Atrasado/ }));
    await user.click(screen.getByRole('option', { name: /Em aberto/ }));
    expect(changes).toHaveBeenLastCalledWith(['ATRASADO', 'EM_ABERTO']);
    expect(screen.getByRole('option', { name: /Atrasado/ })).toHaveAttribute('aria-selected', 'true');
    expect(pills()).toEqual(['Atrasado', 'Em aberto']);
    expect(combobox()).not.toHaveAttribute('placeholder');
    // The focus never left the input, and the list stays open for the next pick.
    expect(combobox()).toHaveFocus();
    await user.click(screen.getByRole('option', { name: /Atrasado/ }));
    expect(changes).toHaveBeenLastCalledWith(['EM_ABERTO']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('from the keyboard: arrows move the active option, Enter picks it, Backspace takes the last out', async () => {
    changes.mockClear();
    const user = userEvent.setup();
    render(<Harness />);
    combobox().focus();
    // Focus alone does not open it (a Tab through the filters opens nothing).
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Em aberto');
    expect(active()).toHaveAttribute('data-combobox-selected');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(changes).toHaveBeenLastCalledWith(['RECEBIDO']);
    await user.keyboard('{End}{Enter}{Home}{Enter}');
    expect(changes).toHaveBeenLastCalledWith(['RECEBIDO', 'RECEBIDO_PARCIAL', 'EM_ABERTO']);
    await user.keyboard('{Backspace}');
    expect(changes).toHaveBeenLastCalledWith(['RECEBIDO', 'RECEBIDO_PARCIAL']);
    expect(pills()).toEqual(['Recebido', 'Recebido parcial']);
    // Tab leaves and closes it: to the clear button (values chosen), then on.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Limpar situação' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a pill and the clear button take values out without opening the list', async () => {
    changes.mockClear();
    const user = userEvent.setup();
    render(<Harness initial={['ATRASADO', 'RECEBIDO']} />);
    expect(pills()).toEqual(['Atrasado', 'Recebido']);
    await user.click(screen.getByRole('button', { name: 'Remover Atrasado' }));
    expect(changes).toHaveBeenLastCalledWith(['RECEBIDO']);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Limpar situação' }));
    expect(changes).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('button', { name: 'Limpar situação' })).toBeNull();
  });

  it('searchable: typing narrows the options, accents and case aside; nothing found is said', async () => {
    changes.mockClear();
    const user = userEvent.setup();
    render(<Harness searchable />);
    await user.type(combobox(), 'RECEBIDO P');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Recebido parcial']);
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith(['RECEBIDO_PARCIAL']);
    // Backspace edits the search while it has text; it does not take a value out.
    await user.keyboard('{Backspace}');
    expect(changes).toHaveBeenCalledTimes(1);
    await user.clear(combobox());
    await user.type(combobox(), 'xyz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma situação encontrada');
    // Enter with nothing to pick does nothing.
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenCalledTimes(1);
  });
  it("an option's description reads under its label and in its name; the search is on the label", async () => {
    const user = userEvent.setup();
    render(
      <ChoicesMultiSelect
        label="Contratos"
        data={[
          { value: 'c1', label: 'Contrato nº 12 · Padaria Sol', description: '3 notas' },
          { value: 'c2', label: 'Contrato nº 7 · Mercado Lua', description: '1 nota' },
        ]}
        value={[]}
        onChange={() => undefined}
        searchable
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Contratos' }));
    expect(screen.getByRole('option', { name: 'Contrato nº 12 · Padaria Sol, 3 notas' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Contratos' }), 'notas');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});

describe('DeferredChoicesMultiSelect (the first screen)', () => {
  it('is a plain stand-in until focused, then this field, with the focus', async () => {
    const user = userEvent.setup();
    render(
      <DeferredChoicesMultiSelect
        label="Formas de pagamento"
        placeholder="Todas as formas"
        data={SITUATIONS}
        value={[]}
        onChange={changes}
        clearable
        searchable
      />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Formas de pagamento' });
    expect(standIn).toHaveAttribute('data-deferred-picker');
    await user.tab();
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    const real = screen.getByRole('combobox', { name: 'Formas de pagamento' });
    expect(real).not.toHaveAttribute('data-deferred-picker');
    expect(real).toHaveFocus();
    changes.mockClear();
    await user.type(real, 'receb{Enter}');
    expect(changes).toHaveBeenLastCalledWith(['RECEBIDO']);
  });

  it('the field opens on what the stand-in was given: the text typed, open or closed', () => {
    render(
      <ChoicesMultiSelect
        label="Situação"
        data={SITUATIONS}
        value={[]}
        onChange={changes}
        searchable
        initialSearch="receb"
        defaultDropdownOpened
      />,
    );
    expect(combobox()).toHaveValue('receb');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Recebido', 'Recebido parcial']);
  });
});
