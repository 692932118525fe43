import {
  PAYMENT_FILTER_TYPES,
  STATUS_FILTERS,
  type ContractListItem,
  type ContractListQuery,
  type SortField,
  type StatusFilter,
} from '../../../api/contracts.schema';
import { formatDateBR, parseIsoDate, type IsoDate } from '../../../lib/dates';
import {
  CONTRACT_STATUS_COLORS,
  contractStatusLabel,
  paymentTypeLabel,
  STATUS_FILTER_LABELS,
} from '../../../lib/labels';
import { formatBRL } from '../../../lib/money';
import { DEFAULT_PAGE_SIZE } from '../../../lib/vocabulary';
import { badge, rowLink } from '../../../ui/list/cells';
import type { Column } from '../../../ui/list/DataTable';
import {
  choiceField,
  countOf,
  dateField,
  dateInterval,
  defineList,
  listField,
  textField,
} from '../../../ui/list/url-state';
import { AdjustingBadge } from '../detail/AdjustingBadge';

/** The contracts list's filters (the API's parameter names). The validity interval is required. */
export interface ContractFilterFields {
  busca_textual: string;
  cliente_id: string[];
  tipo_pagamento: string[];
  status: StatusFilter;
  data_inicio: IsoDate;
  data_fim: IsoDate;
}

/** Default interval: from 1 January three years ago to 31 December next year. */
export function defaultInterval(today: IsoDate): { data_inicio: IsoDate; data_fim: IsoDate } {
  const year = (parseIsoDate(today) as { year: number }).year;
  return { data_inicio: `${year - 3}-01-01`, data_fim: `${year + 1}-12-31` };
}

export const contractsList = defineList<ContractFilterFields, SortField, ContractListQuery>({
  pageSizes: [10, 20, 50],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: ['DATA_INICIO', 'DATA_FIM'],
  fields: {
    busca_textual: textField(),
    cliente_id: listField(),
    tipo_pagamento: listField(PAYMENT_FILTER_TYPES),
    status: choiceField(STATUS_FILTERS, 'TODOS'),
    data_inicio: dateField(),
    data_fim: dateField(),
  },
  defaults: (today) => ({
    busca_textual: '',
    cliente_id: [],
    tipo_pagamento: [],
    status: 'TODOS',
    ...defaultInterval(today),
  }),
  check: dateInterval('data_inicio', 'data_fim', true),
  describe: (f, d) => [
    ...(f.busca_textual.trim() ? [`busca por “${f.busca_textual.trim()}”`] : []),
    ...(f.status !== 'TODOS' ? [`situação: ${STATUS_FILTER_LABELS[f.status] ?? f.status}`] : []),
    ...(f.cliente_id.length ? [countOf(f.cliente_id.length, 'cliente', 'clientes')] : []),
    ...(f.tipo_pagamento.length ? [`pagamento: ${f.tipo_pagamento.map(paymentTypeLabel).join(', ')}`] : []),
    ...(f.data_inicio !== d.data_inicio || f.data_fim !== d.data_fim ? ['período de vigência'] : []),
  ],
});

/** A row of the list: the contract, and whether the platform said it is under value adjustment (decision 0113). */
export type ContractRow = ContractListItem & { adjusting?: true };

/** The rows with their adjustment marks, the answer's own objects when no row is marked. */
export function withAdjusting(items: ContractListItem[], marks: Readonly<Record<string, number>>): ContractRow[] {
  if (!items.some((c) => c.id in marks)) return items;
  return items.map((c) => (c.id in marks ? { ...c, adjusting: true } : c));
}

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
    width: '6.5rem',
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
  { header: 'Próx. vencimento', width: '7rem', className: 'nowrap', cell: (c) => formatDateBR(c.proximo_vencimento) },
  { header: 'Pagamento', width: 'minmax(5.5rem, 1fr)', cell: (c) => paymentTypeLabel(c.tipo_pagamento) },
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
