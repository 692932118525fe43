import { useContext, useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useHref, useLocation, useNavigate } from 'react-router-dom';
import { isLaterNavigator } from '../ui/plain/later-navigation';
import { PlainLoader } from '../ui/plain/controls';
import { useOnline } from '../ui/plain/online';
import { useAuthSession, useUser } from './AuthContext';
import { addressOf, appPathOf, splitCompanyPath } from './companies';

const SIGNED_OUT_PATH = '/auth/signed-out';

/** Signs in and returns to the page asked for; after an unconfirmed sign-out, signs nobody in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useUser();
  const session = useAuthSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const online = useOnline();
  const returnTo = appPathOf(useHref(location), import.meta.env.BASE_URL);
  const inCompany = splitCompanyPath(appPathOf(useHref('/'), import.meta.env.BASE_URL)) !== null;
  // A page restored from the back-forward cache is no longer leaving: its sign-out came back.
  const [restored, setRestored] = useState(0);
  // Another tab signed out of every company: this one ends its sessions as soon as it hears of it.
  useEffect(() => {
    const leave = () => void session.endedElsewhere();
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      session.restored();
      setRestored((n) => n + 1);
      leave();
    };
    window.addEventListener('pageshow', onShow);
    window.addEventListener('storage', leave);
    return () => {
      window.removeEventListener('pageshow', onShow);
      window.removeEventListener('storage', leave);
    };
  }, [session]);

  useEffect(() => {
    if (user || session.signingOut) return;
    if (session.signOutState()) {
      session.signOutUnconfirmed();
      // The sign-out page is outside every company: from a company's page, another page load.
      if (inCompany) window.location.replace(addressOf(import.meta.env.BASE_URL, SIGNED_OUT_PATH));
      else void navigate(SIGNED_OUT_PATH, { replace: true });
      return;
    }
    // A list's change already shown is the page to return to, even before its address is written.
    const shown = isLaterNavigator(navigator) ? navigator.pendingPath() : null;
    void session.signIn(shown === null ? returnTo : appPathOf(shown, import.meta.env.BASE_URL));
    // Only when the session goes away (or the page comes back); not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, session, restored]);

  if (!user) {
    return (
      <div className="ui-center" style={{ height: '100vh' }}>
        <div className="ui-stack ui-gap-xs" style={{ alignItems: 'center' }}>
          <PlainLoader />
          <p role="status" style={{ margin: 0, maxWidth: '32rem', textAlign: 'center' }}>
            {!session.signingOut
              ? 'Redirecionando para o login…'
              : online
                ? 'Saindo…'
                : 'Sem conexão. Nada da sua sessão ficou guardado neste navegador; a saída termina sozinha quando a conexão voltar.'}
          </p>
        </div>
      </div>
    );
  }
  return children;
}
