import { describe, expect, it } from 'vitest';
import { splitCents } from './split-cents';

describe('splitCents', () => {
  it('splits in whole cents that add up, also below zero and with no weights', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitCents(10, [0, 0])).toEqual([10, 0]);
  });
});
