import type { QueryClient } from '@tanstack/react-query';
import { receivableQueries, type Installment } from '../../api/receivables';

/** How many installments' reads are on their way at once. */
const READS_IN_FLIGHT = 2;

/**
 * Reads installments (each with its charges) `READS_IN_FLIGHT` at a time, not in a burst:
 * parallel reads arrive at the platform closer together than they left under load, and a
 * customer with dozens of installments would run into its rate limit (the HTTP layer paces
 * by departure, the platform counts arrivals). Each read lands in the installment's query,
 * so the rows show it; a failed one is an error of that row (its "Tentar novamente").
 */
export async function readInstallments(
  queryClient: QueryClient,
  ids: readonly string[],
  staleTime: number,
): Promise<Array<Installment | Error>> {
  const results: Array<Installment | Error> = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const k = next++;
      try {
        results[k] = await queryClient.fetchQuery({ ...receivableQueries.detail(ids[k] as string), staleTime });
      } catch (error) {
        results[k] = error instanceof Error ? error : new Error('erro inesperado');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, ids.length) }, worker));
  return results;
}
