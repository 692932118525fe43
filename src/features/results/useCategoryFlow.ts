import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cashQueries, forecastDateOf } from '../../api/cash';
import type { CategoryRecord } from '../../api/results.schema';
import { resultsQueries } from '../../api/results';
import { categoryFlow } from '../../lib/category-flow';
import type { IsoDate } from '../../lib/dates';
import { isSplit } from '../../lib/dre-entries';
import { unread } from '../../ui/plain/QueryError';

/** The cash flow by category: the cash basis' payments and the cash screen's own forecast reads. */
export function useCategoryFlow(today: IsoDate, months: readonly IsoDate[], categories: CategoryRecord[] | undefined) {
  const paid = useQuery(resultsQueries.statement('caixa', months));
  const receivables = useQuery(cashQueries.open('receber', today));
  const payables = useQuery(cashQueries.open('pagar', today));
  const scheduled = useQuery(cashQueries.scheduled(today));
  const splitIds = useMemo(
    () => [...(receivables.data ?? []), ...(payables.data ?? [])].filter(isSplit).map((r) => r.id),
    [receivables.data, payables.data],
  );
  const splits = useQuery({
    ...resultsQueries.splits(splitIds),
    enabled: receivables.data !== undefined && payables.data !== undefined,
  });
  const queries = [paid, receivables, payables, scheduled, splits];
  const flow = useMemo(
    () =>
      categories && paid.data && receivables.data && payables.data && scheduled.data && splits.data
        ? categoryFlow({
            today,
            months,
            names: new Map(categories.map((c) => [c.id, c.nome])),
            paid: paid.data.entries,
            receivables: receivables.data,
            payables: payables.data,
            scheduledSales: scheduled.data.map((s) => ({ date: forecastDateOf(s), total: s.total })),
            splits: splits.data,
          })
        : null,
    [today, months, categories, paid.data, receivables.data, payables.data, scheduled.data, splits.data],
  );
  return { flow, queries, failed: queries.filter(unread) };
}
