import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The kit's modules (tests excluded). */
function kitFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return kitFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each exported name with the module that defines it: a re-export of a kit module is that module's. */
function exportOrigins(path: string, text: string): [name: string, origin: string][] {
  const declared = text.matchAll(
    /^export\s+(?:default\s+)?(?:async\s+)?(?:const|let|function\*?|class|interface|type|enum)\s+([\w$]+)/gm,
  );
  const listed = text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s*'([^']+)')?/gm);
  return [
    ...[...declared].map((m): [string, string] => [m[1]!, path]),
    ...[...listed].flatMap(([, names, from]) => {
      const origin = !from ? path : from.startsWith('.') ? join(dirname(path), from) : from;
      return names!
        .split(',')
        .map((n) => n.trim().replace(/^type\s+/, ''))
        .filter(Boolean)
        .map((n): [string, string] => [n.split(/\s+as\s+/).pop()!, origin.replace(/\.tsx?$/, '')]);
    }),
  ];
}

function namesOfTwoOrigins(files: { path: string; text: string }[]): string[] {
  const origins = new Map<string, Set<string>>();
  for (const { path, text } of files)
    for (const [name, origin] of exportOrigins(path.replace(/\.tsx?$/, ''), text))
      origins.set(name, (origins.get(name) ?? new Set()).add(origin));
  return [...origins].filter(([, o]) => o.size > 1).map(([name]) => name);
}

const root = process.cwd();
const files = kitFiles(join(root, 'src/ui')).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

describe('src/ui: one thing a name', () => {
  it('reads declarations, lists and re-exports (the check below is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(40);
    const twice = namesOfTwoOrigins([
      { path: 'src/ui/a.tsx', text: "export function Table() {}\nexport { Shared } from './c';" },
      { path: 'src/ui/b.ts', text: "export { Table, Shared } from './c';\nexport { Other as Table2 } from '@x/y';" },
      { path: 'src/ui/c.tsx', text: 'export const Shared = 1;\nexport type Table2 = number;' },
    ]);
    expect(twice.sort()).toEqual(['Table', 'Table2']);
  });

  it('gives no exported name to two different things', () => {
    expect(namesOfTwoOrigins(files)).toEqual([]);
  });
});
