import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { compareIsoDates, type IsoDate } from '../lib/dates';
import { addDays, monthBounds } from '../lib/date-math';
import { notesOfSales, salesWithoutNote, shouldHaveNote, type SaleWithoutNote } from '../lib/invoice-matching';
import { splitIntoWindows, type DateWindow } from '../lib/invoice-windows';
import { mapAtMost } from '../lib/map-at-most';
import { readAllPages } from '../lib/paged-export';
import type { RequestPriority } from './http';
import { request } from './http';
import { INVOICE_MAX_PAGE_SIZE, nfsePageSchema, type NfseItem, type NfseQuery } from './invoices.schema';
import { contractSalesKey, readContractSalesBetween, type SaleSearchItem } from './sales';

export * from './invoices.schema';

/**
 * Notes are read over any period as the platform's windows of 15 days, `WINDOWS_AT_ONCE`
 * at a time (each window's pages one after another), every request through the shared
 * request budget; the sales of the period come from the sales search.
 */

export const WINDOWS_AT_ONCE = 4;
/** Notes of a month's sales may be dated up to this many days after the month. */
export const LATE_NOTE_DAYS = 15;

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (from: IsoDate, to: IsoDate) => [...invoiceKeys.lists(), from, to] as const,
  missing: (month: string, today: IsoDate) => [...invoiceKeys.all, 'missing', month, today] as const,
};

export function readNfsePage(query: NfseQuery, signal?: AbortSignal, priority?: RequestPriority) {
  return request('/v1/notas-fiscais-servico', { query: { ...query }, schema: nfsePageSchema, signal, priority });
}

/** Filters sent with every window, by the platform's names (arrays as `key[0]`). */
type WindowFilters = Partial<Record<string, string | number>>;

function readWindow(
  window: DateWindow,
  signal?: AbortSignal,
  priority?: RequestPriority,
  filters: WindowFilters = {},
): Promise<NfseItem[]> {
  return readAllPages<NfseItem>({
    fetchPage: async (pagina, pageSignal) => {
      const page = await readNfsePage(
        {
          ...filters,
          data_competencia_de: window.from,
          data_competencia_ate: window.to,
          pagina,
          tamanho_pagina: INVOICE_MAX_PAGE_SIZE,
        },
        pageSignal,
        priority,
      );
      return { items: page.itens, total: page.total };
    },
    pageSize: INVOICE_MAX_PAGE_SIZE,
    ahead: 2,
    ...(signal ? { signal } : {}),
  });
}

export interface NotesProgress {
  windows: number;
  read: number;
}

/** Every NFS-e of [from, to], in window order, each once. */
export async function readNotes(
  from: IsoDate,
  to: IsoDate,
  signal?: AbortSignal,
  priority: RequestPriority = 'user',
  onProgress?: (progress: NotesProgress) => void,
  filters: WindowFilters = {},
): Promise<NfseItem[]> {
  const windows = splitIntoWindows(from, to);
  let read = 0;
  const results = await mapAtMost(windows, WINDOWS_AT_ONCE, async (window) => {
    const notes = await readWindow(window, signal, priority, filters);
    onProgress?.({ windows: windows.length, read: ++read });
    return notes;
  });
  const seen = new Set<string>();
  return results.flat().filter((note) => !seen.has(note.id) && !!seen.add(note.id));
}

/** A note with the sale it names, when that sale is a contract's sale of the period. */
export interface InvoiceRow {
  note: NfseItem;
  sale: SaleSearchItem | null;
}

export async function readInvoiceRows(from: IsoDate, to: IsoDate, signal?: AbortSignal): Promise<InvoiceRow[]> {
  // A note may be dated a little after its sale: its sale is looked for from before the period.
  const [notes, sales] = await Promise.all([
    readNotes(from, to, signal),
    readContractSalesBetween(addDays(from, -LATE_NOTE_DAYS), to, signal),
  ]);
  const byId = new Map(sales.map((s) => [s.id, s]));
  const byNumber = new Map(sales.map((s) => [String(s.numero ?? ''), s]));
  return notes.map((note) => ({
    note,
    sale: (note.id_venda ? byId.get(note.id_venda) : undefined) ?? byNumber.get(note.numero_venda ?? '') ?? null,
  }));
}

/** The month of a date, `YYYY-MM`. */
export const monthOf = (date: IsoDate) => date.slice(0, 7);

export type SaleWithoutNoteRow = SaleWithoutNote<SaleSearchItem, NfseItem>;

export interface MissingNotes {
  month: string;
  rows: SaleWithoutNoteRow[];
  cents: number;
}

/**
 * The contract sales of `month` issued and without a note (none, failed or cancelled);
 * notes dated up to `LATE_NOTE_DAYS` after the month count, never after `today`.
 */
export async function readSalesWithoutNote(
  month: string,
  today: IsoDate,
  signal?: AbortSignal,
  priority: RequestPriority = 'user',
): Promise<MissingNotes> {
  const { first, last } = monthBounds(`${month}-01`);
  const lateEnd = addDays(last, LATE_NOTE_DAYS);
  const notesTo = compareIsoDates(lateEnd, today) > 0 ? (compareIsoDates(today, last) > 0 ? today : last) : lateEnd;
  const [sales, notes] = await Promise.all([
    readContractSalesBetween(first, last, signal, priority),
    readNotes(first, notesTo, signal, priority),
  ]);
  const rows = salesWithoutNote(sales.filter(shouldHaveNote), notes);
  const cents = rows.reduce((sum, r) => sum + Math.round((r.sale.total ?? 0) * 100), 0);
  return { month, rows, cents };
}

/** How far back a contract's notes are read: a year of windows. */
export const CONTRACT_NOTES_DAYS = 365;

export interface ContractNotes {
  /** The first sale date read; older sales' notes were not asked. */
  from: IsoDate | null;
  bySale: Map<string, NfseItem>;
}

/** The notes of one customer's contract sales issued in the last year, by the sale's id. */
export async function readNotesOfContractSales(
  sales: readonly SaleSearchItem[],
  customerId: string | null | undefined,
  today: IsoDate,
  signal?: AbortSignal,
): Promise<ContractNotes> {
  const oldest = addDays(today, -CONTRACT_NOTES_DAYS);
  const dates = sales
    .filter(shouldHaveNote)
    .map((s) => s.data)
    .filter((d): d is string => !!d && compareIsoDates(d, oldest) >= 0 && compareIsoDates(d, today) <= 0)
    .sort();
  if (!dates.length) return { from: null, bySale: new Map() };
  const from = dates[0] as IsoDate;
  const late = addDays(dates[dates.length - 1] as IsoDate, LATE_NOTE_DAYS);
  const to = compareIsoDates(late, today) > 0 ? today : late;
  const filters = customerId ? { 'id_cliente[0]': customerId } : {};
  const notes = await readNotes(from, to, signal, 'user', undefined, filters);
  return { from, bySale: notesOfSales(sales, notes) };
}

export const invoiceQueries = {
  list: (from: IsoDate, to: IsoDate) =>
    queryOptions({
      queryKey: invoiceKeys.list(from, to),
      queryFn: ({ signal }) => readInvoiceRows(from, to, signal),
      placeholderData: keepPreviousData,
    }),
  missing: (month: string, today: IsoDate) =>
    queryOptions({
      queryKey: invoiceKeys.missing(month, today),
      queryFn: ({ signal }) => readSalesWithoutNote(month, today, signal),
    }),
};

/** A contract's notes, under its sales' key: whatever refreshes its sales refreshes them. */
export const contractNotesQuery = (
  contractId: string,
  sales: readonly SaleSearchItem[] | undefined,
  customerId: string | null | undefined,
  today: IsoDate,
) =>
  queryOptions({
    queryKey: [...contractSalesKey(contractId), 'notes', customerId, today, sales?.map((s) => s.id).join(',')],
    queryFn: ({ signal }) => readNotesOfContractSales(sales ?? [], customerId, today, signal),
    enabled: !!sales,
  });
