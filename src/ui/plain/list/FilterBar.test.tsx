import { platformToday } from '../../../lib/dates';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { presetInterval } from '../../../lib/date-presets';
import { FilterBar, type FilterDef } from './FilterBar';
import { periodChooser, type FilterPreset } from './period-chooser';

interface Fields {
  situacao: string;
  de: string;
  ate: string;
  contas: string[];
}

const renders = vi.fn();
/** A custom field that counts its renders. */
const Accounts = memo(function Accounts({ value }: { value: string[]; onChange: (v: string[]) => void }) {
  renders(value);
  return <p>Contas: {value.join(', ') || 'todas'}</p>;
});

const FIELDS: readonly FilterDef<Fields>[] = [
  {
    kind: 'select',
    key: 'situacao',
    label: 'Situação',
    options: [
      { value: 'TODOS', label: 'Todos' },
      { value: 'ATIVO', label: 'Ativos' },
    ],
  },
  { kind: 'dates', key: 'de', end: 'ate', label: 'Vencimento de', required: true },
  { kind: 'custom', key: 'contas', component: Accounts },
];

function bar(filters: Fields, onChange: (patch: Partial<Fields>) => void, onClear = () => {}) {
  return (
    <MantineProvider>
      <FilterBar
        label="Filtros de teste"
        fields={FIELDS}
        filters={filters}
        onChange={onChange}
        onClear={onClear}
        hasActiveFilters
      />
    </MantineProvider>
  );
}

describe('FilterBar', () => {
  it('renders the fields from data and sends one patch per change, both ends of an interval together', () => {
    const onChange = vi.fn();
    render(bar({ situacao: 'TODOS', de: '2026-01-01', ate: '2026-12-31', contas: [] }, onChange));
    expect(screen.getByRole('search', { name: 'Filtros de teste' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'ATIVO' } });
    expect(onChange).toHaveBeenLastCalledWith({ situacao: 'ATIVO' });
    fireEvent.change(screen.getByLabelText('até'), { target: { value: '2026-06-30' } });
    expect(onChange).toHaveBeenLastCalledWith({ de: '2026-01-01', ate: '2026-06-30' });
    expect(screen.getByText('Contas: todas')).toBeInTheDocument();
  });

  it('re-renders a field only when its own value changes, lists compared by content', () => {
    const onChange = vi.fn();
    renders.mockClear();
    const { rerender } = render(
      bar({ situacao: 'TODOS', de: '2026-01-01', ate: '2026-12-31', contas: ['c1'] }, onChange),
    );
    expect(renders).toHaveBeenCalledTimes(1);
    // Another filter changes; the URL is parsed anew, so the list is a new array of the same ids.
    rerender(bar({ situacao: 'ATIVO', de: '2026-01-01', ate: '2026-12-31', contas: ['c1'] }, onChange));
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(bar({ situacao: 'ATIVO', de: '2026-01-01', ate: '2026-12-31', contas: ['c1', 'c2'] }, onChange));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Contas: c1, c2')).toBeInTheDocument();
  });

  it('offers the periods beside the dates, writes the same fields, and shows which one is in force', () => {
    const periods: FilterPreset<Fields>[] = (['hoje', 'este_mes', 'vencidas'] as const).map((p) => ({
      value: p,
      label: p,
      patch: (today) => {
        const { start, end } = presetInterval(p, today);
        return { de: start, ate: end, ...(p === 'vencidas' ? { situacao: 'ATRASADO' } : {}) };
      },
    }));
    const fields: FilterDef<Fields>[] = [
      { kind: 'dates', key: 'de', end: 'ate', label: 'Vencimento de', required: true, aside: periodChooser(periods) },
    ];
    const onChange = vi.fn();
    const today = platformToday();
    const month = presetInterval('este_mes', today);
    const view = (filters: Fields) => (
      <FilterBar
        label="Filtros"
        fields={fields}
        filters={filters}
        onChange={onChange}
        onClear={() => {}}
        hasActiveFilters
      />
    );
    const { rerender } = render(view({ situacao: '', de: '2020-01-01', ate: '2020-01-05', contas: [] }));
    const period = screen.getByLabelText<HTMLSelectElement>('Período');
    expect(period.value).toBe('');
    expect(period.selectedOptions[0]?.textContent).toBe('Personalizado');
    fireEvent.change(period, { target: { value: 'este_mes' } });
    expect(onChange).toHaveBeenLastCalledWith({ de: month.start, ate: month.end });
    rerender(view({ situacao: '', de: month.start, ate: month.end, contas: [] }));
    expect(period.value).toBe('este_mes');
    const overdue = presetInterval('vencidas', today);
    fireEvent.change(period, { target: { value: 'vencidas' } });
    expect(onChange).toHaveBeenLastCalledWith({ de: overdue.start, ate: overdue.end, situacao: 'ATRASADO' });
    // The dates of "Vencidas" without its other field are a period of the user's own.
    rerender(view({ situacao: '', de: overdue.start, ate: overdue.end, contas: [] }));
    expect(period.value).toBe('');
  });
});
