import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { IsoDate } from '../lib/dates';
import { monthBounds } from '../lib/date-math';
import { mapAtMost } from '../lib/map-at-most';
import { request, type RequestPriority } from './http';
import { changesPageSchema } from './month-close.schema';
import { normalizeInstallment } from './installment.normalize';
import { eventInstallmentsSchema } from './payables.schema';
import { searchAccounts } from './reference';
import { searchAllReceivables } from './receivables.search';
import { readTransfers } from './transfers';
import type { InstallmentPayload } from './receivables.schema';
import { dueWindow, resultsKeys, RESULTS_STALE_MS } from './results';

/**
 * What the month's close reads beside the income statement: the transfers between accounts
 * (`GET /v1/financeiro/transferencias`), the events saved since the user last looked
 * (`GET …/eventos-financeiros/alteracoes` in batches, then each event's installments, four at a time), and
 * which account each entry of the month belongs to (the search has no account in its items: one
 * search per account and side). Keys sit under the income statement's, so a change that moves
 * money reads them again.
 */

const PRIORITY: RequestPriority = 'user';
const CHANGES_PAGE = 100;
export const CHANGED_EVENTS_READ = 200;
const AT_ONCE = 4;

export const closeKeys = {
  all: [...resultsKeys.all, 'close'] as const,
  transfers: (month: IsoDate) => [...closeKeys.all, 'transfers', month] as const,
  changes: (month: IsoDate, from: string, to: string) => [...closeKeys.all, 'changes', month, from, to] as const,
  accounts: (month: IsoDate) => [...closeKeys.all, 'accounts', month] as const,
};

/** One batch of the feed: up to `CHANGED_EVENTS_READ` events and their installments. */
export interface ChangedEvents {
  /** Events saved in the interval, as many as the feed lists. */
  total: number;
  /** The events of this batch. */
  events: number;
  installments: InstallmentPayload[];
  /** The feed's page the next batch starts at; null when this one reached the end. */
  next: number | null;
}

/**
 * The events saved in [from, to], from the feed's page `firstPage` on (the oldest change first),
 * `CHANGED_EVENTS_READ` at most, each with its installments. `from` and `to` are São Paulo wall
 * times without a zone, as the feed requires.
 */
export async function readChangedEvents(
  from: string,
  to: string,
  firstPage = 1,
  signal?: AbortSignal,
): Promise<ChangedEvents> {
  const ids: string[] = [];
  let total: number;
  let next: number | null = null;
  for (let pagina = firstPage; ; pagina++) {
    const page = await request('/v1/financeiro/eventos-financeiros/alteracoes', {
      query: { data_inicio: from, data_fim: to, pagina, tamanho_pagina: CHANGES_PAGE },
      schema: changesPageSchema,
      signal,
      priority: PRIORITY,
    });
    total = page.itens_totais;
    for (const item of page.itens) if (item.id && !ids.includes(item.id)) ids.push(item.id);
    if (page.itens.length < CHANGES_PAGE || pagina * CHANGES_PAGE >= total) break;
    if ((pagina - firstPage + 1) * CHANGES_PAGE >= CHANGED_EVENTS_READ) {
      next = pagina + 1;
      break;
    }
  }
  const installments = await mapAtMost(ids, AT_ONCE, (id) =>
    request(`/v1/financeiro/eventos-financeiros/${encodeURIComponent(id)}/parcelas`, {
      schema: eventInstallmentsSchema,
      signal,
      priority: PRIORITY,
    }),
  );
  // A read has no `total`: its value as the installment's screen computes it.
  const read = installments.flat().map((i) => ({ ...i, total: normalizeInstallment(i).total }));
  return { total, events: ids.length, installments: read, next };
}

export interface AccountsOfMonth {
  accounts: Array<{ id: string; nome: string }>;
  /** Installment id to account id. */
  accountOf: Map<string, string>;
}

/** Each entry of the month's competence and its account: one search per account and side. */
export async function readAccountsOfMonth(month: IsoDate, signal?: AbortSignal): Promise<AccountsOfMonth> {
  const { first, last } = monthBounds(month);
  const { items } = await searchAccounts('', signal, PRIORITY);
  const accounts = items.map((a) => ({ id: a.id, nome: a.nome }));
  const accountOf = new Map<string, string>();
  const searches = accounts.flatMap((account) => (['receber', 'pagar'] as const).map((side) => ({ account, side })));
  await mapAtMost(searches, AT_ONCE, async ({ account, side }) => {
    const found = await searchAllReceivables(
      {
        ...dueWindow(last),
        data_competencia_de: first,
        data_competencia_ate: last,
        ids_contas_financeiras: [account.id],
      },
      signal,
      PRIORITY,
      side,
    );
    for (const r of found) accountOf.set(r.id, account.id);
  });
  return { accounts, accountOf };
}

export const closeQueries = {
  transfers: (month: IsoDate) =>
    queryOptions({
      queryKey: closeKeys.transfers(month),
      queryFn: ({ signal }) => {
        const { first, last } = monthBounds(month);
        return readTransfers({ from: first, to: last }, signal);
      },
      staleTime: RESULTS_STALE_MS,
    }),
  /** The feed in batches: the first read at once, each next one on request. */
  changes: (month: IsoDate, from: string, to: string) =>
    infiniteQueryOptions({
      queryKey: closeKeys.changes(month, from, to),
      queryFn: ({ signal, pageParam }) => readChangedEvents(from, to, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last: ChangedEvents) => last.next ?? undefined,
      staleTime: RESULTS_STALE_MS,
    }),
  accounts: (month: IsoDate) =>
    queryOptions({
      queryKey: closeKeys.accounts(month),
      queryFn: ({ signal }) => readAccountsOfMonth(month, signal),
      staleTime: RESULTS_STALE_MS,
    }),
};
