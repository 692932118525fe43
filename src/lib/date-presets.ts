import { OPEN_RECEIVABLES_FLOOR } from './aging';
import { parseIsoDate, type IsoDate } from './dates';
import { addDays, addMonths, monthBounds } from './date-math';

/** The due-date periods a finance user reaches for, as intervals of the platform's calendar. */
export const DATE_PRESETS = ['hoje', 'esta_semana', 'este_mes', 'proximo_mes', 'vencidas'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  hoje: 'Hoje',
  esta_semana: 'Esta semana',
  este_mes: 'Este mês',
  proximo_mes: 'Próximo mês',
  vencidas: 'Vencidas',
};

export interface DateInterval {
  start: IsoDate;
  end: IsoDate;
}

/** Weeks run Monday to Sunday; "vencidas" is every due date before today, from the floor the searches use. */
export function presetInterval(preset: DatePreset, today: IsoDate): DateInterval {
  switch (preset) {
    case 'hoje':
      return { start: today, end: today };
    case 'esta_semana': {
      const monday = mondayOf(today);
      return { start: monday, end: addDays(monday, 6) };
    }
    case 'este_mes': {
      const { first, last } = monthBounds(today);
      return { start: first, end: last };
    }
    case 'proximo_mes': {
      const { first, last } = monthBounds(addMonths(monthBounds(today).first, 1));
      return { start: first, end: last };
    }
    case 'vencidas':
      return { start: OPEN_RECEIVABLES_FLOOR, end: addDays(today, -1) };
  }
}

/** The Monday of `date`'s week: weeks run Monday to Sunday, as Brazilian finance tools count them. */
export function mondayOf(date: IsoDate): IsoDate {
  const p = parseIsoDate(date);
  if (!p) throw new RangeError(`Data inválida: ${date}`);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}
