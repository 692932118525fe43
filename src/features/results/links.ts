import { dueWindow, type Basis } from '../../api/results';
import { OPEN_RECEIVABLES_FLOOR } from '../../lib/aging';
import type { FlowRow } from '../../lib/category-flow';
import { OPEN_RECEIVABLE_STATUSES } from '../../lib/ledger-view';
import { monthBounds } from '../../lib/date-math';
import type { IsoDate } from '../../lib/dates';
import type { DreRow } from '../../lib/dre';
import { toSearchParams } from '../../lib/search-params';

/**
 * Where a statement cell opens: the ledger list of its side, filtered to exactly its entries —
 * its categories (or none), the month's competence or payment dates, and a due-date interval
 * wide enough for all of them. Null when the cell has no entries of one side to list (a total).
 */
export function cellHref(row: DreRow, basis: Basis, from: IsoDate, to: IsoDate, last: IsoDate): string | null {
  if (row.kind === 'total' || row.sides.length !== 1) return null;
  if (row.kind !== 'uncategorised' && row.categoryIds.length === 0) return null;
  const list = row.sides[0] === 'RECEITA' ? '/recebiveis' : '/pagamentos';
  const period =
    basis === 'competencia'
      ? { data_competencia_de: from, data_competencia_ate: to }
      : { data_pagamento_de: from, data_pagamento_ate: to };
  const params = toSearchParams({
    ...dueWindow(last),
    abertos_anteriores: 'nao',
    ...period,
    ...(row.kind === 'uncategorised' ? { sem_categoria: 'sim' } : { ids_categorias: row.categoryIds }),
  });
  return `${list}?${params.toString()}`;
}

/** A month column's interval, or the whole period's for the total column. */
export function columnInterval(months: readonly IsoDate[], index: number | null): { from: IsoDate; to: IsoDate } {
  if (index === null) return { from: months[0] as IsoDate, to: monthBounds(months[months.length - 1] as IsoDate).last };
  const { first, last } = monthBounds(months[index] as IsoDate);
  return { from: first, to: last };
}

/**
 * A cash-flow cell's entries: realised, those of its category paid in the month; forecast, those
 * still open due in the month (from today in this month, and for payables every overdue one, as
 * the prudent forecast counts them). The contracts' row has no list.
 */
export function flowHref(row: FlowRow, part: 'realized' | 'forecast', month: IsoDate, today: IsoDate): string | null {
  if (row.kind === 'contracts') return null;
  const list = row.side === 'RECEITA' ? '/recebiveis' : '/pagamentos';
  const { first, last } = monthBounds(month);
  const which = row.kind === 'uncategorised' ? { sem_categoria: 'sim' } : { ids_categorias: row.categoryIds };
  const thisMonth = today >= first && today <= last;
  const period =
    part === 'realized'
      ? { ...dueWindow(last), data_pagamento_de: first, data_pagamento_ate: last }
      : {
          status: [...OPEN_RECEIVABLE_STATUSES],
          data_vencimento_de: thisMonth ? (row.side === 'DESPESA' ? OPEN_RECEIVABLES_FLOOR : today) : first,
          data_vencimento_ate: last,
        };
  return `${list}?${toSearchParams({ ...period, abertos_anteriores: 'nao', ...which }).toString()}`;
}

/** The ledger list of a side's entries without a category, of a competence interval. */
export function uncategorisedHref(side: 'RECEITA' | 'DESPESA', from: IsoDate, to: IsoDate): string {
  const params = toSearchParams({
    ...dueWindow(to),
    abertos_anteriores: 'nao',
    data_competencia_de: from,
    data_competencia_ate: to,
    sem_categoria: 'sim',
  });
  return `${side === 'RECEITA' ? '/recebiveis' : '/pagamentos'}?${params.toString()}`;
}
