import { ageBucket, daysLate, type AgeBucket, type AgeBucketId } from './aging';
import type { IsoDate } from './dates';
import { openCentsOf } from './figures';
import { fromCents } from './money';
import { fold } from './text';

/**
 * Collections (`/recebiveis/inadimplencia`): the overdue installments grouped by customer,
 * filtered and sorted. Pure: the screen, its export and the tests compute the same rows.
 */

/** What the grouping reads of an installment (the receivables search's normalized item). */
export interface OverdueSource {
  id: string;
  status?: string | null;
  descricao: string | null;
  data_vencimento: string | null;
  total: number | null;
  nao_pago: number | null;
  pessoa: { id: string; nome: string } | null;
}

/** One overdue installment, with how late it is. */
export interface OverdueInstallment<T extends OverdueSource = OverdueSource> {
  item: T;
  dueDate: IsoDate;
  /** Still to receive, in cents. */
  openCents: number;
  daysLate: number;
  bucket: AgeBucket;
}

export interface CustomerGroup<T extends OverdueSource = OverdueSource> {
  /** The customer's id; '' for installments without a customer ("Sem cliente"). */
  key: string;
  /** The customer's name, or "Sem cliente". */
  name: string;
  customer: { id: string; nome: string } | null;
  count: number;
  /** Total still to receive, in cents (exact). */
  openCents: number;
  /** Same, in reais. */
  open: number;
  oldestDue: IsoDate;
  /** Days late of the oldest installment. */
  daysLate: number;
  /** Age bucket of the oldest installment. */
  bucket: AgeBucket;
  /** Its installments, oldest first. */
  installments: OverdueInstallment<T>[];
}

export const NO_CUSTOMER = 'Sem cliente';

export const COLLECTION_SORT_FIELDS = ['CLIENTE', 'QUANTIDADE', 'TOTAL', 'VENCIMENTO', 'FAIXA'] as const;
export type CollectionSortField = (typeof COLLECTION_SORT_FIELDS)[number];

export interface CollectionFilter {
  /** Only installments in this age bucket ('' for all). */
  faixa?: AgeBucketId | '' | undefined;
  /** Part of the customer's name (case and accents ignored). */
  cliente?: string | undefined;
  sort?: { field: CollectionSortField; direction: 'asc' | 'desc' } | null | undefined;
}

/**
 * The installments overdue on `today` (due before it, something still to receive),
 * grouped by customer. Installments without a due date or with nothing open are left out.
 */
export function groupOverdue<T extends OverdueSource>(items: Iterable<T>, today: IsoDate): CustomerGroup<T>[] {
  const groups = new Map<string, OverdueInstallment<T>[]>();
  const customers = new Map<string, { id: string; nome: string } | null>();
  for (const item of items) {
    const dueDate = item.data_vencimento?.slice(0, 10);
    if (!dueDate) continue;
    const openCents = openCentsOf(item);
    if (openCents <= 0) continue;
    const late = daysLate(dueDate, today);
    const bucket = ageBucket(late);
    if (!bucket) continue;
    const key = item.pessoa?.id ?? '';
    const list = groups.get(key) ?? [];
    if (!groups.has(key)) {
      groups.set(key, list);
      customers.set(key, item.pessoa);
    }
    list.push({ item, dueDate, openCents, daysLate: late, bucket });
  }
  return [...groups.entries()].map(([key, list]) => {
    list.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
    return groupOf(key, customers.get(key) ?? null, list);
  });
}

function groupOf<T extends OverdueSource>(
  key: string,
  customer: { id: string; nome: string } | null,
  installments: OverdueInstallment<T>[],
): CustomerGroup<T> {
  const oldest = installments[0] as OverdueInstallment<T>;
  const openCents = installments.reduce((s, i) => s + i.openCents, 0);
  return {
    key,
    name: customer ? customer.nome.trim() || NO_CUSTOMER : NO_CUSTOMER,
    customer,
    count: installments.length,
    openCents,
    open: fromCents(openCents),
    oldestDue: oldest.dueDate,
    daysLate: oldest.daysLate,
    bucket: oldest.bucket,
    installments,
  };
}

const byName = (a: CustomerGroup, b: CustomerGroup) =>
  a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }) || a.key.localeCompare(b.key);

const COMPARE: Record<CollectionSortField, (a: CustomerGroup, b: CustomerGroup) => number> = {
  CLIENTE: byName,
  QUANTIDADE: (a, b) => a.count - b.count,
  TOTAL: (a, b) => a.openCents - b.openCents,
  VENCIMENTO: (a, b) => (a.oldestDue < b.oldestDue ? -1 : a.oldestDue > b.oldestDue ? 1 : 0),
  // The bucket follows the oldest installment's days late: the most precise order of it.
  FAIXA: (a, b) => a.daysLate - b.daysLate,
};

/**
 * The rows of the collections list: with a bucket, each customer keeps only its
 * installments in that bucket (and customers with none are left out); with a search, only
 * customers whose name has it ("Sem cliente" included). Sorted by the field asked, ties by
 * name; without a sort, the largest total overdue first.
 */
export function collectionRows<T extends OverdueSource>(
  groups: readonly CustomerGroup<T>[],
  filter: CollectionFilter = {},
): CustomerGroup<T>[] {
  const search = fold(filter.cliente?.trim() ?? '');
  let rows = groups.filter((g) => !search || fold(g.name).includes(search));
  if (filter.faixa) {
    const faixa = filter.faixa;
    rows = rows.flatMap((g) => {
      const kept = g.installments.filter((i) => i.bucket.id === faixa);
      if (kept.length === 0) return [];
      return [kept.length === g.installments.length ? g : groupOf(g.key, g.customer, kept)];
    });
  }
  const sort = filter.sort;
  const compare = sort
    ? (a: CustomerGroup, b: CustomerGroup) =>
        (sort.direction === 'asc' ? 1 : -1) * COMPARE[sort.field](a, b) || byName(a, b)
    : (a: CustomerGroup, b: CustomerGroup) => b.openCents - a.openCents || byName(a, b);
  return [...rows].sort(compare);
}
