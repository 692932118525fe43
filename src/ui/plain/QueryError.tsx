import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { ErrorState, errorMessage } from './QueryState';

interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
}

/** A read that failed with nothing to show: not one that failed again behind data it still shows. */
export const unread = (query: { isError: boolean; data: unknown }) => query.isError && query.data === undefined;

/** A failed query's error, with a retry that reads it again. */
export function QueryError({ title, query }: { title: string; query: FailedQuery }) {
  return <QueriesError title={title} queries={[query]} />;
}

/**
 * The failed reads of one section as one error: each message once (two reads of the same
 * records fail alike), and one retry that reads every one of them again. Nothing when none failed.
 */
export function QueriesError({ title, queries }: { title: string; queries: readonly FailedQuery[] }) {
  if (queries.length === 0) return null;
  const messages = [...new Set(queries.map((q) => errorMessage(q.error)))];
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
