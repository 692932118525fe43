import type { Receivable, ReceivableSortField } from '../../../api/receivables';
import { capturedFrom, recentUploads } from '../../../stores/recent-uploads';
import { formatDateBR, type IsoDate } from '../../../lib/dates';
import { isOverdue, openCentsOf } from '../../../lib/figures';
import { formatBRL, formatCents } from '../../../lib/money';
import { RECEIVABLE_STATUS_COLORS } from '../../../lib/labels/receivable';
import { badge } from '../../../ui/plain/list/cells';
import { appLink, stacked } from '../../../ui/plain/list/cells-lazy';
import type { CellContext, Column } from '../../../ui/plain/list/DataTable';
import type { LedgerWords } from './sides';
import { fromStatement, withoutMark } from '../../../lib/description-marks';

/** A ledger's columns and its row action, as data; the action link carries this view's address. */
export function ledgerColumns(words: LedgerWords, today: IsoDate): readonly Column<Receivable, ReceivableSortField>[] {
  return [
    {
      header: 'Vencimento',
      width: '7rem',
      sort: 'DATA_VENCIMENTO',
      className: 'nowrap',
      cell: (r) => formatDateBR(r.data_vencimento),
    },
    {
      // Who is paid or pays, whole, over what for: the two texts share the room a name needs at 1280 px.
      header: `${words.party} e descrição`,
      width: 'minmax(11.5rem, 1fr)',
      className: 'ui-wrap',
      cell: (r) =>
        stacked(
          r.pessoa ? r.pessoa.nome : words.noParty,
          words.side === 'pagar' && capturedFrom(recentUploads.all(), r)
            ? `${withoutMark(r.descricao) ?? ''} · via captura`
            : fromStatement(r.descricao)
              ? `${withoutMark(r.descricao) ?? ''} · via extrato`
              : withoutMark(r.descricao),
        ),
    },
    {
      header: 'Total',
      width: '6.5rem',
      sort: 'VALOR',
      align: 'right',
      className: 'ui-money',
      cell: (r) => formatBRL(r.total),
    },
    { header: words.settled, width: '6.5rem', align: 'right', className: 'ui-money', cell: (r) => formatBRL(r.pago) },
    {
      header: 'Em aberto',
      width: '6.5rem',
      align: 'right',
      className: 'ui-money',
      cell: (r) => formatCents(openCentsOf(r)),
    },
    {
      header: 'Situação',
      // "Pago parcial" whole.
      width: '7.5rem',
      className: 'ui-wrap',
      cell: (r) => badge(r.status, () => r.statusLabel, RECEIVABLE_STATUS_COLORS),
    },
    {
      header: 'Ações',
      hiddenHeader: true,
      width: '15rem',
      sticky: true,
      cell: (r, ctx) => rowActions(r, ctx, words, today),
    },
  ];
}

/** Statuses whose values are final: nothing to edit. */
const FINAL = new Set(['CANCELADO', 'RENEGOCIADO', 'PERDIDO']);

/**
 * "Registrar baixa" on what can still be received, "Ver parcela" on the others; "Editar" where values may
 * change; "Renegociar" on what is overdue.
 */
function rowActions(r: Receivable, ctx: CellContext, words: LedgerWords, today: IsoDate) {
  const id = encodeURIComponent(r.id);
  const main = r.settleable
    ? appLink(ctx, `${words.path}/${id}/baixa`, 'Registrar baixa', {
        ariaLabel: `Registrar baixa: ${r.descricao ?? ''}`,
        action: true,
        keepFrom: true,
      })
    : appLink(ctx, `${words.path}/${id}`, 'Ver parcela', {
        ariaLabel: `Ver parcela: ${r.descricao ?? ''}`,
        action: true,
        keepFrom: true,
      });
  if (FINAL.has(r.status ?? '')) return main;
  return (
    <>
      {main}
      {appLink(ctx, `${words.path}/${id}/editar`, 'Editar', {
        ariaLabel: `Editar parcela: ${r.descricao ?? ''}`,
        action: true,
        keepFrom: true,
      })}
      {r.settleable &&
        isOverdue(r, today) &&
        appLink(ctx, `${words.path}/${id}/renegociar`, 'Renegociar', {
          ariaLabel: `Renegociar parcela: ${r.descricao ?? ''}`,
          action: true,
          keepFrom: true,
        })}
    </>
  );
}
