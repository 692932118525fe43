import type { SaleWithoutNoteRow } from '../../../api/invoices';
import { formatDateBR } from '../../../lib/dates';
import { MISSING_REASON_ACTIONS, MISSING_REASON_LABELS } from '../../../lib/labels/invoice';
import { formatBRL } from '../../../lib/money';
import { appLink } from '../../../ui/plain/list/cells-lazy';
import type { Column } from '../../../ui/plain/list/DataTable';

const numero = (r: SaleWithoutNoteRow) => String(r.sale.numero ?? '—');

export const MISSING_COLUMNS: readonly Column<SaleWithoutNoteRow, never>[] = [
  {
    header: 'Venda',
    width: '7rem',
    className: 'nowrap',
    cell: (r, ctx) =>
      appLink(ctx, `/contratos/${r.sale.id_contrato ?? ''}`, numero(r), {
        ariaLabel: `Venda nº ${numero(r)}: abrir o contrato`,
      }),
  },
  { header: 'Data', width: '7rem', className: 'nowrap', cell: (r) => formatDateBR(r.sale.data) },
  { header: 'Cliente', width: 'minmax(10rem, 2fr)', className: 'ui-wrap', userText: (r) => r.sale.cliente?.nome },
  { header: 'Valor', width: '8rem', align: 'right', className: 'ui-money', cell: (r) => formatBRL(r.sale.total) },
  { header: 'Situação da nota', width: '9rem', className: 'ui-wrap', cell: (r) => MISSING_REASON_LABELS[r.reason] },
  {
    header: 'O que fazer',
    width: 'minmax(12rem, 2fr)',
    className: 'ui-wrap',
    cell: (r) => MISSING_REASON_ACTIONS[r.reason],
  },
];
