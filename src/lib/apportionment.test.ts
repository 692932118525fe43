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

  it("an event's installments add up to its split, category by category, on the page and in the statement", () => {
    // R$ 1.000 split 333,33 / 333,33 / 233,34 / 100,00, in two installments of R$ 500.
    const split = [
      { categoryId: 'material', valor: 333.33 },
      { categoryId: 'telefonia', valor: 333.33 },
      { categoryId: 'energia', valor: 233.34 },
      { categoryId: 'agua', valor: 100 },
    ];
    const pages = [0, 1].map((turn) => installmentParts(50_000, split, turn));
    const byCategory = (id: string) => pages.reduce((sum, p) => sum + p.find((x) => x.categoryId === id)!.cents, 0);
    expect(split.map((s) => byCategory(s.categoryId))).toEqual([33_333, 33_333, 23_334, 10_000]);
    const weights = [...splitWeights(split)].map(([categoryId, weight]) => ({ categoryId, weight }));
    const { byCategory: statement } = sumEntries(
      [0, 1].map((turn) => ({
        id: `p${turn}`,
        side: 'DESPESA' as const,
        amounts: [{ date: '2026-11-10', cents: 50_000 }],
        shares: weights,
        turn,
      })),
      ['2026-11-01'],
    );
    expect([...statement].map(([id, [cents]]) => [id, cents])).toEqual([
      ['material', -33_333],
      ['telefonia', -33_333],
      ['energia', -23_334],
      ['agua', -10_000],
    ]);
  });
});
