import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorState, QueryError } from './QueryError';

describe('PageErrorState', () => {
  it('shows the page title, the error under its title and a retry that reads again', () => {
    const refetch = vi.fn();
    render(
      <PageErrorState
        title="Contrato"
        errorTitle="Não foi possível carregar o contrato"
        query={{ error: new Error('Falha 500'), refetch }}
      >
        <p>Voltar para os contratos</p>
      </PageErrorState>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contrato' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar o contrato');
    expect(screen.getByRole('alert').textContent).toContain('Falha 500');
    expect(screen.getByText('Voltar para os contratos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('QueryError: the error under its title, and a retry that reads the query again', () => {
    const refetch = vi.fn();
    render(<QueryError title="Não foi possível carregar" query={{ error: new Error('Sem rede'), refetch }} />);
    expect(screen.getByRole('alert').textContent).toContain('Sem rede');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
