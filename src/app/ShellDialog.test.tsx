import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellDialog } from './ShellDialog';

describe('ShellDialog', () => {
  it('opens with the focus on "Fechar", whatever comes first', () => {
    render(
      <ShellDialog title="Sair?" onClose={vi.fn()} actions={<button type="button">Sair e apagar</button>}>
        <p>Trabalho</p>
      </ShellDialog>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });

  it('a dialog opened within another closes alone', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <ShellDialog title="Empresas" onClose={outer}>
        <ShellDialog title="Sair desta empresa?" onClose={inner}>
          <p>Trabalho</p>
        </ShellDialog>
      </ShellDialog>,
    );
    fireEvent(screen.getByRole('dialog', { name: 'Sair desta empresa?' }), new Event('close'));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    fireEvent(screen.getByRole('dialog', { name: 'Empresas' }), new Event('close'));
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
