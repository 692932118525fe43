import { describe, expect, it } from 'vitest';
import { splitCents } from './split-cents';

describe('splitCents', () => {
  it('splits in whole cents that add up, also below zero and with no weights', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitCents(10, [0, 0])).toEqual([10, 0]);
  });

  it('gives equal remainders their cents in turn from `start`, so installments share them', () => {
    expect(splitCents(100, [1, 1, 1], 1)).toEqual([33, 34, 33]);
    expect(splitCents(101, [1, 1, 1], 2)).toEqual([34, 33, 34]);
    expect(splitCents(100, [1, 1, 1], 4)).toEqual([33, 34, 33]);
    // Unequal remainders are not turned: the largest still takes the cent.
    expect(splitCents(10, [3, 7], 1)).toEqual([3, 7]);
    expect(splitCents(11, [1, 2], 0)).toEqual([4, 7]);
    expect(splitCents(11, [1, 2], 1)).toEqual([4, 7]);
  });
});
