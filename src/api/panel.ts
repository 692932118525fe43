import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { addDays, addMonths, type IsoDate } from '../lib/dates';
import { OPEN_RECEIVABLES_FLOOR } from '../lib/aging';
import { collectAllPages, type CollectProgress } from '../lib/paged-export';
import { recurrenceFromSales, type ScheduledSale } from '../lib/recurrence-from-sales';
import { recurringRevenue, type RecurringInput, type RecurringRevenue } from '../lib/recurring-revenue';
import { contractKeys, getContract, listContracts, MAX_PAGE_SIZE, type ContractListItem } from './contracts';
import { FINAL_DOCUMENT_STATUSES, getDocumentStatuses } from './capture';
import type { RequestPriority } from './http';
import { recentUploads } from './recent-uploads';
import { RecurringTermsStore } from './recurring-terms';
import { searchAllReceivables, type ReceivableStatus } from './receivables';
import { LARGEST_SALES_PAGE, listScheduledSales } from './sales';

/**
 * The home panel's figures. Each block is one query, loading and failing on its own,
 * fetched in the HTTP layer's background lane (never ahead of a screen the user opens),
 * every page at the endpoint's largest page size, and kept for `PANEL_STALE_MS`: the
 * panel says when it was read and the user refreshes it on demand.
 */

export const PANEL_STALE_MS = 15 * 60_000;
/** The contracts list's interval is required: this one covers every contract's term. */
const ALL_TIME = { data_inicio: '2000-01-01', data_fim: '2100-12-31' } as const;

/** Statuses of what is still to be received (the search's vocabulary). */
export const OPEN_STATUSES: ReceivableStatus[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];
/** Statuses of what is overdue once the due date is in the past. */
export const OVERDUE_STATUSES: ReceivableStatus[] = ['ATRASADO', 'RECEBIDO_PARCIAL'];

export const panelKeys = {
  all: ['panel'] as const,
  overdue: (today: IsoDate) => [...panelKeys.all, 'overdue', today] as const,
  dueSoon: (today: IsoDate) => [...panelKeys.all, 'due-soon', today] as const,
  payables: (today: IsoDate) => [...panelKeys.all, 'payables', today] as const,
  contracts: () => [...panelKeys.all, 'contracts'] as const,
  recurring: (today: IsoDate) => [...panelKeys.all, 'recurring', today] as const,
  recurringProgress: () => [...panelKeys.all, 'recurring-progress'] as const,
  captures: () => [...panelKeys.all, 'captures'] as const,
};

/** Every receivable of a status and due-date interval, all pages at the largest size (paced by the HTTP layer). */
export function allReceivables(
  status: ReceivableStatus[],
  from: IsoDate,
  to: IsoDate,
  signal: AbortSignal,
  priority: RequestPriority = 'background',
) {
  return searchAllReceivables({ status, data_vencimento_de: from, data_vencimento_ate: to }, signal, priority);
}

/** Everything overdue: due before today, something still to receive. */
export function overdueRange(today: IsoDate) {
  return {
    status: OVERDUE_STATUSES,
    data_vencimento_de: OPEN_RECEIVABLES_FLOOR,
    data_vencimento_ate: addDays(today, -1),
  };
}

export function dueSoonRange(today: IsoDate, days = 7) {
  return { status: OPEN_STATUSES, data_vencimento_de: today, data_vencimento_ate: addDays(today, days) };
}

/** What is to be paid: every open payable due up to a week from today, overdue ones included. */
export function payablesRange(today: IsoDate, days = 7) {
  return {
    status: OPEN_STATUSES,
    data_vencimento_de: OPEN_RECEIVABLES_FLOOR,
    data_vencimento_ate: addDays(today, days),
  };
}

export interface ContractCounts {
  active: number;
  endingSoon: number;
}

async function countContracts(status: 'ATIVO' | 'PROXIMO_AO_VENCIMENTO', signal: AbortSignal): Promise<number> {
  const page = await listContracts({ pagina: 1, tamanho_pagina: 10, status, ...ALL_TIME }, signal, 'background');
  return page.itens_totais;
}

export interface RecurringProgress {
  /** The active contracts' list, then the scheduled sales, then the details still needed. */
  phase: 'contracts' | 'sales' | 'details';
  /** Contracts or sales read so far; in `details`, the contracts whose terms are known. */
  done: number;
  total: number | null;
}

/** Details read at once while the recurring revenue is computed (the HTTP layer paces them). */
const DETAILS_AT_ONCE = 4;
/**
 * How far ahead the scheduled sales are read: two sales of every contract charged every
 * 1 to 12 months fall in it, a yearly one's included (one charged less often, or with a
 * single sale left, is read from its detail: recurrence-from-sales.ts).
 */
export const SCHEDULED_SALES_MONTHS = 25;

/**
 * Whether reading the scheduled sales costs fewer requests than the details of `unknown`
 * contracts: the search returns every active contract's sales (a monthly one has 25 in the
 * window), so a few contracts whose terms this browser forgot are read one by one.
 */
function salesPayOff(unknown: number, active: number): boolean {
  const pages = Math.max(1, Math.ceil((active * SCHEDULED_SALES_MONTHS) / LARGEST_SALES_PAGE));
  return unknown > 2 * pages;
}

/**
 * Each contract's scheduled sales dated from today to `SCHEDULED_SALES_MONTHS` ahead, by
 * contract id (only the contracts in `wanted`), from the sales search at its largest page
 * in the background lane.
 */
async function readScheduledSalesByContract(
  today: IsoDate,
  wanted: ReadonlySet<string>,
  signal: AbortSignal,
  onProgress: (progress: RecurringProgress) => void,
): Promise<Map<string, ScheduledSale[]>> {
  const sales = await listScheduledSales(
    today,
    addMonths(today, SCHEDULED_SALES_MONTHS),
    signal,
    ({ fetched, total }) => onProgress({ phase: 'sales', done: fetched, total }),
  );
  const byContract = new Map<string, ScheduledSale[]>();
  for (const sale of sales) {
    if (!sale.id_contrato || !wanted.has(sale.id_contrato)) continue;
    const list = byContract.get(sale.id_contrato) ?? [];
    list.push({ date: sale.data, total: sale.total });
    byContract.set(sale.id_contrato, list);
  }
  return byContract;
}

/**
 * Monthly recurring revenue: the active contracts (every page), then the terms of those
 * this browser does not know yet (recurring-terms.ts): from their scheduled sales when
 * these leave no doubt (one search at pages of 1000, recurrence-from-sales.ts, decision
 * 0115), else from each one's detail (frequency, interval and net value are there), a few
 * at a time; all in the background lane. A detail read is kept in the query cache, so
 * opening that contract afterwards is instant.
 */
async function readRecurringRevenue(
  today: IsoDate,
  signal: AbortSignal,
  client: QueryClient,
  terms = new RecurringTermsStore(),
): Promise<RecurringRevenue> {
  const onProgress = (progress: RecurringProgress) => client.setQueryData(panelKeys.recurringProgress(), progress);
  const contracts = await collectAllPages<ContractListItem>({
    fetchPage: async (pagina) => {
      const page = await listContracts(
        { pagina, tamanho_pagina: MAX_PAGE_SIZE, status: 'ATIVO', ...ALL_TIME },
        signal,
        'background',
      );
      return { items: page.itens, total: page.itens_totais };
    },
    pageSize: MAX_PAGE_SIZE,
    key: (c) => c.id,
    signal,
    onProgress: ({ fetched, total }: CollectProgress) => onProgress({ phase: 'contracts', done: fetched, total }),
  });
  if (!contracts.ok) throw contracts.error;
  const active = contracts.state.rows;
  terms.keepOnly(new Set(active.map((c) => c.id)));
  const inputs = new Map<string, RecurringInput>();
  let unknown: ContractListItem[] = [];
  for (const contract of active) {
    const known = terms.known(contract);
    if (known) inputs.set(contract.id, known);
    else unknown.push(contract);
  }

  if (salesPayOff(unknown.length, active.length)) {
    // The sales only spare requests: when their search fails, the details are read instead.
    const sales = await readScheduledSalesByContract(
      today,
      new Set(unknown.map((c) => c.id)),
      signal,
      onProgress,
    ).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return new Map<string, ScheduledSale[]>();
    });
    unknown = unknown.filter((contract) => {
      const found = recurrenceFromSales(sales.get(contract.id) ?? [], {
        nextChargeValue: contract.total_proximo_vencimento,
      });
      if (!found.ok) return true;
      const input = {
        id: contract.id,
        chargeValue: found.chargeValue,
        frequency: found.frequency,
        interval: found.interval,
      };
      terms.remember(contract, input);
      inputs.set(contract.id, input);
      return false;
    });
  }

  let done = inputs.size;
  onProgress({ phase: 'details', done, total: active.length });
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < unknown.length) {
      const contract = unknown[next++] as ContractListItem;
      const detail = await getContract(contract.id, signal, 'background');
      client.setQueryData(contractKeys.detail(contract.id), detail);
      const input = {
        id: contract.id,
        chargeValue: detail.composicao_valor?.valor_liquido,
        frequency: detail.termos?.tipo_frequencia,
        interval: detail.termos?.intervalo_frequencia,
      };
      terms.remember(contract, input);
      inputs.set(contract.id, input);
      done += 1;
      onProgress({ phase: 'details', done, total: active.length });
    }
  };
  const guarded = () =>
    worker().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  await Promise.all(Array.from({ length: Math.min(DETAILS_AT_ONCE, unknown.length) }, guarded));
  return recurringRevenue(active.map((c) => inputs.get(c.id) as RecurringInput));
}

export interface CaptureToReview {
  documentId: string;
  captureId: string;
  nome: string;
  enviado_em: string;
}

/**
 * This browser's uploads whose capture waits for the user's review: their statuses are
 * read again first (those not final yet), so the figure is today's, not the last visit's.
 */
async function readCapturesToReview(signal: AbortSignal): Promise<CaptureToReview[]> {
  const unfinished = recentUploads
    .all()
    .filter(
      (u) =>
        !u.status_documento ||
        !FINAL_DOCUMENT_STATUSES.includes(u.status_documento) ||
        u.capturas?.some((c) => c.status_captura === 'PENDENTE'),
    )
    .map((u) => u.id);
  if (unfinished.length) recentUploads.applyStatuses(await getDocumentStatuses(unfinished, signal, 'background'));
  return recentUploads
    .all()
    .flatMap((u) =>
      (u.capturas ?? [])
        .filter((c) => c.status_captura === 'PENDENTE')
        .map((c) => ({ documentId: u.id, captureId: c.id_captura, nome: u.nome, enviado_em: u.enviado_em })),
    );
}

export const panelQueries = {
  overdue: (today: IsoDate) =>
    queryOptions({
      queryKey: panelKeys.overdue(today),
      queryFn: ({ signal }) => {
        const r = overdueRange(today);
        return allReceivables(r.status, r.data_vencimento_de, r.data_vencimento_ate, signal);
      },
      staleTime: PANEL_STALE_MS,
    }),
  dueSoon: (today: IsoDate) =>
    queryOptions({
      queryKey: panelKeys.dueSoon(today),
      queryFn: ({ signal }) => {
        const r = dueSoonRange(today);
        return allReceivables(r.status, r.data_vencimento_de, r.data_vencimento_ate, signal);
      },
      staleTime: PANEL_STALE_MS,
    }),
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
      queryFn: ({ signal, client }) => readRecurringRevenue(today, signal, client),
      staleTime: PANEL_STALE_MS,
    }),
  /** Where the recurring revenue's reading is (written by its query, never fetched). */
  recurringProgress: () =>
    queryOptions<RecurringProgress | null>({ queryKey: panelKeys.recurringProgress(), queryFn: skipToken }),
  captures: () =>
    queryOptions({
      queryKey: panelKeys.captures(),
      queryFn: ({ signal }) => readCapturesToReview(signal),
      staleTime: PANEL_STALE_MS,
    }),
};
