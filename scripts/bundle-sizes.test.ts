import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN, measureBundles } from './bundle-sizes';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A build of an entry and one lazy screen that imports it, the screen's name carrying `hash`
 * as the bundler writes it, and the entry's CSS named with `cssHash`.
 */
function build(hash: string, cssHash: string, screenCode = 'export const screen = 1;') {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-sizes-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const entry = `index-${hash.slice(0, 8)}.js`;
  const screen = `${hash.slice(1, 8)}.js`;
  const css = `index-${cssHash}.css`;
  writeFileSync(join(dist, 'assets', entry), `const l=()=>import("./${screen}");/* ${css} */export{l};`);
  // The first screen is bundled into the entry: its source map names it.
  writeFileSync(join(dist, 'assets', `${entry}.map`), JSON.stringify({ sources: [`../../${FIRST_SCREEN}`] }));
  writeFileSync(join(dist, 'assets', screen), `import{l}from"./${entry}";${screenCode}`);
  writeFileSync(join(dist, 'assets', css), 'body{margin:0}');
  writeFileSync(join(dist, 'index.html'), '');
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: `assets/${entry}`,
        src: 'index.html',
        isEntry: true,
        dynamicImports: ['src/Screen.tsx'],
        css: [`assets/${css}`],
      },
      'src/Screen.tsx': {
        file: `assets/${screen}`,
        src: 'src/Screen.tsx',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    }),
  );
  return dist;
}

describe('measureBundles', () => {
  it('measures the same bytes whatever hashes the file names carry', () => {
    const a = measureBundles(build('AAAAAAAA', 'C1c1C1c1'));
    const b = measureBundles(build('x-9_Qz7Wk', 'Zz-_0a9Q'));
    expect(b.firstScreenJs).toBe(a.firstScreenJs);
    expect(b.routes).toEqual(a.routes);
  });

  it('still counts a change of the code itself', () => {
    const a = measureBundles(build('AAAAAAAA', 'C1c1C1c1'));
    const b = measureBundles(build('AAAAAAAA', 'C1c1C1c1', 'export const screen = "a longer screen than before";'));
    expect(b.routes[0]?.extraJs).toBeGreaterThan(a.routes[0]?.extraJs ?? Infinity);
  });
});
