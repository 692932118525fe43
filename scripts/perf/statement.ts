/**
 * Benchmark of the statement reconciliation core: a
 * statement of 1,000 credits and 1,000 debits (plus 250 bank fees) read from OFX bytes
 * and matched against 5,000 open receivables and 5,000 open payables, in at most 1 s on
 * the measurement machine (`medianMs`, what the budget judges). Beside it, in the same
 * run, the figure this benchmark reported before debits were reconciled (`creditsOnly`:
 * the same 1,000 credits, with the 250 fees, against the 5,000 receivables alone). Not a
 * timed test: `npm run perf` reports it (the lead hooks `measureStatementReconciliation`
 * in), and `npx tsx scripts/perf/statement.ts` prints it alone.
 *
 * Reported with a reference measured in the same run on the same data: `JSON.parse` of
 * the same transactions and installments as JSON (what reading them costs with no OFX
 * and no matching at all). The ratio says how the core compares with that floor on
 * whatever machine runs it; the absolute median is what the budget judges.
 */
import { pathToFileURL } from 'node:url';
import { statementLines } from '../../src/lib/statement/bank-id';
import { matchStatement, type ReconcilableInstallment } from '../../src/lib/statement/match';
import { parseStatement } from '../../src/lib/statement/parse';
import { encodeText, ofxSgml, type GenTransaction } from '../../src/test/bank-statements';
import { timeBesideReference } from './beside-reference';
import { seededRandom } from './seeded-random';

/** One workload's figures. */
export interface StatementWorkload {
  credits: number;
  debits: number;
  /** Open installments matched against: receivables plus payables. */
  installments: number;
  /** Median wall time of parse + match, ms. */
  medianMs: number;
  /** Median CPU time of this process for the same work, ms: close to `medianMs` on an idle machine; much lower when other processes compete for the cores. */
  cpuMedianMs: number;
  /** Median of `JSON.parse` of the same data, ms. */
  referenceMedianMs: number;
  /** medianMs / referenceMedianMs. */
  ratio: number;
  /** Lines that got a best candidate (a sanity check that matching did its work). */
  matched: number;
}

export interface StatementBenchmark extends StatementWorkload {
  receivables: number;
  payables: number;
  /** Debits that got a best candidate (a payable). */
  matchedDebits: number;
  runs: number;
  budgetMs: number;
  /** The workload of before debits were reconciled, measured in the same run: 1,000 credits (+250 fees) × 5,000 receivables. */
  creditsOnly: StatementWorkload;
}

export const STATEMENT_BUDGET_MS = 1000;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Karina',
  'Luís',
  'Marina',
  'Nélson',
  'Otávio',
  'Paula',
];
const LAST = [
  'Silva',
  'Souza',
  'Conceição',
  'Lima',
  'Araújo',
  'Pereira',
  'Gonçalves',
  'Ribeiro',
  'Almeida',
  'Simões',
  'Brandão',
  'Falcão',
  'Rocha',
  'Teixeira',
];
const COMPANY = ['Comércio', 'Serviços', 'Padaria', 'Oficina', 'Distribuidora', 'Clínica', 'Escola', 'Mercado'];

const iso = (dayOfYear: number) => {
  const d = new Date(Date.UTC(2026, 0, 1 + dayOfYear));
  return d.toISOString().slice(0, 10);
};
const cpf = (n: number) => String(10_000_000_000 + n * 7919).slice(-11);
const formatCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

const SUPPLIER_KIND = ['Distribuidora', 'Transportadora', 'Gráfica', 'Imobiliária', 'Energia', 'Telecom', 'Oficina'];

export interface StatementBenchmarkOptions {
  /** Credits paying receivables (plus one bank fee, a debit, every 4 credits). Default 1,000. */
  credits?: number;
  /** Open receivables. Default 5,000. */
  receivables?: number;
  /** Debits paying payables. Default 1,000; 0 (with `payables: 0`) is the benchmark of before debits were reconciled, byte for byte. */
  debits?: number;
  /** Open payables. Default 5,000. */
  payables?: number;
  seed?: number;
}

/** The benchmark's data: OFX bytes (Windows-1252, SGML) and the open installments of both sides. */
export function statementBenchmarkData(options: StatementBenchmarkOptions = {}) {
  const { credits = 1000, receivables = 5000, debits = 1000, payables = 5000, seed = 16 } = options;
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const open: ReconcilableInstallment[] = Array.from({ length: receivables }, (_, i) => {
    const company = rnd() < 0.3;
    const name = company
      ? `${pick(COMPANY)} ${pick(LAST)} ${pick(FIRST)} Ltda`
      : `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
    return {
      id: `0190f0e0-0000-7000-8000-${String(i).padStart(12, '0')}`,
      partyName: name,
      partyDocument: rnd() < 0.5 ? formatCpf(cpf(i)) : cpf(i),
      dueDate: iso(Math.floor(rnd() * 120)),
      remainingCents: 5_000 + Math.floor(rnd() * 500_000),
      status: pick(['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL']),
    };
  });
  const transactions: GenTransaction[] = [];
  for (let i = 0; i < credits; i += 1) {
    const target = open[Math.floor(rnd() * open.length)]!;
    const kind = rnd();
    const date = iso(Math.floor(rnd() * 120));
    // 60% pay an installment exactly, 20% pay part of it naming the customer, 20% match nothing.
    const amountCents =
      kind < 0.6
        ? target.remainingCents
        : kind < 0.8
          ? Math.floor(target.remainingCents / 2)
          : 1 + Math.floor(rnd() * 400);
    const memo =
      kind < 0.4
        ? `PIX RECEBIDO ${target.partyName!.toUpperCase()}`
        : kind < 0.8
          ? `TED ${target.partyDocument} ${target.partyName!.split(' ')[0]!.toUpperCase()}`
          : `PIX RECEBIDO ${pick(FIRST).toUpperCase()} ${pick(LAST).toUpperCase()}`;
    transactions.push({
      date,
      amountCents,
      memo,
      fitId: `${date.replace(/-/g, '')}${String(i).padStart(6, '0')}`,
      checkNum: String(i),
    });
    if (i % 4 === 0)
      transactions.push({ date, amountCents: -(100 + i), memo: 'TARIFA PACOTE SERVIÇOS', fitId: `D${i}` });
  }

  // The money out, from a stream of its own (the credits' data above stays what it was).
  const out = seededRandom(seed + 1);
  const pickOut = <T>(list: readonly T[]) => list[Math.floor(out() * list.length)]!;
  const bills: ReconcilableInstallment[] = Array.from({ length: payables }, (_, i) => ({
    id: `0190f0e0-0000-7000-9000-${String(i).padStart(12, '0')}`,
    side: 'pagar',
    partyName: `${pickOut(SUPPLIER_KIND)} ${pickOut(LAST)} ${pickOut(COMPANY)} Ltda`,
    partyDocument: out() < 0.5 ? String(10_000_000_000_000 + i * 7919).slice(-14) : null,
    dueDate: iso(Math.floor(out() * 120)),
    remainingCents: 5_000 + Math.floor(out() * 500_000),
    status: pickOut(['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL']),
  }));
  for (let i = 0; i < debits; i += 1) {
    const target = bills[Math.floor(out() * bills.length)]!;
    const kind = out();
    const date = iso(Math.floor(out() * 120));
    const name = target.partyName!.toUpperCase();
    // 60% pay a bill exactly, 20% pay part of it naming the supplier, 20% match nothing.
    const amountCents =
      kind < 0.6
        ? target.remainingCents
        : kind < 0.8
          ? Math.floor(target.remainingCents / 2)
          : 1 + Math.floor(out() * 400);
    const forms = [
      `PIX ENVIADO - ${name}`,
      `TED ENVIADA ${target.partyDocument ?? '237 0001'} ${name}`,
      `PAGAMENTO BOLETO ${name}`,
      `DEBITO AUTOMATICO ${name}`,
      `PAG*${name.split(' ')[0]}`,
    ];
    const memo = kind < 0.8 ? pickOut(forms) : `PIX ENVIADO ${pick(FIRST).toUpperCase()} ${pick(LAST).toUpperCase()}`;
    transactions.push({
      date,
      amountCents: -amountCents,
      memo,
      fitId: `P${date.replace(/-/g, '')}${String(i).padStart(6, '0')}`,
      checkNum: `P${i}`,
    });
  }

  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const text = ofxSgml(
    {
      dateSuffix: '120000[-3:BRT]',
      decimal: '.',
      eol: '\r\n',
      header: ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'ENCODING:USASCII', 'CHARSET:1252'],
    },
    [{ account: { bankId: '001', branch: '1234-5', account: '98765-0' }, transactions }],
  );
  const installments = [...open, ...bills];
  return {
    bytes: encodeText(text, 'windows-1252'),
    installments,
    receivables: open.length,
    payables: bills.length,
    json: JSON.stringify({ transactions, installments }),
  };
}

type BenchmarkData = ReturnType<typeof statementBenchmarkData>;

/** Parses and matches one workload `runs` times (after one warm-up): the medians, and what one run found. */
function measure(data: BenchmarkData, runs: number) {
  const once = () => {
    const statement = parseStatement(data.bytes);
    return { statement, matches: matchStatement(statementLines(statement), data.installments) };
  };
  const warm = once();
  JSON.parse(data.json);
  const timed = timeBesideReference(runs, once, () => JSON.parse(data.json));
  const workload: StatementWorkload = {
    credits: warm.statement.credits.length,
    debits: warm.statement.debits.length,
    installments: data.installments.length,
    ...timed,
    matched: warm.matches.filter((m) => m.best).length,
  };
  return { workload, matchedDebits: warm.matches.filter((m) => m.best && m.side === 'pagar').length };
}

/**
 * Both workloads, `runs` times each after a warm-up of its own: the credits-only one of
 * before debits were reconciled first, then the judged one (credits and debits).
 */
export async function measureStatementReconciliation(runs = 9): Promise<StatementBenchmark> {
  const before = measure(statementBenchmarkData({ debits: 0, payables: 0 }), runs);
  const data = statementBenchmarkData();
  const now = measure(data, runs);
  return {
    ...now.workload,
    receivables: data.receivables,
    payables: data.payables,
    matchedDebits: now.matchedDebits,
    runs,
    budgetMs: STATEMENT_BUDGET_MS,
    creditsOnly: before.workload,
  };
}

/** The report printed when the script runs alone. */
export function formatStatementBenchmark(r: StatementBenchmark): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const c = r.creditsOnly;
  return [
    `Conciliação de extrato: ${r.credits} créditos e ${r.debits} débitos × ${r.receivables} parcelas a receber e ${r.payables} a pagar em aberto, ${r.runs} execuções`,
    `  leitura do OFX + correspondência: mediana ${ms(r.medianMs)} (orçamento ${ms(r.budgetMs)}) ${r.medianMs <= r.budgetMs ? 'ok' : 'ACIMA'}`,
    `  tempo de CPU do processo: mediana ${ms(r.cpuMedianMs)} (bem abaixo do tempo de relógio quando outros processos disputam os núcleos)`,
    `  referência JSON.parse dos mesmos dados: mediana ${ms(r.referenceMedianMs)}; razão ${r.ratio.toFixed(1)}×`,
    `  lançamentos com proposta: ${r.matched} (débitos: ${r.matchedDebits})`,
    `Só os créditos, como antes (${c.credits} créditos, +${c.debits} débitos de tarifa, × ${c.installments} parcelas a receber), na mesma execução:`,
    `  mediana ${ms(c.medianMs)}; CPU ${ms(c.cpuMedianMs)}; referência ${ms(c.referenceMedianMs)}; razão ${c.ratio.toFixed(1)}×; com proposta: ${c.matched}`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void measureStatementReconciliation().then((r) => console.log(formatStatementBenchmark(r)));
}
