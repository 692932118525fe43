import type { QueryClient } from '@tanstack/react-query';
import { type IsoDate } from '../lib/dates';
import { mapAtMost } from '../lib/map-at-most';
import { addMonths } from '../lib/date-math';
import { salesByContract, salesPayOff, SCHEDULED_SALES_MONTHS } from '../lib/home-panel';
import { recurrenceFromSales, type ScheduledSale } from '../lib/recurrence-from-sales';
import {
  recurringRevenue,
  startsAfterThisMonth,
  type RecurringInput,
  type RecurringRevenue,
} from '../lib/recurring-revenue';
import { getContract } from './contract-record';
import { contractKeys, type ContractListItem } from './contracts';
import { readActiveContracts } from './every-contract';
import { RecurringTermsStore } from './recurring-terms';
import { LARGEST_SALES_PAGE, listScheduledSales } from './sales';

export interface RecurringProgress {
  phase: 'contracts' | 'sales' | 'details';
  done: number;
  total: number | null;
}

const DETAILS_AT_ONCE = 4;

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
  return salesByContract(sales, wanted);
}

/** Unknown terms come from the scheduled sales when these leave no doubt, else from each detail. */
export async function readRecurringRevenue(
  today: IsoDate,
  signal: AbortSignal,
  client: QueryClient,
  onProgress: (progress: RecurringProgress) => void,
  terms = new RecurringTermsStore(),
): Promise<RecurringRevenue> {
  const all = await readActiveContracts(signal, ({ fetched, total }) =>
    onProgress({ phase: 'contracts', done: fetched, total }),
  );
  terms.keepOnly(new Set(all.map((c) => c.id)));
  // Active from a later month (the platform says ATIVO from the signature): no terms read for them yet.
  const active = all.filter((c) => !startsAfterThisMonth(c.data_inicio, today));
  const inputs = new Map<string, RecurringInput>();
  let unknown: ContractListItem[] = [];
  for (const contract of active) {
    const known = terms.known(contract);
    if (known) inputs.set(contract.id, known);
    else unknown.push(contract);
  }

  if (salesPayOff(unknown.length, active.length, LARGEST_SALES_PAGE)) {
    // The sales only spare requests: if their search fails, the details are read.
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
  await mapAtMost(unknown, DETAILS_AT_ONCE, async (contract) => {
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
  });
  return recurringRevenue(
    active.map((c) => inputs.get(c.id) as RecurringInput),
    all.length - active.length,
  );
}
