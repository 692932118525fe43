import { Alert, Button, Group, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** `children` says where the draft came from; `onClose` only hides the notice. */
export function DraftRestoredBanner({
  children,
  onDiscard,
  onClose,
  mb,
}: {
  children: ReactNode;
  onDiscard: () => void;
  onClose?: () => void;
  mb?: MantineSpacing;
}) {
  return (
    <Alert
      color="blue"
      variant="light"
      title="Rascunho restaurado"
      role="status"
      mb={mb}
      withCloseButton={onClose !== undefined}
      onClose={onClose}
      closeButtonLabel="Fechar aviso"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{children}</Text>
        <Button size="xs" variant="outline" onClick={onDiscard}>
          Descartar rascunho
        </Button>
      </Group>
    </Alert>
  );
}
