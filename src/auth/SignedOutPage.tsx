import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useAuthSession } from './AuthContext';

export function SignedOutPage() {
  const session = useAuthSession();
  return (
    <Center component="main" h="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={420}>
        <Stack>
          <Title order={1} size="h2">
            Você saiu
          </Title>
          <Text>Sua sessão foi encerrada com segurança.</Text>
          <Button onClick={() => void session.signIn('/contratos')}>Entrar novamente</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
