import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useHref, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRowNavigation } from './useRowNavigation';

function Rows() {
  const onClick = useRowNavigation();
  const base = useHref('/itens');
  return (
    <table onClick={onClick}>
      <tbody>
        {['a', 'b'].map((id) => (
          <tr key={id}>
            <td>
              <a data-row-link href={`${base}/${id}`}>
                Item {id}
              </a>
            </td>
            <td>Descrição {id}</td>
            <td>
              <button type="button">Ação {id}</button> <a href="/outro">Outro {id}</a>{' '}
              <a data-app-link data-keep-from href={`${base}/${id}/baixa`}>
                Baixar {id}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <>
      <output aria-label="rota">{location.pathname}</output>
      <output aria-label="origem">{from ?? ''}</output>
    </>
  );
}

function renderRows(at = '/admin/itens') {
  return render(
    <MemoryRouter basename="/admin" initialEntries={[at]}>
      <Where />
      <Routes>
        <Route path="/itens" element={<Rows />} />
        <Route path="/itens/:id" element={<p>aberto</p>} />
        <Route path="/itens/:id/baixa" element={<p>baixa</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const route = () => screen.getByRole('status', { name: 'rota' }).textContent;

describe('useRowNavigation', () => {
  it('links carry the full address, basename included, for a new tab or a copied link', () => {
    renderRows();
    expect(screen.getByRole('link', { name: 'Item b' })).toHaveAttribute('href', '/admin/itens/b');
  });

  it('a click anywhere on a row opens it in the app', async () => {
    renderRows();
    await userEvent.click(screen.getByText('Descrição b'));
    expect(route()).toBe('/itens/b');
  });

  it('the link opens in the app without a page load, also by Enter', async () => {
    const user = userEvent.setup();
    renderRows();
    const link = screen.getByRole('link', { name: 'Item a' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(route()).toBe('/itens/a');
  });

  it('a click with a modifier on the link is left to the browser (new tab or window)', () => {
    renderRows();
    const link = screen.getByRole('link', { name: 'Item a' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const notCancelled = fireEvent.click(link, modifier);
      expect(notCancelled).toBe(true);
      expect(route()).toBe('/itens');
    }
  });

  it('another button of the mouse, or a control inside the row, does not open the row', () => {
    renderRows();
    fireEvent.click(screen.getByText('Descrição a'), { button: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Ação a' }));
    expect(route()).toBe('/itens');
    // Another link of the row is not taken over (the browser follows it).
    expect(fireEvent.click(screen.getByRole('link', { name: 'Outro a' }))).toBe(true);
    expect(route()).toBe('/itens');
  });

  it('an in-app link of a row opens in the app; with data-keep-from it carries the view it left', async () => {
    renderRows('/admin/itens?pagina=2&busca=x');
    await userEvent.click(screen.getByRole('link', { name: 'Baixar b' }));
    expect(route()).toBe('/itens/b/baixa');
    // The address as the router shows it (no basename), query string included.
    expect(screen.getByRole('status', { name: 'origem' })).toHaveTextContent('/itens?pagina=2&busca=x');
  });
});
