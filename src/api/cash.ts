import { queryOptions } from '@tanstack/react-query';
import { OPEN_RECEIVABLES_FLOOR } from '../lib/aging';
import { mapAtMost } from '../lib/map-at-most';
import { type IsoDate } from '../lib/dates';
import { addDays } from '../lib/date-math';
import { forecastHorizon } from '../lib/forecast';
import { OPEN_RECEIVABLE_STATUSES } from '../lib/ledger-view';
import { toCents } from '../lib/money';
import { balanceSchema } from './cash.schema';
import { request, type RequestPriority } from './http';

import { searchAllReceivables, type Receivable, type Side } from './receivables';
import { searchAccounts } from './reference';
import { listScheduledSales, type SaleSearchItem } from './sales';
import { getContract } from './contract-record';
import type { ContractListItem } from './contracts';
import { readActiveContracts } from './every-contract';
import { dueDayOf, saleDueDate } from '../lib/sale-due';

/** The cash screen's reads, each its own query in the background lane, so balances show first. */

export const CASH_STALE_MS = 5 * 60_000;

export const cashKeys = {
  all: ['cash'] as const,
  balances: () => [...cashKeys.all, 'balances'] as const,
  open: (side: Side, today: IsoDate) => [...cashKeys.all, 'open', side, today] as const,
  scheduled: (today: IsoDate) => [...cashKeys.all, 'scheduled', today] as const,
};

export interface AccountBalance {
  id: string;
  nome: string;
  banco: string;
  tipo: string | null;
  /** Null when the platform answered no balance for it. */
  cents: number | null;
}

export interface Balances {
  accounts: AccountBalance[];
  /** Of the accounts whose balance was answered. */
  totalCents: number;
  /** Active accounts whose balance the platform did not answer: left out of every total, and said so. */
  unread: number;
  readAt: number;
}

export async function getBalance(
  accountId: string,
  signal?: AbortSignal,
  priority: RequestPriority = 'background',
): Promise<number | null> {
  const body = await request(`/v1/conta-financeira/${encodeURIComponent(accountId)}/saldo-atual`, {
    schema: balanceSchema,
    signal,
    priority,
  });
  return typeof body.saldo_atual === 'number' ? toCents(body.saldo_atual) : null;
}

export async function readBalances(
  signal?: AbortSignal,
  now: () => number = Date.now,
  priority: RequestPriority = 'background',
): Promise<Balances> {
  const { items } = await searchAccounts('', signal, priority);
  const accounts = await Promise.all(
    items
      .filter((a) => a.ativo)
      .map(async (a) => ({
        id: a.id,
        nome: a.nome,
        banco: a.banco,
        tipo: a.tipo,
        cents: await getBalance(a.id, signal, priority),
      })),
  );
  const totalCents = accounts.reduce((sum, a) => sum + (a.cents ?? 0), 0);
  return { accounts, totalCents, unread: accounts.filter((a) => a.cents === null).length, readAt: now() };
}

export const openInterval = (today: IsoDate) => ({
  data_vencimento_de: OPEN_RECEIVABLES_FLOOR,
  data_vencimento_ate: forecastHorizon(today),
});

export function readOpenInstallments(side: Side, today: IsoDate, signal?: AbortSignal): Promise<Receivable[]> {
  return searchAllReceivables(
    { status: [...OPEN_RECEIVABLE_STATUSES], ...openInterval(today) },
    signal,
    'background',
    side,
  );
}

/** A scheduled sale the platform has not issued yet may be dated a few days back. */
const SCHEDULED_LOOKBACK_DAYS = 31;

/** A scheduled sale and the date its installment falls due (null when the contract's due day is unknown). */
export type ForecastSale = SaleSearchItem & { vencimento: IsoDate | null };

const DETAILS_AT_ONCE = 4;

/**
 * The contracts' due days: read off each active contract's next due date, else (a date on
 * the 28th or later, which a month's end may have moved) from its detail. A detail that
 * fails leaves that contract's day unknown.
 */
async function contractDueDays(
  active: readonly ContractListItem[],
  contractIds: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  for (const contract of active) {
    const day = dueDayOf(contract.proximo_vencimento);
    if (day !== null) days.set(contract.id, day);
  }
  const unknown = [...contractIds].filter((id) => !days.has(id));
  await mapAtMost(unknown, DETAILS_AT_ONCE, async (id) => {
    try {
      const day = (await getContract(id, signal, 'background')).condicao_pagamento?.dia_vencimento;
      if (typeof day === 'number') days.set(id, day);
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  });
  return days;
}

/** The contracts' scheduled sales up to the horizon, each with the date its installment will fall due. */
export async function readScheduledSales(today: IsoDate, signal?: AbortSignal): Promise<ForecastSale[]> {
  const [sales, active] = await Promise.all([
    listScheduledSales(addDays(today, -SCHEDULED_LOOKBACK_DAYS), forecastHorizon(today), signal),
    readActiveContracts(signal),
  ]);
  const contracts = new Set(sales.flatMap((s) => (s.id_contrato ? [s.id_contrato] : [])));
  const days = await contractDueDays(active, contracts, signal);
  return sales.map((sale) => {
    const day = sale.id_contrato ? days.get(sale.id_contrato) : undefined;
    return { ...sale, vencimento: sale.data && day !== undefined ? saleDueDate(sale.data, day) : null };
  });
}

/** Where a scheduled sale's money arrives: its installment's due date, else the sale's own date. */
export const forecastDateOf = (sale: ForecastSale) => sale.vencimento ?? sale.data;

export const cashQueries = {
  balances: () =>
    queryOptions({
      queryKey: cashKeys.balances(),
      queryFn: ({ signal }) => readBalances(signal),
      staleTime: CASH_STALE_MS,
    }),
  open: (side: Side, today: IsoDate) =>
    queryOptions({
      queryKey: cashKeys.open(side, today),
      queryFn: ({ signal }) => readOpenInstallments(side, today, signal),
      staleTime: CASH_STALE_MS,
    }),
  scheduled: (today: IsoDate) =>
    queryOptions({
      queryKey: cashKeys.scheduled(today),
      queryFn: ({ signal }) => readScheduledSales(today, signal),
      staleTime: CASH_STALE_MS,
    }),
};
