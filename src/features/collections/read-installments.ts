import type { QueryClient } from '@tanstack/react-query';
import { receivableQueries, type Installment } from '../../api/receivables';

/** How many installments' reads are on their way at once. */
const READS_IN_FLIGHT = 2;

/** Reads installments `READS_IN_FLIGHT` at a time, not in a burst, to stay under the rate limit. */
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
