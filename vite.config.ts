import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Static build for a CDN: hashed assets under assets/, routes split into lazy chunks.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by scripts/check-budgets.ts to know which chunks each screen loads.
    manifest: true,
    reportCompressedSize: false,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
