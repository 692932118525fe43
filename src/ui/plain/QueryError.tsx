import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { ErrorState } from './QueryState';

interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
}

/** A failed query's error, with a retry that reads it again. */
export function QueryError({ title, query }: { title: string; query: FailedQuery }) {
  return <ErrorState title={title} error={query.error} onRetry={() => void query.refetch()} />;
}

/**
 * The failed reads of one section as one error: each message once (two reads of the same
 * records fail alike), and one retry that reads every one of them again. Nothing when none failed.
 */
export function QueriesError({ title, queries }: { title: string; queries: readonly FailedQuery[] }) {
  if (queries.length === 0) return null;
  const messages = [...new Set(queries.map((q) => (q.error instanceof Error ? q.error.message : 'Erro inesperado.')))];
  return (
    <ErrorState
      title={title}
      error={new Error(messages.join(' '))}
      onRetry={() => queries.forEach((q) => void q.refetch())}
    />
  );
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
