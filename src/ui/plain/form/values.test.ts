import { describe, expect, it } from 'vitest';
import { blankToUndefined, formatMoneyText, numberOf, optionalText, parseMoneyText, toNumber } from './values';

describe('form values', () => {
  it('reads typed numbers', () => {
    expect([
      toNumber(''),
      toNumber('1,5'),
      toNumber('1.234,56'),
      toNumber('2.5'),
      toNumber(3),
      toNumber('abc'),
    ]).toEqual([undefined, 1.5, 1234.56, 2.5, 3, 'abc']);
  });

  it('gives the number an input holds, or nothing', () => {
    expect([numberOf('1,5'), numberOf(''), numberOf('abc'), numberOf(Number.NaN), numberOf(4)]).toEqual([
      1.5,
      undefined,
      undefined,
      undefined,
      4,
    ]);
  });

  it('leaves out blank ids and blank text', () => {
    expect([blankToUndefined(''), blankToUndefined('x'), optionalText('  '), optionalText(' a ')]).toEqual([
      undefined,
      'x',
      undefined,
      ' a ',
    ]);
  });
});

describe('amounts as typed and shown', () => {
  it('reads the ways people type an amount', () => {
    expect(
      ['1.234,5', '1234.5', '1234,50', 'R$ 1.234,56', '1.234', '79,9', '1.234.567', '', '  ', 'abc', '0,5'].map(
        parseMoneyText,
      ),
    ).toEqual([1234.5, 1234.5, 1234.5, 1234.56, 1234, 79.9, 1234567, '', '', 'abc', 0.5]);
  });

  it('shows always two decimals with Brazilian separators', () => {
    expect([
      formatMoneyText(79.9),
      formatMoneyText(4676.6),
      formatMoneyText(0),
      formatMoneyText(''),
      formatMoneyText('x'),
    ]).toEqual(['79,90', '4.676,60', '0,00', '', 'x']);
  });
});
