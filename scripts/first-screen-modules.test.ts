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
});
