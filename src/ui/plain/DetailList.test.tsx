import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateDetail, Detail, DetailList, MoneyDetail } from './DetailList';

describe('DetailList', () => {
  it('is a description list of label/value pairs, each value in its own direction', () => {
    const { container } = render(
      <DetailList>
        <Detail label="Cliente">Clínica Sorriso Pleno</Detail>
        <Detail label="Observações" wide>
          {'Primeira linha\nSegunda linha'}
        </Detail>
      </DetailList>,
    );
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Cliente', 'Observações']);
    const values = screen.getAllByRole('definition');
    expect(values.map((d) => d.textContent)).toEqual(['Clínica Sorriso Pleno', 'Primeira linha\nSegunda linha']);
    for (const value of values) expect(value).toHaveAttribute('dir', 'auto');
    // Each pair is one grid cell (dl > div > dt + dd); a wide one spans the row.
    const pairs = [...(list as HTMLElement).children];
    expect(pairs.map((p) => p.tagName)).toEqual(['DIV', 'DIV']);
    expect(within(pairs[1] as HTMLElement).getByRole('term')).toHaveTextContent('Observações');
    expect(pairs[0]).not.toHaveAttribute('data-wide');
    expect(pairs[1]).toHaveAttribute('data-wide', '');
  });

  it('fills the row with 200px-wide columns unless given its columns by breakpoint', () => {
    const { container, rerender } = render(
      <DetailList>
        <Detail label="Número">1001</Detail>
      </DetailList>,
    );
    const list = () => container.querySelector('dl') as HTMLElement;
    expect(list()).not.toHaveAttribute('data-cols');
    expect(list()).toHaveAttribute('data-look', 'fields');
    expect(list()).toHaveAttribute('data-spacing', 'md');
    expect(list()).not.toHaveAttribute('data-label-weight');

    rerender(
      <DetailList cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" look="figures" labelWeight={600}>
        <Detail label="Número">1001</Detail>
      </DetailList>,
    );
    expect(list()).toHaveAttribute('data-cols', '');
    expect(list().style.getPropertyValue('--ui-details-cols')).toBe('2');
    expect(list().style.getPropertyValue('--ui-details-cols-sm')).toBe('3');
    expect(list().style.getPropertyValue('--ui-details-cols-md')).toBe('6');
    expect(list()).toHaveAttribute('data-look', 'figures');
    expect(list()).toHaveAttribute('data-spacing', 'sm');
    expect(list()).toHaveAttribute('data-label-weight', '600');
  });

  it('leaves the breakpoints it is not given to the narrower ones', () => {
    const { container } = render(
      <DetailList cols={{ base: 1 }}>
        <Detail label="Cliente">—</Detail>
      </DetailList>,
    );
    const list = container.querySelector('dl') as HTMLElement;
    expect(list.style.getPropertyValue('--ui-details-cols')).toBe('1');
    expect(list.style.getPropertyValue('--ui-details-cols-sm')).toBe('');
    expect(list.style.getPropertyValue('--ui-details-cols-md')).toBe('');
  });

  it('MoneyDetail and DateDetail show an amount and a date, or a dash when there is none', () => {
    render(
      <DetailList>
        <MoneyDetail label="Valor" value={1234.5} />
        <DateDetail label="Vencimento" value="2026-11-05" />
        <DateDetail label="Pagamento" value={null} />
      </DetailList>,
    );
    const values = screen.getAllByRole('definition').map((d) => d.textContent?.replace(/\s/g, ' '));
    expect(values).toEqual(['R$ 1.234,50', '05/11/2026', '—']);
  });
});
