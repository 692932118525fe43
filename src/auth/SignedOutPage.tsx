import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuthSession } from './AuthContext';

/**
 * Where the provider's sign-out sends the user back: arriving here confirms it. A sign-out
 * the provider did not confirm (refused, unreachable) is said so: the session is over in
 * this browser, the provider's may not be.
 */
export default function SignedOutPage() {
  const session = useAuthSession();
  const [outcome] = useState(() => session.settleSignOut());
  return (
    <Center component="main" h="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={480}>
        <Stack>
          {outcome === 'confirmed' ? (
            <>
              <Title order={1} size="h2">
                Você saiu
              </Title>
              <Text>Sua sessão foi encerrada com segurança.</Text>
            </>
          ) : (
            <>
              <Title order={1} size="h2">
                Você saiu deste navegador
              </Title>
              <Alert color="yellow" variant="light" title="O provedor de identidade não confirmou a saída">
                <Text size="sm">
                  Este aplicativo não guarda mais a sua sessão neste navegador, mas a sessão no provedor de identidade
                  pode continuar aberta: entrar de novo pode não pedir a senha. Em um computador compartilhado, feche
                  todas as janelas do navegador.
                </Text>
              </Alert>
            </>
          )}
          <Button onClick={() => void session.signIn('/contratos')}>Entrar novamente</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
