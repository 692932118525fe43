import { compareIsoDates, type IsoDate } from '../../src/lib/dates';
import { hasInstallment } from './installment-model';
import type { ContractRecord, SaleRecord, SandboxStore } from './store';

/**
 * The NFS-e of the contracts' sales, derived from the sales as the sales derive from the
 * schedules (docs/platform-differences.md#invoices). An issued sale's fate follows
 * (contract number + month of issue) mod 10, so a month's sales take every case while ten
 * contracts of consecutive numbers bill in it: 0-5 issued (EMITIDA), 6 waiting
 * (PENDENTE, no NFS-e number yet), 7 failed (FALHA), 8 cancelled (CANCELADA), 9 none.
 * A sale cancelled after its issue has its note cancelled; a scheduled sale has none.
 */

export type NoteFate = 'EMITIDA' | 'PENDENTE' | 'FALHA' | 'CANCELADA' | null;

const FATES: readonly NoteFate[] = [
  'EMITIDA',
  'EMITIDA',
  'EMITIDA',
  'EMITIDA',
  'EMITIDA',
  'EMITIDA',
  'PENDENTE',
  'FALHA',
  'CANCELADA',
  null,
];

export function noteFate(contract: ContractRecord, sale: SaleRecord, today: IsoDate): NoteFate {
  if (!hasInstallment(sale, today)) return null;
  if (sale.status === 'CANCELADA') return 'CANCELADA';
  const month = Number(sale.data_emissao.slice(0, 4)) * 12 + Number(sale.data_emissao.slice(5, 7));
  return FATES[(contract.request.termos.numero + month) % FATES.length] ?? null;
}

/** A UUID of its own for a sale's note: the sale's digits, reversed per group. */
const noteIdOf = (saleId: string) =>
  saleId
    .split('-')
    .map((group) => [...group].reverse().join(''))
    .join('-');

export interface NoteRecord {
  id: string;
  sale: SaleRecord;
  contract: ContractRecord;
  saleNumber: number;
  status: Exclude<NoteFate, null>;
}

/** Every note whose competence date (the sale's issue) is in [from, to], oldest first. */
export function notesBetween(
  store: SandboxStore,
  from: IsoDate,
  to: IsoDate,
  saleNumber: (contract: ContractRecord, sale: SaleRecord) => number,
): NoteRecord[] {
  const out: NoteRecord[] = [];
  for (const contract of store.contracts.values()) {
    if (contract.status === 'DELETADO') continue;
    for (const sale of store.salesByContract.get(contract.id) ?? []) {
      if (compareIsoDates(sale.data_emissao, from) < 0 || compareIsoDates(sale.data_emissao, to) > 0) continue;
      const status = noteFate(contract, sale, store.today);
      if (status) out.push({ id: noteIdOf(sale.id), sale, contract, saleNumber: saleNumber(contract, sale), status });
    }
  }
  return out.sort((a, b) => compareIsoDates(a.sale.data_emissao, b.sale.data_emissao) || a.saleNumber - b.saleNumber);
}
