import { ActionIcon, AppShell, Burger, Group, Menu, NavLink, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { displayName, useAuthSession, useUser } from '../auth/AuthContext';
import { RateLimitNotice } from './RateLimitNotice';

const NAV = [
  { to: '/contratos', label: 'Contratos' },
  { to: '/recebiveis', label: 'Recebíveis' },
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
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const user = useUser();
  const session = useAuthSession();

  useEffect(close, [location.pathname, close]);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Fechar menu' : 'Abrir menu'} />
            <Text fw={700} component={Link} to="/contratos" c="inherit" td="none">
              Contratos
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            {/* No focus placeholder: a presentational child with tabindex inside role=menu is invalid ARIA. */}
            <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <UnstyledButton aria-label={`Conta de ${displayName(user)}`} px="xs" py={4}>
                  <Text size="sm" fw={500} truncate maw={200}>
                    {displayName(user)}
                  </Text>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{String(user?.profile.email ?? '')}</Menu.Label>
                <Menu.Item onClick={() => void session.signOut()}>Sair</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Navegação principal" component="nav">
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={location.pathname === item.to || location.pathname.startsWith(`${item.to}/`)}
            aria-current={location.pathname.startsWith(item.to) ? 'page' : undefined}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="conteudo">
        <RateLimitNotice />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
