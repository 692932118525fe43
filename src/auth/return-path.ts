/** Control characters (URL parsers drop them: `/\t/host` is `//host`) and backslashes (`/\host`). */
function unsafe(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

const PROBE = 'https://app.invalid';

/** A path of this app as given, else `/`: `//host` and `/\host` are another site to a browser. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || unsafe(value)) return '/';
  try {
    return new URL(value, PROBE).origin === PROBE ? value : '/';
  } catch {
    return '/';
  }
}
