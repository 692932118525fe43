import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, type RequestPriority } from './http';
import type { CreateContract } from './contract-record.schema';
import { contractListResponseSchema, type ContractListQuery } from './contracts.schema';

export * from './contracts.schema';
export type {
  ContractDetail,
  CreateContract,
  CreateContractInput,
  CreateContractResponse,
} from './contract-record.schema';

/** One contract's schemas load with its answer, not with the first screen (the list). */
const record = () => import('./contract-record.schema');

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

export function getContract(id: string, signal?: AbortSignal, priority?: RequestPriority) {
  return request(`/v1/contratos/${encodeURIComponent(id)}`, {
    schema: () => record().then((m) => m.contractDetailSchema),
    signal,
    priority,
  });
}

export function getNextContractNumber(signal?: AbortSignal) {
  return request('/v1/contratos/proximo-numero', { schema: () => record().then((m) => m.nextNumberSchema), signal });
}

export async function createContract(body: CreateContract) {
  const { toCreationRequest, createContractResponseSchema } = await record();
  return request('/v1/contratos', {
    method: 'POST',
    body: toCreationRequest(body),
    schema: createContractResponseSchema,
  });
}

export function closeContract(id: string) {
  return request(`/v1/contratos/${encodeURIComponent(id)}/encerrar`, { method: 'POST' });
}

export function removeContract(id: string) {
  return request(`/v1/contratos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const contractQueries = {
  list: (query: ContractListQuery) =>
    queryOptions({
      queryKey: contractKeys.list(query),
      queryFn: ({ signal }) => listContracts(query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: contractKeys.detail(id),
      queryFn: ({ signal }) => getContract(id, signal),
    }),
  nextNumber: () =>
    queryOptions({
      queryKey: contractKeys.nextNumber(),
      queryFn: ({ signal }) => getNextContractNumber(signal),
      staleTime: 0,
    }),
};
