import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The API's message (already Portuguese) with a retry. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Erro inesperado.';
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Tentar novamente
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <Text fw={600}>{title}</Text>
      {children}
    </Stack>
  );
}
