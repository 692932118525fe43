import type { InvoiceRow } from '../../../api/invoices';
import { formatDateBR } from '../../../lib/dates';
import { noteStateOf } from '../../../lib/invoice-matching';
import { NFSE_STATUS_COLORS, nfseStatusLabel } from '../../../lib/labels/invoice';
import { formatBRL } from '../../../lib/money';
import { badge } from '../../../ui/plain/list/cells';
import { appLink } from '../../../ui/plain/list/cells-lazy';
import type { Column } from '../../../ui/plain/list/DataTable';
import type { InvoiceSortField } from './spec';

/** The day a note was sent to be issued (`informacao_transmissao`), none while it waits. */
export const sentDateOf = (r: InvoiceRow) => r.note.informacao_transmissao?.data_inicio_emissao?.slice(0, 10) ?? null;

/** Its issue date: the day it was sent, for a note the city issued (cancelled since or not); a failed one has none. */
export const issueDateOf = (r: InvoiceRow) => {
  const state = noteStateOf(r.note.status);
  return state === 'issued' || state === 'cancelled' ? sentDateOf(r) : null;
};
export const contractOf = (r: InvoiceRow) => r.note.id_contrato ?? r.sale?.id_contrato ?? null;
const saleNumber = (r: InvoiceRow) => r.note.numero_venda ?? (r.sale?.numero != null ? String(r.sale.numero) : null);

export const INVOICE_COLUMNS: readonly Column<InvoiceRow, InvoiceSortField>[] = [
  { header: 'NFS-e', width: '6rem', className: 'nowrap', cell: (r) => r.note.numero_nfse ?? '—' },
  {
    header: 'Venda',
    width: '7rem',
    className: 'nowrap',
    cell: (r, ctx) => {
      const contract = contractOf(r);
      const n = saleNumber(r) ?? '—';
      return contract ? appLink(ctx, `/contratos/${contract}`, n, { ariaLabel: `Venda nº ${n}: abrir o contrato` }) : n;
    },
  },
  {
    header: 'Contrato',
    width: '7rem',
    className: 'nowrap',
    cell: (r, ctx) => {
      const contract = contractOf(r);
      return contract ? appLink(ctx, `/contratos/${contract}`, 'Ver contrato') : '—';
    },
  },
  {
    header: 'Cliente',
    width: 'minmax(10rem, 2fr)',
    sort: 'CLIENTE',
    // Whole: who the note is for is what a row is read by.
    className: 'ui-wrap',
    userText: (r) => r.note.nome_cliente ?? r.sale?.cliente?.nome,
  },
  {
    header: 'Valor',
    width: '8rem',
    align: 'right',
    className: 'ui-money',
    sort: 'VALOR',
    cell: (r) => formatBRL(r.note.valor_total_nfse),
  },
  {
    header: 'Situação',
    width: 'minmax(8rem, 1fr)',
    className: 'ui-wrap',
    cell: (r) => badge(r.note.status, nfseStatusLabel, NFSE_STATUS_COLORS),
  },
  {
    header: 'Competência',
    width: '7.5rem',
    className: 'nowrap',
    sort: 'DATA',
    cell: (r) => formatDateBR(r.note.data_competencia),
  },
  {
    header: 'Emissão',
    width: '7rem',
    className: 'ui-wrap',
    // A note not issued shows when it was sent, so the date does not read as an issue.
    cell: (r) => {
      const sent = sentDateOf(r);
      return issueDateOf(r) || !sent ? formatDateBR(sent) : `envio ${formatDateBR(sent)}`;
    },
  },
];
