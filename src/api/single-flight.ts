import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { refreshAfter, type Change } from './refresh';

/** One call at a time, since a double click lands before the button disables: `mutateAsync` shares the pending call. */
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

/** Single-flight; once it succeeds, what `change` moves is read again (api/refresh.ts). */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  change: Change,
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn,
    onSuccess: () => refreshAfter(queryClient, change),
  });
}
