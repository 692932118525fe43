import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Pure code (rules, schemas, the sandbox) runs in Node, screens in jsdom. A worker's files
 * share its modules and its jsdom (decision 0842): each screen file starts on an empty page
 * with nothing stored (src/test/setup-dom.ts), and the globals and environment variables a
 * test stubs are restored after it. A file that mocks a module gets a module graph of its
 * own, in a project of its own: a module another file loaded first would keep its real
 * implementation.
 */
const mocks = (files: string[]) => files.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));

function projects(name: string, environment: 'node' | 'jsdom', include: string[], setup: string) {
  const isolated = mocks(globSync(include));
  const test = { environment, setupFiles: [setup], ...(environment === 'jsdom' ? { css: false } : {}) };
  const list: TestProjectInlineConfiguration[] = [
    { extends: true, test: { ...test, name, include, exclude: isolated, isolate: false } },
  ];
  if (isolated.length) list.push({ extends: true, test: { ...test, name: `${name}-mocks`, include: isolated } });
  return list;
}

export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 20_000,
    unstubGlobals: true,
    unstubEnvs: true,
    // One worker per core: Vitest's default keeps one core for itself, which on CI's two cores
    // runs the files one at a time.
    maxWorkers: availableParallelism(),
    projects: [
      ...projects(
        'unit',
        'node',
        ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
        'src/test/setup-unit.ts',
      ),
      ...projects('dom', 'jsdom', ['src/**/*.test.tsx'], 'src/test/setup-dom.ts'),
    ],
  },
});
