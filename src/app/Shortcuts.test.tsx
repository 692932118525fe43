import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Shortcuts from './Shortcuts';

function renderScreen() {
  const create = vi.fn();
  render(
    <>
      <main id="conteudo">
        <input aria-label="Buscar" type="search" aria-keyshortcuts="/" />
        <input aria-label="Outro campo" />
        <button type="button" aria-keyshortcuts="n" onClick={create}>
          Novo contrato
        </button>
      </main>
      <Shortcuts />
    </>,
  );
  return { create };
}

describe('keyboard shortcuts', () => {
  it('"/" focuses the list search and "n" starts a new record', async () => {
    const { create } = renderScreen();
    fireEvent.keyDown(document.body, { key: '/' });
    await waitFor(() => expect(screen.getByLabelText('Buscar')).toHaveFocus());
    screen.getByLabelText('Buscar').blur();
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the user types in a field, nor with a modifier (screen readers use those)', async () => {
    const { create } = renderScreen();
    const other = screen.getByLabelText('Outro campo');
    other.focus();
    fireEvent.keyDown(other, { key: 'n' });
    fireEvent.keyDown(other, { key: '/' });
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'n', altKey: true });
    fireEvent.keyDown(document.body, { key: '/', metaKey: true });
    await new Promise((r) => requestAnimationFrame(r));
    expect(create).not.toHaveBeenCalled();
    expect(other).toHaveFocus();
  });

  it('"?" lists the shortcuts in a dialog', async () => {
    renderScreen();
    expect(screen.queryByText('Atalhos de teclado')).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: '?' });
    expect(await screen.findByText('Atalhos de teclado', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Buscar na lista desta tela')).toBeInTheDocument();
  });
});
