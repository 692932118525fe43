import { describe, expect, it } from 'vitest';
import { isWholeCents, settlementNetCents } from './settlement';

describe('settlementNetCents', () => {
  it('is the gross value alone when nothing else is given', () => {
    expect(settlementNetCents({ valor_bruto: 1234.56 })).toBe(123456);
  });

  it('adds penalty and interest, subtracts discount and fee', () => {
    expect(settlementNetCents({ valor_bruto: 100, multa: 2, juros: 0.33, desconto: 5, taxa: 1.99 })).toBe(9534);
  });

  it('sums in whole cents without floating point drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(settlementNetCents({ valor_bruto: 0.1, juros: 0.2 })).toBe(30);
    expect(settlementNetCents({ valor_bruto: 1.005 })).toBe(101);
  });

  it('counts missing, null and non-finite amounts as zero', () => {
    expect(settlementNetCents({})).toBe(0);
    expect(settlementNetCents({ valor_bruto: 10, multa: null, juros: undefined, desconto: Number.NaN })).toBe(1000);
  });

  it('may be negative when discount and fee exceed the rest', () => {
    expect(settlementNetCents({ valor_bruto: 10, desconto: 8, taxa: 3 })).toBe(-100);
  });
});

describe('isWholeCents', () => {
  it.each([
    [10, true],
    [10.5, true],
    [10.55, true],
    [0.07, true],
    [10.555, false],
    [Number.NaN, false],
  ])('%s -> %s', (value, expected) => {
    expect(isWholeCents(value)).toBe(expected);
  });
});
