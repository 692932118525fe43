import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves the production build as a CDN would: hashed assets cached for a year,
 * `index.html` and `config.json` revalidated on every load, every unknown path answered
 * with `index.html` (the SPA fallback), gzip when the browser accepts it.
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

export function createStaticServer(options: StaticOptions): Server {
  const root = resolve(options.root);
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      const gzipOk = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

      const send = (status: number, type: string, body: Buffer, cache: string) => {
        const compress = gzipOk && body.length > 1024 && /text|json|javascript|svg/.test(type);
        res.writeHead(status, {
          'Content-Type': type,
          'Cache-Control': cache,
          'X-Content-Type-Options': 'nosniff',
          ...(compress ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
        });
        res.end(compress ? gzipSync(body) : body);
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
          send(200, type, await readFile(file), cache);
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
