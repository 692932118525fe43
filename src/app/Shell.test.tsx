import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payload as company } from '../api/fixtures/company/connected-published';
import { stubApi } from '../test/api-stub';
import { AuthProvider } from '../auth/AuthContext';
import type { AuthSession } from '../auth/session';
import { Shell } from './Shell';

/* The frame: its navigation opens the screens in the app, and leaves modified clicks to the browser. */

/** The shortcuts' listener, counted: it stands for everything the frame mounts after its first paint. */
const afterPaintRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./Shortcuts', () => ({
  default: function CountedShortcuts() {
    afterPaintRenders.count++;
    return <span data-testid="after-paint" />;
  },
}));

const user = { profile: { name: 'Fernanda Lima', email: 'financeiro@exemplo.com.br' } };
const session = {
  current: () => user,
  subscribe: () => () => undefined,
  signOut: async () => undefined,
} as unknown as AuthSession;

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <Link to={`${location.pathname}?pagina=${Number(new URLSearchParams(location.search).get('pagina') ?? 1) + 1}`}>
        Próxima página
      </Link>
    </>
  );
}

function renderShell(route: string) {
  return render(
    <AuthProvider session={session}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route element={<Shell />}>
              <Route path="*" element={<Where />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AuthProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Navegação principal' });
const where = () => screen.getByTestId('where').textContent;

describe('Shell', () => {
  // The shell loads its after-paint code lazily; on a loaded machine the first transform of that module
  // outlasts a query's default wait, so the module is fetched once before the tests.
  beforeAll(() => import('./AfterFirstPaint'), 30_000);
  afterEach(() => vi.unstubAllGlobals());

  it('the navigation opens its screens in the app and marks the current one', () => {
    renderShell('/contratos?status=ATIVO');
    const quotes = screen.getByRole('link', { name: 'Orçamentos' });
    expect(quotes).toHaveAttribute('href', '/orcamentos');
    expect(screen.getByRole('link', { name: 'Contratos', current: 'page' })).toBeInTheDocument();
    const click = fireEvent.click(quotes);
    // Handled in the app: the browser does not load the page.
    expect(click).toBe(false);
    expect(where()).toBe('/orcamentos');
    expect(quotes).toHaveAttribute('aria-current', 'page');
    // A sub-item is current on its own path, not its parent.
    fireEvent.click(screen.getByRole('link', { name: 'Inadimplência' }));
    expect(where()).toBe('/recebiveis/inadimplencia');
    expect(screen.getByRole('link', { name: 'Inadimplência' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Recebíveis' })).not.toHaveAttribute('aria-current');
  });

  it('Conciliação settles both sides: a menu entry of its own after both ledgers, not under receivables', () => {
    renderShell('/recebiveis/conciliacao');
    const labels = within(nav())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels.indexOf('Conciliação')).toBeGreaterThan(labels.indexOf('Contas a pagar'));
    expect(screen.getByRole('link', { name: 'Conciliação' })).not.toHaveAttribute('data-sub');
    expect(screen.getByRole('link', { name: 'Conciliação' })).toHaveAttribute('aria-current', 'page');
  });

  it('a click with a modifier or another button is left to the browser (a new tab)', () => {
    renderShell('/contratos');
    const quotes = screen.getByRole('link', { name: 'Orçamentos' });
    expect(fireEvent.click(quotes, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(quotes, { metaKey: true })).toBe(true);
    expect(fireEvent.click(quotes, { button: 1 })).toBe(true);
    expect(where()).toBe('/contratos');
  });

  it('the brand goes to the contracts list, and a click elsewhere in the navigation does nothing', () => {
    renderShell('/orcamentos');
    fireEvent.click(nav());
    expect(where()).toBe('/orcamentos');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Contratos' }));
    expect(where()).toBe('/contratos');
  });

  it('the header names the connected company and its CNPJ once the screen is shown', async () => {
    const requests = stubApi(() => Response.json(company), { baseUrl: 'https://api.test', token: 't' });
    renderShell('/contratos');
    const banner = screen.getByRole('banner');
    const named = await within(banner).findByText('Bicho Feliz Vet', undefined, { timeout: 5000 });
    expect(named.parentElement).toHaveAttribute('title', 'Bicho Feliz Clínica Veterinária Ltda');
    expect(within(banner).getByText('CNPJ 85.942.787/0001-63')).toBeInTheDocument();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/v1/pessoas/conta-conectada']);
  });

  it("a change of the page's address (a list's filter) renders nothing mounted after the first paint again", async () => {
    stubApi(() => Response.json(company), { baseUrl: 'https://api.test', token: 't' });
    renderShell('/contratos');
    await screen.findByTestId('after-paint', undefined, { timeout: 5000 });
    const before = afterPaintRenders.count;
    fireEvent.click(screen.getByRole('link', { name: 'Próxima página' }));
    fireEvent.click(screen.getByRole('link', { name: 'Próxima página' }));
    expect(where()).toBe('/contratos?pagina=3');
    expect(afterPaintRenders.count).toBe(before);
  });

  it('a company that cannot be read leaves the header as it is', async () => {
    const requests = stubApi(() => Response.json({ message: 'Erro' }, { status: 500 }), {
      baseUrl: 'https://api.test',
      token: 't',
    });
    renderShell('/contratos');
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.queryByTestId('empresa-conectada')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /Sair/ })).toBeInTheDocument();
  });
});
