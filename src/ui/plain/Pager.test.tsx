import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pagerItems } from './Pager';

describe('pagerItems', () => {
  it('shows every page when they fit', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 0)).toEqual([1]);
  });

  it('leaves out pages with a gap, keeping seven items', () => {
    expect(pagerItems(1, 17)).toEqual([1, 2, 3, 4, 5, 'gap', 17]);
    expect(pagerItems(4, 17)).toEqual([1, 2, 3, 4, 5, 'gap', 17]);
    expect(pagerItems(5, 17)).toEqual([1, 'gap', 4, 5, 6, 'gap', 17]);
    expect(pagerItems(13, 17)).toEqual([1, 'gap', 12, 13, 14, 'gap', 17]);
    expect(pagerItems(14, 17)).toEqual([1, 'gap', 13, 14, 15, 16, 17]);
    expect(pagerItems(17, 17)).toEqual([1, 'gap', 13, 14, 15, 16, 17]);
    for (let page = 1; page <= 40; page++) expect(pagerItems(page, 40)).toHaveLength(7);
  });

  it('a gap always stands for two pages or more, and the current page is always shown', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pagerItems(page, total);
        expect(items).toContain(page);
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThanOrEqual(3);
        });
      }
    }
  });

  it('clamps a page out of range', () => {
    expect(pagerItems(99, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pager', () => {
  it('marks the current page and moves by page, arrows and edges', async () => {
    const onChange = vi.fn();
    render(<Pager page={5} total={17} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Página 6' }));
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await user.click(screen.getByRole('button', { name: 'Primeira página' }));
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onChange.mock.calls.map(([p]) => p as number)).toEqual([6, 6, 4, 1, 17]);
  });

  it('disables the arrows that lead nowhere and does not re-select the current page', async () => {
    const onChange = vi.fn();
    render(<Pager page={1} total={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
