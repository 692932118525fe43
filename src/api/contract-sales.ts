import { queryOptions } from '@tanstack/react-query';
import { contractKeys } from './contracts';
import { isApiError, request } from './http';
import { contractSalesResponseSchema, type ContractSale } from './contract-sales.schema';

export * from './contract-sales.schema';

/**
 * The sales of a contract with their installments, from the SANDBOX-ONLY endpoint
 * `GET /v1/contratos/{id}/vendas` (docs/sandbox-contracts-sales.md). The real platform
 * has no such endpoint and answers 404: that is "not available", not an error, and the
 * screen shows a note instead. (An unknown contract is caught by the detail's own 404.)
 */
export type ContractSalesResult = { available: true; itens: ContractSale[] } | { available: false };

export async function getContractSales(id: string, signal?: AbortSignal): Promise<ContractSalesResult> {
  try {
    const data = await request(`/v1/contratos/${encodeURIComponent(id)}/vendas`, { schema: contractSalesResponseSchema, signal });
    return { available: true, itens: data.itens };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { available: false };
    throw error;
  }
}

/** Under the contract's detail key: closing (invalidate) and removing (remove) cover it too. */
export const contractSalesKey = (id: string) => [...contractKeys.detail(id), 'sales'] as const;

export const contractSalesQueries = {
  list: (id: string) =>
    queryOptions({
      queryKey: contractSalesKey(id),
      queryFn: ({ signal }) => getContractSales(id, signal),
    }),
};
