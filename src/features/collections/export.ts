import { fetchOverdueReceivables } from '../../api/collections';
import { platformToday } from '../../lib/dates';
import type { ListExport } from '../../ui/plain/list/ListScreen';
import { rowsOf, type CustomerRow } from './rows';
import type { CollectionsQuery } from './spec';

/** More than any company's customers: the grouped rows come as one page. */
const ONE_PAGE = 1_000_000;

/** The collections CSV: every customer of its filters, read again at the click. */
export const COLLECTIONS_EXPORT: ListExport<CustomerRow, CollectionsQuery> = {
  fileName: 'inadimplencia',
  pageSize: ONE_PAGE,
  fetchPage: async (query, pagina, _size, signal) => {
    if (pagina > 1) return { items: [], total: null };
    const today = platformToday();
    const rows = rowsOf(await fetchOverdueReceivables(today, signal), query, today);
    return { items: rows, total: rows.length };
  },
  key: (g) => g.key || 'sem-cliente',
  columns: [
    { header: 'Cliente', value: (g) => g.name },
    { header: 'Parcelas em atraso', value: (g) => g.count, kind: 'integer' },
    { header: 'Total em atraso', value: (g) => g.openCents, kind: 'cents' },
    { header: 'Vencimento mais antigo', value: (g) => g.oldestDue, kind: 'date' },
    { header: 'Dias de atraso', value: (g) => g.daysLate, kind: 'integer' },
    { header: 'Faixa de atraso', value: (g) => g.bucket.label },
  ],
};
