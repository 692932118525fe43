import { platformToday } from '../../../lib/dates';
import { lastMonthOf, monthLabel, recentMonths } from '../../../lib/months';
import { DEFAULT_PAGE_SIZE } from '../../../lib/vocabulary';
import { choiceField, defineList } from '../../../ui/plain/list/url-state';

/** The month chosen: this one and the eleven before it; last month by default. */
export interface MissingFilterFields {
  mes: string;
}

export interface MissingQuery {
  pagina: number;
  tamanho_pagina: number;
  mes: string;
}

export const MONTHS = recentMonths(platformToday(), 12);
export const MONTH_OPTIONS = MONTHS.map((m) => ({ value: m, label: monthLabel(m) }));

export const missingList = defineList<MissingFilterFields, never, MissingQuery>({
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: DEFAULT_PAGE_SIZE,
  sortFields: [],
  fields: { mes: choiceField(MONTHS) },
  defaults: (today) => ({ mes: lastMonthOf(today) }),
  keepOnClear: ['mes'],
  describe: () => [],
});

export const WORDS = {
  noun: 'vendas',
  errorTitle: 'Não foi possível conferir as notas das vendas',
  empty: {
    title: 'Nenhuma venda sem nota fiscal',
    filtered: () => 'Todas as vendas de contrato do mês têm nota fiscal emitida ou em emissão.',
    unfiltered: 'Todas as vendas de contrato do mês têm nota fiscal emitida ou em emissão.',
  },
};
