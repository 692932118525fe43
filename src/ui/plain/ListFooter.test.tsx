import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFooter, type ListFooterProps } from './ListFooter';

const base: ListFooterProps = {
  noun: 'parcelas',
  page: 2,
  pageSize: 10,
  pageSizes: [10, 20, 50],
  total: 34,
  loading: false,
  showingPrevious: false,
  onPage: () => undefined,
  onPageSize: () => undefined,
};
const renderFooter = (props: Partial<ListFooterProps> = {}) =>
  render(
    <MantineProvider env="test">
      <ListFooter {...base} {...props} />
    </MantineProvider>,
  );

describe('ListFooter', () => {
  it('says which rows are shown', () => {
    renderFooter();
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 11–20 de 34 parcelas');
    expect(screen.getByRole('button', { name: 'Página 4' })).toBeInTheDocument();
  });

  it('names a single row in the singular', () => {
    renderFooter({ total: 1, page: 1, pageSize: 10 });
    expect(screen.getByRole('status')).toHaveTextContent(/^1 parcela$/);
  });

  it('writes counts the Brazilian way', () => {
    renderFooter({ total: 1486, page: 2, pageSize: 1000 });
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1.001–1.486 de 1.486 parcelas');
  });

  it('does not announce the next range while the previous rows are still on screen', () => {
    renderFooter({ showingPrevious: true, page: 3 });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando a página 3…');
  });

  it('first load and empty results', () => {
    renderFooter({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando parcelas…');
    renderFooter({ total: 0, page: 1 });
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('0 parcelas');
  });

  it('changes page and page size', async () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    renderFooter({ onPage, onPageSize });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parcelas por página' }), '50');
    expect(onPageSize).toHaveBeenCalledWith(50);
  });
});
