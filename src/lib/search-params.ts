/** Sends multi-value parameters repeated (`a=1&a=2`), the only form every platform endpoint accepts. */

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function toSearchParams(query: Record<string, QueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const v of value) params.append(key, String(v));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/** Keys in `multi` become arrays (repeated and comma-separated merged); `a[]` stays an unknown key. */
export function readSearchParams(
  params: URLSearchParams,
  multi: readonly string[] = [],
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (multi.includes(key)) {
      out[key] = values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
    } else {
      out[key] = values[values.length - 1] ?? '';
    }
  }
  return out;
}
