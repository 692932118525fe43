import { queryOptions } from '@tanstack/react-query';
import { request, type RequestPriority } from './http';
import type { CreateContract } from './contract-record.schema';
import { contractKeys } from './contracts';

/* One contract's reads and the contract writes: the lazy screens' part of the contracts API. */

/** One contract's schemas load with its answer, not with the screen. */
const record = () => import('./contract-record.schema');

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

export const contractRecordQueries = {
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
