import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/schema';
import { theme } from '../ui/mantine/theme';
import { AuthProvider } from './AuthContext';
import { RequireAuth } from './RequireAuth';
import { AuthSession, buildSettings, userStorageKey } from './session';
import { COMPANY_SIGN_OUT_MARK, markSignOut, noteSignIn, SIGN_OUT_MARK } from './sign-out-mark';
import SignedOutPage from './SignedOutPage';

/*
 * After "Sair": the provider's sign-out sends the user back to the sign-out page, which
 * confirms it; back anywhere else in the app (the provider refused it with its own page,
 * the user went back), the session here is over and the page says the provider did not
 * confirm it, instead of signing in again behind the user's back.
 */

const config = parseConfig({
  apiBaseUrl: 'https://api.exemplo.com',
  auth: { authority: 'https://id.exemplo.com', clientId: 'contratos-web', scope: 'openid profile' },
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, session: AuthSession) {
  return render(
    <MantineProvider theme={theme} env="test">
      <AuthProvider session={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/auth/signed-out"
              element={
                <>
                  <SignedOutPage />
                  <Where />
                </>
              }
            />
            <Route
              path="*"
              element={
                <RequireAuth>
                  <Where />
                </RequireAuth>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MantineProvider>,
  );
}

let session: AuthSession;
let signIn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  session = new AuthSession(buildSettings(config, 'https://app.exemplo.com', '/'), vi.fn());
  signIn = vi.spyOn(session, 'signIn').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

/** What `signOut` leaves in the tab when it goes to the provider. */
const leftForProvider = () => sessionStorage.setItem('contratos-auth.sign-out', 'left');

describe('after a sign-out at the provider', () => {
  it('sent back to the sign-out page: "Você saiu", confirmed', async () => {
    leftForProvider();
    renderAt('/auth/signed-out', session);
    expect(await screen.findByRole('heading', { name: 'Você saiu' })).toBeInTheDocument();
    expect(screen.getByText('Sua sessão foi encerrada com segurança.')).toBeInTheDocument();
    expect(session.signOutState()).toBeNull();
  });

  it('back in the app without it (the provider refused): signed out here, and said so; no new sign-in', async () => {
    leftForProvider();
    renderAt('/contratos', session);
    expect(await screen.findByRole('heading', { name: 'Você saiu deste navegador' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/signed-out');
    expect(screen.getByText('O provedor de identidade não confirmou a saída')).toBeInTheDocument();
    expect(screen.getByText(/a sessão no provedor de identidade pode continuar aberta/)).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    expect(session.signOutState()).toBe('unconfirmed');

    // Entering again is the user's choice.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar novamente' }));
    expect(signIn).toHaveBeenCalledWith('/contratos');
  });

  it('a page restored from the back-forward cache after leaving says the same', async () => {
    // The tab was leaving for the provider when it was put in the cache.
    session.signingOut = true;
    leftForProvider();
    renderAt('/contratos', session);
    expect(screen.getByRole('status')).toHaveTextContent('Saindo…');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(await screen.findByRole('heading', { name: 'Você saiu deste navegador' })).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('without a sign-out, the guard signs in as before', async () => {
    renderAt('/contratos', session);
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('/contratos'));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecionando para o login…');
  });
});

describe('after a sign-out of every company in another tab', () => {
  it('a signed-in page hears of it, ends its session and goes to the sign-out page, which says why', async () => {
    localStorage.clear();
    const navigate = vi.fn();
    session = new AuthSession(buildSettings(config, 'https://app.exemplo.com', '/'), navigate);
    sessionStorage.setItem(
      userStorageKey(session.settings),
      JSON.stringify({ access_token: 'a', profile: { sub: 'u1' }, expires_at: Math.floor(Date.now() / 1000) + 3600 }),
    );
    noteSignIn();
    await session.load();
    renderAt('/contratos', session);
    expect(screen.getByTestId('where')).toHaveTextContent('/contratos');
    // A change of another key is not a sign-out.
    window.dispatchEvent(new StorageEvent('storage', { key: 'api-rate-budget' }));
    expect(navigate).not.toHaveBeenCalled();

    markSignOut();
    window.dispatchEvent(new StorageEvent('storage', { key: SIGN_OUT_MARK }));
    expect(await screen.findByText('Saindo…')).toBeInTheDocument();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://app.exemplo.com/auth/signed-out'));
    expect(session.current()).toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.'))).toEqual([]);
    cleanup();

    renderAt('/auth/signed-out', new AuthSession(session.settings, vi.fn()));
    expect(await screen.findByRole('heading', { name: 'Você saiu' })).toBeInTheDocument();
    expect(
      screen.getByText(/feita em outra aba ou janela deste navegador, e encerrou também esta/),
    ).toBeInTheDocument();
  });
});

describe('after a sign-out of one company in another tab', () => {
  it("a page of that company hears of it, ends that session only, and offers the tab's other company", async () => {
    localStorage.clear();
    sessionStorage.setItem(
      'contratos-empresas',
      JSON.stringify([
        { key: 'loja-a', name: 'Loja A', legalName: null, document: null },
        { key: 'loja-b', name: 'Loja B', legalName: null, document: null },
        { key: 'loja-c', name: 'Loja C', legalName: null, document: null },
      ]),
    );
    window.history.replaceState(null, '', '/e/loja-a/recebiveis');
    const user = JSON.stringify({
      access_token: 'a',
      profile: { sub: 'u1' },
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    });
    const navigate = vi.fn();
    session = new AuthSession(buildSettings(config, 'https://app.exemplo.com', '/'), navigate, 'loja-a');
    sessionStorage.setItem(userStorageKey(session.settings, 'loja-a'), user);
    sessionStorage.setItem(userStorageKey(session.settings, 'loja-b'), user);
    sessionStorage.setItem(userStorageKey(session.settings, 'loja-c'), user);
    noteSignIn();
    await session.load();
    renderAt('/contratos', session);

    // Another tab signs out of the other company first, then of this one.
    const markOf = (marks: Record<string, number>) => {
      localStorage.setItem(COMPANY_SIGN_OUT_MARK, JSON.stringify(marks));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPANY_SIGN_OUT_MARK }));
    };
    markOf({ 'loja-b': 1 });
    await vi.waitFor(() => expect(sessionStorage.getItem(userStorageKey(session.settings, 'loja-b'))).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
    expect(session.current()).not.toBeNull();
    markOf({ 'loja-b': 1, 'loja-a': 2 });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://app.exemplo.com/auth/signed-out'));
    expect(session.current()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('contratos-empresas') ?? '[]')).toEqual([
      { key: 'loja-c', name: 'Loja C', legalName: null, document: null },
    ]);
    window.history.replaceState(null, '', '/');
    cleanup();

    renderAt('/auth/signed-out', new AuthSession(session.settings, vi.fn()));
    expect(
      await screen.findByText(
        'A saída de Loja A foi feita em outra aba ou janela deste navegador, e encerrou também a sessão dela nesta aba.',
      ),
    ).toBeInTheDocument();
    // The tab's other company, in the section the page was in.
    expect(screen.getByRole('link', { name: 'Abrir Loja C' })).toHaveAttribute('href', '/e/loja-c/recebiveis');
  });
});
