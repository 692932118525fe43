import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';

/**
 * The end of a dialog that asks to confirm an action or fills a form: why the action
 * failed (the API's message under `errorTitle`, focused when the failed action left focus
 * nowhere), then "Cancelar" (disabled while the action
 * runs) and the action's own button (`action`: its label, color, loading state).
 */
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
      <Group justify="flex-end" mt={mt}>
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        {action}
      </Group>
    </>
  );
}
