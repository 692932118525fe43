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

/** Asserts all that composeValue gives for `input`: the cents of each line, then gross, discount, freight and net. */
function expectComposed(
  input: ValueInput,
  lineCents: number[],
  [grossCents, discountCents, freightCents, netCents]: number[],
) {
  expect(composeValue(input)).toEqual({ lineCents, grossCents, discountCents, freightCents, netCents });
}

/** The items of a sale, each given as [quantidade, valor]. */
const itens = (...lines: [number, number][]) => lines.map(([quantidade, valor]) => ({ quantidade, valor }));

const PERCENT_10 = { tipo: 'PORCENTAGEM', valor: 10 } as const;

describe('composeValue', () => {
  it('a 10% discount on R$ 33,33 gives a net of R$ 30,00', () => {
    expectComposed({ itens: itens([1, 33.33]), desconto: PERCENT_10 }, [3333], [3333, 333, 0, 3000]);
  });

  it('rounds each line once, then sums', () => {
    // 1.5 x 33.33 = 49.995 -> 50.00; 1.5 x 0.03 = 0.045 -> 0.05
    expectComposed({ itens: itens([1.5, 33.33], [1.5, 0.03]) }, [5000, 5], [5005, 0, 0, 5005]);
  });

  it('adds freight after the discount (the discount applies to the items only)', () => {
    expectComposed({ itens: itens([2, 100]), frete: 29.9, desconto: PERCENT_10 }, [20000], [20000, 2000, 2990, 20990]);
  });

  it('a 100% discount leaves only the freight', () => {
    const desconto = { tipo: 'PORCENTAGEM', valor: 100 } as const;
    expectComposed({ itens: itens([3, 45.5]), frete: 15, desconto }, [13650], [13650, 13650, 1500, 1500]);
  });

  it('an amount discount above gross never makes the net negative', () => {
    const desconto = { tipo: 'VALOR', valor: 25 } as const;
    expectComposed({ itens: itens([1, 10]), desconto }, [1000], [1000, 1000, 0, 0]);
  });

  it('ignores negative or missing freight', () => {
    expectComposed({ itens: itens([1, 10]), frete: -5 }, [1000], [1000, 0, 0, 1000]);
    expectComposed({ itens: itens([1, 10]) }, [1000], [1000, 0, 0, 1000]);
  });

  it('no items gives zero everywhere', () => {
    expectComposed({ itens: [] }, [], [0, 0, 0, 0]);
  });

  it('keeps sums exact where floating point would drift (0.1 + 0.2)', () => {
    expectComposed({ itens: itens([1, 0.1], [1, 0.2]) }, [10, 20], [30, 0, 0, 30]);
  });
});
