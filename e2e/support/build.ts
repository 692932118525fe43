import { readFileSync } from 'node:fs';

/**
 * The built file of a source module, from Vite's manifest of the build the suite serves
 * (`dist/`, playwright.config.ts): chunk names are hashes (decision 0009), so a test that
 * blocks one screen's code finds it here rather than guessing its name.
 */
export function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not a chunk of the build in dist/`);
  return entry.file;
}
