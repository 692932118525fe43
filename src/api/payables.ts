import { request } from './http';
import { financialEventRequestSchema, protocolSchema, type FinancialEventRequest } from './payables.schema';
import { useRefreshingMutation } from './single-flight';

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
  return useRefreshingMutation(createPayable, 'installment-created');
}
