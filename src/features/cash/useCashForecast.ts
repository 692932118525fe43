import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cashQueries, forecastDateOf } from '../../api/cash';
import { forecast, type Forecast, type Granularity, type Scenario } from '../../lib/forecast';
import { unread } from '../../ui/plain/QueryError';

/** Which parts of a forecast have arrived; the table fills its columns as they do. */
export interface ForecastParts {
  balances: boolean;
  receivables: boolean;
  payables: boolean;
  contracts: boolean;
}

/** Whether every part the scenario counts has arrived: the closing balances can be shown. */
export const isComplete = (parts: ForecastParts, scenario: Scenario) =>
  parts.balances && parts.receivables && parts.payables && (parts.contracts || !scenario.contracts);

/** Whether a part the scenario counts could not be read: the closing balances will not come until it is. */
export const isIncomplete = (lost: ForecastParts, scenario: Scenario) =>
  lost.balances || lost.receivables || lost.payables || (lost.contracts && scenario.contracts);

/** The cash screen's data: four queries together, the forecast computed from what has arrived. */
export function useCashForecast(today: string, granularity: Granularity, scenario: Scenario) {
  const balances = useQuery(cashQueries.balances());
  const receivables = useQuery(cashQueries.open('receber', today));
  const payables = useQuery(cashQueries.open('pagar', today));
  const scheduled = useQuery(cashQueries.scheduled(today));

  const parts: ForecastParts = {
    balances: balances.data !== undefined,
    receivables: receivables.data !== undefined,
    payables: payables.data !== undefined,
    contracts: scheduled.data !== undefined,
  };
  /** The parts that failed to load (not loading any more): their cells say so, and nothing waits for them. */
  const lost: ForecastParts = {
    balances: unread(balances),
    receivables: unread(receivables),
    payables: unread(payables),
    contracts: unread(scheduled),
  };
  const result: Forecast = useMemo(
    () =>
      forecast(
        {
          today,
          openingCents: balances.data?.totalCents ?? 0,
          receivables: receivables.data ?? [],
          payables: payables.data ?? [],
          scheduledSales: (scheduled.data ?? []).map((s) => ({ date: forecastDateOf(s), total: s.total })),
        },
        granularity,
        scenario,
      ),
    [today, balances.data, receivables.data, payables.data, scheduled.data, granularity, scenario],
  );
  const complete = isComplete(parts, scenario);
  const failed = [balances, receivables, payables, scheduled].filter(unread);
  return { balances, receivables, payables, scheduled, parts, lost, forecast: result, complete, failed };
}
