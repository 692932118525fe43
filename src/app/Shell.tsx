import { ActionIcon, Burger, Button, Group, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { displayName, useAuthSession, useUser } from '../auth/AuthContext';
import { OfflineBanner } from './OfflineBanner';
import { RateLimitNotice } from './RateLimitNotice';

/*
 * The frame around every signed-in screen: header, navigation, content. Plain elements
 * styled in shell.css rather than Mantine's AppShell and NavLink, which bring scroll
 * locking, resizing and nested-link machinery the app does not use (about 8 KB gzip of
 * the first screen: docs/decisions/0007-first-screen-budget.md).
 */

/** The keyboard shortcuts load after the first screen (its bytes: decision 0007). */
const Shortcuts = lazy(() => import('./Shortcuts'));

const NAV = [
  { to: '/', label: 'Hoje' },
  { to: '/contratos', label: 'Contratos' },
  { to: '/recebiveis', label: 'Recebíveis' },
  { to: '/recebiveis/inadimplencia', label: 'Inadimplência', sub: true },
  { to: '/recebiveis/conciliacao', label: 'Conciliação', sub: true },
  { to: '/captura', label: 'Captura' },
  { to: '/orcamentos', label: 'Orçamentos' },
];

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={next === 'dark' ? 'Usar tema escuro' : 'Usar tema claro'}
      title={next === 'dark' ? 'Usar tema escuro' : 'Usar tema claro'}
    >
      <span aria-hidden>{computed === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}

export function Shell() {
  const { pathname } = useLocation();
  // The menu (small screens) closes when the page changes: it remembers where it opened.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === pathname;
  const toggle = useCallback(() => setOpenedAt(opened ? null : pathname), [opened, pathname]);

  // Header and navigation are memoized on the path: a list's filters live in the query
  // string, and changing one must not re-render the frame (docs/performance.md).
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <ShellHeader opened={opened} onToggle={toggle} />
      <ShellNav pathname={pathname} opened={opened} />
      <main id="conteudo" className="shell-main" tabIndex={-1}>
        <OfflineBanner />
        <RateLimitNotice />
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Shortcuts />
      </Suspense>
    </div>
  );
}

const ShellHeader = memo(function ShellHeader({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const user = useUser();
  const session = useAuthSession();
  return (
    <header className="shell-header">
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            className="shell-burger"
            opened={opened}
            onClick={onToggle}
            size="sm"
            aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={opened}
            aria-controls="navegacao"
          />
          <Text fw={700} component={Link} to="/contratos" c="inherit" td="none">
            Contratos
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ColorSchemeToggle />
          <Text size="sm" fw={500} truncate maw={220} visibleFrom="xs" title={String(user?.profile.email ?? '')}>
            {displayName(user)}
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => void session.signOut()}
            aria-label={`Sair (${displayName(user)})`}
          >
            Sair
          </Button>
        </Group>
      </Group>
    </header>
  );
});

const matches = (pathname: string, to: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));

/** The navigation item of a path: the longest that contains it (Conciliação within Recebíveis). */
export function currentNavItem(pathname: string) {
  let found: (typeof NAV)[number] | undefined;
  for (const item of NAV) if (matches(pathname, item.to) && (!found || item.to.length > found.to.length)) found = item;
  return found;
}

const ShellNav = memo(function ShellNav({ pathname, opened }: { pathname: string; opened: boolean }) {
  return (
    <nav id="navegacao" className="shell-nav" aria-label="Navegação principal" data-opened={opened || undefined}>
      {NAV.map((item) => {
        const current = item === currentNavItem(pathname);
        return (
          <Link
            key={item.to}
            to={item.to}
            className="shell-nav-link"
            data-sub={item.sub || undefined}
            aria-current={current ? 'page' : undefined}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
});
