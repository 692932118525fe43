import { describe, expect, it } from 'vitest';
import { type IsoDate } from '../../src/lib/dates';
import { addDays, daysBetween } from '../../src/lib/date-math';
import { boletoCustomer } from '../../e2e/support/seed-picks';
import { hasInstallment, installmentFigures } from './installment-model';
import { noteFate } from './invoice-model';
import { seedStore } from './seed';
import { KEPT_OPEN, keptOpenContracts, showcaseContract } from './seed-contract-settlements';
import { salesOf, type ContractRecord, type SandboxStore } from './store';

/**
 * What the end-to-end specs take from the day's seed, checked on every 3rd day of 400:
 * each holds on any day the suite may run (`npm run test:e2e:days`). A spec that finds its
 * record by another rule must add that rule here.
 */

const FIRST_DAY = '2026-11-01';
const DAYS: IsoDate[] = Array.from({ length: Math.ceil(400 / 3) }, (_, k) => addDays(FIRST_DAY, 3 * k));

const numbered = (store: SandboxStore, from: number, to: number) =>
  [...store.contracts.values()].filter((c) => c.request.termos.numero >= from && c.request.termos.numero <= to);
const issued = (store: SandboxStore, c: ContractRecord) => salesOf(store, c.id).some((s) => s.status === 'EMITIDA');
const activeNotAdjusting = (c: ContractRecord) => c.status === 'ATIVO' && !c.em_reajuste;

/** The overdue, unpaid contract installments of a range (receivables.spec.ts settles one of 1131–1168). */
function overdueOf(store: SandboxStore, from: number, to: number) {
  return numbered(store, from, to)
    .filter((c) => c.status !== 'DELETADO')
    .flatMap((c) => salesOf(store, c.id).filter((s) => hasInstallment(s, store.today)))
    .map((s) => installmentFigures(store, s))
    .filter((f) => f.status === 'ATRASADO' && f.totalCents >= 200);
}

/** Open contract installments by days late, as the home panel and collections count them. */
function openLate(store: SandboxStore, from: number, to: number): number {
  return [...store.contracts.values()]
    .flatMap((c) => salesOf(store, c.id))
    .filter((s) => s.status === 'EMITIDA' && hasInstallment(s, store.today))
    .filter((s) => {
      const late = daysBetween(s.data_vencimento, store.today);
      return late >= from && late <= to && installmentFigures(store, s).openCents > 0;
    }).length;
}

describe('the seed, on every 3rd day of 400', () => {
  it.each(DAYS)('on %s has every record the end-to-end specs pick', (day) => {
    const missing: string[] = [];
    const need = (what: string, ok: boolean) => {
      if (!ok) missing.push(what);
    };
    const store = seedStore(day);
    const all = [...store.contracts.values()];
    // contract-detail.spec.ts
    const showcase = showcaseContract(store);
    const lastIssued = showcase && salesOf(store, showcase.id).findLast((s) => s.status === 'EMITIDA');
    need(
      'a showcase contract with its last issued sale open',
      !!lastIssued && installmentFigures(store, lastIssued).status !== 'QUITADO',
    );
    need(
      'an active contract of 1101–1110 that issued a sale',
      numbered(store, 1101, 1110).some((c) => activeNotAdjusting(c) && issued(store, c)),
    );
    need('an active contract of 1111–1120', numbered(store, 1111, 1120).some(activeNotAdjusting));
    need('an active contract of 1121–1130', numbered(store, 1121, 1130).some(activeNotAdjusting));
    need(
      'an inactive contract',
      all.some((c) => c.status === 'INATIVO'),
    );
    // contract-detail.spec.ts and a11y-axe.spec.ts
    need(
      'an active contract under adjustment that issued a sale',
      all.some((c) => c.em_reajuste && c.status === 'ATIVO' && issued(store, c)),
    );
    need(
      'a removed contract',
      all.some((c) => c.status === 'DELETADO'),
    );
    // a11y-keyboard.spec.ts
    need('an active contract of 1141–1150', numbered(store, 1141, 1150).some(activeNotAdjusting));
    need(
      'an open last issued sale of 1151–1160',
      numbered(store, ...KEPT_OPEN.lastIssued).some((c) => {
        const last = salesOf(store, c.id).findLast((s) => s.status === 'EMITIDA');
        return !!last && installmentFigures(store, last).status !== 'QUITADO';
      }),
    );
    // receivables.spec.ts
    need('an overdue, unpaid installment of 1131–1168', overdueOf(store, 1131, 1168).length > 0);
    need(`${KEPT_OPEN.count} contracts kept open`, keptOpenContracts(store).length === KEPT_OPEN.count);
    // today.spec.ts and collections: every aging bucket has open installments
    for (const [from, to] of [
      [1, 30],
      [31, 60],
      [61, 90],
      [91, 100_000],
    ] as const)
      need(`open installments ${from}–${to} days late`, openLate(store, from, to) > 0);
    // invoices.spec.ts: last month's issued sales include each fate of their note
    const lastMonth = addDays(store.today.slice(0, 8) + '01', -1).slice(0, 7);
    const fates = new Set(
      all
        .filter((c) => c.status !== 'DELETADO')
        .flatMap((c) =>
          salesOf(store, c.id)
            .filter((s) => s.status === 'EMITIDA' && s.data_emissao.startsWith(lastMonth))
            .map((s) => noteFate(c, s, store.today)),
        ),
    );
    for (const fate of ['EMITIDA', 'PENDENTE', 'FALHA', 'CANCELADA', null] as const)
      need(`a sale of last month whose note is ${fate ?? 'missing'}`, fates.has(fate));
    // contracts-list.spec.ts
    need('a customer with a bank-slip contract in the default window', boletoCustomer(store) !== undefined);
    expect(missing).toEqual([]);
  });
});
