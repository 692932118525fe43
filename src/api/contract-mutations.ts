import { useQueryClient } from '@tanstack/react-query';
import { clearAdjusting, isAdjustmentRefusal, markAdjusting } from './contract-adjustment';
import { closeContract, contractKeys, createContract, removeContract } from './contracts';
import { useSingleFlightMutation } from './single-flight';

/* Apart from the queries, so the first screen does not load TanStack's mutation code. */

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: createContract,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: contractKeys.nextNumber() }),
      ]);
    },
  });
}

export function useCloseContract() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: closeContract,
    onError: (error, id) => {
      if (isAdjustmentRefusal(error)) markAdjusting(id);
    },
    onSuccess: async (_data, id) => {
      clearAdjusting(id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
      ]);
    },
  });
}

export function useRemoveContract() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: removeContract,
    onError: (error, id) => {
      if (isAdjustmentRefusal(error)) markAdjusting(id);
    },
    onSuccess: async (_data, id) => {
      clearAdjusting(id);
      queryClient.removeQueries({ queryKey: contractKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
    },
  });
}
