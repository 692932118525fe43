import type { CsvColumn } from '../../lib/csv';
import type { Dre, DreRow } from '../../lib/dre';
import { periodLabel } from '../../lib/period-label';
import type { Basis } from '../../api/results';

/** Every row of the statement, each category under its line, one column per month and the total. */
export function statementCsvRows(dre: Dre): DreRow[] {
  return dre.rows.flatMap((row) => [row, ...row.categories]);
}

const KIND: Record<DreRow['kind'], string> = {
  line: 'Linha',
  group: 'Grupo',
  total: 'Subtotal',
  uncategorised: 'Sem categoria',
  outside: 'Fora da estrutura',
  category: 'Categoria',
};

export function statementCsvColumns(dre: Dre): CsvColumn<DreRow>[] {
  return [
    { header: 'Código', value: (r) => r.codigo ?? '' },
    { header: 'Linha', value: (r) => r.label },
    { header: 'Tipo', value: (r) => KIND[r.kind] },
    ...dre.months.map((m, i): CsvColumn<DreRow> => ({
      header: periodLabel({ from: m, to: m }, 'month'),
      value: (r) => r.cents[i],
      kind: 'cents',
    })),
    { header: 'Total', value: (r) => r.totalCents, kind: 'cents' },
  ];
}

export const statementFileName = (dre: Dre, basis: Basis) =>
  `dre-${basis === 'competencia' ? 'competencia' : 'caixa'}-${dre.months[0]?.slice(0, 7)}`;
