/**
 * Query strings, both ways. The app always sends multi-value parameters in the repeated
 * form (`a=1&a=2`), the only one every platform endpoint accepts; reading (the sandbox,
 * the app's own address bar) understands the repeated and the comma-separated forms.
 */

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

/**
 * Reads a query string into a plain object: keys in `multi` become arrays (repeated keys
 * and comma-separated values merged), others keep their last value. `a[]` is not a form
 * the platform accepts, so it is left as an unknown key.
 */
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
