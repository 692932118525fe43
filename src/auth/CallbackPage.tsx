import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthSession } from './AuthContext';

/** The callback can only be completed once per URL (StrictMode runs effects twice). */
const completions = new Map<string, Promise<string>>();

export default function CallbackPage() {
  const session = useAuthSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const url = window.location.href;
    let completion = completions.get(url);
    if (!completion) {
      completion = session.completeSignIn(url);
      completions.set(url, completion);
    }
    completion
      .then((returnTo) => navigate(returnTo, { replace: true }))
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
      });
  }, [session, navigate]);

  if (error) {
    return (
      <Center component="main" h="100vh" p="md">
        <Stack maw={480}>
          <Alert color="red" title="Não foi possível concluir o login" role="alert">
            <Text size="sm">O retorno do provedor de identidade não pôde ser validado ({error}).</Text>
          </Alert>
          <Button onClick={() => void session.signIn('/')}>Entrar novamente</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center component="main" h="100vh">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text role="status">Concluindo o login…</Text>
      </Stack>
    </Center>
  );
}
