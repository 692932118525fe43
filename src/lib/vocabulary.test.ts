import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARGE_STATUS_LABELS } from './labels/charge';
import { VOCABULARY } from './vocabulary';

/**
 * The words replaced, with the word that stays (docs/vocabulary.md): a screen that writes
 * one of them again fails this test.
 */
const REPLACED_WORDS: ReadonlyArray<{ word: RegExp; use: string }> = [
  { word: /Dar baixa/i, use: VOCABULARY.settle },
  { word: /\bQuitad[ao]s?\b/, use: `${VOCABULARY.received} / ${VOCABULARY.receivedFeminine}` },
  { word: /\bPaga\b/, use: VOCABULARY.receivedFeminine },
  { word: /defaultPageSize:\s*\d/, use: 'DEFAULT_PAGE_SIZE' },
];

/** The screens' source files (tests excluded: they may name the old words to check they are gone). */
function screenFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return screenFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const root = process.cwd();
const files = [...screenFiles(join(root, 'src/features')), join(root, 'src/lib/labels/charge.ts')].map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

describe('one vocabulary (src/lib/vocabulary.ts, docs/vocabulary.md)', () => {
  it('reads the screens', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(REPLACED_WORDS.map((r) => [String(r.word), r] as const))('no screen writes %s', (_, { word, use }) => {
    const offenders = files.filter((f) => word.test(f.text)).map((f) => f.path);
    expect(offenders, `use ${use}`).toEqual([]);
  });

  it('every product and customer picker of a form says the same thing', () => {
    const using = (query: string) => files.filter((f) => f.text.includes(`optionsQuery={${query}}`));
    const products = using('catalogPickerQuery');
    expect(products.length).toBeGreaterThan(0);
    expect(products.filter((f) => !f.text.includes('VOCABULARY.productSearch')).map((f) => f.path)).toEqual([]);
    // A customer is picked with the kit's CustomerPickerField, which says it (and offers "Novo cliente").
    const customers = using('customerPickerQuery');
    expect(customers.length).toBeGreaterThan(0);
    const plain = customers.filter((f) => !f.text.includes('<CustomerPickerField'));
    expect(plain.filter((f) => !f.text.includes('VOCABULARY.customerSearch')).map((f) => f.path)).toEqual([]);
    const kit = readFileSync(join(root, 'src/ui/mantine/customers/CustomerPickerField.tsx'), 'utf8');
    expect(kit).toContain('placeholder={VOCABULARY.customerSearch}');
  });

  it('a charge paid reads as received', () => {
    expect([CHARGE_STATUS_LABELS.QUITADO, CHARGE_STATUS_LABELS.PAGO]).toEqual(['Recebida', 'Recebida']);
  });
});
