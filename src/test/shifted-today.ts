import { isIsoDate, platformToday } from '../lib/dates';
import { daysBetween } from '../lib/date-math';

/**
 * Moves the process's calendar to `day`, at the real time of day, time running on: `Date`
 * becomes a subclass whose "now" is shifted by whole days. Fake timers
 * (`vi.useFakeTimers`) wrap it and restore it as any other `Date`.
 */
export function shiftToday(day: string): void {
  if (!isIsoDate(day)) throw new Error(`not a date (YYYY-MM-DD): ${day}`);
  const PreviousDate = Date;
  const shift = daysBetween(platformToday(), day) * 86_400_000;
  if (shift === 0) return;
  class ShiftedDate extends PreviousDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(PreviousDate.now() + shift);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return PreviousDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
