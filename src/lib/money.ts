/**
 * Money is computed in integer cents. Amounts arrive as decimal numbers (reais) from the
 * API and forms; `toCents` converts them exactly as written (1.005 is 101 cents), and
 * every product or percentage is rounded once, half away from zero, to whole cents.
 */

/** Converts an amount in reais to integer cents, reading the number as written in decimal. */
export function toCents(reais: number): number {
  if (!Number.isFinite(reais)) return 0;
  // Whole cents already (within binary noise far below half a cent): the exact path below
  // gives the same integer, at a fraction of its cost (forecasts convert tens of thousands).
  const scaled = reais * 100;
  const near = Math.round(scaled);
  if (Math.abs(scaled - near) < 1e-6 && Math.abs(scaled) < 1e13) return near === 0 ? 0 : near;
  // toFixed(8) reads the decimal as written (1.005 -> "1.00500000"), then shift by 2.
  return roundHalfAwayFromZero(Number(`${reais.toFixed(8)}e2`));
}

/** Converts integer cents to reais (a decimal number with at most two places). */
export function fromCents(cents: number): number {
  return Number(`${Math.round(cents)}e-2`);
}

/** Rounds half away from zero (2.5 -> 3, -2.5 -> -3) after removing binary noise. */
export function roundHalfAwayFromZero(value: number): number {
  const clean = Number(value.toPrecision(15));
  return Math.sign(clean) * Math.round(Math.abs(clean));
}

/** `quantity` units at `unitCents` each, rounded once to whole cents. */
export function multiplyCents(unitCents: number, quantity: number): number {
  return roundHalfAwayFromZero(unitCents * quantity);
}

/** `percent`% of `cents`, rounded once to whole cents (10% of 3333 is 333). */
export function percentOfCents(cents: number, percent: number): number {
  return roundHalfAwayFromZero((cents * percent) / 100);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats reais as Brazilian currency: `R$ 1.234,56` (with a non-breaking space). */
export function formatBRL(reais: number | null | undefined): string {
  if (reais === null || reais === undefined || !Number.isFinite(reais)) return '—';
  return brl.format(reais);
}

/** Formats integer cents as Brazilian currency. */
export function formatCents(cents: number): string {
  return formatBRL(fromCents(cents));
}
