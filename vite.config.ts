import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prefetchShared } from './scripts/prefetch-shared.ts';
import { routerComponentsPure } from './scripts/router-pure.ts';

/** React Router's production build: its package exports only the development one (with its warnings). */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// Static build for a CDN: hashed assets under assets/, routes split into lazy chunks.
export default defineConfig(({ command }) => ({
  plugins: [react(), prefetchShared(), routerComponentsPure()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by scripts/check-budgets.ts to know which chunks each screen loads.
    manifest: true,
    reportCompressedSize: false,
    // Shared chunks named by their hash alone, of the fewest characters the bundler takes
    // for this many chunks (it refuses fewer, and says so): their names are written in every
    // import of the first screen and in the prefetch links (decision 0009).
    // The first screen's modules (what the entry reaches statically) are one chunk, the entry:
    // otherwise the bundler splits out each part a lazy chunk shares (React, the router, zod),
    // eight files that gzip 3 KB larger than one (decision 0009).
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
    // No preload lists: a lazy chunk's shared chunks are fetched when it is parsed. They are
    // prefetched after the first paint, so that fetch is mostly a cache hit; the lists cost the
    // first screen 2.5 KB gzip (decision 0009).
    modulePreload: false,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
}));
