/**
 * What a form's inputs hold, and how it becomes a request (docs/decisions/0030-form-kit.md).
 * A number input holds a number, blank, or text that is not a number: the form's schema,
 * not the input, says what is wrong with it.
 */

/** A number input's value: a number, blank, or text that is not a number. */
export type NumberValue = number | string;

/** Blank -> undefined; "1,5" and "1.234,56" -> numbers; other text stays text (the schema says so). */
export function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

/** The number an input holds, if it holds one (for live totals while the user types). */
export function numberOf(value: unknown): number | undefined {
  const n = toNumber(value);
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** An optional id or date: blank is absent. */
export const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);

/** Optional free text: only spaces is absent. */
export const optionalText = (value: string | undefined) => (value && value.trim() ? value : undefined);
