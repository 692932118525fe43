import { describe, expect, it } from 'vitest';
import { groupShares, repeatedRows, sumCents } from './apportionment';

describe('groupShares', () => {
  it('keeps each category once, in order, its cost centres adding up to it', () => {
    const shares = groupShares([
      { categoryId: 'servicos', costCenterId: 'comercial', cents: 35_000 },
      { categoryId: 'produtos', costCenterId: '', cents: 40_000 },
      { categoryId: 'servicos', costCenterId: 'suporte', cents: 25_000 },
    ]);
    expect(shares).toEqual([
      {
        categoryId: 'servicos',
        cents: 60_000,
        centers: [
          { costCenterId: 'comercial', cents: 35_000 },
          { costCenterId: 'suporte', cents: 25_000 },
        ],
      },
      { categoryId: 'produtos', cents: 40_000, centers: [] },
    ]);
    expect(sumCents(shares.map((s) => s.cents))).toBe(100_000);
  });
});

describe('repeatedRows', () => {
  it('refuses a category twice unless every one of its rows names a different cost centre', () => {
    expect(
      repeatedRows([
        { categoryId: 'a', costCenterId: 'x' },
        { categoryId: 'a', costCenterId: 'y' },
      ]),
    ).toEqual([]);
    expect(
      repeatedRows([
        { categoryId: 'a', costCenterId: '' },
        { categoryId: 'a', costCenterId: 'y' },
      ]),
    ).toEqual([0, 1]);
    expect(
      repeatedRows([
        { categoryId: 'a', costCenterId: 'x' },
        { categoryId: 'a', costCenterId: 'x' },
      ]),
    ).toEqual([0, 1]);
    expect(
      repeatedRows([
        { categoryId: 'a', costCenterId: '' },
        { categoryId: 'b', costCenterId: '' },
      ]),
    ).toEqual([]);
    // A row not yet chosen is not a repetition.
    expect(
      repeatedRows([
        { categoryId: '', costCenterId: '' },
        { categoryId: '', costCenterId: '' },
      ]),
    ).toEqual([]);
  });
});
