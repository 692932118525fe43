import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';

/** The API's message under `errorTitle`, then "Cancelar" (disabled while pending) and `action`. */
export function DialogActions({
  error,
  errorTitle,
  pending,
  onCancel,
  action,
  mt,
}: {
  error: { message: string } | null | undefined;
  errorTitle: string;
  pending: boolean;
  onCancel: () => void;
  action: ReactNode;
  mt?: MantineSpacing;
}) {
  return (
    <>
      {error && (
        <ErrorAlert key={error.message} title={errorTitle}>
          {error.message}
        </ErrorAlert>
      )}
      {/* DialogFooter's footer, written out: the charge dialog's chunk has no room for another module. */}
      <Group justify="flex-end" gap="sm" mt={mt} className="ui-dialog-actions">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        {action}
      </Group>
    </>
  );
}
