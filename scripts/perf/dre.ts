/**
 * Benchmark of the income statement (`src/lib/dre.ts`): a 12-month DRE from 20,000 entries
 * (12,000 receivables, 8,000 payables; one in ten split between two categories, one in fifty
 * without a category) over 7 lines with 30 categories, in at most 50 ms on the measurement
 * machine (`medianMs`). Reported beside a plain loop over the same entries (each amount's
 * month looked up and added into one array, no rules): the floor of touching the same data.
 * Every measured statement's result is checked against a sum made here without the DRE's code.
 * `npm run perf` reports it; `npx tsx scripts/perf/dre.ts` prints it alone.
 */
import { pathToFileURL } from 'node:url';
import { dreOf, monthsFrom, type Dre, type DreEntry, type DreLineInput } from '../../src/lib/dre';
import { timeBesideReference } from './beside-reference';
import { seededRandom } from './seeded-random';

export const DRE_BUDGET_MS = 50;
const FIRST = '2026-01-01';

export function dreBenchmarkData(entries = 20_000, seed = 48) {
  const rnd = seededRandom(seed);
  const months = monthsFrom(FIRST);
  const cats = Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, nome: `Categoria ${i}`, parentId: null }));
  const line = (id: string, posicao: number, ids: string[], totalizer = false): DreLineInput => ({
    id,
    descricao: id,
    codigo: String(posicao),
    posicao,
    totalizer,
    categoryIds: ids,
    children: [],
  });
  const ids = (from: number, to: number) => cats.slice(from, to).map((c) => c.id);
  const lines = [
    line('Receita bruta', 1, ids(0, 8)),
    line('Deduções', 2, ids(8, 10)),
    line('Receita líquida', 3, [], true),
    line('Custos', 4, ids(10, 16)),
    line('Lucro bruto', 5, [], true),
    {
      ...line('Despesas', 6, []),
      children: [line('Administrativas', 1, ids(16, 24)), line('Pessoal', 2, ids(24, 30))],
    },
    line('Resultado', 7, [], true),
  ];
  const list: DreEntry[] = [];
  for (let i = 0; i < entries; i += 1) {
    const side = i < entries * 0.6 ? 'RECEITA' : 'DESPESA';
    const pick = () => cats[side === 'RECEITA' ? Math.floor(rnd() * 8) : 8 + Math.floor(rnd() * 22)]!.id;
    const r = rnd();
    const shares =
      r < 0.02
        ? []
        : r < 0.12
          ? [
              { categoryId: pick(), weight: 7_000 },
              { categoryId: pick(), weight: 3_000 },
            ]
          : [{ categoryId: pick(), weight: 1 }];
    const day = `${months[Math.floor(rnd() * 12)]!.slice(0, 8)}${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
    list.push({ id: `e${i}`, side, amounts: [{ date: day, cents: 1_000 + Math.floor(rnd() * 2_000_000) }], shares });
  }
  return { lines, categories: cats, entries: list, months };
}

export type DreBenchmarkData = ReturnType<typeof dreBenchmarkData>;

/** The result per month summed here: money in minus money out (a split's parts add up to its amount). */
export function expectedResult(data: DreBenchmarkData): number[] {
  const out = new Array<number>(12).fill(0);
  for (const e of data.entries)
    for (const a of e.amounts) {
      const i = data.months.indexOf(`${a.date.slice(0, 7)}-01`);
      if (i >= 0) out[i]! += (e.side === 'RECEITA' ? 1 : -1) * a.cents;
    }
  return out;
}

export function checkDre(data: DreBenchmarkData, dre: Dre, expected = expectedResult(data)): void {
  if (dre.counted !== data.entries.length || dre.result.some((c, i) => c !== expected[i]))
    throw new Error(
      'DRE benchmark: the statement does not add up to the entries; it no longer does the work measured.',
    );
}

function plainLoop(data: DreBenchmarkData): number {
  const index = new Map(data.months.map((m, i) => [m.slice(0, 7), i]));
  const sums = new Array<number>(12).fill(0);
  for (let i = 0; i < data.entries.length; i += 1) {
    const e = data.entries[i]!;
    for (const a of e.amounts) {
      const k = index.get(a.date.slice(0, 7));
      if (k !== undefined) sums[k]! += a.cents;
    }
  }
  return sums.reduce((s, v) => s + v, 0);
}

export interface DreBenchmark {
  entries: number;
  medianMs: number;
  cpuMedianMs: number;
  referenceMedianMs: number;
  ratio: number;
  runs: number;
  budgetMs: number;
}

export async function measureDre(runs = 15): Promise<DreBenchmark> {
  const data = dreBenchmarkData();
  const expected = expectedResult(data);
  const run = () => dreOf(data.lines, data.categories, data.entries, data.months);
  checkDre(data, run(), expected);
  let sink = plainLoop(data);
  const timed = timeBesideReference(
    runs,
    run,
    () => {
      sink += plainLoop(data);
    },
    (dre) => checkDre(data, dre, expected),
  );
  if (!Number.isFinite(sink)) throw new Error('DRE benchmark: the reference loop summed to nothing.');
  return { entries: data.entries.length, ...timed, runs, budgetMs: DRE_BUDGET_MS };
}

export const formatDreBenchmark = (r: DreBenchmark) =>
  `DRE de 12 meses sobre ${r.entries} lançamentos: mediana ${r.medianMs.toFixed(1)} ms (orçamento ${r.budgetMs.toFixed(1)} ms) ${r.medianMs <= r.budgetMs ? 'ok' : 'ACIMA'}; CPU ${r.cpuMedianMs.toFixed(1)} ms; laço simples ${r.referenceMedianMs.toFixed(1)} ms, razão ${r.ratio.toFixed(1)}×`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void measureDre().then((r) => console.log(formatDreBenchmark(r)));
}
