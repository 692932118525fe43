import { addMonths } from './date-math';
import type { IsoDate } from './dates';

const NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "novembro de 2026" for `2026-11`. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${NAMES[Number(m) - 1] ?? m} de ${year}`;
}

/** The month before `today`'s, `YYYY-MM`. */
export const lastMonthOf = (today: IsoDate) => addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/** `count` months back from `today`'s, newest first, `YYYY-MM`. */
export const recentMonths = (today: IsoDate, count: number) =>
  Array.from({ length: count }, (_, k) => addMonths(`${today.slice(0, 7)}-01`, -k).slice(0, 7));

/** January to `month` (`YYYY-MM`) of its year, each as its first day. */
export const monthsOfYearTo = (month: string): IsoDate[] =>
  Array.from(
    { length: Number(month.slice(5, 7)) },
    (_, k) => `${month.slice(0, 4)}-${String(k + 1).padStart(2, '0')}-01` as IsoDate,
  );
