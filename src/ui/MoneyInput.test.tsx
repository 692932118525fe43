import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NumberValue } from './form/values';
import { MoneyInput } from './MoneyInput';

function Harness({ initial, onValue }: { initial: NumberValue; onValue: (v: NumberValue) => void }) {
  const [value, setValue] = useState<NumberValue>(initial);
  return (
    <MantineProvider env="test">
      <MoneyInput
        label="Valor"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </MantineProvider>
  );
}

describe('MoneyInput', () => {
  it('shows an amount with two decimals: 79,90 and 4.676,60, with R$ beside it', () => {
    render(<Harness initial={79.9} onValue={vi.fn()} />);
    expect(screen.getByLabelText('Valor')).toHaveValue('79,90');
    expect(screen.getByText('R$')).toBeInTheDocument();
  });

  it.each([
    ['1.234,5', 1234.5, '1.234,50'],
    ['1234.5', 1234.5, '1.234,50'],
    ['4676,6', 4676.6, '4.676,60'],
  ])('reads "%s" as %d and shows %s once left', async (typed, value, shown) => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Valor');
    await userEvent.type(input, typed);
    // While typing, what was typed stays as it is.
    expect(input).toHaveValue(typed);
    expect(onValue).toHaveBeenLastCalledWith(value);
    await userEvent.tab();
    expect(input).toHaveValue(shown);
  });

  it('keeps text that is not an amount for the schema to refuse', async () => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Valor'), '12a');
    expect(onValue).toHaveBeenLastCalledWith('12a');
    await userEvent.tab();
    expect(screen.getByLabelText('Valor')).toHaveValue('12a');
  });
});
