import { queryOptions } from '@tanstack/react-query';
import { readAllPages, type CollectProgress } from '../lib/paged-export';
import { contractKeys, listContracts, MAX_PAGE_SIZE, type ContractListItem } from './contracts';

/** The contracts list requires an interval: this one covers every term. */
export const ALL_TIME = { data_inicio: '2000-01-01', data_fim: '2100-12-31' } as const;

/** Every active contract, in the largest pages the list takes. */
export function readActiveContracts(
  signal: AbortSignal | undefined,
  onProgress?: (progress: CollectProgress) => void,
): Promise<ContractListItem[]> {
  return readEveryContract('ATIVO', signal, onProgress);
}

/** Every contract of a status (`TODOS`: active and closed), in the largest pages the list takes. */
export function readEveryContract(
  status: 'ATIVO' | 'TODOS',
  signal: AbortSignal | undefined,
  onProgress?: (progress: CollectProgress) => void,
): Promise<ContractListItem[]> {
  return readAllPages<ContractListItem>({
    fetchPage: async (pagina) => {
      const page = await listContracts(
        { pagina, tamanho_pagina: MAX_PAGE_SIZE, status, ...ALL_TIME },
        signal,
        'background',
      );
      return { items: page.itens, total: page.itens_totais };
    },
    pageSize: MAX_PAGE_SIZE,
    signal,
    onProgress,
  });
}

/**
 * Every contract, active and closed, to name one where a screen knows only its id (a filter's
 * options). Under the contracts' list keys: a contract created, closed or removed reads it again.
 */
export const everyContractQuery = () =>
  queryOptions({
    queryKey: [...contractKeys.lists(), 'every'] as const,
    queryFn: ({ signal }) => readEveryContract('TODOS', signal),
    staleTime: 5 * 60_000,
  });
