import { describe, expect, it } from 'vitest';
import { anchors, citations, docsFolders, problems, relativeLinks, unreached, wordCount } from './docs-check-rules';

// Built from parts, so that `npm run docs:check` does not read this file's examples as citations.
const DECISION = 'decision';
const DOCS = 'docs';

const files = new Set([
  `${DOCS}/README.md`,
  `${DOCS}/sandbox.md`,
  `${DOCS}/decisions/README.md`,
  `${DOCS}/decisions/0009-first-screen.md`,
  'src/app.ts',
]);
const pages = () =>
  new Map([
    [`${DOCS}/README.md`, '# Docs\n\n[Sandbox](sandbox.md) and [decisions](decisions/README.md).'],
    [`${DOCS}/sandbox.md`, '# Sandbox\n\n## Seeded data\n\nSee [the index](README.md#docs).'],
    [`${DOCS}/decisions/README.md`, '# Decisions\n\n- [0009](0009-first-screen.md)'],
    [`${DOCS}/decisions/0009-first-screen.md`, '# 0009 First screen\n\nSee [sandbox](../sandbox.md#seeded-data).'],
  ]);
const check = (p = pages(), cited = new Map<string, string>(), f = files) =>
  problems({ pages: p, cited, files: f }).map((x) => `${x.file}${x.line ? `:${x.line}` : ''}: ${x.message}`);

describe('docs:check', () => {
  it('counts words as wc -w does', () => {
    expect(wordCount('  one two\nthree\t four  ')).toBe(4);
  });

  it('reads relative links, not web, mail, same-page links or links in code blocks', () => {
    const md = '[a](a.md) [b](../b.md#x) [c](https://c.dev) [d](mailto:d@e.f) [e](#e)\n```\n[f](f.md)\n```\n';
    expect(relativeLinks(md)).toEqual(['a.md', '../b.md#x']);
  });

  it("makes a heading's anchor as GitHub does", () => {
    expect([...anchors('# Seeded data\n## Empresa QA 1: `tests`\n## Seeded data')]).toEqual([
      'seeded-data',
      'empresa-qa-1-tests',
      'seeded-data-1',
    ]);
  });

  it('passes docs whose pages are reached and whose links and citations hold', () => {
    const cited = new Map([
      ['src/app.ts', `// ${DECISION} 0009; ${DOCS}/sandbox.md#seeded-data; ${DOCS}/decisions/0009`],
    ]);
    expect(check(pages(), cited)).toEqual([]);
  });

  it('fails on a page the index does not reach', () => {
    const p = pages();
    p.set(`${DOCS}/orphan.md`, '# Orphan\n\n[back](README.md)');
    const f = new Set([...files, `${DOCS}/orphan.md`]);
    expect(unreached(p)).toEqual([`${DOCS}/orphan.md`]);
    expect(check(p, new Map(), f)).toEqual([`${DOCS}/orphan.md: not reached from ${DOCS}/README.md`]);
  });

  it('fails on a link to a missing page or heading', () => {
    const p = pages();
    p.set(`${DOCS}/sandbox.md`, '# Sandbox\n\n## Seeded data\n\n[gone](gone.md) [no heading](README.md#nowhere)');
    expect(check(p)).toEqual([
      `${DOCS}/sandbox.md: link to missing gone.md`,
      `${DOCS}/sandbox.md: link to missing anchor README.md#nowhere`,
    ]);
  });

  it('fails on a citation of a missing decision, page or heading', () => {
    const cited = new Map([
      [
        'src/app.ts',
        `// ${DECISION}s 0009 and 0010\n// ${DOCS}/gone.md, ${DOCS}/decisions/0011, ${DOCS}/sandbox.md#nowhere`,
      ],
    ]);
    expect(check(pages(), cited)).toEqual([
      'src/app.ts:1: cites decision 0010, which has no record',
      `src/app.ts:2: cites ${DOCS}/gone.md, which does not exist`,
      `src/app.ts:2: cites ${DOCS}/decisions/0011, which does not exist`,
      `src/app.ts:2: cites ${DOCS}/sandbox.md#nowhere, which has no such heading`,
    ]);
  });

  it("leaves another repository's docs paths alone", () => {
    const text = `// Source: conta-azul-cli ${DOCS}/referencia/contrato.md; the ${DOCS}/referencia folder`;
    expect(citations(text, docsFolders(files))).toEqual([]);
  });

  it('fails when docs/ holds more words than the limit', () => {
    expect(problems({ pages: pages(), cited: new Map(), files, limit: 10 })[0]?.message).toMatch(/more than 10$/);
  });
});
