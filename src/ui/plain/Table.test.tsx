import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Table } from './Table';
import { columnFlex, columnsClass, type ColumnWidth } from './TableRoot';

function Rows({ stale }: { stale: boolean }) {
  return (
    <MantineProvider env="test">
      <Table aria-label="Itens" stale={stale}>
        <tbody>
          <tr>
            <td>Alfa</td>
          </tr>
        </tbody>
      </Table>
    </MantineProvider>
  );
}

describe('Table: previous rows while the next load (decision 0015)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dims them only once the wait passes 150 ms, with an attribute and no animation, and undims when the rows arrive', () => {
    const { rerender } = render(<Rows stale={false} />);
    const table = screen.getByRole('table', { name: 'Itens' });
    rerender(<Rows stale />);
    act(() => vi.advanceTimersByTime(149));
    expect(table).not.toHaveAttribute('data-dimmed');
    // Nothing that would give the table a compositor layer while it waits.
    expect(table).not.toHaveAttribute('data-stale');
    act(() => vi.advanceTimersByTime(1));
    expect(table).toHaveAttribute('data-dimmed');
    rerender(<Rows stale={false} />);
    expect(table).not.toHaveAttribute('data-dimmed');
  });

  it('a quick answer never dims', () => {
    const { rerender } = render(<Rows stale />);
    const table = screen.getByRole('table', { name: 'Itens' });
    act(() => vi.advanceTimersByTime(100));
    rerender(<Rows stale={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(table).not.toHaveAttribute('data-dimmed');
  });
});

describe("the tables' CSS: no positional or sibling rule that can match a list's row (decision 0015)", () => {
  // The selectors of the CSS files of src/ui/plain and src/ui/plain/list (the tables' and the lists').
  const selectors = ['.', 'list'].flatMap((dir) => {
    const folder = join('src/ui/plain', dir);
    return readdirSync(folder)
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) =>
        readFileSync(join(folder, f), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .split('}')
          .map((block) => block.split('{')[0] ?? '')
          .flatMap((list) => list.split(','))
          .map((selector) => selector.trim())
          .filter(Boolean),
      );
  });
  // A row matched by tag (not by a class a list's rows do not carry) with a positional
  // pseudo-class, or followed by a sibling combinator.
  const positional =
    /(^|[\s>+~(])tr(?![\w-])(\[[^\]]*\]|:(?!nth|last|first|only)[\w-]+(\([^)]*\))?)*:(nth-|last-|first-|only-)/;
  const sibling = /(^|[\s>+~(])tr(?![\w-])(\[[^\]]*\]|:[\w-]+(\([^)]*\))?)*\s*[+~]/;

  it('reads the rules (the check below is not vacuous)', () => {
    expect(selectors).toContain('.ui-table[data-striped] tbody > .ui-tr:nth-of-type(odd)');
    expect(positional.test('.ui-table tbody tr:nth-of-type(odd)')).toBe(true);
    expect(positional.test('.x > tbody > tr[data-a]:last-of-type')).toBe(true);
    expect(sibling.test('.ui-table tbody tr + tr')).toBe(true);
    expect(positional.test('.ui-table tbody > .ui-tr:nth-of-type(odd)')).toBe(false);
  });

  it('has none: adding or removing rows would restyle every row, cells included', () => {
    expect(selectors.filter((s) => positional.test(s) || sibling.test(s))).toEqual([]);
  });
});

describe('Table.Tr', () => {
  it('carries `ui-tr` (its stripe and line), with its own classes', () => {
    render(
      <Table aria-label="Itens" striped>
        <tbody>
          <Table.Tr className="destaque">
            <Table.Td>Alfa</Table.Td>
          </Table.Tr>
        </tbody>
      </Table>,
    );
    expect(screen.getByRole('row')).toHaveClass('ui-tr', 'destaque');
  });
});

describe("Table's parts", () => {
  it('render a header, a body and a footer, with their style props', () => {
    render(
      <Table striped aria-label="Saldos das contas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Conta</Table.Th>
            <Table.Th scope="col" ta="right" miw={140}>
              Saldo
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Banco</Table.Th>
            <Table.Td ta="right" fw={700} c="red">
              -R$ 5,00
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td ta="right">-R$ 5,00</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Saldos das contas' });
    expect(table).toHaveAttribute('data-striped');
    const saldo = screen.getByRole('columnheader', { name: 'Saldo' });
    expect([saldo.style.textAlign, saldo.style.minWidth]).toEqual(['right', '8.75rem']);
    expect(screen.getByRole('rowheader', { name: 'Total' }).closest('tfoot')).not.toBeNull();
    const [amount] = screen.getAllByRole('cell', { name: '-R$ 5,00' });
    expect([amount?.style.fontWeight, amount?.style.color]).toEqual(['700', 'var(--mantine-color-red-text)']);
  });
});

describe('Table with columns: rows as flex lines on the columns (decision 0015)', () => {
  it.each<{ width: ColumnWidth; flex: string }>([
    { width: '7rem', flex: 'flex:0 0 7rem;min-width:0' },
    { width: '100%', flex: 'flex:0 0 100%;min-width:0' },
    { width: '1fr', flex: 'flex:1 1 0;min-width:0' },
    { width: 'minmax(10rem, 2fr)', flex: 'flex:2 1 0;min-width:10rem' },
    { width: 'minmax(5.5rem, 1.5fr)', flex: 'flex:1.5 1 0;min-width:5.5rem' },
  ])("gives a width of $width its cells' flex: $flex", ({ width, flex }) => {
    expect(columnFlex(width)).toBe(flex);
  });

  it('gives each set of widths its class, and writes its rules into the document once', () => {
    const widths = ['2.5rem', 'minmax(10rem, 2fr)', '7rem'] as const;
    const other = ['2.5rem', 'minmax(10rem, 1fr)', '7rem'] as const;
    expect(columnsClass(widths)).toBe(columnsClass([...widths]));
    expect(columnsClass(widths)).not.toBe(columnsClass(other));
    const table = (label: string, columns: readonly ColumnWidth[]) => (
      <Table aria-label={label} columns={columns}>
        <tbody>
          <tr>
            <td>a</td>
            <td>b</td>
            <td>c</td>
          </tr>
        </tbody>
      </Table>
    );
    render(
      <>
        {table('Um', widths)}
        {table('Dois', [...widths])}
        {table('Três', other)}
      </>,
    );
    const name = columnsClass(widths);
    expect(screen.getByRole('table', { name: 'Um' })).toHaveClass('ui-table', name);
    expect(screen.getByRole('table', { name: 'Dois' })).toHaveClass(name);
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    // One rule a column, by the cell's place in its row; the same widths written once.
    expect(css).toContain(`.ui-table.${name}>*>tr>:nth-child(2){flex:2 1 0;min-width:10rem}`);
    expect(css.split(`.ui-table.${name}>*>tr>:nth-child(1){`)).toHaveLength(2);
    expect(css).toContain(`.ui-table.${columnsClass(other)}>*>tr>:nth-child(2){flex:1 1 0;min-width:10rem}`);
  });
});
