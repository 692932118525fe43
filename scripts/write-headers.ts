import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../src/config/schema';
import { buildCsp, buildHeadersFile, buildNginxSnippet, buildRedirectsFile } from './security-headers';

/**
 * Writes the static host's `_headers` (Netlify / Cloudflare Pages) for one environment's
 * config.json, at deploy time:
 *
 *   npm run headers -- --config path/to/config.json [--out dist/_headers] [--base /admin/]
 *                      [--connect-src https://extra.example.com]... [--redirects]
 *                      [--nginx path/to/security-headers.conf]
 *
 * `--connect-src` adds an origin the app fetches that config.json does not name (a token
 * or revocation endpoint known only from the provider's discovery document).
 * `--redirects` also writes the SPA fallback `_redirects` beside it (Netlify; Cloudflare
 * Pages has the fallback built in and rejects that rule). `--nginx` also writes the
 * security headers as nginx `add_header` lines (docs/deployment.md shows where they go).
 */

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    out: { type: 'string', default: 'dist/_headers' },
    base: { type: 'string', default: '/' },
    'connect-src': { type: 'string', multiple: true, default: [] },
    redirects: { type: 'boolean', default: false },
    nginx: { type: 'string' },
  },
});

if (!values.config) {
  console.error('Usage: npm run headers -- --config path/to/config.json [--out dist/_headers] [--base /admin/]');
  process.exit(2);
}

try {
  const config = parseConfig(JSON.parse(readFileSync(values.config, 'utf8')));
  const options = { base: values.base, extraConnectSrc: values['connect-src'] };
  mkdirSync(dirname(values.out), { recursive: true });
  writeFileSync(values.out, buildHeadersFile(config, options));
  console.log(`Wrote ${values.out} (base ${options.base})\n  Content-Security-Policy: ${buildCsp(config, options)}`);
  if (values.redirects) {
    const redirects = join(dirname(values.out), '_redirects');
    writeFileSync(redirects, buildRedirectsFile(options));
    console.log(`Wrote ${redirects}`);
  }
  if (values.nginx) {
    writeFileSync(values.nginx, buildNginxSnippet(config, options));
    console.log(`Wrote ${values.nginx}`);
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(`${error.message}\n  ${error.problems.join('\n  ')}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
