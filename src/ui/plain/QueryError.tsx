import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { ErrorState } from './QueryState';

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
