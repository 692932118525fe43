import { describe, expect, it } from 'vitest';
import { blankToUndefined, numberOf, optionalText, toNumber } from './values';

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
