import type { InvoiceRow } from '../../../api/invoices';
import { noteStateOf } from '../../../lib/invoice-matching';
import { countOf, fold } from '../../../lib/text';
import type { PickerOption } from '../../../lib/reference-options';
import type { InvoicesQuery } from './spec';

const digits = (text: string) => text.replace(/\D/g, '');

/** The rows of the filters, sorted (newest first by default): the screen shows a page, the export all. */
export function filterInvoiceRows(rows: readonly InvoiceRow[], q: InvoicesQuery): InvoiceRow[] {
  const states = q.situacao?.length ? new Set(q.situacao) : null;
  const customer = q.cliente ? fold(q.cliente.trim()) : '';
  const customerDigits = q.cliente ? digits(q.cliente) : '';
  const number = q.numero?.trim() ?? '';
  const contracts = q.contrato?.length ? new Set(q.contrato) : null;
  const out = rows.filter(({ note, sale }) => {
    if (states && !states.has(noteStateOf(note.status))) return false;
    if (customer) {
      const byName = fold(note.nome_cliente ?? sale?.cliente?.nome ?? '').includes(customer);
      const byDocument = !!customerDigits && digits(note.documento_cliente ?? '').includes(customerDigits);
      if (!byName && !byDocument) return false;
    }
    if (contracts && !contracts.has(note.id_contrato ?? sale?.id_contrato ?? '')) return false;
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

/** What names a contract in the filter: its number and customer, from the contracts list. */
export interface ContractName {
  numero?: number | null | undefined;
  cliente?: { nome?: string | null | undefined } | null | undefined;
}

/**
 * The contract filter's options: the contracts of the period's notes, named by number and
 * customer (the customer of their notes until the contracts are read), and those chosen
 * even when the period has none of their notes.
 */
export function contractOptions(
  rows: readonly InvoiceRow[],
  chosen: readonly string[],
  names: ReadonlyMap<string, ContractName>,
): PickerOption[] {
  const notes = new Map<string, { count: number; customer: string }>();
  for (const { note, sale } of rows) {
    const id = note.id_contrato ?? sale?.id_contrato;
    if (!id) continue;
    const seen = notes.get(id);
    if (seen) seen.count += 1;
    else notes.set(id, { count: 1, customer: note.nome_cliente ?? sale?.cliente?.nome ?? '' });
  }
  for (const id of chosen) if (!notes.has(id)) notes.set(id, { count: 0, customer: '' });
  const options = [...notes].map(([id, { count, customer }]): PickerOption => {
    const named = names.get(id);
    const who = named?.cliente?.nome || customer;
    const number = named?.numero;
    const label =
      number != null ? `Contrato nº ${number}${who ? ` · ${who}` : ''}` : who ? `Contrato de ${who}` : 'Contrato';
    return { value: id, label, description: count ? countOf(count, 'nota', 'notas') : 'Nenhuma nota no período' };
  });
  return options.sort((a, b) => fold(a.label).localeCompare(fold(b.label), 'pt-BR', { numeric: true }));
}
