import { Alert, Center, List, Stack, Text, Title } from '@mantine/core';
import { ConfigError } from '../../config/schema';

export function ConfigErrorPage({ error }: { error: unknown }) {
  const problems = error instanceof ConfigError ? error.problems : [];
  const message = error instanceof Error ? error.message : 'Erro desconhecido ao iniciar o aplicativo.';
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack maw={640}>
        <Title order={1} size="h2">
          O aplicativo não pôde iniciar
        </Title>
        <Alert color="red" role="alert" title={message}>
          {problems.length > 0 && (
            <List size="sm" spacing={4}>
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          )}
        </Alert>
        <Text size="sm" c="dimmed">
          Quem publicou o aplicativo deve corrigir o arquivo config.json ao lado do index.html (veja o README).
        </Text>
      </Stack>
    </Center>
  );
}
