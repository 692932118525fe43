import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: pure code (rules, schemas, the sandbox) in Node, screens in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 20_000,
    // One worker per core: Vitest's default keeps one core for itself, which on CI's two cores
    // runs the files one at a time (decision 0842).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup-unit.ts'],
        },
      },
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
