// The first screen's modules: what src/main.tsx reaches through static value imports.
// `import type`, `import { type X }` and `import()` do not bring code in, so they are not
// followed. ESLint reads this list to keep Mantine out of these modules (decision 0009);
// plain JavaScript, because eslint.config.js loads it as it is.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const STATIC = /^\s*(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The names a static import brings as values; an import of types only brings none. */
export function importsValues(clause) {
  const head = clause.trim();
  if (head === '' || /^type\s/.test(head)) return head === '';
  const braces = head.match(/\{([^}]*)\}/);
  const outside = head
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, '')
    .trim();
  if (outside !== '') return true;
  if (!braces) return true;
  return braces[1]
    .split(',')
    .map((name) => name.trim())
    .some((name) => name !== '' && !name.startsWith('type '));
}

/** Relative specifiers a module imports as values, resolved to files. */
export function valueImports(file, text) {
  const found = [];
  for (const match of text.matchAll(STATIC)) {
    const spec = match[2] ?? match[3];
    if (!spec.startsWith('.')) continue;
    if (match[2] !== undefined && !importsValues(match[1])) continue;
    const base = resolve(dirname(file), spec);
    const hit = EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && !path.endsWith('/'));
    if (hit && /\.(ts|tsx|js)$/.test(hit)) found.push(hit);
  }
  return found;
}

/** Every module the entry reaches statically, relative to root, sorted. */
export function firstScreenModules(root, entry = 'src/main.tsx') {
  const seen = new Set();
  const queue = [join(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...valueImports(file, readFileSync(file, 'utf8')));
  }
  return [...seen].map((file) => relative(root, file)).sort();
}
