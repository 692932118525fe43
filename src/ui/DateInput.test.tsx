import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';

function Harness({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <DateInput
        label="Vencimento"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <button type="button">depois</button>
    </MantineProvider>
  );
}

describe('DateInput', () => {
  it('shows an ISO value as dd/mm/aaaa and is a text field (not the browser’s date input)', () => {
    render(<Harness initial="2027-12-31" onValue={vi.fn()} />);
    const input = screen.getByLabelText('Vencimento');
    expect(input).toHaveValue('31/12/2027');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('puts the slashes in as the user types and holds the ISO date once complete', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Vencimento');
    await userEvent.type(input, '31122027');
    expect(input).toHaveValue('31/12/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-12-31');
    expect(screen.queryByText(/Data inválida/)).not.toBeInTheDocument();
  });

  it('no error while typing; an incomplete or impossible date says so when the field is left', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Vencimento');
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
    render(<Harness initial="2027-12-31" onValue={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByLabelText('Vencimento')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
  });

  it('reads a pasted ISO date or another separator', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Vencimento');
    fireEvent.change(input, { target: { value: '2027-12-31' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-12-31');
    fireEvent.change(input, { target: { value: '01.02.2028' } });
    expect(onValue).toHaveBeenLastCalledWith('2028-02-01');
  });
});
