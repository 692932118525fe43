import { describe, expect, it } from 'vitest';
import { composeValue, discountCents, lineTotalCents, type ValueInput } from './value-composition';

describe('lineTotalCents', () => {
  it.each([
    [1, 33.33, 3333],
    [1.5, 33.33, 5000], // 4999.5 cents, rounded once half away from zero
    [3, 219.9, 65970],
    [0.333, 10, 333], // 333.0 cents
    [0.5, 0.01, 1], // 0.5 cent -> 1
    [2, 1.005, 202], // the unit value is read as written: 101 cents
    [0, 100, 0],
    [-2, 100, 0], // negative quantities count as zero
    [2, -100, 0],
  ])('%s x R$ %s = %s cents', (quantidade, valor, cents) => {
    expect(lineTotalCents({ quantidade, valor })).toBe(cents);
  });
});

describe('discountCents', () => {
  it.each<[string, number, ValueInput['desconto'], number]>([
    ['no discount', 3333, undefined, 0],
    ['10% of R$ 33,33 is R$ 3,33', 3333, { tipo: 'PORCENTAGEM', valor: 10 }, 333],
    ['12.5% of R$ 10,00', 1000, { tipo: 'PORCENTAGEM', valor: 12.5 }, 125],
    ['50% of 5 cents rounds half away from zero', 5, { tipo: 'PORCENTAGEM', valor: 50 }, 3],
    ['100% is the whole gross', 3333, { tipo: 'PORCENTAGEM', valor: 100 }, 3333],
    ['over 100% is treated as 100%', 3333, { tipo: 'PORCENTAGEM', valor: 150 }, 3333],
    ['an amount', 3333, { tipo: 'VALOR', valor: 3.33 }, 333],
    ['an amount read as written', 10000, { tipo: 'VALOR', valor: 1.005 }, 101],
    ['an amount never above gross', 3333, { tipo: 'VALOR', valor: 50 }, 3333],
    ['a negative discount is zero', 3333, { tipo: 'VALOR', valor: -5 }, 0],
    ['a negative percentage is zero', 3333, { tipo: 'PORCENTAGEM', valor: -10 }, 0],
  ])('%s', (_name, gross, desconto, expected) => {
    expect(discountCents(gross, desconto)).toBe(expected);
  });
});

describe('composeValue', () => {
  it('a 10% discount on R$ 33,33 gives a net of R$ 30,00', () => {
    expect(
      composeValue({ itens: [{ quantidade: 1, valor: 33.33 }], desconto: { tipo: 'PORCENTAGEM', valor: 10 } }),
    ).toEqual({
      lineCents: [3333],
      grossCents: 3333,
      discountCents: 333,
      freightCents: 0,
      netCents: 3000,
    });
  });

  it('rounds each line once, then sums', () => {
    // 1.5 x 33.33 = 49.995 -> 50.00; 1.5 x 0.03 = 0.045 -> 0.05
    const value = composeValue({
      itens: [
        { quantidade: 1.5, valor: 33.33 },
        { quantidade: 1.5, valor: 0.03 },
      ],
    });
    expect(value.lineCents).toEqual([5000, 5]);
    expect(value.grossCents).toBe(5005);
    expect(value.netCents).toBe(5005);
  });

  it('adds freight after the discount (the discount applies to the items only)', () => {
    const value = composeValue({
      itens: [{ quantidade: 2, valor: 100 }],
      frete: 29.9,
      desconto: { tipo: 'PORCENTAGEM', valor: 10 },
    });
    expect(value).toEqual({
      lineCents: [20000],
      grossCents: 20000,
      discountCents: 2000,
      freightCents: 2990,
      netCents: 20990,
    });
  });

  it('a 100% discount leaves only the freight', () => {
    const value = composeValue({
      itens: [{ quantidade: 3, valor: 45.5 }],
      frete: 15,
      desconto: { tipo: 'PORCENTAGEM', valor: 100 },
    });
    expect(value.grossCents).toBe(13650);
    expect(value.discountCents).toBe(13650);
    expect(value.netCents).toBe(1500);
  });

  it('an amount discount above gross never makes the net negative', () => {
    const value = composeValue({ itens: [{ quantidade: 1, valor: 10 }], desconto: { tipo: 'VALOR', valor: 25 } });
    expect(value.discountCents).toBe(1000);
    expect(value.netCents).toBe(0);
  });

  it('ignores negative or missing freight', () => {
    expect(composeValue({ itens: [{ quantidade: 1, valor: 10 }], frete: -5 }).freightCents).toBe(0);
    expect(composeValue({ itens: [{ quantidade: 1, valor: 10 }] }).freightCents).toBe(0);
  });

  it('no items gives zero everywhere', () => {
    expect(composeValue({ itens: [] })).toEqual({
      lineCents: [],
      grossCents: 0,
      discountCents: 0,
      freightCents: 0,
      netCents: 0,
    });
  });

  it('keeps sums exact where floating point would drift (0.1 + 0.2)', () => {
    const value = composeValue({
      itens: [
        { quantidade: 1, valor: 0.1 },
        { quantidade: 1, valor: 0.2 },
      ],
    });
    expect(value.grossCents).toBe(30);
  });
});
