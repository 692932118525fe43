import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Pure code (rules, schemas, the sandbox) runs in Node, screens in jsdom. The Node files of a
 * worker share its modules (decision 0842), and the globals and environment variables a test
 * stubs are restored after it. A Node file that mocks a module gets a module graph of its
 * own, in a project of its own: a module another file loaded first would keep its real
 * implementation. Screen files stay isolated: shared, a form's first submit in a component
 * test now and then showed no messages within 5 s, not yet explained.
 */
const mocks = (files: string[]) => files.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));

const UNIT = ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'];
const unitMocks = mocks(globSync(UNIT));
const unit = { environment: 'node' as const, setupFiles: ['src/test/setup-unit.ts'] };

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
      { extends: true, test: { ...unit, name: 'unit', include: UNIT, exclude: unitMocks, isolate: false } },
      ...(unitMocks.length ? [{ extends: true, test: { ...unit, name: 'unit-mocks', include: unitMocks } }] : []),
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
          css: false,
        },
      },
    ],
  },
});
