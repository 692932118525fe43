/** Same data as JSON compares it; anything else only when it is the same object. Allocates nothing. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(a);
  if (proto !== Object.getPrototypeOf(b) || (proto !== Object.prototype && proto !== Array.prototype && proto !== null))
    return false;
  // Plain objects and arrays: `for…in` walks their own keys only.
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(y, key) || !sameData(x[key], y[key])) return false;
    keys++;
  }
  for (const _ in y) keys--;
  return keys === 0;
}

/** `previous` itself when every item holds the same data, so a memoized part keyed on it skips. */
export function keepSameItems<T>(previous: readonly T[], next: T[]): T[] {
  let same = previous.length === next.length;
  const out = next.map((item, i) => {
    if (sameData(previous[i], item)) return previous[i] as T;
    same = false;
    return item;
  });
  return same ? (previous as T[]) : out;
}
