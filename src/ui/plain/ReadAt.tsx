import { useEffect, useState } from 'react';
import { PlainButton } from './controls';

/** A figure read longer ago than this may no longer be what the platform holds. */
export const MAY_BE_OLD_MS = 5 * 60_000;

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

/** What of a query says when its figures were read (TanStack Query's result has all of it). */
export interface ReadQuery {
  data: unknown;
  dataUpdatedAt: number;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ReadState {
  /** The oldest read among the queries that answered; 0 while only earlier figures are shown. */
  readAt: number;
  fetching: boolean;
  /** Read too long ago, or its last refresh failed. */
  mayBeOld: boolean;
  /** Some of the queries could not be read at all: the figures shown are only part of them. */
  partial: boolean;
}

/**
 * Null until some query has answered, or shows earlier figures while it reads (a list's
 * previous rows under a new filter: "atualizando…" stays where "lidos às" was).
 */
export function readState(queries: readonly ReadQuery[], now: number): ReadState | null {
  const answered = queries.filter((q) => q.data !== undefined && q.dataUpdatedAt > 0);
  if (answered.length === 0) {
    const replacing = queries.some((q) => q.data !== undefined && q.isFetching);
    return replacing ? { readAt: 0, fetching: true, mayBeOld: false, partial: false } : null;
  }
  const readAt = Math.min(...answered.map((q) => q.dataUpdatedAt));
  const fetching = queries.some((q) => q.isFetching);
  const failed = answered.some((q) => q.isError);
  const partial = !fetching && queries.some((q) => q.isError && q.data === undefined);
  return { readAt, fetching, mayBeOld: !fetching && (failed || now - readAt >= MAY_BE_OLD_MS), partial };
}

/** The time, again each minute, so "podem estar desatualizados" appears without an event. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * When the figures beside it were read: "lidos às 10:42" ("…, em parte" when a query could not
 * be read); "atualizando…" while a read is on its way; and, when they may be old, says so with a
 * button that reads them again.
 */
export function ReadAt({
  queries,
  className,
  withRetry = true,
}: {
  queries: readonly ReadQuery[];
  className?: string;
  /** False where the block shows its own retry beside its error. */
  withRetry?: boolean;
}) {
  const state = readState(queries, useMinute());
  if (!state) return null;
  return (
    <p className={`ui-text-xs ui-dimmed read-at ${className ?? ''}`} data-may-be-old={state.mayBeOld || undefined}>
      {state.fetching ? (
        'atualizando…'
      ) : (
        <>
          lidos às {time.format(state.readAt)}
          {/* The error beside it names the part and reads it again. */}
          {state.partial && ', em parte'}
          {state.mayBeOld && (
            <>
              {' '}
              — podem estar desatualizados{' '}
              {withRetry && (
                <PlainButton variant="subtle" size="xs" onClick={() => queries.forEach((q) => void q.refetch())}>
                  Ler de novo
                </PlainButton>
              )}
            </>
          )}
        </>
      )}
    </p>
  );
}
