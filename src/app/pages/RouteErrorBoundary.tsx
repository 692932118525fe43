import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Last line of defence: a screen crashed or its code could not be loaded. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Tela com erro', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed = /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(error.message);
    return (
      <Center p="xl">
        <Stack maw={560}>
          <Alert color="red" role="alert" title="Algo deu errado nesta tela">
            <Text size="sm">
              {chunkFailed ? 'Uma nova versão do aplicativo foi publicada ou a conexão falhou. Recarregue a página.' : error.message}
            </Text>
          </Alert>
          <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
        </Stack>
      </Center>
    );
  }
}
