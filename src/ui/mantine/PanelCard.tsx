import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../plain/QueryError';
import { ReadAt } from '../plain/ReadAt';

/** Its own loading, error and retry: a block that fails does not take the others with it. */
export function PanelCard<T>({
  title,
  query,
  loading,
  children,
  id: anchor,
}: {
  title: string;
  /** For a link to the section. */
  id?: string;
  query: UseQueryResult<T>;
  /** Shown while the first answer is on its way. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const id = `painel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  // A failed refresh behind figures shown: its own line says so, with the retry.
  const refreshFailed = query.data !== undefined && query.isError;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} id={anchor}>
      <Stack gap="sm">
        {/* The read time goes under the title when both do not fit: a title is never cut mid-word. */}
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <ReadAt queries={[query]} withRetry={!refreshFailed} />
        </Group>
        {query.data !== undefined ? (
          children(query.data)
        ) : query.isError ? (
          <QueryError title="Não foi possível carregar" query={query} />
        ) : (
          <Stack gap="xs" aria-busy="true" aria-label={`Carregando: ${title}`}>
            {loading}
            <Skeleton height={18} />
            <Skeleton height={18} width="70%" />
          </Stack>
        )}
        {refreshFailed && (
          <Group gap="xs">
            <Text size="xs" c="red" role="alert">
              Não foi possível atualizar: {query.error instanceof Error ? query.error.message : 'erro inesperado'}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
