import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuthSession } from './AuthContext';

/** Arriving here confirms the sign-out; an unconfirmed one ended the session here, maybe not at the provider. */
export default function SignedOutPage() {
  const session = useAuthSession();
  const [outcome] = useState(() => session.settleSignOut());
  return (
    <Center component="main" h="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={480}>
        <Stack>
          {outcome !== 'unconfirmed' ? (
            <>
              <Title order={1} size="h2">
                Você saiu
              </Title>
              <Text>
                {outcome === 'elsewhere'
                  ? 'A saída de todas as empresas foi feita em outra aba ou janela deste navegador, e encerrou também esta.'
                  : 'Sua sessão foi encerrada com segurança.'}
              </Text>
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
