import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Table } from './Table';

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

describe('Table: previous rows while the next load (decision 0012)', () => {
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
