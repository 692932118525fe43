import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '../ui/plain';
import { useAuthSession, useUser } from './AuthContext';

/**
 * Route guard: without a session, sends the user to the provider's sign-in and brings
 * them back to the page they asked for (path, query and hash).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useUser();
  const session = useAuthSession();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!user && !session.signingOut) void session.signIn(returnTo);
    // Only when the session goes away; not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, session]);

  if (!user) {
    return (
      <div className="ui-center" style={{ height: '100vh' }}>
        <div className="ui-stack ui-gap-xs" style={{ alignItems: 'center' }}>
          <Loader />
          <p role="status" style={{ margin: 0 }}>
            {session.signingOut ? 'Saindo…' : 'Redirecionando para o login…'}
          </p>
        </div>
      </div>
    );
  }
  return children;
}
