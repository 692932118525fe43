/**
 * Whether two values hold the same data, as an answer's JSON does: primitives by value
 * (`Object.is`), arrays item by item, plain objects key by key (their own enumerable
 * keys, in any order). Anything else (a `Date`, a `Map`, a class) is the same only when it
 * is the same object. Allocates nothing (a list compares 50 rows on every answer).
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key)) continue;
    keys++;
    if (!Object.hasOwn(y, key) || !sameData(x[key], y[key])) return false;
  }
  for (const key in y) if (Object.hasOwn(y, key)) keys--;
  return keys === 0;
}

function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * `next`, with `previous`'s item wherever the item at the same position holds the same
 * data; `previous` itself when every item does (a memoized part keyed on it then skips).
 */
export function keepSameItems<T>(previous: readonly T[], next: T[]): T[] {
  let same = previous.length === next.length;
  const out = next.map((item, i) => {
    if (i < previous.length && sameData(previous[i], item)) return previous[i] as T;
    same = false;
    return item;
  });
  return same ? (previous as T[]) : out;
}
