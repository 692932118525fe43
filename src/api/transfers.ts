import { queryOptions, skipToken } from '@tanstack/react-query';
import type { IsoDate } from '../lib/dates';
import { readAllPages } from '../lib/paged-export';
import { request, type RequestPriority } from './http';
import { transferPageSchema, type Transfer } from './month-close.schema';

/**
 * Transfers between the company's accounts (`GET /v1/financeiro/transferencias`): dated within
 * [from, to] (both sent: production requires the interval), of one account as origin or
 * destination when given. The platform has no call to create one, so nothing the app does changes
 * them; they are read again when stale.
 */

const PAGE = 1000;
const STALE_MS = 5 * 60_000;

export type { Transfer };

export function readTransfers(
  range: { from: IsoDate; to: IsoDate; accountId?: string },
  signal?: AbortSignal,
  priority: RequestPriority = 'user',
): Promise<Transfer[]> {
  return readAllPages<Transfer>({
    fetchPage: async (pagina) => {
      const page = await request('/v1/financeiro/transferencias', {
        query: {
          data_inicio: range.from,
          data_fim: range.to,
          ...(range.accountId ? { ids_conta_financeira: [range.accountId] } : {}),
          pagina,
          tamanho_pagina: PAGE,
        },
        schema: transferPageSchema,
        signal,
        priority,
      });
      return { items: page.itens, total: page.itens_totais };
    },
    pageSize: PAGE,
    ...(signal ? { signal } : {}),
  });
}

export const transferQueries = {
  /** One account's transfers over the days of a statement; nothing is read without both. */
  ofAccount: (span: { from: IsoDate; to: IsoDate } | null, accountId: string) =>
    queryOptions({
      queryKey: ['transfers', accountId, span?.from ?? null, span?.to ?? null] as const,
      queryFn:
        span && accountId
          ? ({ signal }) => readTransfers({ from: span.from, to: span.to, accountId }, signal)
          : skipToken,
      staleTime: STALE_MS,
    }),
};
