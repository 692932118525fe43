import type { ContractListItem, SortField } from '../../../api/contracts.schema';
import { formatDateBR } from '../../../lib/dates';
import { CONTRACT_STATUS_COLORS, contractStatusLabel, paymentTypeLabel } from '../../../lib/labels/contract';
import { formatBRL } from '../../../lib/money';
import { badge, rowLink } from '../../../ui/plain/list/cells';
import type { Column } from '../../../ui/plain/list/DataTable';
import { AdjustingBadge } from '../detail/AdjustingBadge';
import type { ContractRow } from './spec';

function vigencia(item: ContractListItem): string {
  const made = item.termos?.vigencia_atual;
  const total = item.termos?.vigencia_total;
  const open = item.termos?.tipo_expiracao === 'NUNCA';
  return `${made ?? '—'} / ${open || total === null || total === undefined ? '∞' : total}`;
}

/** The columns, in rem: they add up to the table's minimum width, below which it scrolls sideways. */
export const CONTRACT_COLUMNS: readonly Column<ContractRow, SortField>[] = [
  {
    header: 'Número',
    width: '4.5rem',
    className: 'nowrap',
    cell: (c, ctx) => rowLink(ctx, `/contratos/${c.id}`, String(c.numero ?? '—')),
  },
  { header: 'Cliente', width: 'minmax(7rem, 1.5fr)', userText: (c) => c.cliente?.nome },
  {
    header: 'Situação',
    width: '5.75rem',
    className: 'ui-wrap',
    cell: (c) => (
      <>
        {badge(c.status, contractStatusLabel, CONTRACT_STATUS_COLORS)}
        {c.adjusting && c.status !== 'DELETADO' && (
          <>
            {' '}
            <AdjustingBadge />
          </>
        )}
      </>
    ),
  },
  {
    header: 'Início',
    width: '6.25rem',
    sort: 'DATA_INICIO',
    className: 'nowrap',
    cell: (c) => formatDateBR(c.data_inicio),
  },
  {
    header: 'Próx. vencimento',
    width: '6.25rem',
    className: 'nowrap',
    cell: (c) => formatDateBR(c.proximo_vencimento),
  },
  { header: 'Pagamento', width: 'minmax(6rem, 1fr)', cell: (c) => paymentTypeLabel(c.tipo_pagamento) },
  { header: 'Total', width: '7.5rem', align: 'right', className: 'ui-money', cell: (c) => formatBRL(c.total) },
  {
    header: 'Próx. cobrança',
    width: '7.5rem',
    align: 'right',
    className: 'ui-money',
    cell: (c) => formatBRL(c.total_proximo_vencimento),
  },
  { header: 'Cobranças', width: '5.5rem', align: 'center', className: 'nowrap', cell: vigencia },
  {
    header: 'Fim',
    width: '6.25rem',
    sort: 'DATA_FIM',
    className: 'nowrap',
    cell: (c) => (c.termos?.tipo_expiracao === 'NUNCA' ? 'sem fim' : formatDateBR(c.termos?.data_fim)),
  },
];
