import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every Mantine component the app renders has its stylesheet in styles.ts (Mantine ships one per component). */

const STYLES = 'node_modules/@mantine/core/styles';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The value names a module imports or re-exports from @mantine/core. */
function mantineNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe('Mantine stylesheets', () => {
  it('styles.ts imports the stylesheet of every Mantine component imported in src', () => {
    const imported = readFileSync('src/app/styles.ts', 'utf8');
    const missing = new Set<string>();
    for (const file of sourceFiles('src')) {
      for (const name of mantineNames(readFileSync(file, 'utf8'))) {
        if (existsSync(join(STYLES, `${name}.css`)) && !imported.includes(`@mantine/core/styles/${name}.css`))
          missing.add(`${name} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
