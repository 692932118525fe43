import { compareIsoDates, type IsoDate } from './dates';
import { addDays } from './date-math';

/** One interval the platform accepts in a single invoice read. */
export interface DateWindow {
  from: IsoDate;
  to: IsoDate;
}

/**
 * An interval of any length as consecutive windows of at most `days` calendar days each
 * (both ends inclusive), in order, covering every day once. The invoice lists refuse ends
 * more than 15 days apart; windows of 15 days stay inside that.
 */
export function splitIntoWindows(from: IsoDate, to: IsoDate, days = 15): DateWindow[] {
  if (days < 1) throw new RangeError('A janela precisa de ao menos um dia.');
  if (compareIsoDates(from, to) > 0) return [];
  const windows: DateWindow[] = [];
  for (let start = from; compareIsoDates(start, to) <= 0; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    windows.push({ from: start, to: compareIsoDates(end, to) > 0 ? to : end });
  }
  return windows;
}
