import { PlainAlert, PlainButton } from './controls';
import type { ReactNode } from 'react';

/** What a failed read says: the API's message (already Portuguese), else a general one. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Erro inesperado.');

/** The API's message with a retry. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const message = errorMessage(error);
  return (
    <PlainAlert color="red" title={title} role="alert">
      <div className="ui-stack ui-gap-xs" style={{ alignItems: 'flex-start' }}>
        <p className="ui-text-sm">{message}</p>
        {onRetry && (
          <PlainButton size="xs" variant="white" color="red" onClick={onRetry}>
            Tentar novamente
          </PlainButton>
        )}
      </div>
    </PlainAlert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      className="ui-stack ui-gap-xs"
      style={{ alignItems: 'center', paddingBlock: 'var(--mantine-spacing-xl)' }}
      role="status"
    >
      <p className="ui-strong" style={{ margin: 0 }}>
        {title}
      </p>
      {children}
    </div>
  );
}
