import { toSearchParams } from '../api/query';
import type { ReceivableStatus } from '../api/receivables';

/**
 * Addresses of the lists a panel figure stands for: the lists keep their filters in the
 * address bar with the API's parameter names, so a figure links to exactly its records.
 */
export function receivablesHref(
  filter: {
    status: readonly ReceivableStatus[];
    data_vencimento_de: string;
    data_vencimento_ate: string;
  },
  list: '/recebiveis' | '/pagamentos' = '/recebiveis',
) {
  // Only the figure's own interval: without the list's "open from before" (decision 0110).
  return `${list}?${toSearchParams({ ...filter, abertos_anteriores: 'nao' }).toString()}`;
}

/** The payables list with exactly a figure's records. */
export const payablesHref = (filter: Parameters<typeof receivablesHref>[0]) => receivablesHref(filter, '/pagamentos');

export function contractsHref(status: 'ATIVO' | 'PROXIMO_AO_VENCIMENTO') {
  return `/contratos?${toSearchParams({ status }).toString()}`;
}

/** The collections screen: everything overdue, by customer (its default view). */
export const collectionsHref = () => '/recebiveis/inadimplencia';
