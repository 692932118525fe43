import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

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

/** Single-flight; once it succeeds, the queries under each key `refresh` names are read again. */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: (variables: TVariables) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn,
    onSuccess: async (_data, variables) => {
      await Promise.all(refresh(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
