import { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
import type { IsoDate } from '../lib/dates';
import {
  capturesToReview,
  dueSoonRange,
  overdueRange,
  payablesRange,
  uploadsToRecheck,
  type CaptureToReview,
} from '../lib/home-panel';
import { listContracts } from './contracts';
import { FINAL_DOCUMENT_STATUSES, getDocumentStatuses } from './capture';
import type { RequestPriority } from './http';
import { ALL_TIME } from './every-contract';
import { readRecurringRevenue, type RecurringProgress } from './panel.recurring';
import { recentUploads } from '../stores/recent-uploads';
import { searchAllReceivables, type ReceivableStatus } from './receivables';
import { readSalesWithoutNote } from './invoices';
import { lastMonthOf } from '../lib/months';

export type { RecurringProgress } from './panel.recurring';

/** One query per block of the home panel, each loading and failing on its own, in the background lane. */

export const PANEL_STALE_MS = 15 * 60_000;

export const panelKeys = {
  all: ['panel'] as const,
  overdue: (today: IsoDate) => [...panelKeys.all, 'overdue', today] as const,
  dueSoon: (today: IsoDate) => [...panelKeys.all, 'due-soon', today] as const,
  payables: (today: IsoDate) => [...panelKeys.all, 'payables', today] as const,
  contracts: () => [...panelKeys.all, 'contracts'] as const,
  recurring: (today: IsoDate) => [...panelKeys.all, 'recurring', today] as const,
  recurringProgress: () => [...panelKeys.all, 'recurring-progress'] as const,
  captures: () => [...panelKeys.all, 'captures'] as const,
  missingNotes: (today: IsoDate) => [...panelKeys.all, 'missing-notes', today] as const,
};

export function allReceivables(
  status: ReceivableStatus[],
  from: IsoDate,
  to: IsoDate,
  signal: AbortSignal,
  priority: RequestPriority = 'background',
) {
  return searchAllReceivables({ status, data_vencimento_de: from, data_vencimento_ate: to }, signal, priority);
}

export interface ContractCounts {
  active: number;
  endingSoon: number;
}

async function countContracts(status: 'ATIVO' | 'PROXIMO_AO_VENCIMENTO', signal: AbortSignal): Promise<number> {
  const page = await listContracts({ pagina: 1, tamanho_pagina: 10, status, ...ALL_TIME }, signal, 'background');
  return page.itens_totais;
}

/** Statuses not final yet are read again first, so the figure is today's. */
async function readCapturesToReview(signal: AbortSignal): Promise<CaptureToReview[]> {
  const unfinished = uploadsToRecheck(recentUploads.all(), FINAL_DOCUMENT_STATUSES);
  if (unfinished.length) recentUploads.applyStatuses(await getDocumentStatuses(unfinished, signal, 'background'));
  return capturesToReview(recentUploads.all());
}

function receivablesDue(
  today: IsoDate,
  keyOf: (today: IsoDate) => QueryKey,
  rangeOf: (today: IsoDate) => ReturnType<typeof overdueRange>,
) {
  return queryOptions({
    queryKey: keyOf(today),
    queryFn: ({ signal }) => {
      const r = rangeOf(today);
      return allReceivables(r.status, r.data_vencimento_de, r.data_vencimento_ate, signal);
    },
    staleTime: PANEL_STALE_MS,
  });
}

export const panelQueries = {
  overdue: (today: IsoDate) => receivablesDue(today, panelKeys.overdue, overdueRange),
  dueSoon: (today: IsoDate) => receivablesDue(today, panelKeys.dueSoon, dueSoonRange),
  payables: (today: IsoDate) =>
    queryOptions({
      queryKey: panelKeys.payables(today),
      queryFn: ({ signal }) => searchAllReceivables(payablesRange(today), signal, 'background', 'pagar'),
      staleTime: PANEL_STALE_MS,
    }),
  contracts: () =>
    queryOptions({
      queryKey: panelKeys.contracts(),
      queryFn: async ({ signal }): Promise<ContractCounts> => {
        const [active, endingSoon] = await Promise.all([
          countContracts('ATIVO', signal),
          countContracts('PROXIMO_AO_VENCIMENTO', signal),
        ]);
        return { active, endingSoon };
      },
      staleTime: PANEL_STALE_MS,
    }),
  recurring: (today: IsoDate) =>
    queryOptions({
      queryKey: panelKeys.recurring(today),
      queryFn: ({ signal, client }) =>
        readRecurringRevenue(today, signal, client, (progress) =>
          client.setQueryData(panelKeys.recurringProgress(), progress),
        ),
      staleTime: PANEL_STALE_MS,
    }),
  /** Written by the recurring revenue's query, never fetched. */
  recurringProgress: () =>
    queryOptions<RecurringProgress | null>({ queryKey: panelKeys.recurringProgress(), queryFn: skipToken }),
  /** Last month's contract sales without a note. */
  missingNotes: (today: IsoDate) =>
    queryOptions({
      queryKey: panelKeys.missingNotes(today),
      queryFn: ({ signal }) => readSalesWithoutNote(lastMonthOf(today), today, signal, 'background'),
      staleTime: PANEL_STALE_MS,
    }),
  captures: () =>
    queryOptions({
      queryKey: panelKeys.captures(),
      queryFn: ({ signal }) => readCapturesToReview(signal),
      staleTime: PANEL_STALE_MS,
    }),
};
