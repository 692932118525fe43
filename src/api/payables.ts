import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { financialEventRequestSchema, protocolSchema, type FinancialEventRequest } from './payables.schema';
import { receivableKeys } from './receivables';
import { useSingleFlightMutation } from './single-flight';

export * from './payables.schema';

/** Search, installments and settlements are the receivables' (side `pagar`); only creation is here. */

export async function createPayable(body: FinancialEventRequest) {
  const checked = financialEventRequestSchema.parse(body);
  return request('/v1/financeiro/eventos-financeiros/contas-a-pagar', {
    method: 'POST',
    body: checked,
    schema: protocolSchema,
  });
}

export function useCreatePayable() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: createPayable,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: receivableKeys.lists() });
    },
  });
}
