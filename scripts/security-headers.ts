/**
 * The static host's response headers, built from the app's runtime configuration
 * (config.json): the Content-Security-Policy's `connect-src` lists exactly the origins
 * the app talks to, so the file is written per environment at deploy time
 * (scripts/write-headers.ts) and by the sandbox for its own ports. Pure: no I/O.
 *
 * The output is the `_headers` format read by Netlify and Cloudflare Pages. The reasons
 * behind each directive are in docs/decisions/0800-security-headers.md.
 */

/** The part of config.json the headers depend on (see src/config/schema.ts). */
export interface HeadersConfig {
  apiBaseUrl: string;
  auth: {
    authority: string;
    tokenEndpoint?: string | undefined;
    metadata?: Partial<Record<string, string | undefined>> | undefined;
  };
}

export interface HeadersOptions {
  /** Where the app is served: `/` or a sub-path such as `/admin/`. */
  base?: string;
  /** More origins the app fetches from (e.g. a token endpoint that only discovery names). */
  extraConnectSrc?: string[];
}

/**
 * Provider endpoints the app fetches (discovery lives under `authority`). The
 * authorization and end-session endpoints are not here: they are top-level navigations,
 * which no CSP directive governs.
 */
const FETCHED_METADATA = ['token_endpoint', 'revocation_endpoint', 'userinfo_endpoint', 'jwks_uri'] as const;

/** The origin of an absolute http(s) URL; null for a same-origin path such as `/api`. */
export function originOf(url: string): string | null {
  if (url.startsWith('/')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`not an absolute URL or a path starting with "/": ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`not an http(s) URL: ${url}`);
  return parsed.origin;
}

export function connectSources(config: HeadersConfig, extra: string[] = []): string[] {
  const urls = [
    config.apiBaseUrl,
    config.auth.authority,
    config.auth.tokenEndpoint,
    ...FETCHED_METADATA.map((key) => config.auth.metadata?.[key]),
    ...extra,
  ];
  const origins = urls.filter((u): u is string => typeof u === 'string').map(originOf);
  // 'self' covers config.json (and a same-origin apiBaseUrl such as /api).
  return ["'self'", ...new Set(origins.filter((o): o is string => o !== null))];
}

/** The Content-Security-Policy for the app talking to the origins in `config`. */
export function buildCsp(config: HeadersConfig, options: HeadersOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // Vite emits external module scripts only (no inline bootstrap, no eval).
    ['script-src', "'self'"],
    // The stylesheet is a file; Mantine adds <style> elements (its CSS variables, its
    // responsive props) at run time, which a static host cannot hash or nonce.
    // style-src is the fallback of browsers without the -elem/-attr directives.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", "'unsafe-inline'"],
    // React sets style props through the CSSOM, which CSP does not govern: no style
    // attribute in markup is needed.
    ['style-src-attr', "'none'"],
    // Capture shows the uploaded image from a blob: URL.
    ['img-src', "'self'", 'blob:'],
    ['connect-src', ...connectSources(config, options.extraConnectSrc)],
    // Capture shows the uploaded PDF in an <iframe> from a blob: URL.
    ['frame-src', 'blob:'],
    ['worker-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Sign-in and sign-out reach the provider by changing location, never by a form post;
    // the app's forms are handled in script.
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers every response of the app carries. */
export function securityHeaders(config: HeadersConfig, options: HeadersOptions = {}): [string, string][] {
  return [
    ['Content-Security-Policy', buildCsp(config, options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `/` or `/admin/`: leading and trailing slash. */
export function normalizeBase(base = '/'): string {
  if (!/^\/[^\s?#]*$/.test(base)) throw new Error(`base must be a path starting with "/": ${base}`);
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The `_headers` file. No header is set by two rules that match the same path: both
 * hosts join such values with a comma. Paths that are neither `index.html`,
 * `config.json` nor assets (the SPA fallback's routes) keep the hosts' default
 * `max-age=0, must-revalidate`.
 */
export function buildHeadersFile(config: HeadersConfig, options: HeadersOptions = {}): string {
  const base = normalizeBase(options.base);
  const block = (path: string, headers: [string, string][]) =>
    [path, ...headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return [
    [
      '# Generated by scripts/write-headers.ts from config.json (npm run headers): do not edit.',
      '# Format: Netlify / Cloudflare Pages `_headers`. docs/deployment.md, "Deploying the static build".',
    ].join('\n'),
    block(`${base}*`, securityHeaders(config, options)),
    block(base, [['Cache-Control', REVALIDATE]]),
    block(`${base}index.html`, [['Cache-Control', REVALIDATE]]),
    block(`${base}config.json`, [['Cache-Control', REVALIDATE]]),
    block(`${base}assets/*`, [['Cache-Control', IMMUTABLE]]),
    '',
  ].join('\n\n');
}

/** The `_redirects` SPA fallback for Netlify: any path that is not a file serves index.html. */
export function buildRedirectsFile(options: HeadersOptions = {}): string {
  const base = normalizeBase(options.base);
  return `# Generated by scripts/write-headers.ts: the SPA fallback (Netlify).\n${base}*  ${base}index.html  200\n`;
}

/**
 * The same security headers as nginx `add_header` lines, for an `include` in every
 * location that sets headers of its own (nginx drops inherited add_header there).
 */
export function buildNginxSnippet(config: HeadersConfig, options: HeadersOptions = {}): string {
  const lines = securityHeaders(config, options).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return ['# Generated by scripts/write-headers.ts from config.json: do not edit.', ...lines, ''].join('\n');
}

// --- reading `_headers` (the sandbox's static server applies it as a host would) ---------

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule or without ":": ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/** Headers of every rule matching `pathname`, a name set twice joined with ", " (as hosts do). */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = result.get(key);
      result.set(key, previous === undefined ? value : `${previous}, ${value}`);
    }
  }
  return result;
}
