import { Alert, Button, Group, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * "Rascunho restaurado": a form opened with what the user had typed before (useDraft),
 * announced (`role="status"`), with the way back to an empty form. `children` says where
 * the draft came from (this browser, this tab, when it was saved); `onClose` (optional)
 * only hides the notice.
 */
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
