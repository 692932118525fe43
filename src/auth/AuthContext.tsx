import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSession, SessionUser } from './session';

const AuthContext = createContext<AuthSession | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthContext value={session}>{children}</AuthContext>;
}

export function useAuthSession(): AuthSession {
  const session = use(AuthContext);
  if (!session) throw new Error('useAuthSession outside AuthProvider');
  return session;
}

/** The signed-in user (null when signed out), re-rendering on sign-in, renewal and sign-out. */
export function useUser(): SessionUser | null {
  const session = useAuthSession();
  return useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.current(),
  );
}

export function displayName(user: SessionUser | null): string {
  const profile = user?.profile;
  return String(profile?.name ?? profile?.preferred_username ?? profile?.email ?? 'Usuário');
}
