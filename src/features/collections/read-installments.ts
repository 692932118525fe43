import type { QueryClient } from '@tanstack/react-query';
import { receivableQueries, type Installment } from '../../api/receivables';
import { mapAtMost } from '../../lib/map-at-most';

/** How many installments' reads are on their way at once. */
const READS_IN_FLIGHT = 2;

/** Reads installments `READS_IN_FLIGHT` at a time, not in a burst, to stay under the rate limit. */
export async function readInstallments(
  queryClient: QueryClient,
  ids: readonly string[],
  staleTime: number,
): Promise<Array<Installment | Error>> {
  return mapAtMost(ids, READS_IN_FLIGHT, async (id): Promise<Installment | Error> => {
    try {
      return await queryClient.fetchQuery({ ...receivableQueries.detail(id), staleTime });
    } catch (error) {
      return error instanceof Error ? error : new Error('erro inesperado');
    }
  });
}
