import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Pure code (rules, schemas, the sandbox) runs in Node, screens in jsdom. A worker's files
 * share its modules and its jsdom (decision 0842): each screen file starts on an empty page
 * with nothing stored (src/test/setup-dom.ts), and the globals and environment variables a
 * test stubs are restored after it. A file that mocks a module gets a module graph of its
 * own, in a project of its own: a module another file loaded first would keep its real
 * implementation.
 */
function projects(
  name: string,
  include: string[],
  test: { environment: 'node' | 'jsdom'; setupFiles: string[]; css?: boolean },
) {
  const mocking = globSync(include).filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));
  const shared = { extends: true, test: { ...test, name, include, exclude: mocking, isolate: false } };
  return mocking.length
    ? [shared, { extends: true, test: { ...test, name: `${name}-mocks`, include: mocking } }]
    : [shared];
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
      ...projects('unit', ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'], {
        environment: 'node',
        setupFiles: ['src/test/setup-unit.ts'],
      }),
      ...projects('dom', ['src/**/*.test.tsx'], {
        environment: 'jsdom',
        setupFiles: ['src/test/setup-dom.ts'],
        css: false,
      }),
    ],
  },
});
