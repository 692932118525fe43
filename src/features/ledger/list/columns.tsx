import type { Receivable, ReceivableSortField } from '../../../api/receivables';
import { capturedFrom, recentUploads } from '../../../api/recent-uploads';
import { formatDateBR } from '../../../lib/dates';
import { openCentsOf } from '../../../lib/figures';
import { formatBRL, formatCents } from '../../../lib/money';
import { RECEIVABLE_STATUS_COLORS } from '../../../lib/receivable-labels';
import { appLink, badge } from '../../../ui/list/cells';
import type { CellContext, Column } from '../../../ui/list/DataTable';
import type { LedgerWords } from './sides';

/** A ledger's columns and its row action, as data; the action link carries this view's address. */
export function ledgerColumns(words: LedgerWords): readonly Column<Receivable, ReceivableSortField>[] {
  return [
    {
      header: 'Vencimento',
      width: '6.75rem',
      sort: 'DATA_VENCIMENTO',
      className: 'nowrap',
      cell: (r) => formatDateBR(r.data_vencimento),
    },
    {
      header: words.party,
      width: 'minmax(6rem, 1fr)',
      userText: (r) => (r.pessoa ? r.pessoa.nome : words.noParty),
    },
    {
      header: 'Descrição',
      // "Contrato 1102 - parcela 15" whole at 1280 px: a contract's installments tell apart.
      width: 'minmax(12.75rem, 2fr)',
      userText: (r) =>
        words.side === 'pagar' && capturedFrom(recentUploads.all(), r)
          ? `${r.descricao ?? ''} · via captura`
          : r.descricao,
    },
    {
      header: 'Total',
      width: '7rem',
      sort: 'VALOR',
      align: 'right',
      className: 'ui-money',
      cell: (r) => formatBRL(r.total),
    },
    { header: words.settled, width: '7rem', align: 'right', className: 'ui-money', cell: (r) => formatBRL(r.pago) },
    {
      header: 'Em aberto',
      width: '7rem',
      align: 'right',
      className: 'ui-money',
      cell: (r) => formatCents(openCentsOf(r)),
    },
    {
      header: 'Situação',
      width: '7rem',
      className: 'ui-wrap',
      cell: (r) => badge(r.status, () => r.statusLabel, RECEIVABLE_STATUS_COLORS),
    },
    { header: 'Ações', hiddenHeader: true, width: '10rem', sticky: true, cell: (r, ctx) => rowActions(r, ctx, words) },
  ];
}

/** "Registrar baixa" on what can still be received; "Ver parcela" on the others. */
function rowActions(r: Receivable, ctx: CellContext, words: LedgerWords) {
  const id = encodeURIComponent(r.id);
  if (r.settleable) {
    return appLink(ctx, `${words.path}/${id}/baixa`, 'Registrar baixa', {
      ariaLabel: `Registrar baixa: ${r.descricao ?? ''}`,
      action: true,
      keepFrom: true,
    });
  }
  return appLink(ctx, `${words.path}/${id}`, 'Ver parcela', {
    ariaLabel: `Ver parcela: ${r.descricao ?? ''}`,
    action: true,
    keepFrom: true,
  });
}
