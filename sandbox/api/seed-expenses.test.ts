import { describe, expect, it } from 'vitest';
import { compareIsoDates } from '../../src/lib/dates';
import { addDays, addMonths, monthBounds } from '../../src/lib/date-math';
import { toCents } from '../../src/lib/money';
import { TODAY } from '../test/api-harness';
import { balanceCents } from './account-balance';
import { allInstallments } from './receivable-model';
import { seedStore } from './seed';
import { BALANCES } from './seed-balances';
import { contractRevenueByMonth, EXPENSE_MONTHS, forecastMonths } from './seed-expenses';

const store = seedStore(TODAY);
const views = allInstallments(store, 'DESPESA');
const payroll = views.filter((v) => v.descricao.startsWith('Folha de pagamento - '));
const thirteenth = views.filter((v) => v.descricao.startsWith('13º salário'));
const mainAccount = store.accounts.find((a) => a.conta_padrao)?.id;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Over the 12 months from today's: the payables due (cancelled and renegotiated left out) and the contracts' revenue. */
function yearAhead(today: string) {
  const seeded = seedStore(today);
  const months = forecastMonths(today);
  const revenue = contractRevenueByMonth(seeded);
  const inCents = months.reduce((sum, m) => sum + (revenue.get(m.slice(0, 7)) ?? 0), 0);
  const byMonth = new Map(months.map((m) => [m.slice(0, 7), 0]));
  for (const p of seeded.payables) {
    const key = p.data_vencimento.slice(0, 7);
    if (p.fixedStatus || !byMonth.has(key)) continue;
    byMonth.set(key, (byMonth.get(key) as number) + toCents(p.valor));
  }
  const outCents = [...byMonth.values()].reduce((sum, c) => sum + c, 0);
  return { inCents, outCents, byMonth };
}

describe("the company's running costs in the seed", () => {
  it.each([TODAY, '2026-11-27', '2026-06-30', '2027-03-15', '2027-12-01'])(
    'take 75–90%% of what the contracts bring in over the 12 months from %s; December the most',
    (today) => {
      const { inCents, outCents, byMonth } = yearAhead(today);
      expect(outCents / inCents).toBeGreaterThanOrEqual(0.75);
      expect(outCents / inCents).toBeLessThanOrEqual(0.9);
      const december = [...byMonth.entries()].find(([key]) => key.endsWith('-12'))?.[1] as number;
      for (const [key, cents] of byMonth) if (!key.endsWith('-12')) expect(cents, key).toBeLessThan(december);
    },
  );

  it("pay each team's salaries on the 5th business day, every month from today's − 3 to today's + 12", () => {
    const first = addMonths(`${TODAY.slice(0, 8)}01`, EXPENSE_MONTHS.from);
    const last = monthBounds(addMonths(`${TODAY.slice(0, 8)}01`, EXPENSE_MONTHS.to)).last;
    const months = new Set(payroll.map((v) => v.data_vencimento.slice(0, 7)));
    expect(months.size).toBe(EXPENSE_MONTHS.to - EXPENSE_MONTHS.from + 1);
    expect(payroll).toHaveLength(4 * months.size);
    for (const v of payroll) {
      expect(v.data_vencimento >= first && v.data_vencimento <= last).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(weekday(v.data_vencimento));
      expect(Number(v.data_vencimento.slice(8))).toBeGreaterThanOrEqual(5);
      expect(Number(v.data_vencimento.slice(8))).toBeLessThanOrEqual(11);
      expect(v.contactId).toBeUndefined();
    }
  });

  it('pay the 13th salary by 30 November and by 20 December, on business days', () => {
    expect(thirteenth.length).toBeGreaterThanOrEqual(8);
    for (const v of thirteenth) {
      const limit = v.descricao.includes('1ª parcela') ? '11-30' : '12-20';
      expect(v.data_vencimento.slice(5) <= limit).toBe(true);
      expect(v.data_vencimento.slice(5) >= (limit === '11-30' ? '11-26' : '12-16')).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(weekday(v.data_vencimento));
    }
  });

  it('are paid into the main account when due before today (salaries on time), a few still open; later ones are open', () => {
    const own = views.filter((v) =>
      /^(Folha de pagamento|13º salário|FGTS|INSS e IRRF|Vale-|Plano de saúde dos)/.test(v.descricao),
    );
    const past = own.filter((v) => compareIsoDates(v.data_vencimento, TODAY) < 0);
    expect(past.length).toBeGreaterThan(30);
    for (const v of past.filter((x) => x.status === 'QUITADO')) {
      expect(v.settlements).toHaveLength(1);
      expect(v.settlements[0]?.conta_financeira).toBe(mainAccount);
    }
    for (const v of [...payroll, ...thirteenth].filter((x) => x.data_vencimento < TODAY)) {
      expect(v.status).toBe('QUITADO');
      const paidOn = v.settlements[0]?.data_pagamento as string;
      expect(paidOn <= v.data_vencimento && paidOn >= addDays(v.data_vencimento, -3)).toBe(true);
    }
    for (const v of own.filter((x) => x.data_vencimento >= TODAY)) expect(v.settlements).toEqual([]);
    // This book's rows follow seed-payables.ts's: its first is a payroll.
    const firstOwn = store.payables.findIndex((p) => p.descricao.startsWith('Folha de pagamento - '));
    const ownIds = new Set(store.payables.slice(firstOwn).map((p) => p.id));
    const late = views.filter((v) => v.status === 'ATRASADO' && ownIds.has(v.id));
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(5);
  });

  it("carry seed-payables.ts's monthly bills on to month + 12 (the rent, the DAS), the insurance in its policy's event", () => {
    const last = addMonths(TODAY, 11);
    for (const name of ['Aluguel da sala comercial - ', 'DAS - Simples Nacional - ', 'Honorários contábeis - ']) {
      const dues = views.filter((v) => v.descricao.startsWith(name)).map((v) => v.data_vencimento.slice(0, 7));
      expect(new Set(dues).size, name).toBe(dues.length);
      expect(dues, name).toContain(last.slice(0, 7));
    }
    const policy = store.payables.filter((p) => p.descricao.startsWith('Seguro empresarial 2026/2027 ('));
    expect(policy.map((p) => p.indice)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(policy.map((p) => p.eventoId)).size).toBe(1);
  });

  it("keep every account's balance of the day: the opening balances absorb the payments", () => {
    for (const account of store.accounts)
      expect(balanceCents(store, account.id), account.nome).toBe(BALANCES[account.nome]);
  });
});
