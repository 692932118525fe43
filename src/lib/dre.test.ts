import { describe, expect, it } from 'vitest';
import { dreOf, monthsFrom, type DreEntry, type DreLineInput } from './dre';
import { accrualEntries, cashEntries, type InstallmentDetail, type SearchItem } from './dre-entries';

const line = (id: string, posicao: number, categoryIds: string[] = [], extra: Partial<DreLineInput> = {}) => ({
  id,
  descricao: id,
  codigo: String(posicao),
  posicao,
  totalizer: false,
  categoryIds,
  children: [],
  ...extra,
});
const LINES: DreLineInput[] = [
  // Out of order on purpose: lines are placed by `posicao`.
  line('Lucro bruto', 5, [], { totalizer: true }),
  line('Receita bruta', 1, ['servicos', 'produtos']),
  line('Deduções', 2, ['impostos']),
  line('Receita líquida', 3, [], { totalizer: true }),
  line('Custos', 4, ['terceiros']),
  line('Despesas', 6, [], {
    children: [line('Administrativas', 1, ['aluguel', 'telefonia']), line('Pessoal', 2, ['salarios'])],
  }),
  line('Resultado', 7, [], { totalizer: true }),
];
const CATEGORIES = [
  { id: 'servicos', nome: 'Serviços', parentId: 'receitas' },
  { id: 'produtos', nome: 'Produtos', parentId: 'receitas' },
  { id: 'consultoria', nome: 'Consultoria', parentId: 'servicos' },
  { id: 'impostos', nome: 'Impostos', parentId: null },
  { id: 'terceiros', nome: 'Terceiros', parentId: null },
  { id: 'aluguel', nome: 'Aluguel', parentId: null },
  { id: 'telefonia', nome: 'Telefonia', parentId: null },
  { id: 'salarios', nome: 'Salários', parentId: null },
  { id: 'avulsa', nome: 'Avulsa', parentId: null },
];
const MONTHS = monthsFrom('2026-01-15', 3);
const entry = (id: string, side: DreEntry['side'], date: string, cents: number, shares: DreEntry['shares']) => ({
  id,
  side,
  amounts: [{ date, cents }],
  shares,
});
const one = (categoryId: string) => [{ categoryId, weight: 1 }];
const row = (dre: ReturnType<typeof dreOf>, label: string) => dre.rows.find((r) => r.label === label);

describe('dreOf', () => {
  const entries: DreEntry[] = [
    entry('r1', 'RECEITA', '2026-01-10', 100_000, one('servicos')),
    entry('r2', 'RECEITA', '2026-02-03', 50_000, one('consultoria')), // through its group
    entry('t1', 'DESPESA', '2026-01-20', 6_000, one('impostos')),
    entry('c1', 'DESPESA', '2026-01-05', 20_000, one('terceiros')),
    // 100.01 split 70/30: 70.01 + 30.00 (largest remainder), never a cent lost.
    entry('s1', 'DESPESA', '2026-01-31', 10_001, [
      { categoryId: 'aluguel', weight: 7_000 },
      { categoryId: 'telefonia', weight: 3_000 },
    ]),
    entry('p1', 'DESPESA', '2026-03-05', 40_000, one('salarios')),
    entry('n1', 'RECEITA', '2026-02-12', 999, []),
    entry('o1', 'DESPESA', '2026-03-01', 500, one('avulsa')),
    entry('late', 'RECEITA', '2026-04-01', 1_000_000, one('servicos')), // outside the months
  ];
  const dre = dreOf(LINES, CATEGORIES, entries, MONTHS);

  it('places lines by posicao, sub-lines under their group, extras before the last total', () => {
    expect(dre.rows.map((r) => [r.label, r.depth])).toEqual([
      ['Receita bruta', 0],
      ['Deduções', 0],
      ['Receita líquida', 0],
      ['Custos', 0],
      ['Lucro bruto', 0],
      ['Despesas', 0],
      ['Administrativas', 1],
      ['Pessoal', 1],
      ['Receitas sem categoria', 0],
      ['Categorias fora da estrutura da DRE', 0],
      ['Resultado', 0],
    ]);
  });

  it('sums in cents month by month, money in adding and money out subtracting; totals sum every line above', () => {
    expect(row(dre, 'Receita bruta')?.cents).toEqual([100_000, 50_000, 0]);
    expect(row(dre, 'Receita líquida')?.cents).toEqual([94_000, 50_000, 0]);
    expect(row(dre, 'Lucro bruto')?.cents).toEqual([74_000, 50_000, 0]);
    expect(row(dre, 'Administrativas')?.categories.map((c) => [c.label, c.cents[0]])).toEqual([
      ['Aluguel', -7_001],
      ['Telefonia', -3_000],
    ]);
    expect(row(dre, 'Despesas')?.cents).toEqual([-10_001, 0, -40_000]);
    expect(dre.result).toEqual([74_000 - 10_001, 50_000 + 999, -40_000 - 500]);
    expect(dre.resultTotal).toBe(74_000 - 10_001 + 50_999 - 40_500);
    // Every entry inside the months, and only those, is counted.
    expect(dre.counted).toBe(8);
  });

  it('shows entries without a category and categories no line reaches, never dropping them', () => {
    expect(row(dre, 'Receitas sem categoria')).toMatchObject({ cents: [0, 999, 0], sides: ['RECEITA'] });
    expect(row(dre, 'Categorias fora da estrutura da DRE')?.categories[0]).toMatchObject({
      label: 'Avulsa',
      cents: [0, 0, -500],
    });
  });

  it('adds a result when the last line is not a total', () => {
    const plain = dreOf([line('Receita', 1, ['servicos'])], CATEGORIES, entries.slice(0, 1), MONTHS);
    expect(plain.rows.at(-1)).toMatchObject({ label: '(=) Resultado', cents: [100_000, 0, 0] });
  });
});

describe('entries from the searches', () => {
  const item = (id: string, extra: Partial<SearchItem> = {}): SearchItem => ({
    id,
    status: 'RECEBIDO',
    total: 100,
    pago: 100,
    data_competencia: '2026-01-10',
    categorias: [{ id: 'aluguel' }],
    ...extra,
  });
  const split: InstallmentDetail = {
    rateio: [
      { categoryId: 'aluguel', valor: 60 },
      { categoryId: 'telefonia', valor: 40 },
    ],
    payments: [
      { date: '2026-01-30', cents: 2_500 },
      { date: '2026-02-02', cents: 7_500 },
    ],
  };

  it('accrual: the value on the competence date; cancelled and renegotiated left out; a split weighed by its read', () => {
    const out = accrualEntries(
      'DESPESA',
      [
        item('a'),
        item('x', { status: 'CANCELADO' }),
        item('y', { status: 'RENEGOCIADO' }),
        item('s', { categorias: [{ id: 'aluguel' }, { id: 'telefonia' }] }),
      ],
      new Map([['s', split]]),
    );
    expect(out.map((e) => e.id)).toEqual(['a', 's']);
    expect(out[1]?.shares).toEqual([
      { categoryId: 'aluguel', weight: 6_000 },
      { categoryId: 'telefonia', weight: 4_000 },
    ]);
    expect(out[0]?.amounts).toEqual([{ date: '2026-01-10', cents: 10_000 }]);
  });

  it('accrual: a split whose read says nothing is divided equally, not put in its first category', () => {
    const [e] = accrualEntries('DESPESA', [item('s', { categorias: [{ id: 'a' }, { id: 'b' }] })], new Map());
    expect(e?.shares).toEqual([
      { categoryId: 'a', weight: 1 },
      { categoryId: 'b', weight: 1 },
    ]);
  });

  it('cash: paid whole in the one month it was found in; found in two months, each payment on its date', () => {
    const out = cashEntries(
      'RECEITA',
      [
        { month: '2026-01-01', items: [item('a'), item('p', { pago: 100 })] },
        { month: '2026-02-01', items: [item('p', { pago: 100 })] },
      ],
      new Map([['p', split]]),
    );
    expect(out.find((e) => e.id === 'a')?.amounts).toEqual([{ date: '2026-01-01', cents: 10_000 }]);
    expect(out.find((e) => e.id === 'p')?.amounts).toEqual(split.payments);
    const dre = dreOf(LINES, CATEGORIES, out, MONTHS);
    expect(dre.result).toEqual([10_000 + 2_500, 7_500, 0]);
  });
});
