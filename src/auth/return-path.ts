/** Control characters (which URL parsers drop: `/\t/host` is `//host`) and backslashes (`/\host`). */
function unsafe(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

const PROBE = 'https://app.invalid';

/**
 * Where to go after signing in: a path of this app (`/contratos?x=1#y`) as given, `/`
 * for anything else. `//host` and `/\host` are URLs of another site to a browser, so
 * both are refused outright, as is anything that would not resolve on this origin.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || unsafe(value)) return '/';
  try {
    return new URL(value, PROBE).origin === PROBE ? value : '/';
  } catch {
    return '/';
  }
}
