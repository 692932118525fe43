import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clearAdjusting, markAdjusting } from '../stores/contract-adjustment-write';
import { closeContract, createContract, removeContract } from './contract-record';
import { contractKeys } from './contracts';
import { isApiError } from './http';
import { refreshAfter } from './refresh';
import { useRefreshingMutation, useSingleFlightMutation } from './single-flight';

/** A 400 whose message says "reajuste": the one sign that a contract is under adjustment. */
export function isAdjustmentRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && /reajuste/i.test(error.message);
}

/* Apart from the queries, so the first screen does not load TanStack's mutation code. */

export function useCreateContract() {
  return useRefreshingMutation(createContract, 'contract-created');
}

/** A change the platform refuses while the contract is being adjusted: the refusal marks it, a success clears it. */
function useContractChange(
  mutationFn: (id: string) => Promise<unknown>,
  refresh: (queryClient: QueryClient, id: string) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn,
    onError: (error, id) => {
      if (isAdjustmentRefusal(error)) markAdjusting(id);
    },
    onSuccess: async (_data, id) => {
      clearAdjusting(id);
      await refresh(queryClient, id);
    },
  });
}

export function useCloseContract() {
  return useContractChange(closeContract, (queryClient, id) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) }),
      refreshAfter(queryClient, 'contract-closed'),
    ]),
  );
}

export function useRemoveContract() {
  return useContractChange(removeContract, (queryClient, id) => {
    queryClient.removeQueries({ queryKey: contractKeys.detail(id) });
    return refreshAfter(queryClient, 'contract-removed');
  });
}
