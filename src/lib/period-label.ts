import type { Granularity, Period } from './forecast';
import { monthLabel } from './months';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const monthIndex = (iso: string) => Number(iso.slice(5, 7)) - 1;

/** A period's name: a week by its days, a month by its name; a partial first month says where it starts. */
export function periodLabel(period: Period, granularity: Granularity, form: 'long' | 'short' = 'long'): string {
  if (form === 'short')
    return granularity === 'week'
      ? dayMonth(period.from)
      : `${MONTHS[monthIndex(period.from)]}/${period.from.slice(2, 4)}`;
  return periodLabelParts(period, granularity).join(' ');
}

/** `periodLabel`'s long form in the parts a line may break between: the name, and where a partial month starts. */
export function periodLabelParts(period: Period, granularity: Granularity): [string] | [string, string] {
  if (granularity === 'week')
    return [period.from === period.to ? dayMonth(period.from) : `${dayMonth(period.from)} a ${dayMonth(period.to)}`];
  const name = monthLabel(period.from.slice(0, 7));
  return period.from.endsWith('-01') ? [name] : [name, `(de ${dayMonth(period.from)})`];
}

/** A month beside today's: "parcial" the month under way, "a realizar" one after it, null one past. */
export function monthStage(month: string, today: string): 'parcial' | 'a realizar' | null {
  const key = month.slice(0, 7);
  const thisMonth = today.slice(0, 7);
  return key < thisMonth ? null : key === thisMonth ? 'parcial' : 'a realizar';
}
