import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, type FilterDef } from './FilterBar';

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
});
