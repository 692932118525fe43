import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { keepCompanyName } from '../lib/company-name';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthContext';
import type { AuthSession } from '../auth/session';
import SignOutDialog from './SignOutDialog';

const sessions = vi.hoisted(() => ({
  signOutEverywhere: vi.fn(async () => undefined),
  signOutOfCompany: vi.fn(async () => null),
}));
vi.mock('../auth/company-sessions', () => sessions);

const session = {
  slot: 'empresa-a',
  current: () => ({ profile: { email: 'ana@exemplo.com.br' } }),
  subscribe: () => () => undefined,
} as unknown as AuthSession;

function renderDialog(scope: 'every' | 'this', onClose = vi.fn()) {
  render(
    <AuthProvider session={session}>
      <MemoryRouter initialEntries={['/e/empresa-a/resultados/fechamento']}>
        <SignOutDialog scope={scope} onClose={onClose} />
      </MemoryRouter>
    </AuthProvider>,
  );
  return onClose;
}

beforeEach(() => {
  window.sessionStorage.setItem(
    'contratos-empresas',
    JSON.stringify([
      { key: 'empresa-a', name: 'Loja A', legalName: null, document: null },
      { key: 'empresa-b', name: 'Loja B', legalName: null, document: null },
    ]),
  );
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.clearAllMocks();
});

describe('SignOutDialog', () => {
  it('signs out at once, once, when the browser keeps no work for the companies left', async () => {
    window.localStorage.setItem('captura.envios-recentes@empresa-a', '[]');
    renderDialog('every');
    await act(async () => undefined);
    expect(sessions.signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the work a sign-out of every company erases and erases nothing on "Fechar"', async () => {
    window.localStorage.setItem('fechamento.meses@empresa-a', JSON.stringify({ '2026-11': { closedAt: 'x' } }));
    window.localStorage.setItem('renegociacoes@outra', JSON.stringify({ p1: {} }));
    // Signed in to in another tab, whose sign-in kept its name.
    window.localStorage.setItem('renegociacoes@terceira', JSON.stringify({ p2: {} }));
    keepCompanyName('terceira', 'Loja C');
    const onClose = renderDialog('every');
    const dialog = await screen.findByRole('dialog', { name: 'Sair de todas as empresas?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .sort(),
    ).toEqual([
      'Empresa aberta em outra aba: 1 renegociação não terminada',
      'Loja A: 1 mês fechado',
      'Loja C: 1 renegociação não terminada',
    ]);
    // "Fechar" and Esc close the browser's dialog, which says so with its close event.
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalled();
    expect(sessions.signOutEverywhere).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair e apagar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Saindo…' }));
    expect(sessions.signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(sessions.signOutEverywhere).toHaveBeenCalledWith(session);
  });

  it('a sign-out of this company weighs only its own work', async () => {
    window.localStorage.setItem('fechamento.meses@empresa-b', JSON.stringify({ '2026-11': { closedAt: 'x' } }));
    renderDialog('this');
    await act(async () => undefined);
    expect(sessions.signOutOfCompany).toHaveBeenCalledTimes(1);

    window.localStorage.setItem('pagamentos.novo.rascunho:ana@empresa-a', '{}');
    renderDialog('this');
    const dialog = await screen.findByRole('dialog', { name: 'Sair desta empresa?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Loja A: 1 rascunho de formulário');
  });

  it('a sign-out that fails can be asked again', async () => {
    sessions.signOutEverywhere.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const onClose = renderDialog('every');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sessions.signOutEverywhere).toHaveBeenCalledTimes(1);
  });
});
