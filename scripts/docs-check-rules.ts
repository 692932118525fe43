import { posix } from 'node:path';

/*
 * The rules of `npm run docs:check` (scripts/docs-check.ts), pure: paths are repository-relative
 * with forward slashes, and a page is its text.
 */

export const WORD_LIMIT = 25_000;
export const INDEX = 'docs/README.md';

/** Words as `wc -w` counts them. */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const withoutCode = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The relative links of a Markdown page (`[text](target)`), without web, mail or same-page links. */
export function relativeLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const m of withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = m[1] as string;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    links.push(target);
  }
  return links;
}

/** A link's target as a repository path and its anchor, from the page that holds it. */
export function resolveLink(from: string, target: string): { path: string; anchor?: string } {
  const [file = '', anchor] = target.split('#');
  const path = posix.normalize(posix.join(posix.dirname(from), decodeURI(file)));
  return anchor ? { path, anchor } : { path };
}

/** GitHub's anchor for a heading. */
export const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors a Markdown page's headings make. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1] as string);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** The pages under docs/ that no chain of links from the index reaches. */
export function unreached(pages: Map<string, string>, index = INDEX): string[] {
  const reached = new Set<string>([index]);
  const queue = [index];
  while (queue.length) {
    const page = queue.shift() as string;
    for (const target of relativeLinks(pages.get(page) ?? '')) {
      const { path } = resolveLink(page, target);
      if (pages.has(path) && !reached.has(path)) {
        reached.add(path);
        queue.push(path);
      }
    }
  }
  return [...pages.keys()].filter((page) => !reached.has(page)).sort();
}

/** What a file may cite: a path under docs/ (with its anchor) or a decision by number. */
export type Citation = { line: number; path: string; anchor?: string } | { line: number; decision: string };

/**
 * The docs paths and decisions a file cites: `docs/…`, "decision" and a number, or "decisions"
 * and a list of numbers. A path in a folder under docs/ that `folders` does not hold is another
 * repository's (conta-azul-cli's reference pages), not a citation.
 */
export function citations(text: string, folders: ReadonlySet<string>): Citation[] {
  const out: Citation[] = [];
  text.split('\n').forEach((content, i) => {
    const line = i + 1;
    for (const m of content.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g)) {
      const [path = '', anchor] = m[0].replace(/\/$/, '').split('#');
      const folder = posix.dirname(path);
      const ours = folders.has(path) || (folders.has(folder) && (folder !== 'docs' || posix.extname(path) !== ''));
      if (!ours) continue;
      out.push(anchor ? { line, path, anchor } : { line, path });
    }
    for (const m of content.matchAll(/\bdecisions?\s+(\d{4}(?:(?:\s*,\s*|\s+and\s+|\s*\/\s*)\d{4})*)/gi)) {
      for (const decision of (m[1] as string).match(/\d{4}/g) ?? []) out.push({ line, decision });
    }
  });
  return out;
}

/** The folders under docs/ that hold files. */
export const docsFolders = (files: ReadonlySet<string>): Set<string> =>
  new Set(['docs', ...[...files].filter((f) => f.startsWith('docs/')).map((f) => posix.dirname(f))]);

/** Whether a cited docs path exists: a file, a folder, or a decision's folder and number alone. */
export function pathExists(path: string, files: ReadonlySet<string>): boolean {
  if (files.has(path)) return true;
  const prefix = `${path}/`;
  for (const f of files) if (f.startsWith(prefix)) return true;
  const bare = /^docs\/decisions\/(\d{4})$/.exec(path);
  return !!bare && decisionExists(bare[1] as string, files);
}

export const decisionExists = (n: string, files: ReadonlySet<string>): boolean =>
  [...files].some((f) => f.startsWith(`docs/decisions/${n}-`) && f.endsWith('.md'));

export interface Problem {
  file: string;
  line?: number;
  message: string;
}

/**
 * Every problem: too many words, pages the index does not reach, relative links to missing
 * files or anchors, and citations of missing docs or decisions. `pages` holds every Markdown
 * page checked for links (docs/ and README.md), `cited` every other file whose citations count,
 * `files` every file of the repository.
 */
export function problems(input: {
  pages: Map<string, string>;
  cited: Map<string, string>;
  files: ReadonlySet<string>;
  limit?: number;
}): Problem[] {
  const { pages, cited, files, limit = WORD_LIMIT } = input;
  const folders = docsFolders(files);
  const out: Problem[] = [];
  const docs = new Map([...pages].filter(([p]) => p.startsWith('docs/')));
  const total = [...docs.values()].reduce((n, text) => n + wordCount(text), 0);
  if (total > limit) out.push({ file: 'docs/', message: `${total} words, more than ${limit}` });
  for (const page of unreached(docs)) out.push({ file: page, message: `not reached from ${INDEX}` });

  const anchorOf = (path: string, anchor: string) => {
    const text = pages.get(path) ?? cited.get(path);
    return text === undefined || !path.endsWith('.md') || anchors(text).has(anchor);
  };
  for (const [page, text] of pages) {
    for (const target of relativeLinks(text)) {
      const { path, anchor } = resolveLink(page, target);
      if (!files.has(path) && !pathExists(path, files)) out.push({ file: page, message: `link to missing ${target}` });
      else if (anchor && !anchorOf(path, anchor)) out.push({ file: page, message: `link to missing anchor ${target}` });
    }
  }
  for (const [file, text] of new Map([...pages, ...cited])) {
    for (const c of citations(text, folders)) {
      if ('decision' in c) {
        if (!decisionExists(c.decision, files))
          out.push({ file, line: c.line, message: `cites decision ${c.decision}, which has no record` });
      } else if (!pathExists(c.path, files)) {
        out.push({ file, line: c.line, message: `cites ${c.path}, which does not exist` });
      } else if (c.anchor && !anchorOf(c.path, c.anchor)) {
        out.push({ file, line: c.line, message: `cites ${c.path}#${c.anchor}, which has no such heading` });
      }
    }
  }
  return out;
}
