/** Money is integer cents, read as written (1.005 is 101 cents); each product rounds once, half away from zero. */

/** The largest amount the app writes: what the platform's values hold (R$ 999.999.999,99). */
export const MAX_AMOUNT = 999_999_999.99;
export const MAX_AMOUNT_MESSAGE = 'O valor máximo é R$ 999.999.999,99.';

export function toCents(reais: number): number {
  if (!Number.isFinite(reais)) return 0;
  // Whole cents already (within binary noise): the fast path gives the same integer.
  const scaled = reais * 100;
  const near = Math.round(scaled);
  if (Math.abs(scaled - near) < 1e-6 && Math.abs(scaled) < 1e13) return near === 0 ? 0 : near;
  // toFixed(8) reads the decimal as written (1.005 -> "1.00500000"), then shift by 2.
  return roundHalfAwayFromZero(Number(`${reais.toFixed(8)}e2`));
}

export function fromCents(cents: number): number {
  const whole = Math.round(cents);
  // Past 2^53 cents are not whole, and from 1e21 the exponent form would read "1e+21e-2": divide instead (a number, not exact).
  return Number.isSafeInteger(whole) ? Number(`${whole}e-2`) : whole / 100;
}

/** Half away from zero (2.5 -> 3, -2.5 -> -3), after removing binary noise. */
export function roundHalfAwayFromZero(value: number): number {
  const clean = Number(value.toPrecision(15));
  return Math.sign(clean) * Math.round(Math.abs(clean));
}

export function multiplyCents(unitCents: number, quantity: number): number {
  return roundHalfAwayFromZero(unitCents * quantity);
}

/** Rounded once to whole cents (10% of 3333 is 333). */
export function percentOfCents(cents: number, percent: number): number {
  return roundHalfAwayFromZero((cents * percent) / 100);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatBRL(reais: number | null | undefined): string {
  if (reais === null || reais === undefined || !Number.isFinite(reais)) return '—';
  return brl.format(reais);
}

export function formatCents(cents: number): string {
  return formatBRL(fromCents(cents));
}
