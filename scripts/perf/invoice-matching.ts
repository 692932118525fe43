/**
 * Benchmark of the matching of sales to their notes (`src/lib/invoice-matching.ts`): 20,000
 * contract sales over 12 months against a year of NFS-e (one note or none per sale, some
 * failed or cancelled, a few naming their sale only by number, and the odd reissue), in at
 * most 50 ms on the measurement machine. Beside it, in the same runs, a plain loop over the
 * same sales and notes that sums their amounts (what touching the records costs with no
 * matching at all). `npm run perf` reports it; `npx tsx scripts/perf/invoice-matching.ts`
 * prints it alone. Each run's result is checked against the count the data was built with.
 */
import { pathToFileURL } from 'node:url';
import { salesWithoutNote } from '../../src/lib/invoice-matching';
import { timeBesideReference, type BesideReference } from './beside-reference';
import { seededRandom } from './seeded-random';

export const INVOICE_MATCHING_BUDGET_MS = 50;

export interface InvoiceMatchingBenchmark extends BesideReference {
  sales: number;
  notes: number;
  withoutNote: number;
  runs: number;
  budgetMs: number;
}

export function invoiceMatchingData(sales = 20_000, seed = 49) {
  const rnd = seededRandom(seed);
  const saleList = Array.from({ length: sales }, (_, k) => ({
    id: `venda-${k}`,
    numero: 100_000 + k,
    total: (9_990 + Math.floor(rnd() * 290_000)) / 100,
    data: `2026-${String(1 + (k % 12)).padStart(2, '0')}-15`,
  }));
  const notes: { id_venda: string | null; numero_venda: string; status: string; valor_total_nfse: number }[] = [];
  let withoutNote = 0;
  for (const sale of saleList) {
    const r = rnd();
    const byNumber = rnd() < 0.05;
    const note = (status: string) =>
      notes.push({
        id_venda: byNumber ? null : sale.id,
        numero_venda: String(sale.numero),
        status,
        valor_total_nfse: sale.total,
      });
    if (r < 0.08) withoutNote += 1;
    else if (r < 0.11) {
      note('FALHA');
      withoutNote += 1;
    } else if (r < 0.14) {
      note('CANCELADA');
      withoutNote += 1;
    } else if (r < 0.16) {
      note('CANCELADA');
      note('EMITIDA');
    } else note(r < 0.2 ? 'PENDENTE' : 'EMITIDA');
  }
  // The platform's order: by competence date, not by sale.
  notes.sort((a, b) => a.numero_venda.localeCompare(b.numero_venda) * (rnd() < 0.5 ? 1 : -1));
  return { sales: saleList, notes, withoutNote };
}

export async function measureInvoiceMatching(runs = 15): Promise<InvoiceMatchingBenchmark> {
  const data = invoiceMatchingData();
  const check = (rows: unknown[]) => {
    if (rows.length !== data.withoutNote)
      throw new Error(`Invoice matching: ${rows.length} sales without a note, ${data.withoutNote} expected.`);
  };
  check(salesWithoutNote(data.sales, data.notes));
  let sink = 0;
  const timed = timeBesideReference(
    runs,
    () => salesWithoutNote(data.sales, data.notes),
    () => {
      for (const s of data.sales) sink += Math.round(s.total * 100);
      for (const n of data.notes) sink += Math.round(n.valor_total_nfse * 100);
    },
    check,
  );
  if (!Number.isFinite(sink)) throw new Error('Invoice matching: the reference loop summed to nothing.');
  return {
    sales: data.sales.length,
    notes: data.notes.length,
    withoutNote: data.withoutNote,
    ...timed,
    runs,
    budgetMs: INVOICE_MATCHING_BUDGET_MS,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void measureInvoiceMatching().then((r) =>
    console.log(
      `Vendas sem nota: ${r.sales} vendas × ${r.notes} notas, ${r.withoutNote} sem nota; mediana ${r.medianMs.toFixed(1)} ms ` +
        `(orçamento ${r.budgetMs} ms, CPU ${r.cpuMedianMs.toFixed(1)} ms); laço simples ${r.referenceMedianMs.toFixed(1)} ms, razão ${r.ratio.toFixed(1)}×`,
    ),
  );
}
