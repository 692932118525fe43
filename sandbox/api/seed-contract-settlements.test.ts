import { describe, expect, it } from 'vitest';
import { compareIsoDates } from '../../src/lib/dates';
import { addDays, daysBetween } from '../../src/lib/date-math';
import { toCents } from '../../src/lib/money';
import { saleDueDate } from '../../src/lib/sale-due';
import { SETTLEMENT_METHODS } from '../../src/lib/settlement';
import { TODAY } from '../test/api-harness';
import { hasInstallment, installmentFigures } from './installment-model';
import { seedStore } from './seed';
import { KEPT_OPEN, keptOpenContracts, showcaseContract } from './seed-contract-settlements';
import { salesOf } from './store';

const store = seedStore(TODAY);
const contracts = [...store.contracts.values()];
/** Every contract installment due before today, not cancelled, with its figures. */
const past = contracts.flatMap((contract) =>
  salesOf(store, contract.id)
    .filter((s) => s.status === 'EMITIDA' && hasInstallment(s, TODAY) && compareIsoDates(s.data_vencimento, TODAY) < 0)
    .map((sale) => ({
      contract,
      sale,
      figures: installmentFigures(store, sale),
      late: daysBetween(sale.data_vencimento, TODAY),
    })),
);
const share = (from: number, to: number) => {
  const due = past.filter((p) => p.late >= from && p.late <= to);
  return due.filter((p) => p.figures.status === 'QUITADO').length / due.length;
};

describe("the contracts' settlements in the seed", () => {
  it('pay most of what fell due: the older, the more often paid', () => {
    expect(share(91, 100_000)).toBeGreaterThanOrEqual(0.97);
    expect(share(31, 90)).toBeGreaterThanOrEqual(0.9);
    expect(share(1, 30)).toBeGreaterThanOrEqual(0.7);
    expect(share(1, 30)).toBeLessThan(0.9);
    expect(past.some((p) => p.figures.status === 'RECEBIDO_PARCIAL')).toBe(true);
  });

  it('leave every bucket of the aging with unpaid contract installments', () => {
    for (const [from, to] of [
      [1, 30],
      [31, 60],
      [61, 90],
      [91, 100_000],
    ] as const) {
      expect(past.filter((p) => p.late >= from && p.late <= to && p.figures.openCents > 0).length).toBeGreaterThan(0);
    }
  });

  it("are shaped as the seed's other settlements: paid by today, into the contract's account, by its method", () => {
    const methods: readonly string[] = SETTLEMENT_METHODS;
    const ids = new Set<string>();
    for (const { contract, sale } of past) {
      for (const s of store.settlements.get(sale.id_parcela) ?? []) {
        ids.add(s.id);
        expect(s.parcelaId).toBe(sale.id_parcela);
        expect(compareIsoDates(s.data_pagamento, TODAY)).toBeLessThanOrEqual(0);
        expect(compareIsoDates(s.data_pagamento, addDays(sale.data_vencimento, -3))).toBeGreaterThanOrEqual(0);
        expect(s.conta_financeira).toBe(contract.request.condicao_pagamento.id_conta_financeira);
        expect(methods).toContain(s.metodo_pagamento);
        expect(toCents(s.composicao_valor.valor_bruto)).toBeGreaterThan(0);
      }
    }
    expect(ids.size).toBeGreaterThan(1000);
  });

  it('are of sales that bill something: no discount takes a contract to zero', () => {
    for (const contract of contracts) {
      for (const sale of salesOf(store, contract.id))
        expect(sale.valor, String(contract.request.termos.numero)).toBeGreaterThan(0);
    }
  });

  it('settle no sale not yet due, scheduled or cancelled, and never more than its value', () => {
    for (const contract of contracts) {
      for (const sale of salesOf(store, contract.id)) {
        const settled = store.settlements.get(sale.id_parcela) ?? [];
        if (sale.status !== 'EMITIDA' || compareIsoDates(sale.data_vencimento, TODAY) >= 0) {
          expect(settled).toEqual([]);
        }
        const gross = settled.reduce((sum, s) => sum + toCents(s.composicao_valor.valor_bruto), 0);
        expect(gross).toBeLessThanOrEqual(toCents(sale.valor));
      }
    }
  });

  it('keep open what the end-to-end tests settle', () => {
    const kept = keptOpenContracts(store);
    expect(kept).toHaveLength(KEPT_OPEN.count);
    for (const contract of kept) {
      const recent = salesOf(store, contract.id).filter(
        (s) => s.status === 'EMITIDA' && daysBetween(s.data_vencimento, TODAY) <= KEPT_OPEN.days,
      );
      expect(recent.length).toBeGreaterThan(2);
      for (const sale of recent) expect(store.settlements.has(sale.id_parcela)).toBe(false);
    }
    // e2e/receivables.spec.ts: an overdue, unpaid installment of 1131–1168.
    expect(
      past.some(
        (p) =>
          p.contract.request.termos.numero >= 1131 &&
          p.contract.request.termos.numero <= 1168 &&
          p.figures.status === 'ATRASADO',
      ),
    ).toBe(true);
    // e2e/a11y-keyboard.spec.ts: the last issued sale of a contract of 1151–1160 is open.
    const [from, to] = KEPT_OPEN.lastIssued;
    const lastIssued = contracts
      .filter((c) => c.request.termos.numero >= from && c.request.termos.numero <= to)
      .map((c) =>
        salesOf(store, c.id)
          .filter((s) => s.status === 'EMITIDA')
          .at(-1),
      )
      .filter((s) => s !== undefined);
    expect(lastIssued.some((s) => installmentFigures(store, s).status !== 'QUITADO')).toBe(true);
  });

  it("have a showcase contract with an open issued sale on each month's first and last day", () => {
    // Every day of 2026–2027 passed once (about 20 s); the edges of each month stand for them here.
    const days = Array.from(
      { length: 24 },
      (_, m) => `${2026 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`,
    );
    for (const today of days.flatMap((first) => [first, addDays(first, -1)])) {
      const seeded = seedStore(today);
      const showcase = showcaseContract(seeded);
      expect(showcase, today).toBeDefined();
      const last = salesOf(seeded, showcase?.id ?? '')
        .filter((s) => s.status === 'EMITIDA')
        .at(-1);
      expect(last && installmentFigures(seeded, last).status, today).not.toBe('QUITADO');
    }
  });
});

describe('the seed’s scheduled sales', () => {
  it('fall due on saleDueDate of their issue and the contract’s due day (the rule the cash forecast uses), on days across a year', () => {
    for (const today of ['2026-12-02', '2027-02-28', '2027-06-15', '2027-10-31']) {
      const store = seedStore(today);
      for (const [id, sales] of store.salesByContract) {
        const day = store.contracts.get(id)!.request.condicao_pagamento.dia_vencimento;
        for (const sale of sales.filter((s) => s.status === 'AGENDADA'))
          expect(saleDueDate(sale.data_emissao, day), `${today} ${id}`).toBe(sale.data_vencimento);
      }
    }
  });
});
