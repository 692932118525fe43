import type { InvoiceRow } from '../../../api/invoices';
import { noteStateOf } from '../../../lib/invoice-matching';
import { fold } from '../../../lib/text';
import type { InvoicesQuery } from './spec';

const digits = (text: string) => text.replace(/\D/g, '');

/** The rows of the filters, sorted (newest first by default): the screen shows a page, the export all. */
export function filterInvoiceRows(rows: readonly InvoiceRow[], q: InvoicesQuery): InvoiceRow[] {
  const states = q.situacao?.length ? new Set(q.situacao) : null;
  const customer = q.cliente ? fold(q.cliente.trim()) : '';
  const customerDigits = q.cliente ? digits(q.cliente) : '';
  const number = q.numero?.trim() ?? '';
  const out = rows.filter(({ note, sale }) => {
    if (states && !states.has(noteStateOf(note.status))) return false;
    if (customer) {
      const byName = fold(note.nome_cliente ?? sale?.cliente?.nome ?? '').includes(customer);
      const byDocument = !!customerDigits && digits(note.documento_cliente ?? '').includes(customerDigits);
      if (!byName && !byDocument) return false;
    }
    if (q.contrato && (note.id_contrato ?? sale?.id_contrato) !== q.contrato.trim()) return false;
    if (number && ![note.numero_nfse, note.numero_venda, note.numero_rps].includes(number)) return false;
    return true;
  });
  const field = q.campo_ordenado_ascendente ?? q.campo_ordenado_descendente ?? 'DATA';
  const direction = q.campo_ordenado_ascendente ? 1 : -1;
  const key = (r: InvoiceRow) =>
    field === 'VALOR'
      ? (r.note.valor_total_nfse ?? 0)
      : field === 'CLIENTE'
        ? fold(r.note.nome_cliente ?? '')
        : (r.note.data_competencia ?? '');
  return out.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return direction * (ka < kb ? -1 : ka > kb ? 1 : 0) || (a.note.id < b.note.id ? -1 : 1);
  });
}
