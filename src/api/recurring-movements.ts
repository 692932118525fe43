import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { compareIsoDates, type IsoDate } from '../lib/dates';
import { mapAtMost } from '../lib/map-at-most';
import { addMonths, monthBounds } from '../lib/date-math';
import { toCents } from '../lib/money';
import { monthOfDate, previousMonth, type Month, type MrrContract } from '../lib/mrr-movements';
import { recurrenceFromSales } from '../lib/recurrence-from-sales';
import { perMonth, type PerMonth } from '../lib/recurring-revenue';
import { getContract } from './contract-record';
import { contractKeys, type ContractListItem } from './contracts';
import { panelQueries } from './panel';
import { readEveryContract } from './every-contract';
import { resultsKeys, RESULTS_STALE_MS } from './results';
import { readContractSalesBetween, type SaleSearchItem } from './sales';

/**
 * What the recurring-revenue movements read: every contract (active and closed), the contract
 * sales from two years before the first month asked (an annual contract's latest charge) to the
 * last, and the active contracts' current terms from the home panel's own figure, so that this
 * month's end is that figure. A closed contract's frequency comes from its sales when they leave
 * no doubt, else from its detail, four at a time.
 */

export const SALES_BEFORE_MONTHS = 24;
const DETAILS_AT_ONCE = 4;
const CANCELLED = new Set(['CANCELADO', 'CANCELADA']);

export interface CurrentTerms {
  contracts: ReadonlyArray<{ id: string; perMonth: PerMonth; monthlyCents: number }>;
}

const isCancelled = (sale: SaleSearchItem) => CANCELLED.has(sale.situacao?.nome ?? '');

function rhythmOf(frequency: unknown, interval: unknown): PerMonth | null {
  if (frequency !== 'MENSAL' && frequency !== 'ANUAL' && frequency !== 'SEMANAL') return null;
  if (typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1) return null;
  return perMonth(frequency, interval);
}

/**
 * A closed contract's last month: when its term ended in the past, the last month the term covers
 * to its end (a term ending on the 10th leaves that month); else its last sale's month.
 */
function closing(contract: ContractListItem, sales: MrrContract['sales'], today: IsoDate) {
  const end = contract.termos?.data_fim?.slice(0, 10);
  if (contract.termos?.tipo_expiracao === 'DATA' && end && compareIsoDates(end, today) < 0) {
    const whole = end === monthBounds(end as IsoDate).last;
    return { lastMonth: whole ? monthOfDate(end) : previousMonth(monthOfDate(end)), closedFromSales: false };
  }
  const last = sales.at(-1);
  return { lastMonth: last ? monthOfDate(last.date) : null, closedFromSales: true };
}

export async function readRecurringMovements(
  months: readonly Month[],
  today: IsoDate,
  current: CurrentTerms,
  signal: AbortSignal,
  client: QueryClient,
): Promise<MrrContract[]> {
  const first = `${months[0] ?? monthOfDate(today)}-01` as IsoDate;
  const lastAsked = `${months.at(-1) ?? monthOfDate(today)}-01` as IsoDate;
  const last = monthBounds(compareIsoDates(lastAsked, today) > 0 ? today : lastAsked).last;
  const [contracts, sales] = await Promise.all([
    readEveryContract('TODOS', signal),
    readContractSalesBetween(addMonths(first, -SALES_BEFORE_MONTHS), last, signal, 'background'),
  ]);

  const salesOf = new Map<string, Array<{ date: string; cents: number }>>();
  for (const sale of sales) {
    if (isCancelled(sale) || !sale.data || typeof sale.total !== 'number') continue;
    const own = salesOf.get(sale.id_contrato as string) ?? [];
    own.push({ date: sale.data.slice(0, 10), cents: toCents(sale.total) });
    salesOf.set(sale.id_contrato as string, own);
  }
  for (const own of salesOf.values()) own.sort((a, b) => a.date.localeCompare(b.date));

  const terms = new Map(current.contracts.map((c) => [c.id, c]));
  const out: MrrContract[] = [];
  const unknown: MrrContract[] = [];
  for (const contract of contracts) {
    if (contract.status === 'DELETADO') continue;
    const active = contract.status === 'ATIVO';
    const own = salesOf.get(contract.id) ?? [];
    const base = {
      id: contract.id,
      number: contract.numero ?? null,
      customer: contract.cliente?.nome ?? null,
      active,
      startMonth: contract.data_inicio ? monthOfDate(contract.data_inicio) : null,
      sales: own,
    };
    if (active) {
      const known = terms.get(contract.id);
      out.push({
        ...base,
        lastMonth: null,
        closedFromSales: false,
        perMonth: known?.perMonth ?? null,
        currentCents: known?.monthlyCents ?? null,
      });
      continue;
    }
    // A closed contract that charged nothing in the window counts in none of its months.
    if (own.length === 0) continue;
    const found = recurrenceFromSales(own.map((s) => ({ date: s.date, total: s.cents / 100 })));
    const record: MrrContract = {
      ...base,
      ...closing(contract, own, today),
      perMonth: found.ok ? perMonth(found.frequency, found.interval) : null,
      currentCents: null,
    };
    out.push(record);
    if (!found.ok) unknown.push(record);
  }

  await mapAtMost(unknown, DETAILS_AT_ONCE, async (record) => {
    const detail = await getContract(record.id, signal, 'background');
    client.setQueryData(contractKeys.detail(record.id), detail);
    record.perMonth = rhythmOf(detail.termos?.tipo_frequencia, detail.termos?.intervalo_frequencia);
  });
  return out;
}

export const recurringMovementsKey = (months: readonly Month[], today: IsoDate) =>
  [...resultsKeys.all, 'recurring-movements', today, ...months] as const;

export const recurringMovementsQuery = (months: readonly Month[], today: IsoDate) =>
  queryOptions({
    queryKey: recurringMovementsKey(months, today),
    queryFn: async ({ signal, client }) => {
      const current = await client.fetchQuery(panelQueries.recurring(today));
      return readRecurringMovements(months, today, current, signal, client);
    },
    staleTime: RESULTS_STALE_MS,
  });
