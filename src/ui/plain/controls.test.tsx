import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainAlert, PlainButton, NativeSelect, PlainTextInput } from './controls';
import { Table } from './Table';

/* The first screen's plain components (decision 0009): no Mantine provider around them. */

describe('plain components', () => {
  it('a text field is labelled, described and tells its error, as Mantine fields do', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <PlainTextInput label="Buscar" description="Nome ou número" error="Texto curto demais." required ref={ref} />,
    );
    const input = screen.getByRole('textbox', { name: /^Buscar/ });
    expect(ref.current).toBe(input);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Nome ou número Texto curto demais.');
    // The error is announced when it appears; the asterisk is not read.
    expect(screen.getByRole('alert')).toHaveTextContent('Texto curto demais.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('without an error the field is valid and describes only what it has', () => {
    render(<PlainTextInput label="Buscar" aria-describedby="dica" />);
    const input = screen.getByRole('textbox', { name: 'Buscar' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'dica');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a select field lists its options by label and value', () => {
    const change = vi.fn();
    render(
      <NativeSelect
        label="Situação"
        data={[{ value: 'ATIVO', label: 'Ativos' }, '10']}
        value="ATIVO"
        onChange={(e) => change(e.currentTarget.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Situação' });
    expect(select).toHaveValue('ATIVO');
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['ATIVO', 'Ativos'],
      ['10', '10'],
    ]);
  });

  it('a button does not submit its form unless told to, and an alert keeps its role', () => {
    const submit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <PlainButton onClick={() => undefined}>Limpar</PlainButton>
        <PlainButton type="submit">Enviar</PlainButton>
        <PlainAlert role="alert" title="Erro" color="red">
          Falhou
        </PlainAlert>
      </form>,
    );
    screen.getByRole('button', { name: 'Limpar' }).click();
    expect(submit).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Enviar' }).click();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('ErroFalhou');
  });

  it("table cells keep Mantine's style props as inline styles", () => {
    render(
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td ta="right" w={160} fw={700} c="red">
              R$ 1,00
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const cell = screen.getByRole('cell', { name: 'R$ 1,00' });
    expect(cell.style.textAlign).toBe('right');
    expect(cell.style.width).toBe('10rem');
    expect(cell.style.fontWeight).toBe('700');
    expect(cell.style.color).toBe('var(--mantine-color-red-text)');
  });
});
