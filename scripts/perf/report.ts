/**
 * The figures `npm run perf` reports, their budgets (budgets.json) and the printed table.
 * Pure: no browser, no files.
 */

export interface Budgets {
  /** Byte budgets, gzip KB (1024 bytes), shared with `npm run budgets`. */
  firstScreenJs: number;
  firstScreenCss: number;
  prefetchJs: number;
  routeExtraJs: number;
  timing: {
    rows50WarmMs: number;
    filterChangeMs: number;
    heapGrowthMb: number;
  };
  lighthouse: {
    performance: number;
    accessibility: number;
    bestPractices: number;
  };
}

/** `ratio`: a figure that is itself a ratio of two timings of the same run (e.g. the export to its plain script). */
export type Unit = 'KB' | 'ms' | 'MB' | 'score' | 'ratio' | 'count';

export interface Figure {
  id: string;
  label: string;
  /** null when the figure could not be measured (see `note`). */
  value: number | null;
  unit: Unit;
  /** Upper bound (`max`) or lower bound (`min`); null for figures shown for information. */
  budget: number | null;
  bound: 'max' | 'min';
  /** The same timing of the reference page in the same run (ms): the figure is also shown as its ratio to it. */
  reference?: number | null;
  note?: string;
}

/** The figure divided by its reference, when both were measured. */
export function ratioOf(f: Figure): number | null {
  return f.value !== null && f.reference ? f.value / f.reference : null;
}

export type Status = 'ok' | 'over' | 'n/a' | 'info';

export function statusOf(f: Figure): Status {
  if (f.budget === null) return 'info';
  if (f.value === null) return 'n/a';
  return (f.bound === 'max' ? f.value <= f.budget : f.value >= f.budget) ? 'ok' : 'over';
}

/** A figure that has a budget but no value counts as a failure: the script could not prove it. */
export function failed(figures: Figure[]): Figure[] {
  return figures.filter((f) => {
    const s = statusOf(f);
    return s === 'over' || s === 'n/a';
  });
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The value at `q` (0–1) of sorted values, between the two nearest when it falls between. */
function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = sorted[Math.floor(at)] as number;
  const high = sorted[Math.ceil(at)] as number;
  return low + (high - low) * (at - Math.floor(at));
}

/**
 * Each run divided by the reference run timed beside it (the same load of the machine), and
 * the middle half of those ratios: how far one run's ratio strays from the median's.
 */
export function pairedRatios(
  values: number[],
  references: number[],
): { median: number; low: number; high: number } | null {
  const ratios = values.flatMap((v, i) => (references[i] ? [v / (references[i] as number)] : [])).sort((a, b) => a - b);
  if (!ratios.length) return null;
  return { median: median(ratios) as number, low: quantile(ratios, 0.25), high: quantile(ratios, 0.75) };
}

/**
 * Where two sets of changes spent their main-thread time, kind by kind (`mainThreadBreakdown`):
 * the median of each kind in each set, the largest difference first, e.g. "script 9.8 ÷ 5.6 ms".
 */
export function kindsBeside(values: Record<string, number>[], references: Record<string, number>[]): string {
  const kinds = [...new Set([...values, ...references].flatMap((b) => Object.keys(b)))];
  const of = (set: Record<string, number>[], kind: string) => median(set.map((b) => b[kind] ?? 0)) ?? 0;
  return kinds
    .map((kind) => ({ kind, value: of(values, kind), reference: of(references, kind) }))
    .filter((k) => k.value >= 0.05 || k.reference >= 0.05)
    .sort((a, b) => b.value - b.reference - (a.value - a.reference))
    .map((k) => `${k.kind} ${k.value.toFixed(1)} ÷ ${k.reference.toFixed(1)} ms`)
    .join(', ');
}

export const kb = (bytes: number) => bytes / 1024;

function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '—';
  switch (unit) {
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 'ms':
      return value < 10 && value !== 0 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
    case 'MB':
      return `${value.toFixed(2)} MB`;
    case 'score':
      return String(Math.round(value));
    case 'ratio':
      return `${value.toFixed(2)}×`;
    case 'count':
      return String(value);
  }
}

function formatBudget(f: Figure): string {
  if (f.budget === null) return '—';
  const sign = f.bound === 'max' ? '≤' : '≥';
  return `${sign} ${f.unit === 'score' ? f.budget : formatValue(f.budget, f.unit)}`;
}

/** A plain-text table (also valid Markdown): figure, value, ratio to the reference (and the reference's value), budget, ok/over. */
export function formatTable(figures: Figure[]): string {
  const ratio = (f: Figure) => {
    const r = ratioOf(f);
    return r === null ? '—' : `${r.toFixed(2)} (ref. ${formatValue(f.reference ?? null, f.unit)})`;
  };
  const rows = figures.map((f) => [f.label, formatValue(f.value, f.unit), ratio(f), formatBudget(f), statusOf(f)]);
  const head = ['figure', 'value', '× reference', 'budget', 'ok/over'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}
