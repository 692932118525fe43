import { formatFileSize } from '../../lib/file-check';
import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '../../ui/mantine/controls';
import type { QueueItem } from './useUploadQueue';

/** A file of this session: its check, its upload's progress or outcome, and what can be done with it. */
export function QueueRow({
  item,
  onRetry,
  onCancel,
  onDismiss,
}: {
  item: QueueItem;
  onRetry: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const name = item.file.name || 'arquivo sem nome';
  return (
    <Paper withBorder p="sm" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate dir="auto" title={name}>
              {name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(item.file.size)}
            </Text>
          </Group>
          {item.state === 'checking' && <Text size="sm">Conferindo o arquivo…</Text>}
          {item.state === 'uploading' && (
            <>
              <Progress value={Math.round(item.progress * 100)} aria-label={`Envio de ${name}`} size="md" />
              <Text size="sm">Enviando… {Math.round(item.progress * 100)}%</Text>
            </>
          )}
          {item.state === 'refused' && (
            <Text size="sm" c="red" role="alert">
              Arquivo recusado antes do envio: {item.message}
            </Text>
          )}
          {item.state === 'failed' && (
            <Text size="sm" c="red" role="alert">
              Falha no envio{item.status ? ` (erro ${item.status})` : ''}: {item.message}
            </Text>
          )}
          {item.state === 'cancelled' && <Text size="sm">Envio cancelado.</Text>}
          {item.state === 'sent' && <Text size="sm">Enviado. Acompanhe o processamento abaixo.</Text>}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {item.state === 'uploading' && (
            <Button
              size="xs"
              variant="default"
              // It takes the place of "Tentar novamente": a double click on that one does not cancel.
              onClick={(event) => {
                if (event.detail < 2) onCancel();
              }}
            >
              Cancelar envio
            </Button>
          )}
          {(item.state === 'failed' || item.state === 'cancelled') && (
            <Button size="xs" onClick={onRetry}>
              Tentar novamente
            </Button>
          )}
          {item.state !== 'uploading' && item.state !== 'checking' && (
            <CloseButton size="sm" aria-label={`Tirar ${name} da lista`} onClick={onDismiss} />
          )}
        </Group>
      </Group>
    </Paper>
  );
}
