import { memo, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLink } from '../ui/plain/AppLink';
import { lazyOptional } from '../ui/plain/load-scoped';
import { displayName, useUser } from '../auth/AuthContext';
import { addressOf, companyPath, currentCompanyKey, PORTFOLIO_PATH } from '../auth/companies';
import { OfflineBanner } from './OfflineBanner';
import { RateLimitNotice } from './RateLimitNotice';
import { COMPANY_SLOT_ID } from './slots';
import { setColorSchemeChoice, useComputedColorScheme } from '../ui/plain/color-scheme';
import { PlainButton, IconButton } from '../ui/plain/controls';
import { useOnline } from '../ui/plain/online';

// Plain elements rather than Mantine's AppShell, whose unused machinery costs the first screen bytes (decision 0009).

/** Loaded after the first paint, so the first render does not pay the loader's work. */
const AfterFirstPaint = lazyOptional(() => import('./AfterFirstPaint'));

const SignOutDialog = lazyOptional(() => import('./SignOutDialog'));

const NAV = [
  { to: '/', label: 'Hoje' },
  { to: '/contratos', label: 'Contratos' },
  { to: '/recebiveis', label: 'Recebíveis' },
  { to: '/recebiveis/inadimplencia', label: 'Inadimplência', sub: true },
  { to: '/pagamentos', label: 'Contas a pagar' },
  // It settles both sides: beside them, not under one.
  { to: '/recebiveis/conciliacao', label: 'Conciliação' },
  { to: '/caixa', label: 'Caixa' },
  { to: '/resultados', label: 'Resultados' },
  { to: '/resultados/fechamento', label: 'Fechamento', sub: true },
  { to: '/captura', label: 'Captura' },
  { to: '/orcamentos', label: 'Orçamentos' },
  { to: '/notas', label: 'Notas fiscais' },
];

function ColorSchemeToggle() {
  const computed = useComputedColorScheme();
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      onClick={() => setColorSchemeChoice(next)}
      aria-label={next === 'dark' ? 'Usar tema escuro' : 'Usar tema claro'}
      title={next === 'dark' ? 'Usar tema escuro' : 'Usar tema claro'}
    >
      <span aria-hidden>{computed === 'dark' ? '☀' : '☾'}</span>
    </IconButton>
  );
}

/**
 * The app's frame. `portfolio`: the page of no company (every company's figures): its menu
 * opens the screens of the company the tab was in, a page load away, and its header has no
 * company or user of its own.
 */
export function Shell({ portfolio = false }: { portfolio?: boolean }) {
  const { pathname } = useLocation();
  // The menu (small screens) closes when the page changes: it remembers where it opened.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === pathname;
  const toggle = useCallback(() => setOpenedAt(opened ? null : pathname), [opened, pathname]);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => setPainted(true));
    return () => clearTimeout(later);
  }, []);

  // Header and navigation are memoized on the path: a list's filter change must not re-render the frame.
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <ShellHeader opened={opened} onToggle={toggle} portfolio={portfolio} />
      <ShellNav pathname={pathname} opened={opened} portfolio={portfolio} />
      <main id="conteudo" className="shell-main" tabIndex={-1}>
        <OfflineBanner />
        <RateLimitNotice />
        <Outlet />
      </main>
      {painted && !portfolio && (
        <Suspense fallback={null}>
          <AfterFirstPaint />
        </Suspense>
      )}
    </div>
  );
}

const BASE = import.meta.env.BASE_URL;

/** From the portfolio, a screen of the tab's company (a page load: another company's frame), or none. */
function portfolioHref(to: string): string | null {
  const key = currentCompanyKey();
  return key ? addressOf(BASE, companyPath(key, to)) : null;
}

/** While the sign-out's code loads: offline, until the connection is back. */
function LeavingStatus() {
  return (
    <span role="status" className="ui-text-sm">
      {useOnline() ? 'Saindo…' : 'Saída aguardando a conexão'}
    </span>
  );
}

const ShellHeader = memo(function ShellHeader({
  opened,
  onToggle,
  portfolio,
}: {
  opened: boolean;
  onToggle: () => void;
  portfolio: boolean;
}) {
  const user = useUser();
  const [leaving, setLeaving] = useState(false);
  const brand = portfolio ? (
    <a href={portfolioHref('/contratos') ?? addressOf(BASE, PORTFOLIO_PATH)} className="shell-brand">
      Contratos
    </a>
  ) : (
    <AppLink to="/contratos" className="shell-brand">
      Contratos
    </AppLink>
  );
  return (
    <header className="shell-header">
      <div className="shell-header-row">
        <div className="shell-header-group">
          <button
            type="button"
            className="shell-burger"
            data-opened={opened || undefined}
            onClick={onToggle}
            aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={opened}
            aria-controls="navegacao"
          >
            <span aria-hidden />
          </button>
          {brand}
          {!portfolio && <span id={COMPANY_SLOT_ID} />}
        </div>
        <div className="shell-header-group">
          <ColorSchemeToggle />
          {!portfolio && (
            <>
              <span className="shell-user" title={String(user?.profile.email ?? '')}>
                {displayName(user)}
              </span>
              <PlainButton
                variant="default"
                size="xs"
                onClick={() => setLeaving(true)}
                aria-label={`Sair (${displayName(user)})`}
              >
                Sair
              </PlainButton>
              {leaving && (
                <Suspense fallback={<LeavingStatus />}>
                  <SignOutDialog scope="every" onClose={() => setLeaving(false)} />
                </Suspense>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
});

const matches = (pathname: string, to: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));

/** The longest navigation item that contains the path (Conciliação within Recebíveis). */
export function currentNavItem(pathname: string) {
  let found: (typeof NAV)[number] | undefined;
  for (const item of NAV) if (matches(pathname, item.to) && (!found || item.to.length > found.to.length)) found = item;
  return found;
}

const ShellNav = memo(function ShellNav({
  pathname,
  opened,
  portfolio,
}: {
  pathname: string;
  opened: boolean;
  portfolio: boolean;
}) {
  if (portfolio) {
    const links = NAV.flatMap((item) => {
      const href = portfolioHref(item.to);
      return href ? [{ ...item, href }] : [];
    });
    return (
      <nav id="navegacao" className="shell-nav" aria-label="Navegação principal" data-opened={opened || undefined}>
        {links.map((item) => (
          <a key={item.to} href={item.href} className="shell-nav-link" data-sub={item.sub || undefined}>
            {item.label}
          </a>
        ))}
        <a href={addressOf(BASE, PORTFOLIO_PATH)} className="shell-nav-link" aria-current="page">
          Carteira de empresas
        </a>
      </nav>
    );
  }
  return (
    <nav id="navegacao" className="shell-nav" aria-label="Navegação principal" data-opened={opened || undefined}>
      {NAV.map((item) => {
        const current = item === currentNavItem(pathname);
        return (
          <AppLink
            key={item.to}
            to={item.to}
            className="shell-nav-link"
            data-sub={item.sub || undefined}
            aria-current={current ? 'page' : undefined}
          >
            {item.label}
          </AppLink>
        );
      })}
    </nav>
  );
});
