import { QueryClient } from '@tanstack/react-query';
import { captureKeys } from '../api/capture';
import { cashKeys } from '../api/cash';
import { chargeKeys } from '../api/charges';
import { contractKeys } from '../api/contracts';
import { invoiceKeys } from '../api/invoices';
import { panelKeys } from '../api/panel';
import { personKeys } from '../api/people';
import { quoteKeys } from '../api/quotes';
import { receivableKeys } from '../api/receivables';
import { referenceKeys } from '../api/reference';
import type { Family } from '../api/refresh';
import { resultsKeys } from '../api/results';
import { salesKeys } from '../api/sales';
import { TEST_COMPANY } from './company';

/** One cached query of each family, as a screen would have left it. */
export const FAMILY_KEYS: Record<Family, readonly unknown[]> = {
  'ledger-lists': receivableKeys.list({ pagina: 1 } as never),
  installments: receivableKeys.detail('p1'),
  panel: panelKeys.overdue('2026-12-01'),
  'panel-captures': panelKeys.captures(),
  cash: cashKeys.balances(),
  results: resultsKeys.statement('competencia', ['2026-01-01']),
  contracts: contractKeys.detail('c1'),
  'contract-lists': contractKeys.lists(),
  sales: salesKeys.details(),
  invoices: invoiceKeys.list('2026-11-01', '2026-11-30'),
  'quote-lists': quoteKeys.lists(),
  charges: chargeKeys.all,
  capture: captureKeys.details(),
  portfolio: ['portfolio', TEST_COMPANY, '2026-12-01'],
  customers: referenceKeys.customers('ana'),
  people: personKeys.detail('p1'),
};

export function cachedClient(client = new QueryClient()) {
  for (const key of Object.values(FAMILY_KEYS)) client.setQueryData(key, { lido: true });
  return client;
}

export const oldFamilies = (client: QueryClient) =>
  (Object.keys(FAMILY_KEYS) as Family[]).filter((f) => client.getQueryState(FAMILY_KEYS[f])?.isInvalidated);
