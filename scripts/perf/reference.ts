import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * The reference page of `npm run perf` (scripts/perf/reference/main.tsx): built here, by
 * the same Vite, React and plugin as the app but from its own entry, into perf-results/
 * (never into dist/, so nothing of it ships to the CDN), and served by this script on its
 * own port with the JSON the app received in the same run. Each timing of a list is also
 * reported as its ratio to the same timing of this page, measured in the same browser, at
 * the same throttling, minutes apart: a ratio moves much less with the machine's load
 * than the figure.
 */

const ROOT = resolve('scripts/perf/reference');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export async function buildReference(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: resolve(outDir), emptyOutDir: true, target: 'es2022', sourcemap: true },
  });
}

export interface ReferenceServer {
  origin: string;
  /**
   * The JSON bodies the page loads for one list: state n is `/data/<list>/<n>.json`; a state
   * of several answers (a JSON array) is also served as one file per answer,
   * `/data/<list>/<n>-<k>.json`. Returns how many answers each state has.
   */
  setData(list: string, bodies: string[]): number[];
  /** Another JSON of a list, `/data/<list>/<name>.json` (`same`: the app's rows, reference/main.tsx). */
  setFile(list: string, name: string, body: string): void;
  stop(): Promise<void>;
}

export async function serveReference(outDir: string, port: number): Promise<ReferenceServer> {
  const root = resolve(outDir);
  const data = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const json = /^\/data\/([\w-]+)\/([\w-]+)\.json$/.exec(path);
    if (json) {
      const body = data.get(`${json[1]}/${json[2]}`);
      res.writeHead(body === undefined ? 404 : 200, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      res.end(body ?? '{}');
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const content = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(content);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    setData: (list, bodies) =>
      bodies.map((body, i) => {
        data.set(`${list}/${i}`, body);
        const parsed = JSON.parse(body) as unknown;
        if (!Array.isArray(parsed)) return 1;
        parsed.forEach((part, k) => data.set(`${list}/${i}-${k}`, JSON.stringify(part)));
        return parsed.length;
      }),
    setFile: (list, name, body) => data.set(`${list}/${name}`, body),
    stop: () => new Promise((ok) => server.close(() => ok())),
  };
}
