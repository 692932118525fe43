import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * `useMutation` that sends one request at a time: while a call is on its way, another
 * `mutate` is ignored and another `mutateAsync` gets the pending call's promise.
 *
 * A busy button is disabled only once React re-renders after `isPending` changes, and
 * TanStack Query notifies its observers asynchronously: a double click, or Enter pressed
 * twice, lands both times on the enabled button and would send the mutation twice (two
 * closes, two removals, the second answered with an error). The guard is a ref, set
 * synchronously, cleared when the call settles (so "try again" after an error works).
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  type Result = UseMutationResult<TData, TError, TVariables, TOnMutateResult>;
  const mutation = useMutation(options);
  const inFlight = useRef<Promise<TData> | null>(null);
  const { mutateAsync } = mutation;

  const once = useCallback<Result['mutateAsync']>(
    (...args) => {
      if (inFlight.current) return inFlight.current;
      const promise = mutateAsync(...args).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = promise;
      return promise;
    },
    [mutateAsync],
  );
  const mutate = useCallback<Result['mutate']>(
    (...args) => {
      // As `mutate` does: the error is in the mutation's state, not thrown.
      once(...args).catch(() => undefined);
    },
    [once],
  );
  return { ...mutation, mutate, mutateAsync: once };
}
