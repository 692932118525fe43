import type { AgeBucketId } from '../../lib/aging';
import type { CollectionSortField } from '../../lib/collections';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { dias } from '../../lib/nouns';
import type { MantineColor } from '../../ui/mantine/controls';
import { badge } from '../../ui/plain/list/cells';
import type { Column, Expandable } from '../../ui/plain/list/DataTable';
import { CustomerInstallments } from './CustomerInstallments';
import type { CustomerRow } from './rows';

/** Later is darker: a glance finds the oldest debts. */
export const BUCKET_COLORS: Record<AgeBucketId, MantineColor> = {
  d1_30: 'yellow',
  d31_60: 'orange',
  d61_90: 'red',
  d90_mais: 'grape',
};

/** The collections table: one row per customer (decision 0010), columns as data. */
export const COLLECTION_COLUMNS: readonly Column<CustomerRow, CollectionSortField>[] = [
  // The name is the row's toggle: it opens the customer's installments.
  { header: 'Cliente', width: 'minmax(12rem, 2fr)', sort: 'CLIENTE', userText: (g) => g.name, toggles: true },
  {
    header: 'Parcelas',
    width: '7rem',
    sort: 'QUANTIDADE',
    align: 'right',
    className: 'nowrap',
    cell: (g) => String(g.count),
  },
  {
    header: 'Total em atraso',
    width: '10rem',
    sort: 'TOTAL',
    align: 'right',
    className: 'ui-money',
    cell: (g) => formatCents(g.openCents),
  },
  {
    header: 'Vencimento mais antigo',
    width: '14.5rem',
    sort: 'VENCIMENTO',
    className: 'nowrap',
    cell: (g) => `${formatDateBR(g.oldestDue)} (${dias(g.daysLate)})`,
  },
  {
    header: 'Faixa de atraso',
    width: '10rem',
    sort: 'FAIXA',
    className: 'nowrap',
    cell: (g) => badge(g.bucket.id, () => g.bucket.label, BUCKET_COLORS),
  },
];

/** A customer opens to its installments, their charges and the reminder. */
export const COLLECTION_EXPANDABLE: Expandable<CustomerRow> = {
  rowId: (g) => g.key,
  toggleLabel: (g) => `Parcelas de ${g.name}`,
  detail: (g) => <CustomerInstallments group={g} />,
};
