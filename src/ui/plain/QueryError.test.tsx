import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorState, QueriesError, QueryError } from './QueryError';

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

  it('QueriesError: one error for the failed reads of a section, each message once, one retry reading each again', () => {
    const reads = [
      new Error('Erro interno no servidor.'),
      new Error('Erro interno no servidor.'),
      new Error('Sem rede'),
    ].map((error) => ({ error, refetch: vi.fn() }));
    const view = render(<QueriesError title="O fluxo não pôde ser lido" queries={reads} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('O fluxo não pôde ser lido');
    expect(screen.getByRole('alert').textContent?.match(/Erro interno no servidor\./g)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Sem rede');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    for (const read of reads) expect(read.refetch).toHaveBeenCalledTimes(1);
    view.rerender(<QueriesError title="O fluxo não pôde ser lido" queries={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
