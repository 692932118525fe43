import { describe, expect, it } from 'vitest';
import { groupShares, installmentParts, repeatedRows, splitWeights, sumCents } from './apportionment';
import { sumEntries } from './dre';

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

describe('installmentParts', () => {
  const rateio = [
    { categoryId: 'servicos', valor: 400 },
    { categoryId: 'produtos', valor: 500 },
    { categoryId: 'servicos', valor: 100.5 },
  ];

  it("divides the installment's value in the proportion of the event's split, a repeated category added", () => {
    expect(installmentParts(100_000, rateio.slice(0, 2))).toEqual([
      { categoryId: 'servicos', cents: 44_444 },
      { categoryId: 'produtos', cents: 55_556 },
    ]);
    expect(installmentParts(50_025, rateio)).toEqual([
      { categoryId: 'servicos', cents: 25_025 },
      { categoryId: 'produtos', cents: 25_000 },
    ]);
  });

  it('gives the same cents as the income statement counts for the entry', () => {
    const total = 33_333;
    const weights = [...splitWeights(rateio)];
    const { byCategory } = sumEntries(
      [
        {
          id: 'p1',
          side: 'RECEITA',
          amounts: [{ date: '2026-11-10', cents: total }],
          shares: weights.map(([categoryId, weight]) => ({ categoryId, weight })),
        },
      ],
      ['2026-11-01'],
    );
    const parts = installmentParts(total, rateio);
    expect(parts.map((p) => [p.categoryId, [p.cents]])).toEqual([...byCategory]);
    expect(sumCents(parts.map((p) => p.cents))).toBe(total);
  });
});
