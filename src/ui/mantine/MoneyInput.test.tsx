import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderControlled } from '../../test/controlled';
import type { NumberValue } from '../plain/form/values';
import { MoneyInput } from './MoneyInput';

/** Renders a MoneyInput labelled "Valor" holding `initial`. */
const renderMoneyInput = (initial: NumberValue) => renderControlled(MoneyInput, { label: 'Valor', initial });

describe('MoneyInput', () => {
  it('shows an amount with two decimals: 79,90 and 4.676,60, with R$ beside it', () => {
    const { input } = renderMoneyInput(79.9);
    expect(input).toHaveValue('79,90');
    expect(screen.getByText('R$')).toBeInTheDocument();
  });

  it.each([
    ['1.234,5', 1234.5, '1.234,50'],
    ['1234.5', 1234.5, '1.234,50'],
    ['4676,6', 4676.6, '4.676,60'],
  ])('reads "%s" as %d and shows %s once left', async (typed, value, shown) => {
    const { input, onValue } = renderMoneyInput('');
    await userEvent.type(input, typed);
    // While typing, what was typed stays as it is.
    expect(input).toHaveValue(typed);
    expect(onValue).toHaveBeenLastCalledWith(value);
    await userEvent.tab();
    expect(input).toHaveValue(shown);
  });

  it('keeps text that is not an amount for the schema to refuse', async () => {
    const { input, onValue } = renderMoneyInput('');
    await userEvent.type(input, '12a');
    expect(onValue).toHaveBeenLastCalledWith('12a');
    await userEvent.tab();
    expect(input).toHaveValue('12a');
  });
});
