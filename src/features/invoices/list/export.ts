import { onRateLimited } from '../../../api/http';
import { readInvoiceRows, type InvoiceRow } from '../../../api/invoices';
import { nfseStatusLabel } from '../../../lib/labels/invoice';
import type { ListExport } from '../../../ui/plain/list/ListScreen';
import { contractOf, issueDateOf, sentDateOf } from './columns';
import { filterInvoiceRows } from './rows';
import type { InvoicesQuery } from './spec';

/** More than any period's notes: the filtered rows come as one page. */
const ONE_PAGE = 1_000_000;

/** The invoices CSV: every note of its filters, read again at the click. */
export const INVOICE_EXPORT: ListExport<InvoiceRow, InvoicesQuery> = {
  fileName: (query) => `notas-fiscais-${query.de}-a-${query.ate}`,
  pageSize: ONE_PAGE,
  fetchPage: async (query, pagina, _size, signal) => {
    if (pagina > 1) return { items: [], total: null };
    const rows = filterInvoiceRows(await readInvoiceRows(query.de, query.ate, signal), query);
    return { items: rows, total: rows.length };
  },
  key: (r) => r.note.id,
  onPause: onRateLimited,
  columns: [
    { header: 'NFS-e', value: (r) => r.note.numero_nfse },
    { header: 'RPS', value: (r) => r.note.numero_rps },
    { header: 'Venda', value: (r) => r.note.numero_venda ?? r.sale?.numero },
    { header: 'Contrato (id)', value: (r) => contractOf(r) },
    { header: 'Cliente', value: (r) => r.note.nome_cliente ?? r.sale?.cliente?.nome },
    { header: 'CPF/CNPJ', value: (r) => r.note.documento_cliente },
    { header: 'Valor', value: (r) => r.note.valor_total_nfse, kind: 'decimal' },
    { header: 'Situação', value: (r) => nfseStatusLabel(r.note.status) },
    { header: 'Competência', value: (r) => r.note.data_competencia, kind: 'date' },
    { header: 'Emissão', value: (r) => issueDateOf(r), kind: 'date' },
    { header: 'Envio para emissão', value: (r) => sentDateOf(r), kind: 'date' },
  ],
};
