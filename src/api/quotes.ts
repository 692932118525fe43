import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { listQuery, recordQuery, resourceKeys } from './resource';
import { useRefreshingMutation, useSingleFlightMutation } from './single-flight';
import { refreshAfter } from './refresh';
import { isApiError, request, type RequestPriority } from './http';
import {
  createQuoteResponseSchema,
  QUOTE_DELETE_BATCH,
  quoteDetailSchema,
  quoteListResponseSchema,
  type CreateQuote,
  type QuoteListQuery,
  type QuoteListResponse,
} from './quotes.schema';

export * from './quotes.schema';

export const quoteKeys = {
  ...resourceKeys<QuoteListQuery>('quotes'),
  customer: (id: string) => [...quoteKeys.all, 'customer', id] as const,
};

export function listQuotes(query: QuoteListQuery, signal?: AbortSignal, priority?: RequestPriority) {
  return request('/v1/orcamentos', { query: { ...query }, schema: quoteListResponseSchema, signal, priority });
}

export function getQuote(id: string, signal?: AbortSignal) {
  return request(`/v1/orcamentos/${encodeURIComponent(id)}`, { schema: quoteDetailSchema, signal });
}

export function createQuote(body: CreateQuote) {
  return request('/v1/orcamentos', { method: 'POST', body, schema: createQuoteResponseSchema });
}

export interface QuoteCount {
  total: number;
  /** A full page where the count ends: only the next page tells. */
  readNext: boolean;
}

/** `total_itens` leaves refused quotes out, so it is only a floor the pages raise. */
export function countQuotes(
  page: QuoteListResponse,
  pagina: number,
  size: number,
  next?: QuoteListResponse,
): QuoteCount {
  const before = (pagina - 1) * size;
  const shown = page.itens.length;
  if (shown === 0) return { total: pagina === 1 ? 0 : Math.min(page.total_itens, before), readNext: false };
  if (shown < size) return { total: before + shown, readNext: false };
  const seen = before + shown;
  if (page.total_itens > seen) return { total: page.total_itens, readNext: false };
  return { total: seen + (next?.itens.length ?? 0), readNext: true };
}

export function deleteQuotes(ids: readonly string[]) {
  return request('/v1/orcamentos', { method: 'DELETE', body: { ids } });
}

export interface BulkDeleteProgress {
  done: number;
  total: number;
}

export interface BulkDeleteFailure {
  ids: string[];
  message: string;
  status: number;
}

export interface BulkDeleteResult {
  deleted: string[];
  failed: BulkDeleteFailure[];
}

export function batches<T>(items: readonly T[], size = QUOTE_DELETE_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A batch failed without a clear refusal may be partly applied: a 404 on read-back means gone. */
async function confirmGone(ids: readonly string[]): Promise<Set<string>> {
  const gone = new Set<string>();
  for (const id of ids) {
    try {
      await getQuote(id);
    } catch (error) {
      if (isApiError(error) && error.status === 404) gone.add(id);
    }
  }
  return gone;
}

/** 10 ids per request (the platform's limit); a failed batch does not stop the others. */
export async function deleteQuotesInBatches(
  ids: readonly string[],
  onProgress?: (progress: BulkDeleteProgress) => void,
): Promise<BulkDeleteResult> {
  const groups = batches(ids);
  const result: BulkDeleteResult = { deleted: [], failed: [] };
  onProgress?.({ done: 0, total: groups.length });
  for (const [index, group] of groups.entries()) {
    try {
      await deleteQuotes(group);
      result.deleted.push(...group);
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      const message = error instanceof Error ? error.message : 'Erro inesperado.';
      // A 4xx is a refusal of the whole request; anything else may have been applied.
      const gone = status >= 400 && status < 500 ? new Set<string>() : await confirmGone(group);
      result.deleted.push(...group.filter((id) => gone.has(id)));
      const left = group.filter((id) => !gone.has(id));
      if (left.length) result.failed.push({ ids: left, message, status });
    }
    onProgress?.({ done: index + 1, total: groups.length });
  }
  return result;
}

export const quoteQueries = {
  list: (query: QuoteListQuery) => listQuery(quoteKeys.list(query), (signal) => listQuotes(query, signal)),
  detail: (id: string) =>
    queryOptions({
      ...recordQuery(quoteKeys.detail(id), (signal) => getQuote(id, signal)),
      // An unknown quote stays unknown: no retry on 404.
      retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 400)) && count < 2,
    }),
  customer: (id: string) =>
    queryOptions({
      queryKey: quoteKeys.customer(id),
      queryFn: ({ signal }) => getQuoteCustomer(id, signal),
      staleTime: 5 * 60_000,
    }),
};

/** `/v1/pessoas` cannot search by id, so the quote list filtered by the customer names them. */
export async function getQuoteCustomer(id: string, signal?: AbortSignal) {
  const page = await listQuotes({ pagina: 1, tamanho_pagina: 1, ids_clientes: [id] }, signal);
  const cliente = page.itens[0]?.cliente;
  return cliente?.id === id ? { id, nome: cliente.nome ?? null, email: cliente.email ?? null } : null;
}

export function useCreateQuote() {
  return useRefreshingMutation(createQuote, 'quote-created');
}

export function useDeleteQuotes(onProgress?: (progress: BulkDeleteProgress) => void) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (ids: readonly string[]) => deleteQuotesInBatches(ids, onProgress),
    onSettled: async (result) => {
      // Removing an observed query would refetch it: a needless 404.
      for (const id of result?.deleted ?? [])
        queryClient.removeQueries({ queryKey: quoteKeys.detail(id), type: 'inactive' });
      if (result?.deleted.length) await refreshAfter(queryClient, 'quotes-deleted');
    },
  });
}
