import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { RefreshButton } from './RefreshButton';

describe('RefreshButton', () => {
  it('reads again the queries under its key', () => {
    const { queryClient } = renderWithApp(<RefreshButton queryKey={['panel']} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['panel'] });
  });
});
