import type { Receivable, ReceivableSortField } from '../../../api/receivables';
import { formatDateBR } from '../../../lib/dates';
import { openCentsOf } from '../../../lib/figures';
import { formatBRL, formatCents } from '../../../lib/money';
import { RECEIVABLE_STATUS_COLORS } from '../../../lib/receivable-labels';
import { appLink, badge } from '../../../ui/list/cells';
import type { CellContext, Column } from '../../../ui/list/DataTable';

/**
 * The receivables table: its columns and its row action, as data (decision 0010). Cells
 * are text or the kit's plain elements; the action is an in-app link the table's one
 * handler opens, carrying this view's address so the settlement page returns to it.
 */
export const RECEIVABLE_COLUMNS: readonly Column<Receivable, ReceivableSortField>[] = [
  {
    header: 'Vencimento',
    width: '6.75rem',
    sort: 'DATA_VENCIMENTO',
    className: 'nowrap',
    cell: (r) => formatDateBR(r.data_vencimento),
  },
  {
    header: 'Cliente',
    width: 'minmax(7rem, 1.2fr)',
    userText: (r) => (r.cliente ? r.cliente.nome : 'Sem cliente'),
  },
  { header: 'Descrição', width: 'minmax(8rem, 1.6fr)', userText: (r) => r.descricao },
  {
    header: 'Total',
    width: '7rem',
    sort: 'VALOR',
    align: 'right',
    className: 'ui-money',
    cell: (r) => formatBRL(r.total),
  },
  { header: 'Recebido', width: '7rem', align: 'right', className: 'ui-money', cell: (r) => formatBRL(r.pago) },
  {
    header: 'Em aberto',
    width: '7rem',
    align: 'right',
    className: 'ui-money',
    cell: (r) => formatCents(openCentsOf(r)),
  },
  {
    header: 'Situação',
    width: '8rem',
    className: 'ui-wrap',
    cell: (r) => badge(r.status, () => r.statusLabel, RECEIVABLE_STATUS_COLORS),
  },
  { header: 'Ações', hiddenHeader: true, width: '10rem', sticky: true, cell: (r, ctx) => rowActions(r, ctx) },
];

/**
 * "Registrar baixa" on what can still be received; "Ver parcela" on the others (received,
 * renegotiated, lost, cancelled): the installment's page with its settlements, each
 * corrected or undone from there.
 */
function rowActions(r: Receivable, ctx: CellContext) {
  const id = encodeURIComponent(r.id);
  if (r.settleable) {
    return appLink(ctx, `/recebiveis/${id}/baixa`, 'Registrar baixa', {
      ariaLabel: `Registrar baixa: ${r.descricao ?? ''}`,
      action: true,
      keepFrom: true,
    });
  }
  return appLink(ctx, `/recebiveis/${id}`, 'Ver parcela', {
    ariaLabel: `Ver parcela: ${r.descricao ?? ''}`,
    action: true,
    keepFrom: true,
  });
}
