import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The rules eslint.config.js states, each tried on a line that breaks it and one that does
 * not: a rule that matched nothing would pass lint silently.
 */

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The messages of `rule` (any rule when omitted) for `text` as if it were `filePath`. */
async function errors(filePath: string, text: string, rule?: string) {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.filter((m) => !rule || m.ruleId === rule).map((m) => m.message);
}
const value = (spec: string) => `import { a } from '${spec}';\nexport const b = a;\n`;

describe('the first screen ships without Mantine', () => {
  const rule = '@typescript-eslint/no-restricted-imports';
  it('refuses a value import of Mantine or the Mantine kit in a first-screen module or the plain kit', async () => {
    expect(await errors('src/app/Shell.tsx', value('@mantine/core'), rule)).toEqual([
      expect.stringContaining('ship without Mantine'),
    ]);
    expect(await errors('src/ui/plain/Pager.tsx', value('../mantine/ErrorAlert'), rule)).toHaveLength(1);
  });

  it('allows types, stylesheets, import() and a lazy screen', async () => {
    const type = "import { type MantineColor } from '@mantine/core';\nexport type A = MantineColor;\n";
    expect(await errors('src/app/Shell.tsx', type, rule)).toEqual([]);
    expect(await errors('src/app/Shell.tsx', "import '@mantine/core/styles/Button.css';\n", rule)).toEqual([]);
    const lazy = "export const a = () => import('../ui/mantine/RemoteSelect');\n";
    expect(await errors('src/app/Shell.tsx', lazy, rule)).toEqual([]);
    expect(
      await errors('src/features/quotes/list/QuotesListPage.tsx', value('../../../ui/mantine/ErrorAlert'), rule),
    ).toEqual([]);
  });
});

describe('the layers', () => {
  const rule = 'no-restricted-imports';
  it('refuses a feature importing another, by any path, or src/auth', async () => {
    expect(await errors('src/features/contracts/list/x.tsx', value('../../quotes/labels'), rule)).toHaveLength(1);
    expect(await errors('src/features/contracts/x.tsx', value('../quotes/labels'), rule)).toHaveLength(1);
    expect(await errors('src/features/contracts/list/x.tsx', value('../../../features/quotes/x'), rule)).toHaveLength(
      1,
    );
    expect(await errors('src/features/contracts/list/x.tsx', value('../../../auth/session'), rule)).toHaveLength(1);
    expect(await errors('src/features/contracts/list/x.tsx', value('../detail/labels'), rule)).toEqual([]);
    expect(await errors('src/features/contracts/list/x.tsx', value('../../../lib/money'), rule)).toEqual([]);
  });

  it('refuses src/ui importing src/api, and src/stores importing the screens', async () => {
    expect(await errors('src/ui/plain/x.ts', value('../../api/query'), rule)).toHaveLength(1);
    expect(await errors('src/stores/x.ts', value('../ui/plain/x'), rule)).toHaveLength(1);
    expect(await errors('src/stores/x.ts', value('../lib/company-store'), rule)).toEqual([]);
  });
});

describe('habits', () => {
  const rule = 'no-restricted-syntax';
  it('binds a feature form field through the kit, never register()', async () => {
    const spread = "export const A = ({ register }) => <input {...register('a')} />;\n";
    expect(await errors('src/features/quotes/x.tsx', spread, rule)).toEqual([expect.stringContaining('form kit')]);
  });

  it('refuses a fixed sleep in an end-to-end spec', async () => {
    expect(await errors('e2e/x.spec.ts', 'export const f = (page) => page.waitForTimeout(100);\n', rule)).toEqual([
      expect.stringContaining('No fixed sleeps'),
    ]);
  });
});
