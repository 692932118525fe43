import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cases, FAULT_SUITE, SCENARIOS } from '../e2e/support/fault-suite';
import { FAULT_SUITE_DOC, faultSuiteDoc } from './fault-suite-doc';

const spec = (file: string) => readFileSync(new URL(`../e2e/${file}`, import.meta.url), 'utf8');

describe('the fault suite page (docs/fault-suite.md)', () => {
  it('holds what the table generates (rerun `npx tsx scripts/fault-suite-doc.ts` after changing e2e/support/fault-suite.ts)', async () => {
    const page = readFileSync(FAULT_SUITE_DOC, 'utf8');
    expect(page).toBe(await faultSuiteDoc(page));
  });

  it("names tests that exist: every hand-written one in its scenario's spec, every other spec's by its title", () => {
    const missing: string[] = [];
    for (const id of SCENARIOS) {
      const s = FAULT_SUITE[id];
      for (const p of s.plain ?? []) if (!spec(s.spec).includes(`'${p.title}'`)) missing.push(`${s.spec} › ${p.title}`);
      for (const { test } of s.elsewhere ?? []) {
        const [file = '', title = ''] = test.split(' › ');
        if (!spec(file).includes(title)) missing.push(test);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every test of a spec its own title', () => {
    const bySpec = new Map<string, string[]>();
    for (const id of SCENARIOS) {
      const titles = bySpec.get(FAULT_SUITE[id].spec) ?? [];
      titles.push(...cases(id).map((c) => `${FAULT_SUITE[id].group ?? ''} › ${c.title}`));
      bySpec.set(FAULT_SUITE[id].spec, titles);
    }
    for (const titles of bySpec.values()) expect(titles.length).toBe(new Set(titles).size);
  });
});
