import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { problems, WORD_LIMIT, wordCount } from './docs-check-rules';

/*
 * `npm run docs:check`: prints the words of every page under docs/ and their total, and fails
 * when docs/ holds more than 25,000 words, a page is not reached from docs/README.md, a relative
 * link points nowhere, or a file cites a docs path or a decision that does not exist.
 * The rules are in docs-check-rules.ts.
 */

const files = new Set(
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean),
);
const read = (path: string) => readFileSync(path, 'utf8');
const isPage = (f: string) => (f.startsWith('docs/') && f.endsWith('.md')) || f === 'README.md';
const isCited = (f: string) =>
  !isPage(f) &&
  f !== 'package-lock.json' &&
  (/^(src|sandbox|e2e|scripts|\.ci|public)\//.test(f) || /^[^/]+\.(json|ts|js|mjs|cjs|html)$/.test(f));

const pages = new Map(
  [...files]
    .filter(isPage)
    .sort()
    .map((f) => [f, read(f)] as const),
);
const cited = new Map([...files].filter(isCited).map((f) => [f, read(f)] as const));

let total = 0;
for (const [page, text] of pages) {
  if (!page.startsWith('docs/')) continue;
  const words = wordCount(text);
  total += words;
  console.log(`${String(words).padStart(6)}  ${page}`);
}
console.log(`${String(total).padStart(6)}  docs/ in all (at most ${WORD_LIMIT})`);

const found = problems({ pages, cited, files });
for (const p of found) console.error(`${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
if (found.length) {
  console.error(`docs:check: ${found.length} problem(s)`);
  process.exit(1);
}
