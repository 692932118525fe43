import { toSearchParams } from '../../lib/search-params';
import type { CanonicalStatus, LedgerSide } from '../../lib/labels/receivable';

/** The lists keep API parameter names in the address, so a figure links to exactly its records. */
export function receivablesHref(
  filter: {
    status: readonly CanonicalStatus[];
    data_vencimento_de: string;
    data_vencimento_ate: string;
  },
  list: '/recebiveis' | '/pagamentos' = '/recebiveis',
) {
  // Only the figure's own interval (decision 0110).
  return `${list}?${toSearchParams({ ...filter, abertos_anteriores: 'nao' }).toString()}`;
}

export const payablesHref = (filter: Parameters<typeof receivablesHref>[0]) => receivablesHref(filter, '/pagamentos');

export function contractsHref(status: 'ATIVO' | 'PROXIMO_AO_VENCIMENTO') {
  return `/contratos?${toSearchParams({ status }).toString()}`;
}

/** Its default view: everything overdue, by customer. */
export const collectionsHref = () => '/recebiveis/inadimplencia';

/** An installment's own page: what it has open now, its settlements, its actions. */
export const installmentHref = (side: LedgerSide, id: string) =>
  `${side === 'pagar' ? '/pagamentos' : '/recebiveis'}/${encodeURIComponent(id)}`;
