import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatCents,
  fromCents,
  multiplyCents,
  percentOfCents,
  roundHalfAwayFromZero,
  toCents,
} from './money';

const NBSP = '\u00a0';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1.005, 101], // 1.005 is 1.00499999... in binary; read as written it is 100.5 cents -> 101
    [1.015, 102],
    [2.675, 268],
    [0.1 + 0.2, 30], // 0.30000000000000004
    [33.33, 3333],
    [1234.56, 123456],
    [19.999, 2000],
    [-1.005, -101],
    [-2.5, -250],
  ])('toCents(%s) = %s', (reais, cents) => {
    expect(toCents(reais)).toBe(cents);
  });

  it('returns 0 for non-finite input', () => {
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('fromCents', () => {
  it.each([
    [0, 0],
    [101, 1.01],
    [3333, 33.33],
    [123456, 1234.56],
    [30, 0.3],
    [-250, -2.5],
  ])('fromCents(%s) = %s', (cents, reais) => {
    expect(fromCents(cents)).toBe(reais);
  });

  it('is a number past what the exponent form holds, never NaN', () => {
    expect(fromCents(1e21)).toBe(1e19);
    expect(Number.isFinite(fromCents(toCents(1e20)))).toBe(true);
  });

  it('round-trips with toCents', () => {
    for (const cents of [1, 7, 29, 99, 1001, 4580000]) expect(toCents(fromCents(cents))).toBe(cents);
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [0.5, 1],
    [-0.5, -1],
    [333.3, 333],
  ])('%s -> %s', (value, rounded) => {
    expect(roundHalfAwayFromZero(value)).toBe(rounded);
  });

  it('removes binary noise before rounding (1.005 * 100 is 100.49999...)', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
  });
});

describe('percentOfCents and multiplyCents', () => {
  it('10% of 3333 cents is 333 cents', () => {
    expect(percentOfCents(3333, 10)).toBe(333);
  });

  it('a 10% discount on R$ 33,33 is R$ 3,33 and the net is R$ 30,00 (never 29,997)', () => {
    const gross = toCents(33.33);
    const discount = percentOfCents(gross, 10);
    expect(fromCents(discount)).toBe(3.33);
    expect(fromCents(gross - discount)).toBe(30);
    expect(formatCents(gross - discount)).toBe(`R$${NBSP}30,00`);
  });

  it('rounds half away from zero once', () => {
    expect(percentOfCents(5, 50)).toBe(3); // 2.5 -> 3
    expect(percentOfCents(1, 50)).toBe(1); // 0.5 -> 1
    expect(percentOfCents(3333, 100)).toBe(3333);
    expect(percentOfCents(3333, 0)).toBe(0);
    expect(percentOfCents(1000, 12.5)).toBe(125);
  });

  it('multiplies a unit value by a quantity, rounded once', () => {
    expect(multiplyCents(3333, 1.5)).toBe(5000); // 4999.5 -> 5000
    expect(multiplyCents(219, 3)).toBe(657);
    expect(multiplyCents(1, 0.5)).toBe(1);
  });
});

describe('formatBRL', () => {
  it('formats as Brazilian currency with a non-breaking space after R$', () => {
    expect(formatBRL(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(0.3)).toBe(`R$${NBSP}0,30`);
    expect(formatBRL(1234567.8)).toBe(`R$${NBSP}1.234.567,80`);
  });

  it('never uses a plain space', () => {
    expect(formatBRL(10)).not.toContain('R$ ');
  });

  it('shows a dash for null, undefined and non-finite values', () => {
    expect(formatBRL(null)).toBe('—');
    expect(formatBRL(undefined)).toBe('—');
    expect(formatBRL(Number.NaN)).toBe('—');
  });

  it('formatCents formats integer cents', () => {
    expect(formatCents(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatCents(5)).toBe(`R$${NBSP}0,05`);
  });
});

describe('toCents on whole cents', () => {
  // The decimal as written, the rule toCents keeps on every input.
  const asWritten = (reais: number) => roundHalfAwayFromZero(Number(`${reais.toFixed(8)}e2`));

  it('gives what reading the decimal as written gives, for every cent of a range and random amounts', () => {
    for (let cents = -20_000; cents <= 200_000; cents += 1) {
      const reais = cents / 100;
      expect(toCents(reais)).toBe(asWritten(reais));
    }
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const reais = (seed / 2_147_483_648) * 10_000_000 * (i % 2 ? 1 : -1);
      expect(toCents(reais)).toBe(asWritten(reais));
    }
  });

  it('still rounds half cents half away from zero', () => {
    expect([toCents(1.005), toCents(2.675), toCents(-1.005), toCents(0.125)]).toEqual([101, 268, -101, 13]);
  });
});
