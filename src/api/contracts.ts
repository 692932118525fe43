import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, type RequestPriority } from './http';
import { contractListResponseSchema, type ContractListQuery } from './contracts.schema';

export * from './contracts.schema';
export type {
  ContractDetail,
  CreateContract,
  CreateContractInput,
  CreateContractResponse,
} from './contract-record.schema';

export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (query: ContractListQuery) => [...contractKeys.lists(), query] as const,
  details: () => [...contractKeys.all, 'detail'] as const,
  detail: (id: string) => [...contractKeys.details(), id] as const,
  nextNumber: () => [...contractKeys.all, 'next-number'] as const,
};

export function listContracts(query: ContractListQuery, signal?: AbortSignal, priority?: RequestPriority) {
  return request('/v1/contratos', { query: { ...query }, schema: contractListResponseSchema, signal, priority });
}

/** The list's query; one contract's reads and the writes are in `contract-record.ts`, off the first screen. */
export const contractQueries = {
  list: (query: ContractListQuery) =>
    queryOptions({
      queryKey: contractKeys.list(query),
      queryFn: ({ signal }) => listContracts(query, signal),
      placeholderData: keepPreviousData,
    }),
};
