import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What each screen costs in gzip bytes, read from Vite's manifest: the first screen is
 * the entry with its static imports (the contracts list, the landing screen, is part of
 * it: docs/decisions/0009-first-screen.md), plus the list's own chunk should it
 * become lazy again; every lazy chunk (screens, deferred pickers, rare pages) is measured
 * for what it adds on top of the first screen, or, when a screen loads it (a dialog), on
 * top of that screen.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  name?: string;
}
type Manifest = Record<string, ManifestChunk>;

export const FIRST_SCREEN = 'src/features/contracts/list/ContractsListPage.tsx';

export interface BundleReport {
  firstScreenJs: number;
  firstScreenCss: number;
  /** The source files of the first screen's chunks (node_modules paths included). */
  firstScreenSources: string[];
  /** Shared chunks of the lazy screens, prefetched once the first screen is idle (index.html's `rel="prefetch"`). */
  prefetchJs: number;
  routes: { route: string; extraJs: number; extraCss: number }[];
}

/**
 * A chunk names the files it imports by their content hashes, so a change to one file moves
 * the gzip size of every chunk that imports it, by tens of bytes, without a byte of their code
 * changing. Each hashed name is measured as a name of the same length whose characters depend on
 * what the file is (its manifest key), not on its content: as incompressible as a hash, and the
 * same from build to build.
 */
export function stableNames(dist: string, manifest: Manifest): (text: string) => string {
  const names = new Map<string, string>();
  const stable = (file: string, key: string) => {
    const name = basename(file);
    // `name-HASH8.ext`, or a shared chunk's bare `HASH7.js` (vite.config.ts).
    const parts = /^(.+-)([\w-]{8})(\.\w+)$/.exec(name) ?? /^()([\w-]+)(\.\w+)$/.exec(name);
    if (!parts) return;
    const [, prefix, hash = '', ext] = parts;
    names.set(name, `${prefix}${createHash('sha256').update(key).digest('base64url').slice(0, hash.length)}${ext}`);
  };
  for (const chunk of Object.values(manifest)) {
    // A shared chunk's manifest key is its hashed name: it is known by what it bundles.
    const key = chunk.src ?? `${chunk.name ?? ''}:${chunkSources(dist, chunk.file).join(',')}`;
    stable(chunk.file, key);
    (chunk.css ?? []).forEach((file) => names.has(basename(file)) || stable(file, `${key}#css`));
  }
  if (names.size === 0) return (text) => text;
  const pattern = new RegExp([...names.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return (text) => text.replace(pattern, (name) => names.get(name) ?? name);
}

function gzipper(dist: string, manifest: Manifest) {
  const rename = stableNames(dist, manifest);
  return (file: string) => gzipSync(rename(readFileSync(join(dist, file), 'utf8')), { level: 9 }).length;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

function cost(gz: (file: string) => number, manifest: Manifest, keys: Set<string>, exclude: Set<string> = new Set()) {
  let js = 0;
  let css = 0;
  const cssSeen = new Set<string>();
  for (const key of keys) {
    if (exclude.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    if (chunk.file.endsWith('.js')) js += gz(chunk.file);
    for (const file of chunk.css ?? []) {
      if (!cssSeen.has(file)) {
        cssSeen.add(file);
        css += gz(file);
      }
    }
  }
  return { js, css };
}

/** The source files bundled into a chunk (from its source map; Vite's own helpers have none). */
function chunkSources(dist: string, file: string): string[] {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}

function bundledSources(dist: string, manifest: Manifest, keys: Set<string>): string[] {
  return [...keys].flatMap((key) => chunkSources(dist, (manifest[key] as ManifestChunk).file));
}

/**
 * The files index.html prefetches once the first screen is idle (scripts/prefetch-shared.ts),
 * as paths under `dist` (`assets/x.js`), whatever the build's base.
 */
export function prefetchedFiles(dist: string): Set<string> {
  const file = join(dist, 'index.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return new Set([...html.matchAll(/<link rel="prefetch" href="[^"]*?(assets\/[^"]+)"/g)].map((m) => m[1] as string));
}

export function measureBundles(dist = 'dist'): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const first = closure(manifest, manifest[FIRST_SCREEN] ? [entry, FIRST_SCREEN] : [entry]);
  if (!manifest[FIRST_SCREEN] && !bundledSources(dist, manifest, first).some((s) => s.endsWith(FIRST_SCREEN))) {
    throw new Error(`${FIRST_SCREEN} is neither a chunk nor part of the entry: the first screen cannot be measured`);
  }
  const gz = gzipper(dist, manifest);
  const firstCost = cost(gz, manifest, first);
  // What index.html prefetches while the first screen is idle (scripts/prefetch-shared.ts):
  // in the HTTP cache before the user opens another screen, so not part of what one adds.
  const prefetchFiles = prefetchedFiles(dist);
  const prefetched = new Set(Object.keys(manifest).filter((k) => prefetchFiles.has(manifest[k]?.file ?? '')));
  const loaded = new Set([...first, ...prefetched]);
  const prefetchCost = cost(gz, manifest, prefetched, first);
  // Who loads each lazy chunk: a dialog loaded from inside a screen is measured on top of
  // that screen (the user is on it), not of the first screen alone; loaded from several
  // places, the costliest of them counts.
  const importers = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    for (const d of chunk.dynamicImports ?? []) importers.set(d, [...(importers.get(d) ?? []), key]);
  }
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k]?.isDynamicEntry && k !== FIRST_SCREEN)
    .map((k) => {
      const parents = (importers.get(k) ?? []).filter((p) => !first.has(p));
      const bases = parents.length ? parents.map((p) => new Set([...loaded, ...closure(manifest, [p])])) : [loaded];
      const extras = bases.map((base) => cost(gz, manifest, closure(manifest, [k]), base));
      const extra = extras.reduce((a, b) => (b.js > a.js ? b : a));
      return { route: k, extraJs: extra.js, extraCss: extra.css };
    });
  return {
    firstScreenJs: firstCost.js,
    firstScreenCss: firstCost.css,
    firstScreenSources: bundledSources(dist, manifest, first),
    prefetchJs: prefetchCost.js,
    routes,
  };
}
