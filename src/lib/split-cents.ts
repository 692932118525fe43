/**
 * `cents` split by `weights` in whole cents that add up to it (largest remainders). Equal
 * remainders take the cents in turn from `start` (an installment's position in its event), so
 * the installments of an evenly split event share the odd cents rather than give all to one.
 */
export function splitCents(cents: number, weights: readonly number[], start = 0): number[] {
  const total = weights.reduce((s, w) => s + Math.max(w, 0), 0);
  if (weights.length === 0) return [];
  if (total <= 0) return weights.map((_, i) => (i === 0 ? cents : 0));
  const n = weights.length;
  const turn = (i: number) => (((i - start) % n) + n) % n;
  const exact = weights.map((w) => (cents * Math.max(w, 0)) / total);
  const parts = exact.map((x) => Math.trunc(x));
  let left = cents - parts.reduce((s, p) => s + p, 0);
  const step = Math.sign(left);
  const order = exact
    .map((x, i) => ({ i, rest: Math.abs(x - (parts[i] as number)) }))
    .sort((a, b) => b.rest - a.rest || turn(a.i) - turn(b.i));
  for (let k = 0; left !== 0; k = (k + 1) % order.length, left -= step) {
    const i = (order[k] as { i: number }).i;
    parts[i] = (parts[i] as number) + step;
  }
  return parts;
}
