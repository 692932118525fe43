import type { Receivable } from '../../api/receivables';
import { collectionRows, groupOverdue, type CustomerGroup } from '../../lib/collections';
import type { IsoDate } from '../../lib/dates';
import { sortOf, type CollectionsQuery } from './spec';

export type CustomerRow = CustomerGroup<Receivable>;

/** Every row of the list's filters (all pages): the screen shows a page of them, the export all. */
export function rowsOf(items: readonly Receivable[], query: CollectionsQuery, today: IsoDate): CustomerRow[] {
  return rowsOfGroups(groupOverdue(items, today), query);
}

export function rowsOfGroups(groups: readonly CustomerRow[], query: CollectionsQuery): CustomerRow[] {
  return collectionRows(groups, { faixa: query.faixa, cliente: query.cliente, sort: sortOf(query) });
}
