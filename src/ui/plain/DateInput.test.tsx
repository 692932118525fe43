import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderControlled } from '../../test/controlled';
import { DateInput } from './DateInput';

/** Renders a DateInput labelled "Vencimento" holding `initial`, with a button after it. */
const renderDateInput = (initial = '') =>
  renderControlled(DateInput, { label: 'Vencimento', initial, after: <button type="button">depois</button> });

describe('DateInput', () => {
  it('shows an ISO value as dd/mm/aaaa and is a text field (not the browser’s date input)', () => {
    const { input } = renderDateInput('2027-12-31');
    expect(input).toHaveValue('31/12/2027');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('puts the slashes in as the user types and holds the ISO date once complete', async () => {
    const { input, onValue } = renderDateInput();
    await userEvent.type(input, '31122027');
    expect(input).toHaveValue('31/12/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-12-31');
    expect(screen.queryByText(/Data inválida/)).not.toBeInTheDocument();
  });

  it('no error while typing; an incomplete or impossible date says so when the field is left', async () => {
    const { input, onValue } = renderDateInput();
    await userEvent.type(input, '3112');
    expect(input).toHaveValue('31/12');
    expect(screen.queryByText(/Data inválida/)).not.toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith('31/12');
    await userEvent.tab();
    expect(screen.getByText('Data inválida: use dd/mm/aaaa.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '31022027');
    expect(onValue).toHaveBeenLastCalledWith('31/02/2027');
    expect(screen.getByText('Data inválida: use dd/mm/aaaa.')).toBeInTheDocument();
  });

  it('is one tab stop', async () => {
    renderDateInput('2027-12-31');
    await userEvent.tab();
    expect(screen.getByLabelText('Vencimento')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
  });

  it('reads a pasted ISO date or another separator', () => {
    const { input, onValue } = renderDateInput();
    fireEvent.change(input, { target: { value: '2027-12-31' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-12-31');
    fireEvent.change(input, { target: { value: '01.02.2028' } });
    expect(onValue).toHaveBeenLastCalledWith('2028-02-01');
  });
});
