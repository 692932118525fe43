import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter, dateRangeErrors } from './DateRangeFilter';

describe('dateRangeErrors', () => {
  it('required: both ends, the end not before the start', () => {
    expect(dateRangeErrors('2026-01-01', '2026-12-31', true)).toEqual({ start: null, end: null });
    expect(dateRangeErrors('', '2026-12-31', true)).toEqual({ start: 'Informe a data inicial.', end: null });
    expect(dateRangeErrors('2026-01-01', '', true)).toEqual({ start: null, end: 'Informe a data final.' });
    expect(dateRangeErrors('2026-02-01', '2026-01-31', true).end).toBe('A data final não pode ser anterior à inicial.');
    expect(dateRangeErrors('2026-02-30', '2026-03-01', true).start).toBe('Data inválida.');
  });

  it('optional: neither end is fine, one alone is not', () => {
    expect(dateRangeErrors('', '', false)).toEqual({ start: null, end: null });
    expect(dateRangeErrors('2026-01-01', '', false).end).toBe('Informe também a data final.');
    expect(dateRangeErrors('', '2026-01-01', false).start).toBe('Informe também a data inicial.');
    expect(dateRangeErrors('', '', true).start).toBe('Informe a data inicial.');
  });
});

describe('DateRangeFilter', () => {
  const renderFilter = (props: Partial<Parameters<typeof DateRangeFilter>[0]> = {}) => {
    const onApply = vi.fn();
    const view = render(
      <MantineProvider env="test">
        <DateRangeFilter
          label="Vigência de"
          start="2026-01-01"
          end="2026-12-31"
          required
          onApply={onApply}
          {...props}
        />
      </MantineProvider>,
    );
    return { onApply, view };
  };

  it('applies a valid interval and keeps an inverted one, with its error, without applying it', () => {
    const { onApply } = renderFilter();
    const end = screen.getByLabelText('até');
    fireEvent.change(end, { target: { value: '2026-06-30' } });
    expect(onApply).toHaveBeenLastCalledWith('2026-01-01', '2026-06-30');
    fireEvent.change(end, { target: { value: '2025-06-30' } });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(end).toHaveValue('30/06/2025');
    expect(screen.getByText('A data final não pode ser anterior à inicial.')).toBeInTheDocument();
  });

  it('follows the URL when it changes from elsewhere (back, "Limpar filtros")', () => {
    const { view, onApply } = renderFilter();
    fireEvent.change(screen.getByLabelText('até'), { target: { value: '2025-06-30' } });
    view.rerender(
      <MantineProvider env="test">
        <DateRangeFilter label="Vigência de" start="2024-01-01" end="2024-12-31" required onApply={onApply} />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Vigência de')).toHaveValue('01/01/2024');
    expect(screen.getByLabelText('até')).toHaveValue('31/12/2024');
    expect(screen.queryByText('A data final não pode ser anterior à inicial.')).not.toBeInTheDocument();
  });

  it('takes dd/mm/aaaa as typed, says nothing until the date is complete, applies it as ISO', () => {
    const { onApply } = renderFilter();
    const end = screen.getByLabelText('até');
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: '3006' } });
    expect(end).toHaveValue('30/06');
    expect(screen.queryByText(/Data inválida|Informe/)).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: '30/06/2026' } });
    expect(onApply).toHaveBeenLastCalledWith('2026-01-01', '2026-06-30');
    expect(end).toHaveValue('30/06/2026');
  });
});
