import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
      <Center h="100vh">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text role="status">{session.signingOut ? 'Saindo…' : 'Redirecionando para o login…'}</Text>
        </Stack>
      </Center>
    );
  }
  return children;
}
