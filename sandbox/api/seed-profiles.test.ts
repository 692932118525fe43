import { describe, expect, it } from 'vitest';
import { recurringRevenue } from '../../src/lib/recurring-revenue';
import { DEMO_COMPANY, FIXTURE_COMPANIES, PORTFOLIO, type DatasetParams } from '../companies';
import { TODAY } from '../test/api-harness';
import { balanceCents } from './account-balance';
import { toDetail } from './contract-model';
import { allInstallments } from './receivable-model';
import { DEMO_PROFILE, seedStore } from './seed';
import { FAULT_SUITE_RECEIVABLES } from './seed-fault-suite';
import { RECONCILIATION_RECEIVABLES } from './seed-reconciliation';
import type { SandboxStore } from './store';

/*
 * The seed looks like real businesses: the tests' own rows live only in the QA companies'
 * data, the demo company's overdue is a plausible share of its book, and the accountant's
 * companies differ in size, accounts, balances, suppliers and health.
 */

const FIXTURES = [...FAULT_SUITE_RECEIVABLES, ...Object.values(RECONCILIATION_RECEIVABLES).map(([d]) => d)];

/** Past due with something left to pay: the app's one definition of overdue. */
const overdueCents = (store: SandboxStore) =>
  allInstallments(store)
    .filter((i) => i.data_vencimento < store.today && i.openCents > 0)
    .filter((i) => i.status === 'ATRASADO' || i.status === 'RECEBIDO_PARCIAL')
    .reduce((sum, i) => sum + i.openCents, 0);

const monthlyRevenueCents = (store: SandboxStore) =>
  recurringRevenue(
    [...store.contracts.values()]
      .filter((c) => c.status === 'ATIVO')
      .map((c) => {
        const d = toDetail(store, c);
        return {
          id: c.id,
          chargeValue: d.composicao_valor?.valor_liquido,
          frequency: d.termos?.tipo_frequencia,
          interval: d.termos?.intervalo_frequencia,
        };
      }),
  ).monthlyCents;

const totalBalance = (store: SandboxStore) => store.accounts.reduce((sum, a) => sum + balanceCents(store, a.id), 0);
const supplierNames = (store: SandboxStore) =>
  new Set(allInstallments(store, 'DESPESA').map((i) => store.customers.find((c) => c.id === i.contactId)?.nome ?? ''));
const descriptions = (store: SandboxStore) => new Set(allInstallments(store).map((i) => i.descricao));

const portfolio = PORTFOLIO.map((company) => {
  const { seed, contracts, quotes, profile } = company.dataset as DatasetParams;
  return { company, profile, store: seedStore(TODAY, seed, contracts, quotes, profile) };
});
const qa = seedStore(TODAY);
const showcase = seedStore(TODAY, undefined, undefined, undefined, { ...DEMO_PROFILE, fixtures: false });

describe('the tests’ rows', () => {
  it('are in the QA companies’ data only: never in the demo company’s or the accountant’s', () => {
    expect(FIXTURE_COMPANIES.every((c) => c.dataset === 'demo')).toBe(true);
    expect(DEMO_COMPANY.dataset).toBe('showcase');
    for (const text of FIXTURES) expect(descriptions(qa).has(text)).toBe(true);
    for (const store of [showcase, ...portfolio.map((p) => p.store)])
      for (const text of FIXTURES) expect(descriptions(store).has(text)).toBe(false);
  });
});

describe('the demo company', () => {
  it('has the QA data’s contracts and balances, and an overdue of at most a third of a month’s recurring revenue', () => {
    expect(showcase.contracts.size).toBe(qa.contracts.size);
    expect(totalBalance(showcase)).toBe(totalBalance(qa));
    const share = overdueCents(showcase) / monthlyRevenueCents(showcase);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(1 / 3);
    expect(overdueCents(showcase)).toBeLessThan(overdueCents(qa));
  });
});

describe('the accountant’s companies', () => {
  it('range from a handful of contracts to hundreds, with the accounts their profiles keep', () => {
    const sizes = portfolio.map((p) => p.store.contracts.size);
    expect(Math.min(...sizes)).toBeLessThanOrEqual(10);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(200);
    for (const { store, profile } of portfolio) expect(store.accounts).toHaveLength(profile.accounts);
  });

  it('hold balances unlike each other, in proportion to their size and health; one is overdrawn', () => {
    const balances = portfolio.map((p) => totalBalance(p.store));
    expect(new Set(balances).size).toBe(balances.length);
    expect(balances.some((b) => b < 0)).toBe(true);
    for (const { store, profile } of portfolio) expect(Math.sign(totalBalance(store))).toBe(Math.sign(profile.health));
    const [vet, , studio] = portfolio as [(typeof portfolio)[0], unknown, (typeof portfolio)[0]];
    expect(totalBalance(vet.store)).toBeGreaterThan(20 * totalBalance(studio.store));
  });

  it('pay expense books in proportion to their size, to suppliers of their own', () => {
    const paid = (store: SandboxStore) => allInstallments(store, 'DESPESA').reduce((sum, i) => sum + i.totalCents, 0);
    const bySize = [...portfolio].sort((a, b) => a.store.contracts.size - b.store.contracts.size);
    expect(paid(bySize[0]!.store)).toBeLessThan(paid(bySize.at(-1)!.store) / 10);
    const sets = portfolio.map((p) => [...supplierNames(p.store)].sort().join('|'));
    expect(new Set(sets).size).toBe(sets.length);
    expect(sets).not.toContain([...supplierNames(showcase)].sort().join('|'));
  });

  it('owe overdue amounts that differ, none more than a month and a half of its recurring revenue', () => {
    const shares = portfolio.map((p) => overdueCents(p.store) / monthlyRevenueCents(p.store));
    expect(new Set(shares).size).toBe(shares.length);
    for (const share of shares) expect(share).toBeLessThan(1.5);
  });
});
