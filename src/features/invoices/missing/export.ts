import { onRateLimited } from '../../../api/http';
import { readSalesWithoutNote, type SaleWithoutNoteRow } from '../../../api/invoices';
import { platformToday } from '../../../lib/dates';
import { MISSING_REASON_ACTIONS, MISSING_REASON_LABELS } from '../../../lib/labels/invoice';
import type { ListExport } from '../../../ui/plain/list/ListScreen';
import type { MissingQuery } from './spec';

const ONE_PAGE = 1_000_000;

/** The month's sales without a note, read again at the click. */
export const MISSING_EXPORT: ListExport<SaleWithoutNoteRow, MissingQuery> = {
  fileName: 'vendas-sem-nota',
  pageSize: ONE_PAGE,
  fetchPage: async (query, pagina, _size, signal) => {
    if (pagina > 1) return { items: [], total: null };
    const { rows } = await readSalesWithoutNote(query.mes, platformToday(), signal);
    return { items: rows, total: rows.length };
  },
  key: (r) => r.sale.id,
  onPause: onRateLimited,
  columns: [
    { header: 'Venda', value: (r) => r.sale.numero, kind: 'integer' },
    { header: 'Data', value: (r) => r.sale.data, kind: 'date' },
    { header: 'Cliente', value: (r) => r.sale.cliente?.nome },
    { header: 'Valor', value: (r) => r.sale.total, kind: 'decimal' },
    { header: 'Situação da nota', value: (r) => MISSING_REASON_LABELS[r.reason] },
    { header: 'O que fazer', value: (r) => MISSING_REASON_ACTIONS[r.reason] },
  ],
};
