import { Alert, Button } from './plain';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** The API's message (already Portuguese) with a retry. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Erro inesperado.';
  return (
    <Alert color="red" title={title} role="alert">
      <div className="ui-stack ui-gap-xs" style={{ alignItems: 'flex-start' }}>
        <p className="ui-text-sm">{message}</p>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </div>
    </Alert>
  );
}

/** A failed query's error, with a retry that reads it again. */
export function QueryError({ title, query }: { title: string; query: { error: unknown; refetch: () => unknown } }) {
  return <ErrorState title={title} error={query.error} onRetry={() => void query.refetch()} />;
}

/** A page whose record could not be read: its header, the error with a retry, and `children` under them. */
export function PageErrorState({
  title,
  errorTitle,
  query,
  children,
}: {
  title: string;
  errorTitle: string;
  query: { error: unknown; refetch: () => unknown };
  children?: ReactNode;
}) {
  return (
    <div className="ui-stack">
      <PageHeader title={title} />
      <QueryError title={errorTitle} query={query} />
      {children}
    </div>
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
