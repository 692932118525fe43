import type { IsoDate } from '../../../lib/dates';
import type { NoteState } from '../../../lib/invoice-matching';
import { NOTE_STATE_LABELS, NOTE_STATES } from '../../../lib/labels/invoice';
import { DEFAULT_PAGE_SIZE } from '../../../lib/vocabulary';
import { countOf, dateField, dateInterval, defineList, listField, textField } from '../../../ui/plain/list/url-state';

/** The invoices' filters: a period of any length (read as the platform's 15-day windows), and the rest applied here. */
export interface InvoiceFilterFields {
  de: IsoDate;
  ate: IsoDate;
  situacao: NoteState[];
  cliente: string;
  /** Contracts' ids. */
  contrato: string[];
  numero: string;
}

export const INVOICE_SORT_FIELDS = ['DATA', 'VALOR', 'CLIENTE'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

export interface InvoicesQuery {
  pagina: number;
  tamanho_pagina: number;
  de: IsoDate;
  ate: IsoDate;
  situacao?: NoteState[];
  cliente?: string;
  contrato?: string[];
  numero?: string;
  campo_ordenado_ascendente?: InvoiceSortField;
  campo_ordenado_descendente?: InvoiceSortField;
}

export const invoicesList = defineList<InvoiceFilterFields, InvoiceSortField, InvoicesQuery>({
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: INVOICE_SORT_FIELDS,
  fields: {
    de: dateField(),
    ate: dateField(),
    situacao: listField(NOTE_STATES),
    cliente: textField(),
    contrato: listField(),
    numero: textField(),
  },
  // This month up to today.
  defaults: (today) => ({
    de: `${today.slice(0, 7)}-01`,
    ate: today,
    situacao: [],
    cliente: '',
    contrato: [],
    numero: '',
  }),
  check: dateInterval('de', 'ate', true),
  keepOnClear: ['de', 'ate'],
  describe: (f) => [
    ...(f.situacao.length ? [`situação: ${f.situacao.map((s) => NOTE_STATE_LABELS[s].toLowerCase()).join(', ')}`] : []),
    ...(f.cliente.trim() ? [`cliente com “${f.cliente.trim()}”`] : []),
    ...(f.contrato.length ? [countOf(f.contrato.length, 'contrato', 'contratos')] : []),
    ...(f.numero.trim() ? [`número ${f.numero.trim()}`] : []),
  ],
});

export const WORDS = {
  noun: 'notas',
  errorTitle: 'Não foi possível carregar as notas fiscais',
  empty: {
    title: 'Nenhuma nota fiscal encontrada',
    filtered: (narrowing: string) => `Os filtros aplicados (${narrowing}) não retornaram notas no período.`,
    unfiltered: 'Nenhuma NFS-e com competência no período.',
  },
};
