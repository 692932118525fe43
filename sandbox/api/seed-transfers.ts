import { addMonths } from '../../src/lib/date-math';
import type { IsoDate } from '../../src/lib/dates';
import type { Random } from './random';
import type { SandboxStore } from './store';

export const TRANSFER_MONTHS = 12;

/**
 * Each of the last twelve closed months, the main account puts part of its cash in savings on the
 * 8th and takes it back on the 22nd: two transfers that leave every account where it was by the
 * month's end, so no balance of today moves. A company without a savings account has none.
 */
export function seedTransfers(store: SandboxStore, random: Random): void {
  const main = store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0];
  const savings = store.accounts.find((a) => a.tipo === 'POUPANCA');
  if (!main || !savings || main === savings) return;
  const thisMonth = `${store.today.slice(0, 7)}-01` as IsoDate;
  for (let back = TRANSFER_MONTHS; back >= 1; back--) {
    const month = addMonths(thisMonth, -back).slice(0, 8);
    const cents = random.int(20, 80) * 50_00;
    store.transfers.push(
      {
        id: random.uuid(),
        descricao: 'Aplicação na poupança reserva',
        data: `${month}08` as IsoDate,
        cents,
        fromAccountId: main.id,
        toAccountId: savings.id,
      },
      {
        id: random.uuid(),
        descricao: 'Resgate da poupança reserva',
        data: `${month}22` as IsoDate,
        cents,
        fromAccountId: savings.id,
        toAccountId: main.id,
      },
    );
  }
}
