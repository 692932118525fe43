import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { firstScreenModules, importsValues } from './first-screen-modules.js';

describe('the first screen as ESLint sees it', () => {
  it('follows value imports only', () => {
    expect(importsValues('{ Button }')).toBe(true);
    expect(importsValues('Default, { type A }')).toBe(true);
    expect(importsValues('* as all')).toBe(true);
    expect(importsValues('')).toBe(true);
    expect(importsValues('type { A }')).toBe(false);
    expect(importsValues('{ type A, type B }')).toBe(false);
    expect(importsValues('{ type A, b }')).toBe(true);
  });

  it('is the entry, the shell, the contracts list and the plain kit, and nothing of Mantine', () => {
    const modules = firstScreenModules(process.cwd());
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/main.tsx',
        'src/app/Shell.tsx',
        'src/features/contracts/list/ContractsListPage.tsx',
        'src/ui/plain/list/ListScreen.tsx',
      ]),
    );
    expect(modules.filter((m) => m.startsWith('src/ui/') && !m.startsWith('src/ui/plain/'))).toEqual([]);
    expect(modules.filter((m) => m.startsWith('src/features/receivables/'))).toEqual([]);
  });

  it('refuses a value import of Mantine or the Mantine kit there, and allows types, stylesheets and import()', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const errors = async (filePath: string, text: string) =>
      (await eslint.lintText(text, { filePath }))[0]!.messages
        .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((m) => m.message);
    expect(
      await errors('src/app/Shell.tsx', "import { Button } from '@mantine/core';\nexport const a = Button;\n"),
    ).toEqual([expect.stringContaining('ship without Mantine')]);
    expect(
      await errors(
        'src/ui/plain/Pager.tsx',
        "import { ErrorAlert } from '../mantine/ErrorAlert';\nexport const a = ErrorAlert;\n",
      ),
    ).toHaveLength(1);
    expect(
      await errors(
        'src/app/Shell.tsx',
        "import { type MantineColor } from '@mantine/core';\nexport type A = MantineColor;\n",
      ),
    ).toEqual([]);
    expect(await errors('src/app/Shell.tsx', "import '@mantine/core/styles/Button.css';\n")).toEqual([]);
    expect(await errors('src/app/Shell.tsx', "export const a = () => import('../ui/mantine/RemoteSelect');\n")).toEqual(
      [],
    );
    // A lazy screen may use the Mantine kit.
    expect(
      await errors(
        'src/features/quotes/list/QuotesListPage.tsx',
        "import { ErrorAlert } from '../../../ui/mantine/ErrorAlert';\nexport const a = ErrorAlert;\n",
      ),
    ).toEqual([]);
  });
});
