import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What each screen costs in gzip bytes, read from Vite's manifest: the first screen is
 * the entry with its static imports plus the contracts list's lazy chunk and its imports;
 * every other lazy screen is measured for what it adds on top of the first screen.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const FIRST_SCREEN = 'src/features/contracts/list/ContractsListPage.tsx';

export interface BundleReport {
  firstScreenJs: number;
  firstScreenCss: number;
  routes: { route: string; extraJs: number; extraCss: number }[];
}

const gz = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

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

function cost(dist: string, manifest: Manifest, keys: Set<string>, exclude: Set<string> = new Set()) {
  let js = 0;
  let css = 0;
  const cssSeen = new Set<string>();
  for (const key of keys) {
    if (exclude.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    if (chunk.file.endsWith('.js')) js += gz(dist, chunk.file);
    for (const file of chunk.css ?? []) {
      if (!cssSeen.has(file)) {
        cssSeen.add(file);
        css += gz(dist, file);
      }
    }
  }
  return { js, css };
}

export function measureBundles(dist = 'dist'): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  if (!manifest[FIRST_SCREEN]) throw new Error(`${FIRST_SCREEN} is not a lazy chunk of the build`);
  const first = closure(manifest, [entry, FIRST_SCREEN]);
  const firstCost = cost(dist, manifest, first);
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k]?.isDynamicEntry && k !== FIRST_SCREEN && k.startsWith('src/features/'))
    .map((k) => {
      const extra = cost(dist, manifest, closure(manifest, [k]), first);
      return { route: k, extraJs: extra.js, extraCss: extra.css };
    });
  return { firstScreenJs: firstCost.js, firstScreenCss: firstCost.css, routes };
}
