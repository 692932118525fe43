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

/** `dre-competencia-2026` for a calendar year, else `dre-caixa-2025-12-a-2026-11`: the months it holds. */
export function statementFileName(dre: Dre, basis: Basis): string {
  const first = dre.months[0]?.slice(0, 7) ?? '';
  const last = dre.months[dre.months.length - 1]?.slice(0, 7) ?? '';
  const year = first.slice(0, 4);
  const period = first === `${year}-01` && last === `${year}-12` ? year : `${first}-a-${last}`;
  return `dre-${basis === 'competencia' ? 'competencia' : 'caixa'}-${period}`;
}
