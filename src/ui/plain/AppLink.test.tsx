import { fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppLink } from './AppLink';
import { ButtonLink } from './controls';

function Where() {
  const location = useLocation();
  return <output aria-label="endereço">{`${location.pathname}${location.search}`}</output>;
}

function Harness({ onRender }: { onRender?: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <Links onRender={onRender ?? (() => undefined)} />
      <button type="button" onClick={() => void navigate('/contratos?status=ATIVO')}>
        filtrar
      </button>
      <Where />
    </>
  );
}

/** Memoized: re-rendered only by what its links read themselves. */
const Links = memo(function Links({ onRender }: { onRender: () => void }) {
  return (
    <Profiler id="links" onRender={onRender}>
      <AppLink to="/contratos/novo">Novo contrato</AppLink>
      <ButtonLink to="/orcamentos">Orçamentos</ButtonLink>
    </Profiler>
  );
});

const renderAt = (path: string, basename?: string, onRender?: () => void) =>
  render(
    <MemoryRouter basename={basename} initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Harness onRender={onRender} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('AppLink', () => {
  it('points at the path under the basename', () => {
    renderAt('/admin/contratos', '/admin');
    expect(screen.getByRole('link', { name: 'Novo contrato' })).toHaveAttribute('href', '/admin/contratos/novo');
    expect(screen.getByRole('link', { name: 'Orçamentos' })).toHaveAttribute('href', '/admin/orcamentos');
  });

  it('opens the path in the app on a plain click', () => {
    renderAt('/contratos');
    fireEvent.click(screen.getByRole('link', { name: 'Novo contrato' }));
    expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('/contratos/novo');
  });

  it('opens the path under the basename in the app', () => {
    renderAt('/admin/contratos', '/admin');
    fireEvent.click(screen.getByRole('link', { name: 'Orçamentos' }));
    expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('/orcamentos');
  });

  it('leaves a click with a modifier or another button to the browser', () => {
    renderAt('/contratos');
    const link = screen.getByRole('link', { name: 'Novo contrato' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent(/^\/contratos$/);
  });

  it('is not rendered again when the address changes (a list filter)', () => {
    const onRender = vi.fn();
    renderAt('/contratos', undefined, onRender);
    const mounts = onRender.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'filtrar' }));
    expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('/contratos?status=ATIVO');
    expect(onRender).toHaveBeenCalledTimes(mounts);
  });

  it('gives the page it opens the state it carries', () => {
    function From() {
      const { state } = useLocation() as { state: { from?: string } | null };
      return <output aria-label="origem">{state?.from ?? 'nenhuma'}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/contratos/1']}>
        <Routes>
          <Route
            path="/contratos/1"
            element={
              <AppLink to="/recebiveis/9/baixa" state={{ from: '/contratos/1' }}>
                Registrar baixa
              </AppLink>
            }
          />
          <Route path="/recebiveis/9/baixa" element={<From />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Registrar baixa' }));
    expect(screen.getByRole('status', { name: 'origem' })).toHaveTextContent('/contratos/1');
  });
});
