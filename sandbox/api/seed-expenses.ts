import { compareIsoDates, parseIsoDate, toIsoDate, type IsoDate } from '../../src/lib/dates';
import { addDays, addMonths, daysBetween, monthBounds, monthWithDay } from '../../src/lib/date-math';
import { fromCents, toCents } from '../../src/lib/money';
import type { Random } from './random';
import { company } from './seed';
import {
  adjustments,
  billWriter,
  CATEGORIES,
  COST_CENTERS,
  CUSTOMERS_WHO_SELL,
  firstOfMonth,
  INSURANCE,
  METHODS,
  monthLabel,
  MONTHLY,
  NEW_SUPPLIERS,
  RENT_ADJUSTMENT,
  type BillExtra,
  type Kind,
} from './seed-payables';
import type { SandboxStore } from './store';

/**
 * The seeded company's payroll and the rest of its running costs, as payables, from their
 * own random stream (seed.ts runs this after the contracts' settlements and before the
 * opening balances: every other record is the same with or without it). seed-payables.ts
 * books the office's bills from 18 months back to 3 ahead and no payroll, so the money
 * out was about a tenth of what the contracts bring in and stopped three months ahead.
 * From the first day of today's month − 3 to the last of today's month + 12:
 *
 * - the payroll (`Folha de pagamento - Operações - 10/2026`: the net salaries of each
 *   team, one row per cost center, no supplier) on the 5th business day of the next
 *   month; its FGTS (Pix) and its INSS and IRRF (DCTFWeb) on the 20th; the meal and
 *   transport vouchers of the next month on the 25th, the employees' health plan on the
 *   10th; the 13th salary in two parts, by 30 November and by 20 December, with its
 *   FGTS and INSS on 20 December (December is the year's heaviest month);
 * - contractors: field services subcontracted in proportion to the previous month's
 *   revenue (15th), a marketing agency (10th); cloud servers (12th) and e-mail and office
 *   licenses per employee (3rd), on the company card;
 * - seed-payables.ts's monthly bills (rent and condominium, utilities, telecom, the
 *   accountant, the payroll office, the developer, software, the DAS and the ISS, the
 *   insurance's installments) carried on from where its window ends, with the same
 *   descriptions, days and values; the DAS in proportion to the month's revenue.
 *
 * A tax, salary or voucher due on a weekend or a national holiday of fixed date is paid
 * the business day before; the payroll's 5th business day leaves them out too.
 *
 * Sized from the seed's own revenue, what the active contracts' sales (issued or
 * scheduled) bring in over the 12 months from today's: the payroll takes what the other
 * bills due over them leave of `OUT_SHARE` of it, so the money out over those months is
 * about 86% of the contracts' revenue on any day (the headcount follows the revenue,
 * which depends on the day the sandbox seeds for). Bills due before today are paid from
 * the main account, salaries and benefits always on time; a few taxes and suppliers'
 * bills of the last weeks are still open (overdue). Later ones are open.
 */

/** The window, in months from today's month: due dates from the first day of the first to the last day of the last. */
export const EXPENSE_MONTHS = { from: -12, to: 12 } as const;

/** The money out over the 12 months from today's, as a share of the contracts' revenue over them. */
export const OUT_SHARE = 0.86;

/** The smallest payroll (gross, reais a month), for a seed with few contracts. */
const MIN_GROSS_PAYROLL = 45_000;

/** The teams, by cost center: share of the headcount and average gross salary. */
const TEAMS: Array<[keyof typeof COST_CENTERS, number, number]> = [
  ['ops', 0.55, 4_150],
  ['ti', 0.15, 9_400],
  ['com', 0.15, 6_700],
  ['adm', 0.15, 5_500],
];

/** Shares of the gross payroll. */
const PAYROLL = {
  /** Net salaries: the gross less the employees' INSS, IRRF and transport share. */
  net: 0.835,
  /** INSS (the company's and the employees') and IRRF, declared in the DCTFWeb. */
  inssIrrf: 0.31,
  fgts: 0.08,
  /** The 13th salary's second part: half of it less the INSS and IRRF of the whole. */
  secondPart: 0.365,
};

/** Benefits, per employee: meals per business day, transport per business day (70% take it), health plan a month. */
const BENEFITS = { meals: 41.5, transport: 7.7, health: 655 };
/** E-mail and office licenses, per employee a month. */
const LICENSE = 54.9;

/** Contractors and services: the share of the previous month's revenue subcontracted, a marketing agency, cloud servers. */
const SUBCONTRACTED_SHARE = 0.07;
const MARKETING = 4_800;
const CLOUD = 2_380;

const NEW_CATEGORIES = { salarios: 'Salários', encargos: 'Encargos sociais', beneficios: 'Benefícios' } as const;

/** New suppliers, customers too (seed-payables.ts says why). */
const SUPPLIERS = {
  beneficios: 'Bem Viver Benefícios e Convênios Ltda',
  saude: 'Saúde Integral Operadora de Planos S.A.',
  terceirizada: 'Apoio Técnico Serviços Terceirizados Ltda',
  marketing: 'Lume Comunicação e Marketing Digital ME',
} as const;

const month = (date: IsoDate) => date.slice(0, 7);

/** A number in [0, 1) drawn from a text (FNV-1a): the same text, the same number, on any day. */
function share(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash / 4294967296;
}

/** National holidays of fixed date (month-day); the movable ones (Carnival, Easter…) are not counted. */
const HOLIDAYS = new Set(['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25']);
/** A weekend or a holiday. */
const isDayOff = (date: IsoDate) =>
  [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()) || HOLIDAYS.has(date.slice(5));

/** The date, or the business day before when it falls on a weekend or a holiday. */
function businessDayOnOrBefore(date: IsoDate): IsoDate {
  let day = date;
  while (isDayOff(day)) day = addDays(day, -1);
  return day;
}

/** The month's `n`th business day (Monday to Friday, holidays left out). */
function nthBusinessDay(firstDay: IsoDate, n: number): IsoDate {
  let day = firstDay;
  for (let count = isDayOff(day) ? 0 : 1; count < n; count += isDayOff(day) ? 0 : 1) day = addDays(day, 1);
  while (isDayOff(day)) day = addDays(day, 1);
  return day;
}

function businessDaysOf(firstDay: IsoDate): number {
  const { last } = monthBounds(firstDay);
  let count = 0;
  for (let day = firstDay; day <= last; day = addDays(day, 1)) if (!isDayOff(day)) count++;
  return count;
}

/**
 * The contracts' revenue by month ('YYYY-MM'), in cents: the sales of the active contracts,
 * issued or scheduled, not cancelled, by their date.
 */
export function contractRevenueByMonth(store: SandboxStore): Map<string, number> {
  const out = new Map<string, number>();
  for (const contract of store.contracts.values()) {
    if (contract.status !== 'ATIVO') continue;
    for (const sale of store.salesByContract.get(contract.id) ?? []) {
      if (sale.status === 'CANCELADA') continue;
      const key = month(sale.data_emissao);
      out.set(key, (out.get(key) ?? 0) + toCents(sale.valor));
    }
  }
  return out;
}

/** The first days of the 12 months from today's. */
export function forecastMonths(today: IsoDate): IsoDate[] {
  return Array.from({ length: 12 }, (_, k) => addMonths(firstOfMonth(today), k));
}

const AVERAGE_SALARY = TEAMS.reduce((sum, [, share, salary]) => sum + share * salary, 0);

/**
 * The gross payroll (reais a month) that makes the money out over the 12 months from
 * today's `OUT_SHARE` of the contracts' revenue over them (`revenue`), given the other
 * bills due over them (`others`): 12 payrolls with their taxes and per-employee benefits
 * (21 business days a month), and one 13th salary with its taxes (any 12 months hold one
 * November and one December).
 */
export function grossPayroll(revenue: number, others: number): number {
  const perHead = (BENEFITS.meals + BENEFITS.transport * 0.7) * 21 + BENEFITS.health + LICENSE;
  const monthly = PAYROLL.net + PAYROLL.inssIrrf + PAYROLL.fgts + perHead / AVERAGE_SALARY;
  const thirteenth = 0.5 + PAYROLL.secondPart + PAYROLL.inssIrrf + PAYROLL.fgts;
  return Math.max(MIN_GROSS_PAYROLL, (OUT_SHARE * revenue - others) / (12 * monthly + thirteenth));
}

export function seedExpenses(store: SandboxStore, random: Random): void {
  const today = store.today;
  const { year, month: thisMonth } = parseIsoDate(today) as { year: number; month: number };
  const start = toIsoDate(monthWithDay(year, thisMonth, EXPENSE_MONTHS.from, 1));
  const end = monthBounds(toIsoDate(monthWithDay(year, thisMonth, EXPENSE_MONTHS.to, 1))).last;
  // Where seed-payables.ts's book starts and ends (its window).
  const officeFrom = addMonths(today, -18);
  const officeUntil = addMonths(today, 3);

  for (const nome of Object.values(NEW_CATEGORIES)) store.categories.push({ id: random.uuid(), nome, tipo: 'DESPESA' });
  const category = (nome: string) => store.categories.find((c) => c.nome === nome && c.tipo === 'DESPESA')?.id;
  const costCenter = (key: keyof typeof COST_CENTERS) =>
    store.costCenters.find((c) => c.nome === COST_CENTERS[key])?.id;
  const person = (nome: string) => store.customers.find((c) => c.nome === nome)?.id;
  for (const nome of Object.values(SUPPLIERS))
    store.customers.push(company(random, nome, { perfis: ['Cliente', 'Fornecedor'] }));
  const mainAccount = (store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0])?.id as string;
  const pettyCash = (store.accounts.find((a) => a.tipo === 'CAIXINHA') ?? store.accounts[0])?.id as string;
  const write = billWriter(store, random, mainAccount);

  // The revenue: by month, and its average over the forecast's 12 months.
  const revenue = contractRevenueByMonth(store);
  const revenueOf = (firstDay: IsoDate) => fromCents(revenue.get(month(firstDay)) ?? 0);
  const year12 = forecastMonths(today);
  const average = year12.reduce((sum, m) => sum + revenueOf(m), 0) / 12;
  const on = (k: number, day: number) => toIsoDate(monthWithDay(year, thisMonth, k, day));

  // What else falls due over those 12 months: the bills already seeded, seed-payables.ts's
  // monthly ones carried on below (their nominal values), this book's contractors.
  const inYear = new Set(year12.map(month));
  let others = store.payables
    .filter((p) => !p.fixedStatus && inYear.has(month(p.data_vencimento)))
    .reduce((sum, p) => sum + p.valor, 0);
  for (let k = 0; k < 12; k++) {
    for (const [description, , , , , day, value, , option] of MONTHLY) {
      const due = on(k, day);
      if (compareIsoDates(due, officeUntil) <= 0) continue;
      others +=
        option === 'adjusted'
          ? value * (1 + RENT_ADJUSTMENT.rate) ** adjustments(officeFrom, due)
          : description.startsWith('DAS')
            ? (value * revenueOf(addMonths(firstOfMonth(due), -1))) / average
            : value;
    }
    if (compareIsoDates(on(k, INSURANCE.day), officeUntil) > 0) others += INSURANCE.installment;
    others += MARKETING + CLOUD + SUBCONTRACTED_SHARE * revenueOf(addMonths(year12[k] as IsoDate, -1));
  }
  // The payroll takes the rest: each team's gross, and its headcount at its average salary.
  const gross = grossPayroll(average * 12, others);
  const baseGross = Object.fromEntries(
    TEAMS.map(([team, share, salary]) => [team, (gross * share * salary) / AVERAGE_SALARY]),
  ) as Record<keyof typeof COST_CENTERS, number>;
  const people = TEAMS.reduce((sum, [, share]) => sum + Math.max(1, Math.round((gross / AVERAGE_SALARY) * share)), 0);

  const round = (value: number) => fromCents(Math.round(value * 100));
  /**
   * Paid, or a few still open: 'payroll' (salaries, benefits) always paid, on time; 'tax'
   * and 'supplier' bills of the last 30 days sometimes not yet (15%, 30%), older ones
   * rarely (5% up to 90 days). Which ones by the bill's own draw (`share`), not the
   * stream's: a bill left open one day is still open the next (the stream's draws fall on
   * the same rows every day).
   */
  const kindOf = (descricao: string, due: IsoDate, rule: 'payroll' | 'tax' | 'supplier'): Kind => {
    if (compareIsoDates(due, today) >= 0) return 'open';
    if (rule === 'payroll') return 'paid';
    const daysAgo = daysBetween(due, today);
    const unpaid = daysAgo <= 30 ? (rule === 'tax' ? 0.15 : 0.3) : daysAgo <= 90 ? 0.05 : 0;
    return share(descricao) < unpaid ? 'open' : 'paid';
  };
  const inWindow = (due: IsoDate) => compareIsoDates(due, start) >= 0 && compareIsoDates(due, end) <= 0;
  type Line = [
    descricao: string,
    supplier: string | undefined,
    category: string | undefined,
    costCenter: keyof typeof COST_CENTERS,
    method: keyof typeof METHODS,
  ];
  const add = (
    [descricao, supplier, categoryId, center, method]: Line,
    due: IsoDate,
    value: number,
    rule: 'payroll' | 'tax' | 'supplier',
    extra: BillExtra = {},
  ) => {
    if (!inWindow(due) || value <= 0) return;
    write(
      {
        descricao,
        supplierId: supplier,
        categoryId,
        costCenterId: costCenter(center),
        metodo_pagamento: METHODS[method],
      },
      due,
      round(value),
      kindOf(descricao, due, rule),
      { ...extra, ...(rule === 'payroll' ? { onTime: true } : {}) },
    );
  };

  const policies = new Map<number, string>();
  for (let k = EXPENSE_MONTHS.from; k <= EXPENSE_MONTHS.to; k++) {
    const first = toIsoDate(monthWithDay(year, thisMonth, k, 1));
    const previous = addMonths(first, -1);
    const next = addMonths(first, 1);
    const label = monthLabel(previous);
    // The previous month's payroll: each team's gross, give or take overtime and absences.
    const monthGross = Object.fromEntries(
      TEAMS.map(([team]) => [team, baseGross[team] * (1 + (random.next() * 2 - 1) * 0.03)]),
    ) as Record<keyof typeof COST_CENTERS, number>;
    const totalGross = TEAMS.reduce((sum, [team]) => sum + monthGross[team], 0);

    const payday = nthBusinessDay(first, 5);
    for (const [team] of TEAMS) {
      add(
        [`Folha de pagamento - ${COST_CENTERS[team]} - ${label}`, undefined, category('Salários'), team, 'ted'],
        payday,
        monthGross[team] * PAYROLL.net,
        'payroll',
        { competence: previous },
      );
    }
    add(
      [
        'Plano de saúde dos colaboradores - ' + monthLabel(first),
        person(SUPPLIERS.saude),
        category('Benefícios'),
        'adm',
        'boleto',
      ],
      on(k, 10),
      people * BENEFITS.health,
      'payroll',
      { competence: first },
    );
    add(
      [
        `Consultoria de marketing digital - ${label}`,
        person(SUPPLIERS.marketing),
        category(CATEGORIES.terceiros),
        'com',
        'pix',
      ],
      on(k, 10),
      MARKETING,
      'supplier',
      { competence: previous },
    );
    add(
      [
        `Servidores e backup em nuvem - ${monthLabel(first)}`,
        person(CUSTOMERS_WHO_SELL.sistemas),
        category(CATEGORIES.software),
        'ti',
        'cartao',
      ],
      on(k, 12),
      CLOUD * (1 + (random.next() * 2 - 1) * 0.05),
      'supplier',
      { competence: first },
    );
    add(
      [
        `Licenças de e-mail e escritório - ${monthLabel(first)}`,
        person(CUSTOMERS_WHO_SELL.sistemas),
        category(CATEGORIES.software),
        'ti',
        'cartao',
      ],
      on(k, 3),
      people * LICENSE,
      'supplier',
      { competence: first },
    );
    add(
      [
        `Serviços terceirizados de campo - ${label}`,
        person(SUPPLIERS.terceirizada),
        category(CATEGORIES.terceiros),
        'ops',
        'boleto',
      ],
      on(k, 15),
      SUBCONTRACTED_SHARE * revenueOf(previous),
      'supplier',
      { competence: previous },
    );
    const taxDay = businessDayOnOrBefore(on(k, 20));
    add(
      [`FGTS - ${label}`, undefined, category('Encargos sociais'), 'adm', 'pix'],
      taxDay,
      totalGross * PAYROLL.fgts,
      'tax',
      { competence: previous },
    );
    add(
      [`INSS e IRRF sobre a folha (DCTFWeb) - ${label}`, undefined, category('Encargos sociais'), 'adm', 'boleto'],
      taxDay,
      totalGross * PAYROLL.inssIrrf,
      'tax',
      { competence: previous },
    );
    const voucherDay = businessDayOnOrBefore(on(k, 25));
    const days = businessDaysOf(next);
    add(
      [
        `Vale-refeição e alimentação - ${monthLabel(next)}`,
        person(SUPPLIERS.beneficios),
        category('Benefícios'),
        'adm',
        'boleto',
      ],
      voucherDay,
      people * BENEFITS.meals * days,
      'payroll',
      { competence: next },
    );
    add(
      [`Vale-transporte - ${monthLabel(next)}`, person(SUPPLIERS.beneficios), category('Benefícios'), 'adm', 'boleto'],
      voucherDay,
      Math.round(people * 0.7) * BENEFITS.transport * days,
      'payroll',
      { competence: next },
    );

    // The 13th salary: half by 30 November, the rest by 20 December, with its taxes.
    const { month: calendarMonth, year: calendarYear } = parseIsoDate(first) as { month: number; year: number };
    if (calendarMonth === 11 || calendarMonth === 12) {
      const part = calendarMonth === 11 ? 1 : 2;
      const due = businessDayOnOrBefore(on(k, part === 1 ? 30 : 20));
      for (const [team] of TEAMS) {
        add(
          [
            `13º salário (${part}ª parcela) - ${COST_CENTERS[team]} - ${calendarYear}`,
            undefined,
            category('Salários'),
            team,
            'ted',
          ],
          due,
          baseGross[team] * (part === 1 ? 0.5 : PAYROLL.secondPart),
          'payroll',
          { competence: toIsoDate({ year: calendarYear, month: 12, day: 1 }) },
        );
      }
      if (part === 2) {
        const total = TEAMS.reduce((sum, [team]) => sum + baseGross[team], 0);
        const competence = toIsoDate({ year: calendarYear, month: 12, day: 1 });
        add(
          [`FGTS sobre o 13º salário - ${calendarYear}`, undefined, category('Encargos sociais'), 'adm', 'pix'],
          due,
          total * PAYROLL.fgts,
          'tax',
          { competence },
        );
        add(
          [
            `INSS e IRRF sobre o 13º salário (DCTFWeb) - ${calendarYear}`,
            undefined,
            category('Encargos sociais'),
            'adm',
            'boleto',
          ],
          due,
          total * PAYROLL.inssIrrf,
          'tax',
          { competence },
        );
      }
    }

    // seed-payables.ts's monthly bills, after its window: the same descriptions, days and values.
    for (const [description, supplier, key, center, method, day, value, spread, option] of MONTHLY) {
      const due = on(k, day);
      if (compareIsoDates(due, officeUntil) <= 0) continue;
      const competence = firstOfMonth(option === 'post-paid' ? addMonths(firstOfMonth(due), -1) : due);
      const amount =
        option === 'adjusted'
          ? value * (1 + RENT_ADJUSTMENT.rate) ** adjustments(officeFrom, due)
          : description.startsWith('DAS')
            ? (value * revenueOf(competence)) / average
            : value * (1 + (spread ? (random.next() * 2 - 1) * spread : 0));
      const supplierName = supplier ? { ...CUSTOMERS_WHO_SELL, ...NEW_SUPPLIERS }[supplier] : undefined;
      add(
        [
          `${description} - ${monthLabel(competence)}`,
          supplierName && person(supplierName),
          category(CATEGORIES[key]),
          center,
          method,
        ],
        due,
        amount,
        'supplier',
        { competence, ...(option === 'petty-cash' ? { account: pettyCash } : {}) },
      );
    }
    // The insurance: installment n of the policy renewed in the last April, in its event.
    const due = on(k, INSURANCE.day);
    if (compareIsoDates(due, officeUntil) > 0) {
      const dueMonth = (parseIsoDate(due) as { month: number }).month;
      const n = ((dueMonth - INSURANCE.month + 12) % 12) + 1;
      const policy = Number(due.slice(0, 4)) - (dueMonth < INSURANCE.month ? 1 : 0);
      const [description, supplier, key, center, method] = INSURANCE.bill;
      const name = `${description} ${policy}/${policy + 1}`;
      if (!policies.has(policy)) {
        const earlier = store.payables.find((p) => p.descricao.startsWith(`${name} (`));
        policies.set(policy, earlier?.eventoId ?? random.uuid());
      }
      add(
        [
          `${name} (${n}/12)`,
          supplier ? person({ ...CUSTOMERS_WHO_SELL, ...NEW_SUPPLIERS }[supplier]) : undefined,
          category(CATEGORIES[key]),
          center,
          method,
        ],
        due,
        INSURANCE.installment,
        'supplier',
        {
          competence: toIsoDate({ year: policy, month: INSURANCE.month, day: 1 }),
          eventoId: policies.get(policy),
          indice: n,
        },
      );
    }
  }
}
