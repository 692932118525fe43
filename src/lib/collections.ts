import { ageBucket, daysLate, type AgeBucket, type AgeBucketId } from './aging';
import type { IsoDate } from './dates';
import { overdueOf } from './figures';
import { fromCents } from './money';
import { fold } from './text';

/** Overdue installments grouped by customer; pure, so the screen, its export and the tests compute the same rows. */

export interface OverdueSource {
  id: string;
  status?: string | null;
  descricao: string | null;
  data_vencimento: string | null;
  total: number | null;
  nao_pago: number | null;
  pessoa: { id: string; nome: string } | null;
}

export interface OverdueInstallment<T extends OverdueSource = OverdueSource> {
  item: T;
  dueDate: IsoDate;
  openCents: number;
  daysLate: number;
  bucket: AgeBucket;
}

export interface CustomerGroup<T extends OverdueSource = OverdueSource> {
  /** The customer's id; '' for installments without a customer ("Sem cliente"). */
  key: string;
  name: string;
  customer: { id: string; nome: string } | null;
  count: number;
  openCents: number;
  open: number;
  oldestDue: IsoDate;
  daysLate: number;
  bucket: AgeBucket;
  installments: OverdueInstallment<T>[];
}

export const NO_CUSTOMER = 'Sem cliente';

export const COLLECTION_SORT_FIELDS = ['CLIENTE', 'QUANTIDADE', 'TOTAL', 'VENCIMENTO', 'FAIXA'] as const;
export type CollectionSortField = (typeof COLLECTION_SORT_FIELDS)[number];

export interface CollectionFilter {
  faixa?: AgeBucketId | '' | undefined;
  cliente?: string | undefined;
  sort?: { field: CollectionSortField; direction: 'asc' | 'desc' } | null | undefined;
}

/** Installments due before `today` with something still to receive, grouped by customer, oldest first. */
export function groupOverdue<T extends OverdueSource>(items: Iterable<T>, today: IsoDate): CustomerGroup<T>[] {
  const groups = new Map<string, OverdueInstallment<T>[]>();
  const customers = new Map<string, { id: string; nome: string } | null>();
  for (const item of items) {
    const overdue = overdueOf(item, today);
    if (!overdue) continue;
    const { dueDate, openCents } = overdue;
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
  FAIXA: (a, b) => a.daysLate - b.daysLate,
};

/** A bucket keeps only each customer's installments in it; without a sort, the largest total overdue first. */
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
