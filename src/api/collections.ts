import { queryOptions } from '@tanstack/react-query';
import type { IsoDate } from '../lib/dates';
import { overdueRange } from '../lib/home-panel';
import { allReceivables } from './panel';
import { receivableKeys } from './receivables';

/** Under the receivables' list keys, so a settlement, its undo or a charge refreshes it. */
export function fetchOverdueReceivables(today: IsoDate, signal: AbortSignal) {
  const r = overdueRange(today);
  return allReceivables(r.status, r.data_vencimento_de, r.data_vencimento_ate, signal, 'user');
}

export const collectionQueries = {
  overdue: (today: IsoDate) =>
    queryOptions({
      queryKey: [...receivableKeys.lists(), 'overdue', today] as const,
      queryFn: ({ signal }) => fetchOverdueReceivables(today, signal),
    }),
};
