import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/**
 * Serves the production build as a CDN would: hashed assets cached for a year,
 * `index.html` and `config.json` revalidated on every load, every unknown path answered
 * with `index.html` (the SPA fallback), gzip when the browser accepts it. Hashed assets
 * are compressed once at the highest level and kept (as a CDN's edge cache does), so the
 * bytes on the wire match `npm run budgets` and `npm run perf` measures no compression
 * time; the small revalidated files are compressed on the fly.
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
};

export interface StaticOptions {
  root: string;
  /** Replaces `config.json` (the sandbox's own addresses). */
  config?: unknown;
}

const COMPRESSIBLE = /text|json|javascript|svg/;

export function createStaticServer(options: StaticOptions): Server {
  const root = resolve(options.root);
  /** Gzipped hashed assets, by path and version (size + modification time). */
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
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      const gzipOk = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

      const send = (status: number, type: string, body: Buffer, cache: string, gzip?: () => Buffer) => {
        const compressible = body.length > 1024 && COMPRESSIBLE.test(type);
        const compress = gzipOk && compressible;
        const payload = compress ? (gzip ? gzip() : gzipSync(body)) : body;
        res.writeHead(status, {
          'Content-Type': type,
          'Content-Length': payload.length,
          'Cache-Control': cache,
          'X-Content-Type-Options': 'nosniff',
          ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
          ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
        });
        res.end(payload);
      };

      if (pathname.endsWith('/config.json') && options.config !== undefined) {
        send(200, TYPES['.json'] as string, Buffer.from(JSON.stringify(options.config)), 'no-cache');
        return;
      }

      const file = normalize(join(root, pathname));
      if (file.startsWith(root)) {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          const type = TYPES[extname(file)] ?? 'application/octet-stream';
          const immutable = pathname.includes('/assets/');
          const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
          if (info.size > 5_000_000) {
            res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache });
            createReadStream(file).pipe(res);
            return;
          }
          const body = await readFile(file);
          const version = `${info.size}:${info.mtimeMs}`;
          send(200, type, body, cache, immutable ? () => gzipAsset(file, version, body) : undefined);
          return;
        }
      }
      // Assets that do not exist are real 404s; every other path is a route of the SPA.
      if (pathname.includes('/assets/')) {
        send(404, 'text/plain; charset=utf-8', Buffer.from('Not found'), 'no-cache');
        return;
      }
      send(200, TYPES['.html'] as string, await readFile(join(root, 'index.html')), 'no-cache');
    })().catch((error: unknown) => {
      console.error(error);
      res.writeHead(500);
      res.end();
    });
  });
}
