import type { PaymentType } from '../../src/api/contracts.schema';
import { compareIsoDates, type IsoDate } from '../../src/lib/dates';
import { addDays, daysBetween } from '../../src/lib/date-math';
import { fromCents, toCents } from '../../src/lib/money';
import type { SettlementMethod } from '../../src/lib/settlement';
import { hasInstallment } from './installment-model';
import type { Random } from './random';
import { salesOf, type ContractRecord, type SaleRecord, type SandboxStore, type SettlementRecord } from './store';

/**
 * The contracts' customers pay (most of) their installments: the settlements (baixas) of
 * the installments of the contracts' issued sales, from their own random stream (seed.ts
 * runs this after the payables: every other record is the same with or without it).
 *
 * Each issued, not cancelled sale due before today gets a payment date drawn around its
 * due date (LATENESS): most on it or up to 3 days before, some later, a few very late, a
 * few never; it is settled if that date has come (never after today). So an installment
 * that fell due long ago is almost always paid, a recent one often not yet (averages over
 * two years of seed days): 98% of those due more than 90 days ago are paid, 93% of those
 * due 31–90 days ago, 84% of those due in the last 30 days. A few are paid in part (30–70%), half of them paying
 * the rest later. Settled into the contract's own account (`condicao_pagamento`), by the
 * method of its payment type; a late bank slip carries the 2% fine and 1% a month of
 * interest, a card payment the operator's fee.
 *
 * KEPT_OPEN: the installments the end-to-end tests settle stay unpaid.
 */

/**
 * What the end-to-end tests settle stays unpaid, whatever the day: installments due in the
 * last `days` days (or later) of
 * - the first `count` active contracts billed every month, started over `days` days ago,
 *   taken from `numbers` in that order: first those only e2e/receivables.spec.ts uses (it
 *   settles an overdue, unpaid installment of 1131–1168), then those no test changes.
 *   They keep every bucket of the collections' aging (1–30, 31–60, 61–90 days late)
 *   populated on any day. Chosen by what they are, not by number: which number is which
 *   kind of contract changes from one day's seed to the next;
 * - the last issued sale of each of `lastIssued`: e2e/a11y-keyboard.spec.ts settles part
 *   of one;
 * - the last issued sale of the showcase contract (`showcaseContract`), which
 *   e2e/contract-detail.spec.ts opens: nothing pays it, whatever its age.
 */
export const KEPT_OPEN = {
  days: 100,
  count: 2,
  numbers: [
    [1131, 1140],
    [1161, 1168],
    [1001, 1100],
  ],
  lastIssued: [1151, 1160],
  showcase: [1001, 1100],
} as const;

const within = (numero: number, [from, to]: readonly [number, number]) => numero >= from && numero <= to;

/** The contracts whose recent installments stay unpaid (the first part of KEPT_OPEN). */
export function keptOpenContracts(store: SandboxStore): ContractRecord[] {
  const { days, count, numbers } = KEPT_OPEN;
  const rank = (c: ContractRecord) => numbers.findIndex((range) => within(c.request.termos.numero, range));
  return [...store.contracts.values()]
    .filter(
      (c) =>
        rank(c) >= 0 &&
        c.status === 'ATIVO' &&
        c.request.termos.tipo_frequencia === 'MENSAL' &&
        c.request.termos.intervalo_frequencia === 1 &&
        daysBetween(c.request.termos.data_inicio, store.today) > days,
    )
    .sort((a, b) => rank(a) - rank(b) || a.request.termos.numero - b.request.termos.numero)
    .slice(0, count);
}

/**
 * The first contract of `KEPT_OPEN.showcase` that has every section of the detail page
 * filled: active and not under adjustment, with an end date, a seller, a place of service
 * and an issued sale. Over a hundred contracts one exists on every day (the seed test
 * walks two years of days); its last issued sale stays open.
 */
export function showcaseContract(store: SandboxStore): ContractRecord | undefined {
  return [...store.contracts.values()]
    .filter((c) => within(c.request.termos.numero, KEPT_OPEN.showcase))
    .sort((a, b) => a.request.termos.numero - b.request.termos.numero)
    .find(
      (c) =>
        c.status === 'ATIVO' &&
        !c.em_reajuste &&
        c.request.termos.tipo_expiracao === 'DATA' &&
        c.request.id_vendedor !== undefined &&
        c.local_prestacao_servico !== undefined &&
        salesOf(store, c.id).some((s) => s.status === 'EMITIDA'),
    );
}

/** The settlement method of each payment type (a voucher or no payment: `OUTRO`). */
const METHOD: Record<PaymentType, SettlementMethod> = {
  BOLETO_BANCARIO: 'BOLETO_BANCARIO',
  CARTAO_CREDITO: 'CARTAO_CREDITO',
  CARTAO_DEBITO: 'CARTAO_DEBITO',
  CARTEIRA_DIGITAL: 'CARTEIRA_DIGITAL',
  CASHBACK: 'CASHBACK',
  CHEQUE: 'CHEQUE',
  CREDITO_LOJA: 'CREDITO_LOJA',
  CREDITO_VIRTUAL: 'CREDITO_VIRTUAL',
  DEPOSITO_BANCARIO: 'DEPOSITO_BANCARIO',
  DINHEIRO: 'DINHEIRO',
  OUTRO: 'OUTRO',
  DEBITO_AUTOMATICO: 'TRANSFERENCIA_BANCARIA',
  LINK_PAGAMENTO: 'CARTAO_CREDITO_VIA_LINK',
  PIX_PAGAMENTO_INSTANTANEO: 'PIX_PAGAMENTO_INSTANTANEO',
  COBRANCA_PIX: 'PIX_PAGAMENTO_INSTANTANEO',
  PROGRAMA_FIDELIDADE: 'OUTRO',
  SEM_PAGAMENTO: 'OUTRO',
  TRANSFERENCIA_BANCARIA: 'TRANSFERENCIA_BANCARIA',
  VALE_ALIMENTACAO: 'OUTRO',
  VALE_COMBUSTIVEL: 'OUTRO',
  VALE_PRESENTE: 'OUTRO',
  VALE_REFEICAO: 'OUTRO',
};

/** The card operator's fee (taxa), in percent of the gross value. */
const CARD_FEE: Partial<Record<SettlementMethod, number>> = {
  CARTAO_CREDITO: 2.99,
  CARTAO_CREDITO_VIA_LINK: 2.99,
  CARTAO_DEBITO: 1.49,
};

/**
 * Days from the due date to the payment: [share, earliest, latest]; NEVER_PAID is never
 * paid, the rest (most) is paid on the due date or up to 3 days before. PARTIAL pays
 * 30–70% on a date drawn the same way.
 */
const LATENESS: Array<[number, number, number]> = [
  [0.13, 1, 7],
  [0.07, 8, 30],
  [0.012, 31, 60],
  [0.006, 61, 90],
  [0.005, 91, 180],
];
const NEVER_PAID = 0.008;
const ON_TIME: [number, number] = [-3, 0];
const PARTIAL = 0.012;

/** Days late (negative: early), or null: never paid. */
function lateness(random: Random): number | null {
  let draw = random.next();
  if (draw < NEVER_PAID) return null;
  draw -= NEVER_PAID;
  for (const [share, from, to] of LATENESS) {
    if (draw < share) return random.int(from, to);
    draw -= share;
  }
  return random.int(...ON_TIME);
}

/** How long a business lets a customer's installment stay unpaid before it collects it (or writes it off). */
export const COLLECTED_AFTER_DAYS = 120;

/**
 * `fixtures`: the tests' data, KEPT_OPEN kept open and the few never paid left so. Without
 * them (the demo company's and the accountant's books) nothing is kept for a test, and what
 * was never paid is collected COLLECTED_AFTER_DAYS after it fell due, as a business chases
 * its debtors: what is overdue is the last four months' lateness, not years of it.
 */
export function seedContractSettlements(store: SandboxStore, random: Random, fixtures = true): void {
  const today = store.today;
  const kept = new Set(fixtures ? keptOpenContracts(store).map((c) => c.id) : []);
  const showcase = fixtures ? showcaseContract(store)?.id : undefined;
  const lastIssued = (sale: SaleRecord, sales: readonly SaleRecord[]) =>
    sales.filter((s) => s.status === 'EMITIDA').at(-1) === sale;
  const defaultAccount = (store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0])?.id as string;
  const keptOpen = (contract: ContractRecord, sale: SaleRecord, sales: readonly SaleRecord[]) =>
    (contract.id === showcase && lastIssued(sale, sales)) ||
    (fixtures &&
      daysBetween(sale.data_vencimento, today) <= KEPT_OPEN.days &&
      (kept.has(contract.id) ||
        (within(contract.request.termos.numero, KEPT_OPEN.lastIssued) && lastIssued(sale, sales))));
  for (const contract of store.contracts.values()) {
    const { tipo_pagamento, id_conta_financeira } = contract.request.condicao_pagamento;
    const method = METHOD[tipo_pagamento];
    const account = id_conta_financeira ?? defaultAccount;
    const sales = salesOf(store, contract.id);
    for (const sale of sales) {
      if (sale.status === 'CANCELADA' || !hasInstallment(sale, today)) continue;
      if (compareIsoDates(sale.data_vencimento, today) >= 0) continue;
      // Drawn for every past installment, kept or not: the kept ones move no other draw.
      const partial = random.chance(PARTIAL);
      const drawn = lateness(random);
      const late = drawn === null && !fixtures ? COLLECTED_AFTER_DAYS : drawn;
      const rest = random.chance(0.5) ? random.int(15, 60) : null;
      const share = random.int(30, 70);
      if (keptOpen(contract, sale, sales) || late === null) continue;

      const cents = toCents(sale.valor);
      const first = partial ? Math.round((cents * share) / 100) : cents;
      const paidOn = addDays(sale.data_vencimento, late);
      if (compareIsoDates(paidOn, today) > 0) continue;
      const settlements = [settlement(sale, paidOn, first, method, account, random)];
      const restOn = partial && rest !== null ? addDays(paidOn, rest) : null;
      if (restOn && compareIsoDates(restOn, today) <= 0) {
        settlements.push(settlement(sale, restOn, cents - first, method, account, random));
      }
      store.settlements.set(sale.id_parcela, settlements);
    }
  }
}

function settlement(
  sale: SaleRecord,
  day: IsoDate,
  grossCents: number,
  method: SettlementMethod,
  account: string,
  random: Random,
): SettlementRecord {
  const lateDays = Math.max(daysBetween(sale.data_vencimento, day), 0);
  // A bank slip paid late carries its fine (2%) and interest (1% a month) on what it pays.
  const charges = method === 'BOLETO_BANCARIO' && lateDays > 3;
  const fee = CARD_FEE[method];
  return {
    id: random.uuid(),
    versao: 1,
    parcelaId: sale.id_parcela,
    data_pagamento: day,
    composicao_valor: {
      valor_bruto: fromCents(grossCents),
      ...(charges
        ? {
            multa: fromCents(Math.round(grossCents * 0.02)),
            juros: fromCents(Math.round((grossCents * lateDays) / 3000)),
          }
        : {}),
      ...(fee ? { taxa: fromCents(Math.round((grossCents * fee) / 100)) } : {}),
    },
    conta_financeira: account,
    metodo_pagamento: method,
    criado_em: `${day}T${String(random.int(8, 19)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00-03:00`,
  };
}
