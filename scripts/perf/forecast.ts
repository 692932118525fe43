/**
 * Benchmark of the cash forecast (`src/lib/forecast.ts`): the 13-week and the 12-month
 * forecast, both (what the screen computes when the user switches between them), over
 * 10,000 open installments (6,000 receivables, 4,000 payables) and the scheduled sales of
 * 1,000 monthly contracts (12,000 sales), in at most 50 ms of computation on the
 * measurement machine (`medianMs`, what the budget judges). Not a timed test: `npm run
 * perf` reports it, and `npx tsx scripts/perf/forecast.ts` prints it alone.
 *
 * Reported with a reference measured in the same run on the same data: a plain `for` loop
 * over the same installments and sales that reads each record's due date and amount and
 * adds `Math.round(amount * 100)` into one total, once per forecast (what touching the
 * same records costs with no rules at all). The ratio says how the forecast compares with
 * that floor on whatever machine runs it; the absolute median is what the budget judges.
 *
 * Every measured forecast's result is checked against figures computed here independently
 * (the first and the last period's closing of both), so the benchmark fails loudly if the
 * forecast stops doing its work.
 */
import { pathToFileURL } from 'node:url';
import type { IsoDate } from '../../src/lib/dates';
import type { FigureSource } from '../../src/lib/figures';
import { forecast, PRUDENT_SCENARIO, type Forecast, type ScheduledSale } from '../../src/lib/forecast';
import { timeBesideReference } from './beside-reference';
import { seededRandom } from './seeded-random';

export const FORECAST_BUDGET_MS = 50;
/** The platform's day the data is generated around (a Friday: the first week is partial). */
export const FORECAST_TODAY: IsoDate = '2026-11-27';

/** What one forecast found over the data (a sanity check that it did its work). */
export interface ForecastTotals {
  periods: number;
  /** Sums over the periods, cents. */
  inCents: number;
  outCents: number;
  contractsCents: number;
  overdueOutCents: number;
  closingCents: number;
}

export interface ForecastBenchmark {
  receivables: number;
  payables: number;
  contracts: number;
  scheduledSales: number;
  /** Median wall time of the 13-week plus the 12-month forecast, ms. */
  medianMs: number;
  /** Median CPU time of this process for the same work, ms: close to `medianMs` on an idle machine; much lower when other processes compete for the cores. */
  cpuMedianMs: number;
  /** Median of the plain loop over the same records (once per forecast), ms. */
  referenceMedianMs: number;
  /** medianMs / referenceMedianMs. */
  ratio: number;
  runs: number;
  budgetMs: number;
  weeks: ForecastTotals;
  months: ForecastTotals;
  /** Overdue receivables and payables (due before today, still open). */
  overdueReceivables: number;
  overduePayables: number;
}

/** `today` plus `days`, as the platform's calendar date. */
const dayFrom = (today: IsoDate, days: number): IsoDate => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
/** Day `day` of the `months`-th month after today's. */
const dayOfMonthFrom = (today: IsoDate, months: number, day: number): IsoDate => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, day)).toISOString().slice(0, 10);
};

export interface ForecastBenchmarkOptions {
  /** Open receivables. Default 6,000. */
  receivables?: number;
  /** Open payables. Default 4,000. */
  payables?: number;
  /** Monthly contracts, each with 12 scheduled sales in the next 12 months. Default 1,000. */
  contracts?: number;
  today?: IsoDate;
  seed?: number;
}

/** Due dates from 120 days before today to about 13 months after it. */
const DUE_FROM = -120;
const DUE_TO = 395;

/**
 * The benchmark's data: open installments of both sides (statuses and amounts as the API
 * sends them: reais with cents, partial receipts with `pago` deducted from `nao_pago`) and
 * the contracts' scheduled sales.
 */
export function forecastBenchmarkData(options: ForecastBenchmarkOptions = {}) {
  const { receivables = 6000, payables = 4000, contracts = 1000, today = FORECAST_TODAY, seed = 40 } = options;
  const rnd = seededRandom(seed);
  const installment = (minCents: number, maxCents: number): FigureSource => {
    const offset = DUE_FROM + Math.floor(rnd() * (DUE_TO - DUE_FROM + 1));
    const totalCents = minCents + Math.floor(rnd() * (maxCents - minCents));
    // Due before today: mostly overdue, some partly received; from today on: mostly open.
    const partial = rnd() < (offset < 0 ? 0.15 : 0.1);
    const paidCents = partial ? 1 + Math.floor(rnd() * (totalCents - 1)) : 0;
    return {
      status: partial ? 'RECEBIDO_PARCIAL' : offset < 0 ? 'ATRASADO' : 'EM_ABERTO',
      data_vencimento: dayFrom(today, offset),
      total: totalCents / 100,
      pago: paidCents / 100,
      nao_pago: (totalCents - paidCents) / 100,
    };
  };
  const receivableList = Array.from({ length: receivables }, () => installment(5_000, 800_000));
  const payableList = Array.from({ length: payables }, () => installment(2_000, 1_500_000));
  const todayDay = Number(today.slice(8, 10));
  const scheduledSales: ScheduledSale[] = [];
  for (let c = 0; c < contracts; c += 1) {
    const day = 1 + Math.floor(rnd() * 28);
    const fee = (9_990 + Math.floor(rnd() * 290_000)) / 100;
    // The first sale this month when its day is still to come, else next month; then monthly.
    const first = day >= todayDay ? 0 : 1;
    for (let i = 0; i < 12; i += 1) scheduledSales.push({ date: dayOfMonthFrom(today, first + i, day), total: fee });
  }
  return {
    today,
    openingCents: 250_000_00,
    receivables: receivableList,
    payables: payableList,
    contracts,
    scheduledSales,
  };
}

export type ForecastBenchmarkData = ReturnType<typeof forecastBenchmarkData>;

const STILL_OPEN = new Set(['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL']);

/**
 * The closing of a forecast at `end` (the prudent scenario: overdue payables counted,
 * overdue receivables not, sales dated before `end` counted), computed here without the
 * forecast's code.
 */
function expectedClosing(data: ForecastBenchmarkData, end: IsoDate): number {
  const openOf = (item: FigureSource) =>
    item.status && STILL_OPEN.has(item.status) ? Math.round((item.nao_pago ?? 0) * 100) : 0;
  let closing = data.openingCents;
  for (const r of data.receivables) {
    const due = r.data_vencimento as string;
    if (due >= data.today && due <= end) closing += openOf(r);
  }
  for (const p of data.payables) if ((p.data_vencimento as string) <= end) closing -= openOf(p);
  for (const s of data.scheduledSales) if ((s.date as string) <= end) closing += Math.round((s.total ?? 0) * 100);
  return closing;
}

/** The ends of the first and the last period: the Sunday of today's week and 12 weeks on; the end of today's month and 11 months on. */
function periodEnds(today: IsoDate) {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  const sunday = (7 - weekday) % 7;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return {
    week: [iso(Date.UTC(y, m - 1, d + sunday)), iso(Date.UTC(y, m - 1, d + sunday + 12 * 7))] as const,
    month: [iso(Date.UTC(y, m, 0)), iso(Date.UTC(y, m + 11, 0))] as const,
  };
}

/**
 * Throws unless the forecasts are those of the data: 13 weeks and 12 months, their first
 * and last closings equal to the independently computed ones, money in, out and from
 * contracts in both, nothing undated.
 */
export function checkForecasts(data: ForecastBenchmarkData, weeks: Forecast, months: Forecast): void {
  const ends = periodEnds(data.today);
  const fail = (what: string) => {
    throw new Error(`Forecast benchmark: ${what}; the forecast no longer does the work measured.`);
  };
  for (const [f, count, [firstEnd, lastEnd]] of [
    [weeks, 13, ends.week],
    [months, 12, ends.month],
  ] as const) {
    if (f.periods.length !== count) fail(`${f.granularity}: ${f.periods.length} periods, expected ${count}`);
    const first = f.periods[0]!;
    const last = f.periods[f.periods.length - 1]!;
    if (first.to !== firstEnd || last.to !== lastEnd)
      fail(`${f.granularity}: periods end ${first.to} … ${last.to}, expected ${firstEnd} … ${lastEnd}`);
    for (const [period, end] of [
      [first, firstEnd],
      [last, lastEnd],
    ] as const) {
      const expected = expectedClosing(data, end);
      if (period.closingCents !== expected)
        fail(`${f.granularity} ending ${end} closes at ${period.closingCents} cents, expected ${expected}`);
    }
    const t = totalsOf(f);
    if (!(t.inCents > 0 && t.outCents > 0 && t.contractsCents > 0 && t.overdueOutCents > 0))
      fail(`${f.granularity}: no money in, out, from contracts or overdue (${JSON.stringify(t)})`);
    if (f.undated !== 0) fail(`${f.granularity}: ${f.undated} records read as undated`);
  }
}

export function totalsOf(f: Forecast): ForecastTotals {
  const sum = (key: 'inCents' | 'outCents' | 'contractsCents' | 'overdueOutCents') =>
    f.periods.reduce((s, p) => s + p[key], 0);
  return {
    periods: f.periods.length,
    inCents: sum('inCents'),
    outCents: sum('outCents'),
    contractsCents: sum('contractsCents'),
    overdueOutCents: sum('overdueOutCents'),
    closingCents: f.periods[f.periods.length - 1]?.closingCents ?? 0,
  };
}

/** What the screen computes when the user switches: both forecasts of the same data. */
function both(data: ForecastBenchmarkData) {
  return {
    weeks: forecast(data, 'week', PRUDENT_SCENARIO),
    months: forecast(data, 'month', PRUDENT_SCENARIO),
  };
}

/** The reference: the same records read (due date and amount) and summed, once per forecast, with no rules. */
function plainLoop(data: ForecastBenchmarkData): number {
  const { receivables, payables, scheduledSales } = data;
  let total = 0;
  for (let pass = 0; pass < 2; pass += 1) {
    for (let i = 0; i < receivables.length; i += 1) {
      const r = receivables[i]!;
      if (r.data_vencimento) total += Math.round((r.nao_pago ?? 0) * 100);
    }
    for (let i = 0; i < payables.length; i += 1) {
      const p = payables[i]!;
      if (p.data_vencimento) total -= Math.round((p.nao_pago ?? 0) * 100);
    }
    for (let i = 0; i < scheduledSales.length; i += 1) {
      const s = scheduledSales[i]!;
      if (s.date) total += Math.round((s.total ?? 0) * 100);
    }
  }
  return total;
}

/**
 * Both forecasts `runs` times after a warm-up, each run followed by the reference loop;
 * every result is checked (outside the timed window).
 */
export async function measureForecast(runs = 15): Promise<ForecastBenchmark> {
  const data = forecastBenchmarkData();
  const warm = both(data);
  checkForecasts(data, warm.weeks, warm.months);
  let sink = plainLoop(data);
  const timed = timeBesideReference(
    runs,
    () => both(data),
    () => {
      sink += plainLoop(data);
    },
    (result) => checkForecasts(data, result.weeks, result.months),
  );
  // The loop's total is used, so it cannot be optimized away.
  if (!Number.isFinite(sink)) throw new Error('Forecast benchmark: the reference loop summed to nothing.');
  return {
    receivables: data.receivables.length,
    payables: data.payables.length,
    contracts: data.contracts,
    scheduledSales: data.scheduledSales.length,
    ...timed,
    runs,
    budgetMs: FORECAST_BUDGET_MS,
    weeks: totalsOf(warm.weeks),
    months: totalsOf(warm.months),
    overdueReceivables: warm.weeks.overdue.receivableCount,
    overduePayables: warm.weeks.overdue.payableCount,
  };
}

/** The report printed when the script runs alone. */
export function formatForecastBenchmark(r: ForecastBenchmark): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const brl = (cents: number) =>
    `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const totals = (label: string, t: ForecastTotals) =>
    `  ${label}: entradas ${brl(t.inCents)}, saídas ${brl(t.outCents)}, contratos ${brl(t.contractsCents)}, vencidas a pagar ${brl(t.overdueOutCents)}; saldo final ${brl(t.closingCents)}`;
  return [
    `Previsão de caixa: 13 semanas e 12 meses sobre ${r.receivables} parcelas a receber e ${r.payables} a pagar em aberto e ${r.contracts} contratos (${r.scheduledSales} vendas programadas), ${r.runs} execuções`,
    `  as duas previsões: mediana ${ms(r.medianMs)} (orçamento ${ms(r.budgetMs)}) ${r.medianMs <= r.budgetMs ? 'ok' : 'ACIMA'}`,
    `  tempo de CPU do processo: mediana ${ms(r.cpuMedianMs)} (bem abaixo do tempo de relógio quando outros processos disputam os núcleos)`,
    `  referência laço simples sobre os mesmos registros (uma vez por previsão): mediana ${ms(r.referenceMedianMs)}; razão ${r.ratio.toFixed(1)}×`,
    totals('semanas', r.weeks),
    totals('meses', r.months),
    `  vencidas: ${r.overdueReceivables} a receber (fora da previsão prudente), ${r.overduePayables} a pagar (na primeira semana/mês)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void measureForecast().then((r) => console.log(formatForecastBenchmark(r)));
}
