import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { financialEventRequestSchema, protocolSchema, type FinancialEventRequest } from './payables.schema';
import { receivableKeys } from './receivables';
import { useSingleFlightMutation } from './single-flight';

export * from './payables.schema';

/**
 * Payables. Their search, installments and settlements are the receivables' own
 * (receivables.ts, side `pagar`); what is theirs alone is the creation of a payable.
 */

/** `POST .../contas-a-pagar`: the body is checked against the published schema before it leaves. */
export async function createPayable(body: FinancialEventRequest) {
  const checked = financialEventRequestSchema.parse(body);
  return request('/v1/financeiro/eventos-financeiros/contas-a-pagar', {
    method: 'POST',
    body: checked,
    schema: protocolSchema,
  });
}

/** Creates a payable once, then refreshes every ledger list (its installments appear there). */
export function useCreatePayable() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: createPayable,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: receivableKeys.lists() });
    },
  });
}
