import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, posix, resolve, sep } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile, type HeaderRule } from '../scripts/security-headers';

/**
 * Serves the production build as a CDN would (Netlify, Cloudflare Pages): the build's
 * `_headers` rules applied to every response (security headers, `immutable` hashed
 * assets, `no-cache` index.html and config.json), the hosts' default
 * `max-age=0, must-revalidate` elsewhere, every unknown path answered with `index.html`
 * (the SPA fallback) while a missing asset stays a 404, gzip when accepted. A build made
 * for a sub-path (`vite build --base /admin/`) can be mounted under that path.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** What the hosts send when no rule sets Cache-Control. */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
/** Files of the build that a host reads and never serves. */
const HOST_FILES = new Set(['_headers', '_redirects']);

export interface StaticSite {
  root: string;
  /** The path the build was made for (`vite build --base`): `/` (default) or `/admin/`. */
  base?: string;
  /** The `_headers` file's text to apply instead of `<root>/_headers`. */
  headers?: string;
}

export interface StaticOptions extends StaticSite {
  /** Replaces every `config.json` (the sandbox's own addresses). */
  config?: unknown;
  /** Builds served under their own `base` (e.g. a `/admin/` build beside the root one). */
  mounts?: StaticSite[];
}

interface Site {
  root: string;
  base: string;
  rules: HeaderRule[];
}

function site(options: StaticSite): Site {
  const root = resolve(options.root);
  const base = options.base ?? '/';
  const file = join(root, '_headers');
  const text = options.headers ?? (existsSync(file) ? readFileSync(file, 'utf8') : '');
  return { root, base: base.endsWith('/') ? base : `${base}/`, rules: parseHeadersFile(text) };
}

const COMPRESSIBLE = /text|json|javascript|svg/;

/**
 * The request path decoded, then with its dot segments and repeated slashes resolved,
 * so that no spelling (`/%2F_headers`, `/x/..%2F_headers`) reaches a file under another
 * name; null for a malformed percent-encoding (a 400).
 */
function decodedPath(encoded: string): string | null {
  try {
    return posix.normalize(decodeURIComponent(encoded).replace(/\/{2,}/g, '/'));
  } catch {
    return null;
  }
}

export function createStaticServer(options: StaticOptions): Server {
  // Longest base first: /admin/ before /.
  const sites = [site(options), ...(options.mounts ?? []).map(site)].sort((a, b) => b.base.length - a.base.length);
  // Hashed assets are compressed once at the highest level and kept, as a CDN's edge
  // cache does: the bytes on the wire match `npm run budgets`, and `npm run perf` times no
  // compression. Small revalidated files (index.html, config.json) are compressed per request.
  const gzipped = new Map<string, { version: string; body: Buffer }>();
  const gzipAsset = (file: string, version: string, body: Buffer) => {
    const hit = gzipped.get(file);
    if (hit?.version === version) return hit.body;
    const compressed = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    gzipped.set(file, { version, body: compressed });
    return compressed;
  };
  return createServer((req, res) => {
    void (async () => {
      // A path (origin-form) is read as one even when it starts with `//`.
      const target = req.url ?? '/';
      const url = new URL(target.startsWith('/') ? `http://localhost${target}` : target, 'http://localhost');
      const pathname = decodedPath(url.pathname);
      if (pathname === null) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('Bad request');
        return;
      }
      const gzipOk = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

      const mounted = sites.find((s) => `${pathname}/` === s.base && s.base !== '/');
      if (mounted) {
        res.writeHead(301, { Location: `${mounted.base}${url.search}` });
        res.end();
        return;
      }
      const current = sites.find((s) => pathname.startsWith(s.base));
      if (!current) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }

      const send = (status: number, type: string, body: Buffer | null, file?: string, gzip?: () => Buffer) => {
        // Lower-case names: a rule's header replaces the host's default of the same name.
        const headers: Record<string, string> = { 'content-type': type, 'cache-control': HOST_DEFAULT_CACHE };
        for (const [name, value] of headersFor(current.rules, pathname)) headers[name] = value;
        // A miss is never cached for long (a year-long 404 would outlive the next deploy).
        if (status === 404) headers['cache-control'] = 'no-cache';
        if (file) {
          res.writeHead(status, headers);
          createReadStream(file).pipe(res);
          return;
        }
        const bytes = body ?? Buffer.alloc(0);
        const compressible = bytes.length > 1024 && COMPRESSIBLE.test(type);
        const compress = gzipOk && compressible;
        const payload = compress ? (gzip ? gzip() : gzipSync(bytes)) : bytes;
        if (compressible) headers.vary = 'Accept-Encoding';
        if (compress) headers['content-encoding'] = 'gzip';
        headers['content-length'] = String(payload.length);
        res.writeHead(status, headers);
        res.end(payload);
      };

      const relative = pathname.slice(current.base.length);
      if (relative === 'config.json' && options.config !== undefined) {
        send(200, TYPES['.json'] as string, Buffer.from(JSON.stringify(options.config)));
        return;
      }

      if (HOST_FILES.has(relative.replace(/\/+$/, ''))) {
        send(404, 'text/plain; charset=utf-8', Buffer.from('Not found'));
        return;
      }
      const file = normalize(join(current.root, relative));
      if (file.startsWith(current.root + sep)) {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          const type = TYPES[extname(file)] ?? 'application/octet-stream';
          if (info.size > 5_000_000) {
            send(200, type, null, file);
          } else {
            const body = await readFile(file);
            const version = `${info.size}:${info.mtimeMs}`;
            send(
              200,
              type,
              body,
              undefined,
              relative.startsWith('assets/') ? () => gzipAsset(file, version, body) : undefined,
            );
          }
          return;
        }
      }
      // Assets that do not exist are real 404s; every other path is a route of the SPA.
      if (relative.startsWith('assets/')) {
        send(404, 'text/plain; charset=utf-8', Buffer.from('Not found'));
        return;
      }
      send(200, TYPES['.html'] as string, await readFile(join(current.root, 'index.html')));
    })().catch((error: unknown) => {
      console.error(error);
      res.writeHead(500);
      res.end();
    });
  });
}
